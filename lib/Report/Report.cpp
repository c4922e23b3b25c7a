//===- Report.cpp - What a search found, for people and scripts -----------===//

#include "hiera/Report/Report.h"
#include "hiera/Analysis/Workload.h"
#include "hiera/Dialect/Plan/IR/PlanDialect.h"
#include "hiera/Support/JSON.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <tuple>

using namespace mlir;
using namespace hiera;
using namespace hiera::report;

//===----------------------------------------------------------------------===//
// The summary, from the IR
//===----------------------------------------------------------------------===//

double Task::fractionOfRoof() const {
  if (!model || bestUs <= 0 || launchBound())
    return 0;
  return model->boundUs / bestUs;
}

double Task::speedupOverLinalg() const {
  return linalgUs > 0 && bestUs > 0 ? linalgUs / bestUs : 0;
}

double Task::speedupOverLibrary() const {
  return libraryUs > 0 && bestUs > 0 ? libraryUs / bestUs : 0;
}

bool Task::estimated() const {
  return llvm::any_of(trials, [](const Trial &trial) { return trial.estimated; });
}

static std::optional<Bottleneck> bottleneckOf(plan::BottleneckAttr attr) {
  if (!attr)
    return std::nullopt;
  return Bottleneck{plan::stringifyBottleneckKind(attr.getKind()).str(),
                    plan::stringifyLimitingUnit(attr.getUnit()).str(),
                    attr.getBoundUs()};
}

static Task summarizeTask(plan::TaskOp task, plan::TargetAttr target) {
  using namespace plan;
  Task summary;
  summary.task = task.getName().str();
  if (auto function = task->getParentOfType<func::FuncOp>())
    summary.function = function.getName().str();
  ContractAttr contract = task.getContractAttr();
  if (contract)
    summary.contract =
        Contract{contract.getFlops(), contract.getBytes(),
                 stringifyPrecisionPolicy(contract.getPrecision()),
                 contract.getRtol(), contract.getAtol()};
  BottleneckAttr current = task.getBottleneckAttr();
  summary.model = bottleneckOf(contract && target
                                   ? attributeBottleneck(task, contract, target)
                                   : current);
  if (current && current.getSource() == AttributionSource::Measured)
    summary.measured = bottleneckOf(current);
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
    auto round =
        variant->getAttrOfType<IntegerAttr>(PlanDialect::kRoundAttrName);
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
    summary.arithmetic = variantArithmetic(selected);
    summary.frameworkArithmetic = frameworkArithmetic(task);
  }
  for (VariantOp variant : tried) {
    CostAttr cost = variant.getCostAttr();
    Trial trial;
    trial.round = roundOf(variant);
    trial.variant = variant.getName().str();
    trial.space = stringifySpace(variant.getSpace()).str();
    if (variant.getDirection())
      trial.direction = stringifyDirection(*variant.getDirection()).str();
    if (auto why =
            variant->getAttrOfType<StringAttr>(PlanDialect::kWhyAttrName))
      trial.why = why.getValue().str();
    if (auto reason = variant->getAttrOfType<StringAttr>(
            PlanDialect::kInvalidReasonAttrName))
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

Report hiera::report::summarize(ModuleOp module) {
  Report report;
  auto target = module->getAttrOfType<plan::TargetAttr>(
      plan::PlanDialect::kTargetAttrName);
  if (target)
    report.target = Target{target.getName().str(),
                           target.getDramBandwidthGbps(),
                           target.getPeakF32Tflops(),
                           target.getPeakTf32Tflops()};
  if (auto tokens = module->getAttrOfType<DictionaryAttr>(
          plan::PlanDialect::kLLMTokensAttrName)) {
    auto count = [&](StringRef name) -> int64_t {
      auto value = tokens.getAs<IntegerAttr>(name);
      return value ? value.getInt() : 0;
    };
    report.promptTokens = count("prompt");
    report.completionTokens = count("completion");
  }
  module.walk(
      [&](plan::TaskOp task) { report.tasks.push_back(summarizeTask(task, target)); });
  return report;
}

//===----------------------------------------------------------------------===//
// JSON
//===----------------------------------------------------------------------===//

namespace hiera::report {

/// A time or a ratio, or null where there is none (0, or not finite).
static llvm::json::Value positiveOrNull(double value) {
  return value > 0 ? finiteOrNull(value) : llvm::json::Value(nullptr);
}

/// A text, or null where there is none.
static llvm::json::Value optionalText(const std::string &text) {
  return text.empty() ? llvm::json::Value(nullptr) : llvm::json::Value(text);
}

static llvm::json::Value toJSON(const std::optional<Bottleneck> &bottleneck) {
  if (!bottleneck)
    return nullptr;
  return llvm::json::Object{{"kind", bottleneck->kind},
                            {"unit", bottleneck->unit},
                            {"bound_us", bottleneck->boundUs}};
}

static llvm::json::Value toJSON(const Task &summary) {
  llvm::json::Array trials;
  for (const Trial &trial : summary.trials)
    trials.push_back(llvm::json::Object{
        {"round", trial.round},
        {"variant", trial.variant},
        {"space", trial.space},
        {"direction", optionalText(trial.direction)},
        {"median_us", finiteOrNull(trial.medianUs)},
        {"estimated", trial.estimated},
        {"valid", trial.valid},
        {"invalid_reason", optionalText(trial.invalidReason)},
        {"why", trial.why}});
  llvm::json::Object task{
      {"task", summary.task},
      {"function", summary.function},
      {"bottleneck_model", toJSON(summary.model)},
      {"bottleneck_measured", toJSON(summary.measured)},
      {"space", summary.space},
      {"rationale", optionalText(summary.rationale)},
      {"best", optionalText(summary.best)},
      {"best_space", summary.bestSpace},
      {"arithmetic", optionalText(summary.arithmetic)},
      {"framework_arithmetic", optionalText(summary.frameworkArithmetic)},
      {"best_us", positiveOrNull(summary.bestUs)},
      {"fraction_of_roof", positiveOrNull(summary.fractionOfRoof())},
      {"linalg_us", positiveOrNull(summary.linalgUs)},
      {"library_us", positiveOrNull(summary.libraryUs)},
      {"best_trial", summary.bestTrial
                         ? llvm::json::Value(int64_t(summary.bestTrial))
                         : llvm::json::Value(nullptr)},
      {"trials", std::move(trials)}};
  if (const std::optional<Contract> &contract = summary.contract)
    task["contract"] = llvm::json::Object{{"flops", contract->flops},
                                          {"bytes", contract->bytes},
                                          {"precision", contract->precision},
                                          {"rtol", contract->rtol},
                                          {"atol", contract->atol}};
  return task;
}

llvm::json::Value toJSON(const Report &report) {
  llvm::json::Array tasks;
  for (const Task &task : report.tasks)
    tasks.push_back(toJSON(task));
  llvm::json::Object out{{"tasks", std::move(tasks)}};
  if (report.target)
    out["target"] =
        llvm::json::Object{{"name", report.target->name},
                           {"dram_bandwidth_gbps", report.target->dramBandwidthGbps},
                           {"peak_f32_tflops", report.target->peakF32Tflops},
                           {"peak_tf32_tflops", report.target->peakTf32Tflops}};
  if (report.promptTokens)
    out["llm_tokens"] = llvm::json::Object{
        {"prompt", *report.promptTokens},
        {"completion", report.completionTokens.value_or(0)}};
  return out;
}

// Reading back: every field type-checked, null where toJSON writes null.

static bool fromJSON(const llvm::json::Value &value, Contract &out,
                     llvm::json::Path path) {
  llvm::json::ObjectMapper map(value, path);
  return map && map.map("flops", out.flops) && map.map("bytes", out.bytes) &&
         map.map("precision", out.precision) && map.map("rtol", out.rtol) &&
         map.map("atol", out.atol);
}

static bool fromJSON(const llvm::json::Value &value, Bottleneck &out,
                     llvm::json::Path path) {
  llvm::json::ObjectMapper map(value, path);
  return map && map.map("kind", out.kind) && map.map("unit", out.unit) &&
         map.map("bound_us", out.boundUs);
}

/// A string field that may be null.
static bool mapText(llvm::json::ObjectMapper &map, llvm::StringLiteral name,
                    std::string &out) {
  std::optional<std::string> text;
  if (!map.mapOptional(name, text))
    return false;
  out = text.value_or("");
  return true;
}

/// A time field that may be null.
static bool mapUs(llvm::json::ObjectMapper &map, llvm::StringLiteral name,
                  double &out) {
  std::optional<double> us;
  if (!map.mapOptional(name, us))
    return false;
  out = us.value_or(0);
  return true;
}

/// A trial's time, which it must have: null where it has none, which
/// toJSON writes for an infinite one.
static bool mapTrialUs(const llvm::json::Value &trial,
                       llvm::json::ObjectMapper &map, llvm::json::Path path,
                       double &out) {
  const llvm::json::Object *object = trial.getAsObject();
  if (!object || !object->get("median_us")) {
    path.field("median_us").report("missing value");
    return false;
  }
  std::optional<double> us;
  if (!map.mapOptional("median_us", us))
    return false;
  out = us.value_or(std::numeric_limits<double>::infinity());
  return true;
}

static bool fromJSON(const llvm::json::Value &value, Trial &out,
                     llvm::json::Path path) {
  llvm::json::ObjectMapper map(value, path);
  return map && map.map("round", out.round) &&
         map.map("variant", out.variant) && map.map("space", out.space) &&
         mapText(map, "direction", out.direction) &&
         mapTrialUs(value, map, path, out.medianUs) &&
         map.map("estimated", out.estimated) && map.map("valid", out.valid) &&
         mapText(map, "invalid_reason", out.invalidReason) &&
         mapText(map, "why", out.why);
}

static bool fromJSON(const llvm::json::Value &value, Task &out,
                     llvm::json::Path path) {
  llvm::json::ObjectMapper map(value, path);
  std::optional<int64_t> bestTrial;
  double fraction = 0;
  if (!map || !map.map("task", out.task) ||
      !mapText(map, "function", out.function) ||
      !map.mapOptional("contract", out.contract) ||
      !map.mapOptional("bottleneck_model", out.model) ||
      !map.mapOptional("bottleneck_measured", out.measured) ||
      !mapText(map, "space", out.space) ||
      !mapText(map, "rationale", out.rationale) ||
      !mapText(map, "best", out.best) ||
      !mapText(map, "best_space", out.bestSpace) ||
      !mapText(map, "arithmetic", out.arithmetic) ||
      !mapText(map, "framework_arithmetic", out.frameworkArithmetic) ||
      !mapUs(map, "best_us", out.bestUs) ||
      !mapUs(map, "fraction_of_roof", fraction) ||
      !mapUs(map, "linalg_us", out.linalgUs) ||
      !mapUs(map, "library_us", out.libraryUs) ||
      !map.mapOptional("best_trial", bestTrial) ||
      !map.map("trials", out.trials))
    return false;
  if (bestTrial && (*bestTrial < 1 || size_t(*bestTrial) > out.trials.size())) {
    path.field("best_trial").report("not the position of a trial");
    return false;
  }
  out.bestTrial = bestTrial.value_or(0);
  return true;
}

static bool fromJSON(const llvm::json::Value &value, Target &out,
                     llvm::json::Path path) {
  llvm::json::ObjectMapper map(value, path);
  return map && map.map("name", out.name) &&
         map.map("dram_bandwidth_gbps", out.dramBandwidthGbps) &&
         map.map("peak_f32_tflops", out.peakF32Tflops) &&
         map.map("peak_tf32_tflops", out.peakTf32Tflops);
}

} // namespace hiera::report

namespace {
/// What a search with a model spent, as toJSON writes it.
struct Tokens {
  int64_t prompt = 0, completion = 0;
};
bool fromJSON(const llvm::json::Value &value, Tokens &out,
              llvm::json::Path path) {
  llvm::json::ObjectMapper map(value, path);
  return map && map.map("prompt", out.prompt) &&
         map.map("completion", out.completion);
}
} // namespace

llvm::Expected<Report> hiera::report::reportFromJSON(const llvm::json::Value &value,
                                                     llvm::StringRef file) {
  Report report;
  llvm::json::Path::Root root("report");
  llvm::json::ObjectMapper map(value, root);
  std::optional<Tokens> tokens;
  if (!map || !map.map("tasks", report.tasks) ||
      !map.mapOptional("target", report.target) ||
      !map.mapOptional("llm_tokens", tokens))
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(), "%s: %s", file.str().c_str(),
        llvm::toString(root.getError()).c_str());
  if (tokens) {
    report.promptTokens = tokens->prompt;
    report.completionTokens = tokens->completion;
  }
  return report;
}

//===----------------------------------------------------------------------===//
// Rendering
//===----------------------------------------------------------------------===//

namespace {

/// Where the report goes: Markdown, or HTML with a roofline plot.
class Writer {
public:
  explicit Writer(llvm::raw_ostream &os) : os(os) {}
  virtual ~Writer() = default;
  virtual void heading(StringRef text, unsigned level) = 0;
  virtual void line(StringRef text) = 0;
  virtual void item(StringRef text) = 0;
  /// A table whose `numeric` columns are aligned right where the format
  /// can.
  virtual void table(ArrayRef<std::string> header,
                     ArrayRef<SmallVector<std::string>> rows,
                     ArrayRef<size_t> numeric) = 0;
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
             ArrayRef<SmallVector<std::string>> rows,
             ArrayRef<size_t> numeric) override {
    endList();
    writeRow(header);
    os << "|";
    for (size_t i = 0; i < header.size(); ++i)
      os << (llvm::is_contained(numeric, i) ? " ---: |" : " --- |");
    os << "\n";
    for (const SmallVector<std::string> &row : rows)
      writeRow(row);
    os << "\n";
  }
  void finish() override { endList(); }

private:
  /// One row, each cell kept in its column: a `|` in a name (a task's, a
  /// variant's) escaped, a line break made a space.
  void writeRow(ArrayRef<std::string> cells) {
    os << "|";
    for (const std::string &cell : cells) {
      os << " ";
      for (char c : cell) {
        if (c == '|')
          os << "\\|";
        else if (c == '\n' || c == '\r')
          os << ' ';
        else
          os << c;
      }
      os << " |";
    }
    os << "\n";
  }
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
             ArrayRef<SmallVector<std::string>> rows,
             ArrayRef<size_t>) override {
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

std::string describe(const std::optional<Bottleneck> &bottleneck) {
  if (!bottleneck)
    return "-";
  return llvm::formatv("{0} ({1}), bound {2:f1} us", bottleneck->kind,
                       bottleneck->unit, bottleneck->boundUs)
      .str();
}

/// "kind (unit)", or "-".
std::string describeUnits(const std::optional<Bottleneck> &bottleneck) {
  return bottleneck ? bottleneck->kind + " (" + bottleneck->unit + ")" : "-";
}

std::string times(double ratio) {
  return ratio > 0 ? llvm::formatv("{0:f2}x", ratio).str() : "-";
}

/// How the trials' costs were found.
std::string costed(const Task &summary) {
  return summary.estimated() ? "estimated by the cost model, not measured"
                             : "measured";
}

void writeTask(const Task &summary, Writer &out) {
  out.heading("`" + summary.task + "`" +
                  (summary.function.empty() ? "" : " in @" + summary.function),
              2);
  if (const std::optional<Contract> &contract = summary.contract)
    out.item(llvm::formatv("contract: {0} FLOP, {1} bytes, {2:f2} FLOP/byte, "
                           "precision {3}, rtol {4:e1}, atol {5:e1}",
                           contract->flops, contract->bytes,
                           contract->intensity(), contract->precision,
                           contract->rtol, contract->atol)
                 .str());
  out.item("bottleneck (model): " + describe(summary.model));
  if (summary.measured)
    out.item("bottleneck (measured): " + describe(summary.measured));
  if (!summary.space.empty())
    out.item("space chosen: " + summary.space + " (" + summary.rationale + ")");
  if (!summary.best.empty()) {
    std::string best =
        "best: `" + summary.best + "` (" + summary.bestSpace + ", " +
        summary.arithmetic +
        (summary.arithmetic == summary.frameworkArithmetic
             ? ""
             : ", where the framework computes in " +
                   summary.frameworkArithmetic) +
        ")";
    if (summary.bestUs > 0) {
      best += llvm::formatv(", {0:f1} us", summary.bestUs);
      if (summary.launchBound())
        best += ": bound by its launch, far above the roofline bound";
      else if (double fraction = summary.fractionOfRoof())
        best += llvm::formatv(", {0:f0}% of the roofline bound", 100 * fraction);
    }
    out.item(best);
  }
  out.item("speedup over the linalg baseline: " +
           times(summary.speedupOverLinalg()) +
           "; over the library call: " + times(summary.speedupOverLibrary()));
  out.item(summary.bestTrial
               ? llvm::formatv("trials: {0} {1}; the best was trial {2}, "
                               "in round {3}",
                               summary.trials.size(), costed(summary),
                               summary.bestTrial,
                               summary.trials[summary.bestTrial - 1].round)
                     .str()
               : llvm::formatv("trials: {0} {1}", summary.trials.size(),
                               costed(summary))
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
            rows, {0, 1});
}

/// One task's best point on the roofline.
struct Point {
  std::string label;
  double intensity = 0, tflops = 0;
};

Point bestPoint(const Task &summary) {
  Point point;
  point.label = summary.task;
  if (summary.contract && summary.bestUs > 0) {
    point.intensity = summary.contract->intensity();
    point.tflops = double(summary.contract->flops) / (summary.bestUs * 1e6);
  }
  return point;
}

/// A log-log roofline: the DRAM roof, the f32 and TF32 roofs, and each
/// task's best measured point.
void plotRoofline(const Target &target, ArrayRef<Point> points,
                  llvm::raw_ostream &os) {
  // Intensity 10^-2 .. 10^4 FLOP/byte, 10^-3 .. 10^3 TFLOP/s.
  auto x = [](double intensity) {
    return 70 + (std::log10(intensity) + 2) / 6 * 540;
  };
  auto y = [](double tflops) {
    return 330 - (std::log10(tflops) + 3) / 6 * 300;
  };
  double bandwidth = target.dramBandwidthGbps / 1e3; // TFLOP/s per FLOP/B
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
            target.peakF32Tflops, "f32", ""},
        {target.peakTf32Tflops, "tf32", " stroke-dasharray=\"4 3\""}}) {
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

/// A document in `format`: its writer, with the HTML head and foot.
class Document {
public:
  Document(Format format, llvm::raw_ostream &os) : format(format), os(os) {
    if (format == Format::HTML) {
      os << "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>"
            "HIERA report</title><style>body{font-family:sans-serif;"
            "max-width:72em;margin:2em auto}table{border-collapse:collapse}"
            "td,th{border:1px solid #ccc;padding:2px 6px}</style></head>"
            "<body>\n";
      writer = std::make_unique<HTMLWriter>(os);
    } else {
      writer = std::make_unique<MarkdownWriter>(os);
    }
  }
  ~Document() {
    writer->finish();
    if (format == Format::HTML)
      os << "</body></html>\n";
  }
  Writer &out() { return *writer; }
  /// Raw HTML (the plot) where the document is HTML; null otherwise.
  llvm::raw_ostream *html() {
    return format == Format::HTML ? &static_cast<HTMLWriter &>(*writer).raw()
                                  : nullptr;
  }

private:
  Format format;
  llvm::raw_ostream &os;
  std::unique_ptr<Writer> writer;
};

} // namespace

void hiera::report::render(const Report &report, Format format,
                           llvm::raw_ostream &os) {
  Document document(format, os);
  Writer &out = document.out();
  out.heading("HIERA report", 1);
  if (const std::optional<Target> &target = report.target)
    out.line(llvm::formatv("target {0}: {1:f0} GB/s, f32 {2:f1} TFLOP/s, "
                           "tf32 {3:f1} TFLOP/s",
                           target->name, target->dramBandwidthGbps,
                           target->peakF32Tflops, target->peakTf32Tflops)
                 .str());
  if (report.promptTokens)
    out.line(llvm::formatv("model tokens spent by the search: {0} prompt, "
                           "{1} completion",
                           *report.promptTokens,
                           report.completionTokens.value_or(0))
                 .str());
  SmallVector<Point> points;
  bool estimated = false;
  for (const Task &task : report.tasks) {
    writeTask(task, out);
    points.push_back(bestPoint(task));
    estimated |= task.estimated();
  }
  if (llvm::raw_ostream *html = document.html(); html && report.target) {
    out.heading(estimated ? "Roofline: each task's best variant, at its "
                            "estimated cost"
                          : "Roofline: each task's best measured variant",
                2);
    plotRoofline(*report.target, points, *html);
  }
}

//===----------------------------------------------------------------------===//
// Many examples
//===----------------------------------------------------------------------===//

namespace {

double geomean(ArrayRef<double> values) {
  double logs = 0;
  unsigned count = 0;
  for (double value : values)
    if (value > 0) {
      logs += std::log(value);
      ++count;
    }
  return count ? std::exp(logs / count) : 0;
}

struct Totals {
  size_t tasks = 0, validBest = 0, withLibrary = 0, atOrAboveLibrary = 0;
  double speedupOverLinalg = 0, speedupOverLibrary = 0;
  size_t trials = 0, maxTrials = 0;
  double medianTrials = 0;
};

Totals totalsOf(ArrayRef<Example> examples) {
  Totals totals;
  SmallVector<double> overLinalg, overLibrary;
  SmallVector<size_t> trials;
  for (const Example &example : examples)
    for (const Task &task : example.report.tasks) {
      ++totals.tasks;
      totals.validBest += task.bestUs > 0;
      overLinalg.push_back(task.speedupOverLinalg());
      if (double speedup = task.speedupOverLibrary()) {
        overLibrary.push_back(speedup);
        ++totals.withLibrary;
        totals.atOrAboveLibrary += speedup >= 0.995;
      }
      trials.push_back(task.trials.size());
      totals.trials += task.trials.size();
      totals.maxTrials = std::max(totals.maxTrials, task.trials.size());
    }
  totals.speedupOverLinalg = geomean(overLinalg);
  totals.speedupOverLibrary = geomean(overLibrary);
  if (!trials.empty()) {
    llvm::sort(trials);
    size_t middle = trials.size() / 2;
    totals.medianTrials = trials.size() % 2
                              ? double(trials[middle])
                              : (trials[middle - 1] + trials[middle]) / 2.0;
  }
  return totals;
}

} // namespace

void hiera::report::renderSummary(ArrayRef<Example> examples, StringRef meta,
                                  Format format, llvm::raw_ostream &os) {
  Document document(format, os);
  Writer &out = document.out();
  out.heading("The planning loop on every example", 1);
  SmallVector<StringRef> metaLines;
  meta.trim().split(metaLines, '\n', -1, /*KeepEmpty=*/false);
  for (StringRef line : metaLines)
    out.item(line.str());
  bool estimated = llvm::any_of(examples, [](const Example &example) {
    return llvm::any_of(example.report.tasks,
                        [](const Task &task) { return task.estimated(); });
  });
  out.item(estimated ? "costs estimated by the cost model, not measured"
                     : "each trial measured on the GPU in a worker: checked "
                       "against an f64 reference on random inputs, then "
                       "timed (median of 20, L2 flushed)");
  SmallVector<SmallVector<std::string>> rows;
  for (const Example &example : examples)
    for (const Task &task : example.report.tasks) {
      SmallVector<std::string> row = {
          example.name, "`" + task.task + "`",
          describeUnits(task.model) + " / " + describeUnits(task.measured)};
      if (task.bestUs > 0) {
        // A launch-bound task has no roofline floor to be a fraction of.
        double fraction = task.fractionOfRoof();
        row.append({"`" + task.best + "`", task.bestSpace,
                    llvm::formatv("{0:f1}", task.bestUs).str(),
                    fraction > 0 ? llvm::formatv("{0:f0}%", 100 * fraction).str()
                                 : "launch"});
      } else {
        row.append({"no valid variant", "-", "-", "-"});
      }
      size_t invalid = llvm::count_if(
          task.trials, [](const Trial &trial) { return !trial.valid; });
      row.append({times(task.speedupOverLinalg()),
                  times(task.speedupOverLibrary()),
                  llvm::formatv("{0} ({1})", task.trials.size(), invalid).str(),
                  task.bestTrial
                      ? llvm::formatv("{0} ({1})", task.bestTrial,
                                      task.trials[task.bestTrial - 1].round)
                            .str()
                      : "-"});
      rows.push_back(std::move(row));
    }
  out.table({"example", "task", "bottleneck: model / measured", "best",
             "space", "us", "of roof", "vs linalg", "vs library",
             "trials (invalid)", "best at trial (round)"},
            rows, {5, 6, 7, 8, 9, 10});
  Totals totals = totalsOf(examples);
  out.line(llvm::formatv(
               "{0} of {1} tasks end with a valid best variant. "
               "Geometric-mean speedup over the linalg baseline: {2}; over "
               "the library call, on the {3} tasks that have one: {4} ({5} at "
               "or above it). Trials: {6} in all, a median of {7} per task, "
               "at most {8}.",
               totals.validBest, totals.tasks, times(totals.speedupOverLinalg),
               totals.withLibrary, times(totals.speedupOverLibrary),
               totals.atOrAboveLibrary, totals.trials,
               llvm::formatv(totals.medianTrials == std::floor(totals.medianTrials)
                                 ? "{0:f0}"
                                 : "{0:f1}",
                             totals.medianTrials)
                   .str(),
               totals.maxTrials)
               .str());
}

llvm::json::Value hiera::report::summaryJSON(ArrayRef<Example> examples,
                                             StringRef meta) {
  llvm::json::Array rows;
  for (const Example &example : examples)
    for (const Task &task : example.report.tasks) {
      size_t invalid = llvm::count_if(
          task.trials, [](const Trial &trial) { return !trial.valid; });
      rows.push_back(llvm::json::Object{
          {"example", example.name},
          {"task", task.task},
          {"model", describeUnits(task.model)},
          {"measured", describeUnits(task.measured)},
          {"best", task.best.empty() ? llvm::json::Value(nullptr)
                                     : llvm::json::Value(task.best)},
          {"best_space", task.bestSpace},
          {"best_us", positiveOrNull(task.bestUs)},
          {"fraction_of_roof", positiveOrNull(task.fractionOfRoof())},
          {"linalg_us", positiveOrNull(task.linalgUs)},
          {"library_us", positiveOrNull(task.libraryUs)},
          {"speedup_over_linalg", positiveOrNull(task.speedupOverLinalg())},
          {"speedup_over_library", positiveOrNull(task.speedupOverLibrary())},
          {"trials", int64_t(task.trials.size())},
          {"invalid_trials", int64_t(invalid)},
          {"estimated", task.estimated()},
          {"best_trial", task.bestTrial ? llvm::json::Value(int64_t(task.bestTrial))
                                        : llvm::json::Value(nullptr)},
          {"best_round",
           task.bestTrial
               ? llvm::json::Value(task.trials[task.bestTrial - 1].round)
               : llvm::json::Value(nullptr)}});
    }
  Totals totals = totalsOf(examples);
  llvm::json::Object summary{
      {"tasks", int64_t(totals.tasks)},
      {"tasks_with_valid_best", int64_t(totals.validBest)},
      {"geomean_speedup_over_linalg", positiveOrNull(totals.speedupOverLinalg)},
      {"geomean_speedup_over_library", positiveOrNull(totals.speedupOverLibrary)},
      {"tasks_with_a_library_call", int64_t(totals.withLibrary)},
      {"tasks_at_or_above_library", int64_t(totals.atOrAboveLibrary)},
      {"trials", int64_t(totals.trials)},
      {"median_trials_per_task", totals.medianTrials},
      {"max_trials_per_task", int64_t(totals.maxTrials)}};
  return llvm::json::Object{{"meta", meta.trim()},
                            {"totals", std::move(summary)},
                            {"tasks", std::move(rows)}};
}
