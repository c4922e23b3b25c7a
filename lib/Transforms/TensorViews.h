//===- TensorViews.h - Where a tensor's elements lie in another -*- C++ -*-===//
//
// Private to the transforms: static slices seen as views of the tensor
// they slice, for the rewrites that read a view in place (normalisation)
// and the lowering that passes one to a kernel where it lies.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_TRANSFORMS_TENSORVIEWS_H
#define HIERA_TRANSFORMS_TENSORVIEWS_H

#include "mlir/IR/Value.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace hiera {

/// Where a kernel reads a value from: its static source through a cast,
/// and through static slices of the same rank, at offset + stride * e
/// along each dimension (a roll's halves, every other row of a patch
/// merge), so that the view is read in place rather than copied first.
/// `shape` is the value's, static.
struct ReadView {
  mlir::Value tensor;
  llvm::SmallVector<int64_t> shape, offsets, strides;
};

/// What every device buffer's start is aligned to, and kernels' vector
/// loads, cuBLASLt and cuDNN assume of their operands: an allocation's,
/// and so a packed temporary's offset (--hiera-pack-temporaries) and that
/// of a view passed where it lies (--hiera-lower-tasks).
constexpr int64_t kBufferAlignmentBytes = 256;

/// `value`'s view; nothing where its shape is not static.
std::optional<ReadView> readViewOf(mlir::Value value);

/// Whether `view` is one contiguous run of its tensor's elements: unit
/// steps, one element along every dimension before some dimension, and
/// every element along each after it.
bool isContiguousView(const ReadView &view);

} // namespace hiera

#endif // HIERA_TRANSFORMS_TENSORVIEWS_H
