//===- Transforms.h - HIERA's transforms as library functions ---*- C++ -*-===//
//
// The rewrites and decisions behind some passes, callable on their own
// (the GPU harness builds its references with promoteToF64).
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_TRANSFORMS_TRANSFORMS_H
#define HIERA_TRANSFORMS_TRANSFORMS_H

#include "hiera/Dialect/Plan/IR/PlanDialect.h"

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

namespace hiera {

/// Promotes every f16, bf16 and f32 value of `function` to f64 in place
/// (block arguments, results, constants, the function's type) and drops
/// the casts between float widths; fails where the result does not verify.
mlir::LogicalResult promoteToF64(mlir::Operation *function);

/// The space a task with `bottleneck` is best implemented in, and why,
/// given whether a library call computes it and whether a kernel family of
/// the catalogue has it (--hiera-select-space; --hiera-generate again where
/// no family's candidate suits the task after all).
std::pair<plan::Space, llvm::StringRef>
chooseSpace(plan::BottleneckAttr bottleneck, bool library, bool custom);

/// Compiles the CUDA source of every custom variant of `variants` that
/// carries no PTX, on every core the context allows, into the PTX cache,
/// as --hiera-lower would for `chip` (the module's, unless a launch names
/// its own) with `clang`. A search calls it on a round's candidates before
/// its workers start, so that each worker finds its kernels compiled
/// instead of running clang for them one after another. Returns how many
/// distinct kernels it compiled; 0 without a PTX cache, where it does
/// nothing, since nothing it compiled would be kept.
size_t precompileKernels(mlir::MLIRContext *context,
                         llvm::ArrayRef<plan::VariantOp> variants,
                         llvm::StringRef chip, llvm::StringRef clang);

/// The reference semantics of a recurrent layer: for each direction a loop
/// over the steps (scf.for, the backward direction from the sequence's
/// end) whose body computes the step in linalg ops on tensors, the two
/// products and the cell's gates, as PyTorch defines them. Built at
/// `builder`'s insertion point; returns the layer's results.
llvm::SmallVector<mlir::Value> decomposeRecurrentLayer(mlir::OpBuilder &builder,
                                                       plan::RnnOp layer);
/// Replaces every plan.rnn under `root` by its reference semantics.
void decomposeRecurrentLayers(mlir::Operation *root);

} // namespace hiera

#endif // HIERA_TRANSFORMS_TRANSFORMS_H
