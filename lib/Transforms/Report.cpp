//===- Report.cpp - What the search found, for people ---------------------===//
//
// --hiera-report writes a Markdown report of a planned (and refined)
// module: per task the contract, the bottleneck from the model and from
// the measurements, the space chosen and why, the best variant with its
// speedups over the linalg baseline and the library call, the trials it
// took, and every trial in order.
//
//===----------------------------------------------------------------------===//

#include "hiera/Analysis/Workload.h"
#include "hiera/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

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

/// A valid measured cost's median, or 0.
double measuredUs(VariantOp variant) {
  CostAttr cost = variant ? variant.getCostAttr() : nullptr;
  return cost && cost.getSource() == CostSource::Measured && cost.getValid()
             ? cost.getMedianUs()
             : 0.0;
}

std::string speedup(double baseUs, double bestUs) {
  return baseUs > 0 && bestUs > 0 ? llvm::formatv("{0:f2}x", baseUs / bestUs).str()
                                  : "-";
}

void reportTask(TaskOp task, TargetAttr target, llvm::raw_ostream &os) {
  ContractAttr contract = task.getContractAttr();
  auto function = task->getParentOfType<func::FuncOp>();
  os << "## `" << task.getName() << "`"
     << (function ? " in @" + function.getName().str() : "") << "\n\n";
  if (contract)
    os << llvm::formatv("- contract: {0} FLOP, {1} bytes, {2:f2} FLOP/byte, "
                        "precision {3}, rtol {4:e1}, atol {5:e1}\n",
                        contract.getFlops(), contract.getBytes(),
                        contract.getIntensity(),
                        stringifyPrecisionPolicy(contract.getPrecision()),
                        contract.getRtol(), contract.getAtol());
  BottleneckAttr current = task.getBottleneckAttr();
  BottleneckAttr model = contract && target
                             ? attributeBottleneck(task, contract, target)
                             : current;
  os << "- bottleneck (model): " << describe(model) << "\n";
  if (current && current.getSource() == AttributionSource::Measured)
    os << "- bottleneck (measured): " << describe(current) << "\n";
  if (std::optional<Space> space = task.getSpace())
    os << "- space chosen: " << stringifySpace(*space) << " ("
       << task->getAttrOfType<StringAttr>("rationale").getValue() << ")\n";

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
  double bestUs = measuredUs(selected);
  if (selected) {
    os << "- best: `" << selected.getName() << "` ("
       << stringifySpace(selected.getSpace()) << ")";
    if (bestUs > 0) {
      os << llvm::formatv(", {0:f1} us", bestUs);
      if (model && model.getBoundUs() > 0)
        os << llvm::formatv(", {0:f0}% of the roofline bound",
                            100 * model.getBoundUs() / bestUs);
    }
    os << "\n";
  }
  os << "- speedup over the linalg baseline: "
     << speedup(measuredUs(linalg), bestUs)
     << "; over the library call: " << speedup(measuredUs(library), bestUs)
     << "\n";
  auto at = llvm::find(trials, selected);
  if (at != trials.end() && bestUs > 0)
    os << llvm::formatv("- trials: {0} measured; the best was trial {1}, in "
                        "round {2}\n",
                        trials.size(), at - trials.begin() + 1,
                        roundOf(selected));
  else
    os << llvm::formatv("- trials: {0} measured\n", trials.size());
  if (trials.empty()) {
    os << "\n";
    return;
  }
  os << "\n| # | round | variant | space | direction | median us | valid | "
        "why |\n| ---: | ---: | --- | --- | --- | ---: | --- | --- |\n";
  for (auto [index, variant] : llvm::enumerate(trials)) {
    CostAttr cost = variant.getCostAttr();
    auto why = variant->getAttrOfType<StringAttr>("why");
    auto reason = variant->getAttrOfType<StringAttr>(kInvalidReasonAttrName);
    os << llvm::formatv(
        "| {0} | {1} | `{2}` | {3} | {4} | {5:f1}{6} | {7} | {8} |\n",
        index + 1, roundOf(variant) ? std::to_string(roundOf(variant)) : "-",
        variant.getName(), stringifySpace(variant.getSpace()),
        variant.getDirection()
            ? stringifyDirection(*variant.getDirection()).str()
            : "-",
        cost.getMedianUs(),
        cost.getSource() == CostSource::Estimated ? " (estimated)" : "",
        cost.getValid() ? "yes" : "no" + (reason ? ": " + reason.getValue().str() : ""),
        why ? why.getValue() : "-");
  }
  os << "\n";
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
    os << "# HIERA report\n\n";
    if (target)
      os << llvm::formatv("target {0}: {1:f0} GB/s, f32 {2:f1} TFLOP/s, "
                          "tf32 {3:f1} TFLOP/s\n\n",
                          target.getName(), target.getDramBandwidthGbps(),
                          target.getPeakF32Tflops(),
                          target.getPeakTf32Tflops());
    module.walk([&](TaskOp task) { reportTask(task, target, os); });
    markAllAnalysesPreserved();
  }
};
} // namespace
