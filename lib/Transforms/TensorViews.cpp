//===- TensorViews.cpp - Where a tensor's elements lie in another ---------===//

#include "TensorViews.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;

std::optional<hiera::ReadView> hiera::readViewOf(Value value) {
  if (auto castOp = value.getDefiningOp<tensor::CastOp>())
    value = castOp.getSource();
  auto type = cast<RankedTensorType>(value.getType());
  if (!type.hasStaticShape())
    return std::nullopt;
  int64_t rank = type.getRank();
  ReadView view{value, llvm::to_vector(type.getShape()),
                SmallVector<int64_t>(rank, 0), SmallVector<int64_t>(rank, 1)};
  // Element e of a slice is its source's offset + stride * e: through a
  // slice of a slice, the offsets and strides compose.
  while (auto slice = view.tensor.getDefiningOp<tensor::ExtractSliceOp>()) {
    if (!slice.getSourceType().hasStaticShape() ||
        slice.getSourceType().getRank() != rank ||
        ShapedType::isDynamicShape(slice.getStaticOffsets()) ||
        ShapedType::isDynamicShape(slice.getStaticStrides()))
      break;
    for (int64_t dim = 0; dim < rank; ++dim) {
      int64_t stride = slice.getStaticStrides()[dim];
      view.offsets[dim] = slice.getStaticOffsets()[dim] +
                          stride * view.offsets[dim];
      view.strides[dim] *= stride;
    }
    view.tensor = slice.getSource();
  }
  return view;
}

bool hiera::isContiguousView(const ReadView &view) {
  ArrayRef<int64_t> whole =
      cast<RankedTensorType>(view.tensor.getType()).getShape();
  if (llvm::any_of(view.strides, [](int64_t stride) { return stride != 1; }))
    return false;
  size_t first = 0;
  while (first < view.shape.size() && view.shape[first] == 1)
    ++first;
  for (size_t dim = first + 1; dim < view.shape.size(); ++dim)
    if (view.shape[dim] != whole[dim])
      return false;
  return true;
}
