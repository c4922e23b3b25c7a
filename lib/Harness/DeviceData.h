//===- DeviceData.h - Device buffers, a jitted call's arguments -*- C++ -*-===//
//
// Private to the harness.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_HARNESS_DEVICEDATA_H
#define HIERA_HARNESS_DEVICEDATA_H

#include "hiera/Harness/Engine.h"
#include "hiera/Measure/HostData.h"
#include "hiera/Runtime/Runtime.h"

#include "llvm/ADT/SmallVector.h"

namespace hiera {

/// Device memory freed on destruction.
struct DeviceBuffer {
  void *pointer = nullptr;
  size_t bytes = 0;
  DeviceBuffer() = default;
  DeviceBuffer(const DeviceBuffer &) = delete;
  ~DeviceBuffer() {
    if (pointer)
      hiera_rt_free(pointer);
  }
};

/// One argument of a jitted entry point: a memref descriptor or a scalar.
struct Argument {
  mlir::Type type;
  std::vector<int64_t> descriptor; // allocated, aligned, offset, sizes, strides
  int64_t scalar = 0;
  void *descriptorAddress = nullptr;

  void bind(mlir::Type argType, void *device, const HostArray *scalarValue) {
    type = argType;
    auto shaped = mlir::dyn_cast<mlir::ShapedType>(argType);
    if (!shaped) {
      std::memcpy(&scalar, scalarValue->data.data(),
                  scalarValue->bytesPerElement);
      return;
    }
    descriptor.assign(3, 0);
    descriptor[0] = descriptor[1] = reinterpret_cast<int64_t>(device);
    llvm::ArrayRef<int64_t> shape = shaped.getShape();
    descriptor.insert(descriptor.end(), shape.begin(), shape.end());
    llvm::SmallVector<int64_t> strides(shape.size(), 1);
    for (int i = int(shape.size()) - 2; i >= 0; --i)
      strides[i] = strides[i + 1] * shape[i + 1];
    descriptor.insert(descriptor.end(), strides.begin(), strides.end());
    descriptorAddress = descriptor.data();
  }

  /// What the packed entry point's args[i] points at.
  void *packed() {
    return mlir::isa<mlir::ShapedType>(type) ? static_cast<void *>(&descriptorAddress)
                                 : static_cast<void *>(&scalar);
  }
};

/// Runs `executable` on `args` (inputs..., outputs...).
inline std::string invoke(Executable &executable, std::vector<Argument> &args) {
  llvm::SmallVector<void *> packed;
  for (Argument &arg : args)
    packed.push_back(arg.packed());
  return executable.invoke(packed);
}

} // namespace hiera

#endif // HIERA_HARNESS_DEVICEDATA_H
