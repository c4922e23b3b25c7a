//===- Emitter.h - A kernel family made of an emitter class -----*- C++ -*-===//
//
// Private to the catalogue. Each family's emitter is a class constructed
// from the task, the family's parameters and the target, with analyse()
// (is the task of the family? no text) and emit() (analyse, then the
// source for the parameters).
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_KERNELS_EMITTER_H
#define HIERA_KERNELS_EMITTER_H

#include "hiera/Kernels/KernelFamily.h"

namespace hiera {

template <typename Emitter, typename ParamsAttr>
class EmitterFamily : public KernelFamily {
public:
  mlir::LogicalResult match(plan::TaskOp task,
                            std::string &why) const override {
    return Emitter(task, ParamsAttr(), KernelTarget()).analyse(why);
  }

  mlir::FailureOr<KernelSource> emit(plan::TaskOp task,
                                     plan::KernelParamsAttrInterface params,
                                     const KernelTarget &target,
                                     std::string &why) const override {
    // Emitters take a reason already set for a failure of their own: each
    // emission starts from none, whatever the caller's string holds.
    why.clear();
    auto typed = llvm::dyn_cast_or_null<ParamsAttr>(params);
    if (!typed) {
      why = "parameters are not of the " + name().str() + " family";
      return mlir::failure();
    }
    return Emitter(task, typed, target).emit(why);
  }
};

/// The built-in families, one per file.
std::unique_ptr<KernelFamily> createElementwiseFamily();
std::unique_ptr<KernelFamily> createRowsFamily();
std::unique_ptr<KernelFamily> createColumnsFamily();
std::unique_ptr<KernelFamily> createWindowFamily();
std::unique_ptr<KernelFamily> createGemmFamily();
std::unique_ptr<KernelFamily> createReduceFamily();
std::unique_ptr<KernelFamily> createArgReduceFamily();
std::unique_ptr<KernelFamily> createScanFamily();
/// The floor, for any structured op no other family takes.
std::unique_ptr<KernelFamily> createGenericFamily();

/// Whether measurements show `task` far from its memory roof: a
/// memory-bound task whose best variant runs at latency (too few bytes in
/// flight), as --hiera-attribute derives it from measured costs.
bool measuredShortOfBandwidth(plan::TaskOp task);

} // namespace hiera

#endif // HIERA_KERNELS_EMITTER_H
