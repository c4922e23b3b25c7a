//===- Report.h - What a search found, for people and scripts ---*- C++ -*-===//
//
// One summary of a planned (and refined) module, computed once from the IR
// by summarize(): per task the contract, the bottleneck from the model and
// from measurements, the space chosen and why, the best variant with its
// speedups, and every trial in order. It is written as JSON (toJSON) and
// read back (reportFromJSON); Markdown, HTML and the SVG roofline are
// rendered from it here and nowhere else, for one module (--hiera-report)
// or for many, one per example, as one table with totals (hiera-report).
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_REPORT_REPORT_H
#define HIERA_REPORT_REPORT_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>
#include <vector>

namespace hiera::report {

struct Contract {
  int64_t flops = 0, bytes = 0;
  std::string precision;
  double rtol = 0, atol = 0;
  double intensity() const { return bytes ? double(flops) / bytes : 0; }
};

struct Bottleneck {
  std::string kind, unit;
  double boundUs = 0;
};

/// One trial of a task: a variant with a cost, in the order tried.
struct Trial {
  int64_t round = 0; // 0 where the variant was not tried by a search
  std::string variant, space, direction, why, invalidReason;
  double medianUs = 0;
  bool estimated = false, valid = false;
};

struct Task {
  std::string task, function;
  std::optional<Contract> contract;
  std::optional<Bottleneck> model, measured;
  std::string space, rationale;
  std::string best, bestSpace;
  /// What the best variant multiplies and adds in (f32, 3xtf32, tf32,
  /// bf16, f16, f64, ...), and what the framework would compute the task
  /// in; empty where there is no best.
  std::string arithmetic, frameworkArithmetic;
  double bestUs = 0; // valid and costed, else 0
  double linalgUs = 0, libraryUs = 0;
  std::vector<Trial> trials; // by round
  size_t bestTrial = 0; // 1-based position of the best in `trials`; 0 none

  /// Whether the model finds the task bound by its launch: its roofline
  /// bound is then no floor.
  bool launchBound() const { return model && model->unit == "launch"; }
  /// The roofline bound over the best time; 0 where there is none to
  /// compare, or the task is bound by its launch.
  double fractionOfRoof() const;
  /// The baseline's time over the best's; 0 where either is missing.
  double speedupOverLinalg() const;
  double speedupOverLibrary() const;
  /// Whether the costs are the cost model's, not measured on a GPU.
  bool estimated() const;
};

struct Target {
  std::string name;
  double dramBandwidthGbps = 0, peakF32Tflops = 0, peakTf32Tflops = 0;
};

struct Report {
  std::optional<Target> target;
  /// What a search with a model spent.
  std::optional<int64_t> promptTokens, completionTokens;
  std::vector<Task> tasks;
};

/// The report of a planned module.
Report summarize(mlir::ModuleOp module);

llvm::json::Value toJSON(const Report &report);
/// A report as toJSON writes it; an error names `file` and the field.
llvm::Expected<Report> reportFromJSON(const llvm::json::Value &value,
                                      llvm::StringRef file);

enum class Format { Markdown, HTML };

/// One module's report.
void render(const Report &report, Format format, llvm::raw_ostream &os);

/// Reports of several examples, by name.
struct Example {
  std::string name;
  Report report;
};

/// Every task of every example as one table, with the totals: tasks with a
/// valid best, geometric-mean speedups, trials spent. `meta` lines (date,
/// GPU, driver) head it.
void renderSummary(llvm::ArrayRef<Example> examples, llvm::StringRef meta,
                   Format format, llvm::raw_ostream &os);
/// The same as JSON: meta, totals and one row per task.
llvm::json::Value summaryJSON(llvm::ArrayRef<Example> examples,
                              llvm::StringRef meta);

} // namespace hiera::report

#endif // HIERA_REPORT_REPORT_H
