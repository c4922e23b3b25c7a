//===- Emitter.h - A kernel family made of an emitter class -----*- C++ -*-===//
//
// Private to the catalogue. Each family's emitter is a class constructed
// from the task, with analyse() (is the task of the family? no text) and
// emit() (the source for one parameter set, from what analyse() found).
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_KERNELS_EMITTER_H
#define HIERA_KERNELS_EMITTER_H

#include "hiera/Kernels/KernelFamily.h"

namespace hiera {

/// A family whose record is its emitter, analysed: an emitter is
/// constructed from the task, analyse() fills in what it found, and
/// emit(params, target, whyNot) writes the source of one parameter set from
/// that analysis. Each emission starts from a copy of the analysed
/// emitter, so that none sees what another wrote.
template <typename Emitter, typename ParamsAttr>
class EmitterFamily : public KernelFamily {
public:
  struct Analysed : KernelMatch {
    Analysed(Emitter emitter, plan::TaskOp task)
        : KernelMatch(task), emitter(std::move(emitter)) {}
    Emitter emitter;
  };

  mlir::FailureOr<std::unique_ptr<KernelMatch>>
  match(plan::TaskOp task, WhyNot whyNot) const override {
    Emitter emitter(task);
    if (mlir::failed(emitter.analyse(whyNot)))
      return mlir::failure();
    return std::unique_ptr<KernelMatch>(
        std::make_unique<Analysed>(std::move(emitter), task));
  }

  mlir::FailureOr<KernelSource> emit(const KernelMatch &match,
                                     plan::KernelParamsAttrInterface params,
                                     const KernelTarget &target,
                                     WhyNot whyNot) const override {
    auto typed = llvm::dyn_cast_or_null<ParamsAttr>(params);
    if (!typed) {
      whyNot("parameters are not of the " + name() + " family");
      return mlir::failure();
    }
    Emitter emitter = analysed(match);
    return emitter.emit(typed, target, whyNot);
  }

protected:
  /// The emitter `match` holds, analysed.
  static const Emitter &analysed(const KernelMatch &match) {
    return static_cast<const Analysed &>(match).emitter;
  }
};

/// Candidate parameters `Attr` built through its verifier, or null where
/// they break its limits (which live there alone); the verifier's message
/// is dropped.
template <typename Attr, typename... Parameters>
Attr checkedParams(mlir::MLIRContext *context, Parameters... parameters) {
  mlir::ScopedDiagnosticHandler quiet(
      context, [](mlir::Diagnostic &) { return mlir::success(); });
  auto emitError = [context] {
    return mlir::emitError(mlir::UnknownLoc::get(context));
  };
  if (mlir::failed(Attr::verify(emitError, parameters...)))
    return Attr();
  return Attr::get(context, parameters...);
}

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
