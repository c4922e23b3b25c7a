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

#include "llvm/ADT/SmallVector.h"

#include <string>

namespace hiera {

struct LibraryCall {
  /// The variant's name: cublaslt_matmul, cudnn_conv2d, ...
  std::string variantName;
  plan::LibraryCallAttr call;
  /// The math it computes in where that is not the element type's (a
  /// variant's `plan.arithmetic`: tf32, 3xtf32, bf16), else empty.
  std::string arithmetic = {};
};

/// The library calls that compute `task`, if any does: a matmul or batched
/// matmul (cuBLASLt, with bias, ReLU and a residual add fused), a 2-D or
/// 3-D convolution (cuDNN, with bias and ReLU), a transposed one (cuDNN's
/// backward-data convolution, with bias), 2D max or sum pooling (cuDNN),
/// or a softmax over the last dimension (cuDNN). A GEMM or convolution of
/// f32 under a contract that allows TF32 has two: in TF32, and in f32
/// emulated on the TF32 tensor cores (3xTF32, `_3xtf32`); under a strict
/// contract, one, in f32.
llvm::SmallVector<LibraryCall> matchLibraryCalls(plan::TaskOp task);

} // namespace hiera

#endif // HIERA_ANALYSIS_LIBRARYMATCH_H
