//===- LibraryMatch.h - Which library call computes a task ------*- C++ -*-===//
//
// Recognises tasks that one vendor-library call computes whole, epilogue
// included, and describes that call as a library plan.variant carries it:
// a #plan.library_call.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_ANALYSIS_LIBRARYMATCH_H
#define HIERA_ANALYSIS_LIBRARYMATCH_H

#include "hiera/Dialect/Plan/IR/PlanDialect.h"

#include <optional>
#include <string>

namespace hiera {

struct LibraryCall {
  /// The variant's name: cublaslt_matmul, cudnn_conv2d, ...
  std::string variantName;
  plan::LibraryCallAttr call;
};

/// The library call that computes `task`, if one does: a matmul or batched
/// matmul (cuBLASLt, with bias, ReLU and a residual add fused), a 2D
/// convolution (cuDNN, with bias and ReLU), 2D max or sum pooling (cuDNN),
/// or a softmax over the last dimension (cuDNN).
std::optional<LibraryCall> matchLibraryCall(plan::TaskOp task);

} // namespace hiera

#endif // HIERA_ANALYSIS_LIBRARYMATCH_H
