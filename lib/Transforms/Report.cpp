//===- Report.cpp - What the search found, for people ---------------------===//
//
// --hiera-report writes a report of a planned (and refined) module: in
// Markdown, in HTML with a roofline plot where the path ends in .html, or in
// JSON for scripts where it ends in .json. Per task: the contract, the
// bottleneck from the model and from
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
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <memory>
#include <tuple>
#include <vector>

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

/// One trial of a task: a variant with a cost, in the order measured.
struct Trial {
  int64_t round = 0; // 0 where the variant was not tried by a search
  std::string variant, space, direction, why, invalidReason;
  double medianUs = 0;
  bool estimated = false, valid = false;
};

/// What the report says of one task, whatever its format.
struct TaskSummary {
  std::string task, function;
  ContractAttr contract;
  BottleneckAttr model, measured;
  std::string space, rationale;
  std::string best, bestSpace;
  double bestUs = 0;         // valid and measured, else 0
  double linalgUs = 0, libraryUs = 0;
  std::vector<Trial> trials; // by round
  size_t bestTrial = 0;      // 1-based position of the best in `trials`; 0 none
};

TaskSummary summarize(TaskOp task, TargetAttr target) {
  TaskSummary summary;
  summary.task = task.getName().str();
  if (auto function = task->getParentOfType<func::FuncOp>())
    summary.function = function.getName().str();
  summary.contract = task.getContractAttr();
  BottleneckAttr current = task.getBottleneckAttr();
  summary.model = summary.contract && target
                      ? attributeBottleneck(task, summary.contract, target)
                      : current;
  if (current && current.getSource() == AttributionSource::Measured)
    summary.measured = current;
  if (std::optional<Space> space = task.getSpace()) {
    summary.space = stringifySpace(*space).str();
    if (auto rationale = task->getAttrOfType<StringAttr>("rationale"))
      summary.rationale = rationale.getValue().str();
  }
  VariantOp linalg, library, selected;
  SmallVector<VariantOp> tried;
  for (Block &block : task.getVariants())
    for (VariantOp variant : block.getOps<VariantOp>()) {
      if (variant.getSpace() == Space::Linalg && !linalg)
        linalg = variant;
      if (variant.getSpace() == Space::Library && !library)
        library = variant;
      if (variant.getSelected())
        selected = variant;
      if (variant.getCostAttr())
        tried.push_back(variant);
    }
  auto roundOf = [](VariantOp variant) -> int64_t {
    auto round = variant->getAttrOfType<IntegerAttr>(PlanDialect::kRoundAttrName);
    return round ? round.getInt() : 0;
  };
  llvm::stable_sort(tried, [&](VariantOp a, VariantOp b) {
    return roundOf(a) < roundOf(b);
  });
  summary.linalgUs = validMeasuredUs(linalg);
  summary.libraryUs = validMeasuredUs(library);
  if (selected) {
    summary.best = selected.getName().str();
    summary.bestSpace = stringifySpace(selected.getSpace()).str();
    summary.bestUs = validMeasuredUs(selected);
  }
  for (VariantOp variant : tried) {
    CostAttr cost = variant.getCostAttr();
    Trial trial;
    trial.round = roundOf(variant);
    trial.variant = variant.getName().str();
    trial.space = stringifySpace(variant.getSpace()).str();
    if (variant.getDirection())
      trial.direction = stringifyDirection(*variant.getDirection()).str();
    if (auto why = variant->getAttrOfType<StringAttr>(PlanDialect::kWhyAttrName))
      trial.why = why.getValue().str();
    if (auto reason =
            variant->getAttrOfType<StringAttr>(PlanDialect::kInvalidReasonAttrName))
      trial.invalidReason = reason.getValue().str();
    trial.medianUs = cost.getMedianUs();
    trial.estimated = cost.getSource() == CostSource::Estimated;
    trial.valid = cost.getValid();
    summary.trials.push_back(std::move(trial));
    if (variant == selected && summary.bestUs > 0)
      summary.bestTrial = summary.trials.size();
  }
  return summary;
}

/// Whether the model finds the task bound by its launch: its roofline
/// bound is then no floor.
bool launchBound(const TaskSummary &summary) {
  return summary.model && summary.model.getUnit() == LimitingUnit::Launch;
}

/// The roofline bound over the best time: how close the best came; 0 where
/// there is none to compare, or the task is bound by its launch.
double fractionOfRoof(const TaskSummary &summary) {
  if (!summary.model || summary.bestUs <= 0 || launchBound(summary))
    return 0;
  return summary.model.getBoundUs() / summary.bestUs;
}

void writeTask(const TaskSummary &summary, Writer &out) {
  out.heading("`" + summary.task + "`" +
                  (summary.function.empty() ? "" : " in @" + summary.function),
              2);
  if (ContractAttr contract = summary.contract)
    out.item(llvm::formatv("contract: {0} FLOP, {1} bytes, {2:f2} FLOP/byte, "
                           "precision {3}, rtol {4:e1}, atol {5:e1}",
                           contract.getFlops(), contract.getBytes(),
                           contract.getIntensity(),
                           stringifyPrecisionPolicy(contract.getPrecision()),
                           contract.getRtol(), contract.getAtol())
                 .str());
  out.item("bottleneck (model): " + describe(summary.model));
  if (summary.measured)
    out.item("bottleneck (measured): " + describe(summary.measured));
  if (!summary.space.empty())
    out.item("space chosen: " + summary.space + " (" + summary.rationale + ")");
  if (!summary.best.empty()) {
    std::string best =
        "best: `" + summary.best + "` (" + summary.bestSpace + ")";
    if (summary.bestUs > 0) {
      best += llvm::formatv(", {0:f1} us", summary.bestUs);
      if (launchBound(summary))
        best += ": bound by its launch, far above the roofline bound";
      else if (double fraction = fractionOfRoof(summary))
        best += llvm::formatv(", {0:f0}% of the roofline bound", 100 * fraction);
    }
    out.item(best);
  }
  out.item("speedup over the linalg baseline: " +
           speedup(summary.linalgUs, summary.bestUs) +
           "; over the library call: " +
           speedup(summary.libraryUs, summary.bestUs));
  out.item(summary.bestTrial
               ? llvm::formatv("trials: {0} measured; the best was trial {1}, "
                               "in round {2}",
                               summary.trials.size(), summary.bestTrial,
                               summary.trials[summary.bestTrial - 1].round)
                     .str()
               : llvm::formatv("trials: {0} measured", summary.trials.size())
                     .str());
  if (summary.trials.empty())
    return;
  SmallVector<SmallVector<std::string>> rows;
  for (auto [index, trial] : llvm::enumerate(summary.trials))
    rows.push_back(
        {std::to_string(index + 1),
         trial.round ? std::to_string(trial.round) : "-",
         "`" + trial.variant + "`", trial.space,
         trial.direction.empty() ? "-" : trial.direction,
         llvm::formatv("{0:f1}{1}", trial.medianUs,
                       trial.estimated ? " (estimated)" : "")
             .str(),
         trial.valid ? "yes"
                     : "no" + (trial.invalidReason.empty()
                                   ? std::string()
                                   : ": " + trial.invalidReason),
         trial.why.empty() ? "-" : trial.why});
  out.table({"#", "round", "variant", "space", "direction", "median us",
             "valid", "why"},
            rows);
}

llvm::json::Value bottleneckJSON(BottleneckAttr bottleneck) {
  if (!bottleneck)
    return nullptr;
  return llvm::json::Object{
      {"kind", stringifyBottleneckKind(bottleneck.getKind())},
      {"unit", stringifyLimitingUnit(bottleneck.getUnit())},
      {"bound_us", bottleneck.getBoundUs()}};
}

/// A time, or null where there is none (JSON has no NaN).
llvm::json::Value optionalUs(double us) {
  return us > 0 ? llvm::json::Value(us) : llvm::json::Value(nullptr);
}

/// A text, or null where there is none.
llvm::json::Value optionalText(const std::string &text) {
  return text.empty() ? llvm::json::Value(nullptr) : llvm::json::Value(text);
}

llvm::json::Value taskJSON(const TaskSummary &summary) {
  llvm::json::Array trials;
  for (const Trial &trial : summary.trials)
    trials.push_back(llvm::json::Object{
        {"round", trial.round},
        {"variant", trial.variant},
        {"space", trial.space},
        {"direction", optionalText(trial.direction)},
        {"median_us", trial.medianUs},
        {"estimated", trial.estimated},
        {"valid", trial.valid},
        {"invalid_reason", optionalText(trial.invalidReason)},
        {"why", trial.why}});
  llvm::json::Object task{
      {"task", summary.task},
      {"function", summary.function},
      {"bottleneck_model", bottleneckJSON(summary.model)},
      {"bottleneck_measured", bottleneckJSON(summary.measured)},
      {"space", summary.space},
      {"rationale", optionalText(summary.rationale)},
      {"best", optionalText(summary.best)},
      {"best_space", summary.bestSpace},
      {"best_us", optionalUs(summary.bestUs)},
      {"fraction_of_roof", optionalUs(fractionOfRoof(summary))},
      {"linalg_us", optionalUs(summary.linalgUs)},
      {"library_us", optionalUs(summary.libraryUs)},
      {"best_trial", summary.bestTrial ? llvm::json::Value(int64_t(summary.bestTrial))
                                       : llvm::json::Value(nullptr)},
      {"trials", std::move(trials)}};
  if (ContractAttr contract = summary.contract)
    task["contract"] = llvm::json::Object{
        {"flops", contract.getFlops()},
        {"bytes", contract.getBytes()},
        {"precision", stringifyPrecisionPolicy(contract.getPrecision())},
        {"rtol", contract.getRtol()},
        {"atol", contract.getAtol()}};
  return task;
}

/// What a search with a model spent, as --hiera-refine records it.
struct Tokens {
  int64_t prompt = 0, completion = 0;
};

std::optional<Tokens> llmTokens(ModuleOp module) {
  auto tokens = module->getAttrOfType<DictionaryAttr>(PlanDialect::kLLMTokensAttrName);
  if (!tokens)
    return std::nullopt;
  Tokens spent;
  if (auto prompt = tokens.getAs<IntegerAttr>("prompt"))
    spent.prompt = prompt.getInt();
  if (auto completion = tokens.getAs<IntegerAttr>("completion"))
    spent.completion = completion.getInt();
  return spent;
}

/// One task's best measured point on the roofline.
struct Point {
  std::string label;
  double intensity = 0, tflops = 0;
};

Point bestPoint(const TaskSummary &summary) {
  Point point;
  point.label = summary.task;
  if (summary.contract && summary.bestUs > 0) {
    point.intensity = summary.contract.getIntensity();
    point.tflops =
        static_cast<double>(summary.contract.getFlops()) / (summary.bestUs * 1e6);
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
    std::vector<TaskSummary> summaries;
    module.walk([&](TaskOp task) { summaries.push_back(summarize(task, target)); });

    ReportFormat chosen = format;
    if (chosen == ReportFormat::Auto)
      chosen = StringRef(path).ends_with(".json")   ? ReportFormat::JSON
               : StringRef(path).ends_with(".html") ? ReportFormat::HTML
                                                    : ReportFormat::Markdown;
    if (chosen == ReportFormat::JSON) {
      llvm::json::Array tasks;
      for (const TaskSummary &summary : summaries)
        tasks.push_back(taskJSON(summary));
      llvm::json::Object report{{"tasks", std::move(tasks)}};
      if (target)
        report["target"] = llvm::json::Object{
            {"name", target.getName()},
            {"dram_bandwidth_gbps", target.getDramBandwidthGbps()},
            {"peak_f32_tflops", target.getPeakF32Tflops()},
            {"peak_tf32_tflops", target.getPeakTf32Tflops()}};
      if (std::optional<Tokens> tokens = llmTokens(module))
        report["llm_tokens"] = llvm::json::Object{
            {"prompt", tokens->prompt}, {"completion", tokens->completion}};
      os << llvm::formatv("{0:2}", llvm::json::Value(std::move(report))) << "\n";
      markAllAnalysesPreserved();
      return;
    }

    bool html = chosen == ReportFormat::HTML;
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
    if (std::optional<Tokens> tokens = llmTokens(module))
      out->line(llvm::formatv("model tokens spent by the search: {0} prompt, "
                              "{1} completion",
                              tokens->prompt, tokens->completion)
                    .str());
    SmallVector<Point> points;
    for (const TaskSummary &summary : summaries) {
      writeTask(summary, *out);
      points.push_back(bestPoint(summary));
    }
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
