//===- Registry.cpp - The catalogue's families ----------------------------===//

#include "Emitter.h"

#include "hiera/Target/Targets.h"

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

KernelFamily::~KernelFamily() = default;
KernelMatch::~KernelMatch() = default;

KernelTarget KernelTarget::of(TargetAttr target) {
  return {"sm_" + std::to_string(target.getComputeCapability()),
          target.getSmCount(), target.getComputeCapability()};
}

KernelTarget KernelTarget::of(ModuleOp module) {
  if (auto target =
          module->getAttrOfType<TargetAttr>(PlanDialect::kTargetAttrName))
    return of(target);
  return of(getBuiltinTarget(module.getContext(), kDefaultTargetName));
}

std::string KernelTarget::chipOf(ModuleOp module, StringRef chip) {
  return chip.empty() ? of(module).chip : chip.str();
}

void KernelFamilyRegistry::add(std::unique_ptr<KernelFamily> family) {
  all.push_back(std::move(family));
}

const KernelFamily *KernelFamilyRegistry::lookup(StringRef name) const {
  for (const std::unique_ptr<KernelFamily> &family : all)
    if (family->name() == name)
      return family.get();
  return nullptr;
}

const KernelFamilyRegistry &hiera::builtinKernelFamilies() {
  static const KernelFamilyRegistry registry = [] {
    KernelFamilyRegistry families;
    families.add(createElementwiseFamily());
    families.add(createScanFamily());
    families.add(createRowsFamily());
    families.add(createColumnsFamily());
    families.add(createWindowFamily());
    families.add(createGemmFamily());
    families.add(createReduceFamily());
    families.add(createArgReduceFamily());
    families.add(createGenericFamily());
    return families;
  }();
  return registry;
}

bool hiera::catalogueSupports(const KernelFamilyRegistry &registry,
                              TaskOp task, const KernelTarget &target,
                              SmallVectorImpl<std::string> *reasons,
                              bool floors) {
  for (const std::unique_ptr<KernelFamily> &family : registry.families()) {
    if (family->isFloor() && !floors)
      continue;
    std::string why;
    auto whyNot = [&](const Twine &reason) { why = reason.str(); };
    FailureOr<std::unique_ptr<KernelMatch>> match = family->match(task, whyNot);
    if (succeeded(match) &&
        succeeded(family->supports(**match, target, whyNot)))
      return true;
    if (reasons)
      reasons->push_back((family->name() + ": " + why).str());
  }
  return false;
}

FailureOr<KernelSource> hiera::emitKernel(const KernelFamily &family,
                                          TaskOp task,
                                          KernelParamsAttrInterface params,
                                          const KernelTarget &target,
                                          WhyNot whyNot) {
  FailureOr<std::unique_ptr<KernelMatch>> match = family.match(task, whyNot);
  if (failed(match))
    return failure();
  return family.emit(**match, params, target, whyNot);
}

bool hiera::measuredShortOfBandwidth(TaskOp task) {
  BottleneckAttr bottleneck = task.getBottleneckAttr();
  return bottleneck && bottleneck.getSource() == AttributionSource::Measured &&
         bottleneck.getKind() == BottleneckKind::Latency &&
         bottleneck.getUnit() == LimitingUnit::DRAM;
}
