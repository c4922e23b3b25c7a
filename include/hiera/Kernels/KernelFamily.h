//===- KernelFamily.h - The kernel catalogue's families ---------*- C++ -*-===//
//
// A kernel family is one kind of CUDA kernel the catalogue instantiates per
// task: fused elementwise, rows (reductions and normalisations), windows,
// reductions over leading dimensions, argmax/argmin and the tensor-core
// GEMM. Each family answers three questions apart: whether a task is of
// its kind (match: analysis only), which parameter sets to try on it,
// ranked (candidates), and the CUDA source for one of them (emit).
// --hiera-select-space, --hiera-generate and the refinement loop reach the
// families only through the registry, so a new family is one file and one
// line in Registry.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_KERNELS_KERNELFAMILY_H
#define HIERA_KERNELS_KERNELFAMILY_H

#include "hiera/Kernels/Kernels.h"

#include <memory>

namespace hiera {

/// What kernels are sized for, read from a module's #plan.target.
struct KernelTarget {
  /// The architecture kernels compile for: sm_90 for compute capability 9.0.
  std::string chip;
  int64_t multiprocessors = 0;

  static KernelTarget of(plan::TargetAttr target);
  /// The module's target, else the default built-in one.
  static KernelTarget of(mlir::ModuleOp module);
  /// `chip` where it names one, else the module's target's architecture.
  static std::string chipOf(mlir::ModuleOp module, llvm::StringRef chip);
};

/// One parameter set of a family, named as the variant it becomes.
struct KernelCandidate {
  std::string name;
  plan::KernelParamsAttrInterface params;
  /// The math it computes in where that is not the element type's (a
  /// variant's `plan.arithmetic`: tf32, 3xtf32, bf16, f16), else empty.
  std::string arithmetic = {};
};

class KernelFamily {
public:
  virtual ~KernelFamily();

  /// The name the family is registered under, and its parameters'
  /// getFamily().
  virtual llvm::StringRef name() const = 0;

  /// Whether the family is a floor: its kernels are tried on a task only
  /// where no other family's kernel suits it (a general kernel that the
  /// specialised ones outrun where they apply).
  virtual bool isFloor() const { return false; }

  /// Whether `task` is of the family's kind, from analysis alone; `why`
  /// says why not.
  virtual mlir::LogicalResult match(plan::TaskOp task,
                                    std::string &why) const = 0;

  /// Whether a matched `task` meets what every kernel of the family needs,
  /// whatever its parameters (a precision the contract must allow, shapes
  /// of whole tiles), from analysis alone; `why` says what it lacks. A
  /// task it supports may still have shapes one parameter set does not
  /// fit: emit() then says so.
  virtual mlir::LogicalResult supports(plan::TaskOp task,
                                       const KernelTarget &target,
                                       std::string &why) const {
    return mlir::success();
  }

  /// The parameter sets worth trying on a matched `task`, best first,
  /// from its shapes, its bottleneck (measured, once it has been) and the
  /// target.
  virtual llvm::SmallVector<KernelCandidate>
  candidates(plan::TaskOp task, const KernelTarget &target) const = 0;

  /// The kernel for `task` with `params` (the family's own), or failure
  /// with `why` where the task is not of the family or the parameters do
  /// not suit its shapes.
  virtual mlir::FailureOr<KernelSource>
  emit(plan::TaskOp task, plan::KernelParamsAttrInterface params,
       const KernelTarget &target, std::string &why) const = 0;
};

/// The families, in the order --hiera-generate tries them.
class KernelFamilyRegistry {
public:
  void add(std::unique_ptr<KernelFamily> family);
  llvm::ArrayRef<std::unique_ptr<KernelFamily>> families() const {
    return all;
  }
  /// The family registered as `name`, or null.
  const KernelFamily *lookup(llvm::StringRef name) const;

private:
  llvm::SmallVector<std::unique_ptr<KernelFamily>> all;
};

/// The catalogue's own families.
const KernelFamilyRegistry &builtinKernelFamilies();

/// Whether some family of `registry` matches and supports `task`
/// (analysis only: its candidates may still not suit the task's shapes).
/// Where none does and `reasons` is given, it gets each family's reason,
/// as "family: why". `floors`: whether floor families count.
bool catalogueSupports(const KernelFamilyRegistry &registry, plan::TaskOp task,
                       const KernelTarget &target,
                       llvm::SmallVectorImpl<std::string> *reasons = nullptr,
                       bool floors = true);

/// Elements of `element` in one 16-byte access.
inline int64_t vectorElements(mlir::Type element) {
  return element.isIntOrFloat() && element.getIntOrFloatBitWidth() >= 64 ? 2
                                                                          : 4;
}

} // namespace hiera

#endif // HIERA_KERNELS_KERNELFAMILY_H
