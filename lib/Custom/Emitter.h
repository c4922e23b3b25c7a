//===- Emitter.h - Running a kernel family's emitter ------------*- C++ -*-===//
//
// Private to the catalogue: every family's build function runs its emitter
// the same way.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_CUSTOM_EMITTER_H
#define HIERA_CUSTOM_EMITTER_H

#include "hiera/Custom/Kernels.h"

namespace hiera {

/// Emits `task`'s kernel with an `Emitter(task, params)`; `inFamily` (when
/// not null) says whether the task was of the family, even on failure.
template <typename Emitter, typename Params>
mlir::FailureOr<KernelSource> runEmitter(plan::TaskOp task,
                                         const Params &params,
                                         std::string &why, bool *inFamily) {
  Emitter emitter(task, params);
  mlir::FailureOr<KernelSource> kernel = emitter.emit(why);
  if (inFamily)
    *inFamily = emitter.inFamily;
  return kernel;
}

} // namespace hiera

#endif // HIERA_CUSTOM_EMITTER_H
