//===- KernelFamily.h - The kernel catalogue's families ---------*- C++ -*-===//
//
// A kernel family is one kind of CUDA kernel the catalogue instantiates per
// task: fused elementwise, scans, rows and columns (reductions and
// normalisations along and across memory), windows, reductions over
// leading dimensions, argmax/argmin, the tensor-core GEMM and the generic
// floor. Each family answers three questions apart: whether a task is of
// its kind (match: analysis only, kept as the family's record of the
// task), which parameter sets to try on it, ranked (candidates), and the
// CUDA source for one of them (emit). Candidates' parameters are built
// through their attribute's verifier, where their limits live. Reasons
// for a failure go to a callback.
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
  /// 90 for 9.0: what instructions kernels may use (mma.sync on TF32 and
  /// cp.async from 80, wgmma from 90).
  int64_t computeCapability = 0;

  static KernelTarget of(plan::TargetAttr target);
  /// The module's target, else the default built-in one.
  static KernelTarget of(mlir::ModuleOp module);
  /// `chip` where it names one, else the module's target's architecture.
  static std::string chipOf(mlir::ModuleOp module, llvm::StringRef chip);
};

/// One parameter set of a family, named as the variant it becomes.
struct KernelCandidate {
  std::string name;
  /// Built through the attribute's verifier: null where it refused them.
  plan::KernelParamsAttrInterface params;
  /// The math it computes in where that is not the element type's (a
  /// variant's `plan.arithmetic`: tf32, 3xtf32, bf16, f16), else empty.
  std::string arithmetic = {};
};

/// What one family's analysis found in one task: each family derives its
/// own record, made once by match() and given back to supports(),
/// candidates() and emit(), so that a task is analysed once a family.
class KernelMatch {
public:
  explicit KernelMatch(plan::TaskOp task) : task(task) {}
  virtual ~KernelMatch();
  plan::TaskOp getTask() const { return task; }

private:
  plan::TaskOp task;
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

  /// The family's analysis of `task` where it is of the family's kind;
  /// else failure, with the reason given to `whyNot`.
  virtual mlir::FailureOr<std::unique_ptr<KernelMatch>>
  match(plan::TaskOp task, WhyNot whyNot) const = 0;

  /// Whether a matched task meets what every kernel of the family needs,
  /// whatever its parameters (a precision the contract must allow, shapes
  /// of whole tiles); `whyNot` gets what it lacks. A task it supports may
  /// still have shapes one parameter set does not fit: emit() then says
  /// so.
  virtual mlir::LogicalResult supports(const KernelMatch &match,
                                       const KernelTarget &target,
                                       WhyNot whyNot) const {
    return mlir::success();
  }

  /// The parameter sets worth trying on a matched task, best first, from
  /// its shapes, its bottleneck (measured, once it has been) and the
  /// target.
  virtual llvm::SmallVector<KernelCandidate>
  candidates(const KernelMatch &match, const KernelTarget &target) const = 0;

  /// The kernel for a matched task with `params` (the family's own), or
  /// failure, with the reason given to `whyNot`, where the parameters do
  /// not suit its shapes.
  virtual mlir::FailureOr<KernelSource>
  emit(const KernelMatch &match, plan::KernelParamsAttrInterface params,
       const KernelTarget &target, WhyNot whyNot) const = 0;
};

/// `family`'s kernel for `task` with `params`: match, then emit (a variant
/// emitted again from its parameters).
mlir::FailureOr<KernelSource> emitKernel(const KernelFamily &family,
                                         plan::TaskOp task,
                                         plan::KernelParamsAttrInterface params,
                                         const KernelTarget &target,
                                         WhyNot whyNot);

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
