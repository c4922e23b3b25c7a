//===- Summary.cpp - A one-screen table of the planned tasks --------------===//

#include "hiera/Transforms/Passes.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

namespace hiera {
#define GEN_PASS_DEF_HIERASUMMARY
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

/// `value` with an SI prefix: 137.44 G, 201.33 M.
static std::string withPrefix(double value) {
  static const char *const prefixes[] = {"", "K", "M", "G", "T", "P"};
  unsigned index = 0;
  while (value >= 1000.0 && index + 1 < std::size(prefixes)) {
    value /= 1000.0;
    ++index;
  }
  std::string text;
  llvm::raw_string_ostream(text)
      << llvm::format("%.2f", value) << (index ? " " : "") << prefixes[index];
  return text;
}

namespace {
struct SummaryPass : public hiera::impl::HieraSummaryBase<SummaryPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    llvm::raw_ostream &os = llvm::errs();
    if (auto target = module->getAttrOfType<TargetAttr>(
            PlanDialect::kTargetAttrName))
      os << "target " << target.getName() << ": "
         << llvm::format("%.0f", target.getDramBandwidthGbps())
         << " GB/s, f32 " << llvm::format("%.1f", target.getPeakF32Tflops())
         << " TFLOP/s, launch "
         << llvm::format("%.1f", target.getLaunchOverheadUs()) << " us\n";
    os << llvm::format("%-28s %12s %12s %10s  %-22s %12s  %s\n", "task",
                       "FLOPs", "bytes", "FLOP/B", "bottleneck", "bound (us)",
                       "space");
    unsigned count = 0;
    module.walk([&](TaskOp task) {
      ++count;
      ContractAttr contract = task.getContractAttr();
      BottleneckAttr bottleneck = task.getBottleneckAttr();
      std::string limit = "-";
      std::string bound = "-";
      if (bottleneck) {
        limit = (stringifyBottleneckKind(bottleneck.getKind()) + " (" +
                 stringifyLimitingUnit(bottleneck.getUnit()) + ")")
                    .str();
        bound = llvm::formatv("{0:F3}", bottleneck.getBoundUs()).str();
      }
      std::string space =
          task.getSpace() ? stringifySpace(*task.getSpace()).str() : "-";
      if (!contract) {
        os << llvm::format("%-28s %12s %12s %10s  %-22s %12s  %s\n",
                           task.getName().str().c_str(), "-", "-", "-",
                           limit.c_str(), bound.c_str(), space.c_str());
        return;
      }
      os << llvm::format("%-28s %12s %12s %10.2f  %-22s %12s  %s\n",
                         task.getName().str().c_str(),
                         withPrefix(contract.getFlops()).c_str(),
                         (withPrefix(contract.getBytes()) + "B").c_str(),
                         contract.getIntensity(), limit.c_str(),
                         bound.c_str(), space.c_str());
    });
    os << count << (count == 1 ? " task\n" : " tasks\n");
    markAllAnalysesPreserved();
  }
};
} // namespace
