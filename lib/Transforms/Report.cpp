//===- Report.cpp - What the search found, for people ---------------------===//
//
// --hiera-report writes a Markdown report of a planned (and refined)
// module, or HTML with a roofline plot where the path ends in .html: per task the contract, the bottleneck from the model and from
// the measurements, the space chosen and why, the best variant with its
// speedups over the linalg baseline and the library call, the trials it
// took, and every trial in order.
//
//===----------------------------------------------------------------------===//

#include "hiera/Analysis/Workload.h"
#include "hiera/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <memory>
#include <tuple>

namespace hiera {
#define GEN_PASS_DEF_HIERAREPORT
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

namespace {

std::string describe(BottleneckAttr bottleneck) {
  if (!bottleneck)
    return "-";
  return llvm::formatv("{0} ({1}), bound {2:f1} us", stringifyBottleneckKind(bottleneck.getKind()),
                       stringifyLimitingUnit(bottleneck.getUnit()),
                       bottleneck.getBoundUs())
      .str();
}

std::string speedup(double baseUs, double bestUs) {
  return baseUs > 0 && bestUs > 0 ? llvm::formatv("{0:f2}x", baseUs / bestUs).str()
                                  : "-";
}

/// Where the report goes: Markdown, or HTML with a roofline plot.
class Writer {
public:
  explicit Writer(llvm::raw_ostream &os) : os(os) {}
  virtual ~Writer() = default;
  virtual void heading(StringRef text, unsigned level) = 0;
  virtual void line(StringRef text) = 0;
  virtual void item(StringRef text) = 0;
  virtual void table(ArrayRef<std::string> header,
                     ArrayRef<SmallVector<std::string>> rows) = 0;
  virtual void finish() {}

protected:
  llvm::raw_ostream &os;
};

class MarkdownWriter : public Writer {
public:
  using Writer::Writer;
  void heading(StringRef text, unsigned level) override {
    endList();
    os << std::string(level, '#') << " " << text << "\n\n";
  }
  void line(StringRef text) override {
    endList();
    os << text << "\n\n";
  }
  void item(StringRef text) override {
    os << "- " << text << "\n";
    inList = true;
  }
  void table(ArrayRef<std::string> header,
             ArrayRef<SmallVector<std::string>> rows) override {
    endList();
    os << "| " << llvm::join(header, " | ") << " |\n|";
    for (size_t i = 0; i < header.size(); ++i)
      os << (i < 2 ? " ---: |" : " --- |");
    os << "\n";
    for (const SmallVector<std::string> &row : rows)
      os << "| " << llvm::join(row, " | ") << " |\n";
    os << "\n";
  }
  void finish() override { endList(); }

private:
  void endList() {
    if (inList)
      os << "\n";
    inList = false;
  }
  bool inList = false;
};

class HTMLWriter : public Writer {
public:
  using Writer::Writer;
  void heading(StringRef text, unsigned level) override {
    endList();
    os << "<h" << level << ">" << render(text) << "</h" << level << ">\n";
  }
  void line(StringRef text) override {
    endList();
    os << "<p>" << render(text) << "</p>\n";
  }
  void item(StringRef text) override {
    if (!inList)
      os << "<ul>\n";
    inList = true;
    os << "<li>" << render(text) << "</li>\n";
  }
  void table(ArrayRef<std::string> header,
             ArrayRef<SmallVector<std::string>> rows) override {
    endList();
    os << "<table>\n<tr>";
    for (const std::string &cell : header)
      os << "<th>" << render(cell) << "</th>";
    os << "</tr>\n";
    for (const SmallVector<std::string> &row : rows) {
      os << "<tr>";
      for (const std::string &cell : row)
        os << "<td>" << render(cell) << "</td>";
      os << "</tr>\n";
    }
    os << "</table>\n";
  }
  void finish() override { endList(); }
  /// Writes raw HTML (the plot).
  llvm::raw_ostream &raw() {
    endList();
    return os;
  }

private:
  /// Escaped, with `code` spans.
  static std::string render(StringRef text) {
    std::string out;
    bool code = false;
    for (char c : text) {
      switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '`': out += code ? "</code>" : "<code>"; code = !code; break;
      default: out += c;
      }
    }
    if (code)
      out += "</code>";
    return out;
  }
  void endList() {
    if (inList)
      os << "</ul>\n";
    inList = false;
  }
  bool inList = false;
};

/// One task's best measured point on the roofline.
struct Point {
  std::string label;
  double intensity = 0, tflops = 0;
};

Point reportTask(TaskOp task, TargetAttr target, Writer &out) {
  ContractAttr contract = task.getContractAttr();
  auto function = task->getParentOfType<func::FuncOp>();
  out.heading("`" + task.getName().str() + "`" +
                  (function ? " in @" + function.getName().str() : ""),
              2);
  if (contract)
    out.item(llvm::formatv("contract: {0} FLOP, {1} bytes, {2:f2} FLOP/byte, "
                           "precision {3}, rtol {4:e1}, atol {5:e1}",
                           contract.getFlops(), contract.getBytes(),
                           contract.getIntensity(),
                           stringifyPrecisionPolicy(contract.getPrecision()),
                           contract.getRtol(), contract.getAtol())
                 .str());
  BottleneckAttr current = task.getBottleneckAttr();
  BottleneckAttr model = contract && target
                             ? attributeBottleneck(task, contract, target)
                             : current;
  out.item("bottleneck (model): " + describe(model));
  if (current && current.getSource() == AttributionSource::Measured)
    out.item("bottleneck (measured): " + describe(current));
  if (std::optional<Space> space = task.getSpace())
    out.item("space chosen: " + stringifySpace(*space).str() + " (" +
             task->getAttrOfType<StringAttr>("rationale").getValue().str() +
             ")");

  VariantOp linalg, library, selected;
  SmallVector<VariantOp> trials;
  for (Block &block : task.getVariants())
    for (VariantOp variant : block.getOps<VariantOp>()) {
      if (variant.getSpace() == Space::Linalg && !linalg)
        linalg = variant;
      if (variant.getSpace() == Space::Library && !library)
        library = variant;
      if (variant.getSelected())
        selected = variant;
      if (variant.getCostAttr())
        trials.push_back(variant);
    }
  auto roundOf = [](VariantOp variant) {
    auto round = variant->getAttrOfType<IntegerAttr>("round");
    return round ? round.getInt() : 0;
  };
  llvm::stable_sort(trials, [&](VariantOp a, VariantOp b) {
    return roundOf(a) < roundOf(b);
  });
  double bestUs = validMeasuredUs(selected);
  if (selected) {
    std::string best = "best: `" + selected.getName().str() + "` (" +
                       stringifySpace(selected.getSpace()).str() + ")";
    if (bestUs > 0) {
      best += llvm::formatv(", {0:f1} us", bestUs);
      if (model && model.getBoundUs() > 0)
        best += llvm::formatv(", {0:f0}% of the roofline bound",
                              100 * model.getBoundUs() / bestUs);
    }
    out.item(best);
  }
  out.item("speedup over the linalg baseline: " +
           speedup(validMeasuredUs(linalg), bestUs) +
           "; over the library call: " +
           speedup(validMeasuredUs(library), bestUs));
  auto at = llvm::find(trials, selected);
  out.item(at != trials.end() && bestUs > 0
               ? llvm::formatv("trials: {0} measured; the best was trial {1}, "
                               "in round {2}",
                               trials.size(), at - trials.begin() + 1,
                               roundOf(selected))
                     .str()
               : llvm::formatv("trials: {0} measured", trials.size()).str());
  if (!trials.empty()) {
    SmallVector<SmallVector<std::string>> rows;
    for (auto [index, variant] : llvm::enumerate(trials)) {
      CostAttr cost = variant.getCostAttr();
      auto why = variant->getAttrOfType<StringAttr>("why");
      auto reason = variant->getAttrOfType<StringAttr>(kInvalidReasonAttrName);
      rows.push_back(
          {std::to_string(index + 1),
           roundOf(variant) ? std::to_string(roundOf(variant)) : "-",
           "`" + variant.getName().str() + "`",
           stringifySpace(variant.getSpace()).str(),
           variant.getDirection()
               ? stringifyDirection(*variant.getDirection()).str()
               : "-",
           llvm::formatv("{0:f1}{1}", cost.getMedianUs(),
                         cost.getSource() == CostSource::Estimated
                             ? " (estimated)"
                             : "")
               .str(),
           cost.getValid() ? "yes"
                           : "no" + (reason ? ": " + reason.getValue().str()
                                            : std::string()),
           why ? why.getValue().str() : "-"});
    }
    out.table({"#", "round", "variant", "space", "direction", "median us",
               "valid", "why"},
              rows);
  }
  Point point;
  point.label = task.getName().str();
  if (contract && bestUs > 0) {
    point.intensity = contract.getIntensity();
    point.tflops = static_cast<double>(contract.getFlops()) / (bestUs * 1e6);
  }
  return point;
}

/// A log-log roofline: the DRAM roof, the f32 and TF32 roofs, and each
/// task's best measured point.
void plotRoofline(TargetAttr target, ArrayRef<Point> points,
                  llvm::raw_ostream &os) {
  // Intensity 10^-2 .. 10^4 FLOP/byte, 10^-3 .. 10^3 TFLOP/s.
  auto x = [](double intensity) {
    return 70 + (std::log10(intensity) + 2) / 6 * 540;
  };
  auto y = [](double tflops) {
    return 330 - (std::log10(tflops) + 3) / 6 * 300;
  };
  double bandwidth = target.getDramBandwidthGbps() / 1e3; // TFLOP/s per FLOP/B
  os << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"640\" "
        "height=\"380\" font-family=\"sans-serif\" font-size=\"11\">\n"
        "<rect x=\"70\" y=\"30\" width=\"540\" height=\"300\" fill=\"none\" "
        "stroke=\"#999\"/>\n";
  for (int decade = -2; decade <= 4; ++decade)
    os << llvm::formatv("<text x=\"{0:f1}\" y=\"348\" text-anchor=\"middle\">"
                        "1e{1}</text>\n",
                        x(std::pow(10.0, decade)), decade);
  for (int decade = -3; decade <= 3; ++decade)
    os << llvm::formatv("<text x=\"64\" y=\"{0:f1}\" text-anchor=\"end\">"
                        "1e{1}</text>\n",
                        y(std::pow(10.0, decade)) + 4, decade);
  os << "<text x=\"340\" y=\"372\" text-anchor=\"middle\">FLOP per byte"
        "</text>\n<text x=\"14\" y=\"180\" transform=\"rotate(-90 14 180)\" "
        "text-anchor=\"middle\">TFLOP/s</text>\n";
  for (auto [peak, name, dash] :
       {std::tuple<double, const char *, const char *>{
            target.getPeakF32Tflops(), "f32", ""},
        {target.getPeakTf32Tflops(), "tf32", " stroke-dasharray=\"4 3\""}}) {
    double ridge = peak / bandwidth;
    os << llvm::formatv("<polyline fill=\"none\" stroke=\"#c33\"{0} "
                        "points=\"{1:f1},{2:f1} {3:f1},{4:f1} {5:f1},{4:f1}\"/>"
                        "\n<text x=\"604\" y=\"{6:f1}\" text-anchor=\"end\">"
                        "{7} {8:f0} TFLOP/s</text>\n",
                        dash, x(0.01), y(std::max(bandwidth * 0.01, 1e-3)),
                        x(ridge), y(peak), x(1e4), y(peak) - 4, name, peak);
  }
  for (const Point &point : points)
    if (point.intensity > 0 && point.tflops > 0)
      os << llvm::formatv("<circle cx=\"{0:f1}\" cy=\"{1:f1}\" r=\"4\" "
                          "fill=\"#36c\"/><text x=\"{2:f1}\" y=\"{3:f1}\">{4}"
                          "</text>\n",
                          x(point.intensity), y(point.tflops),
                          x(point.intensity) + 6, y(point.tflops) - 6,
                          point.label);
  os << "</svg>\n";
}

struct ReportPass : public hiera::impl::HieraReportBase<ReportPass> {
  using HieraReportBase::HieraReportBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    if (ec) {
      module.emitError() << "hiera-report: cannot write " << path << ": "
                         << ec.message();
      return signalPassFailure();
    }
    auto target =
        module->getAttrOfType<TargetAttr>(PlanDialect::kTargetAttrName);
    bool html = StringRef(path).ends_with(".html");
    std::unique_ptr<Writer> out;
    if (html) {
      os << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>"
            "HIERA report</title><style>body{font-family:sans-serif;"
            "max-width:72em;margin:2em auto}table{border-collapse:collapse}"
            "td,th{border:1px solid #ccc;padding:2px 6px}</style></head>"
            "<body>\n";
      out = std::make_unique<HTMLWriter>(os);
    } else {
      out = std::make_unique<MarkdownWriter>(os);
    }
    out->heading("HIERA report", 1);
    if (target)
      out->line(llvm::formatv("target {0}: {1:f0} GB/s, f32 {2:f1} TFLOP/s, "
                              "tf32 {3:f1} TFLOP/s",
                              target.getName(), target.getDramBandwidthGbps(),
                              target.getPeakF32Tflops(),
                              target.getPeakTf32Tflops())
                    .str());
    SmallVector<Point> points;
    module.walk([&](TaskOp task) {
      points.push_back(reportTask(task, target, *out));
    });
    if (html && target) {
      out->heading("Roofline: each task's best measured variant", 2);
      plotRoofline(target, points, static_cast<HTMLWriter &>(*out).raw());
    }
    out->finish();
    if (html)
      os << "</body></html>\n";
    markAllAnalysesPreserved();
  }
};
} // namespace
