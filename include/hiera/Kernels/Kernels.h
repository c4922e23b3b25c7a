//===- Kernels.h - Catalogue kernels, in CUDA C++ ---------------*- C++ -*-===//
//
// Catalogue kernels are CUDA C++ instantiated per task from its contract and
// compiled to PTX by clang's CUDA front end and LLVM's NVPTX back end. This
// header has what a kernel family emits and the pieces of CUDA its
// families share; KernelFamily.h has the families themselves.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_KERNELS_KERNELS_H
#define HIERA_KERNELS_KERNELS_H

#include "hiera/Dialect/Plan/IR/PlanDialect.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/Twine.h"

#include <optional>
#include <string>

namespace hiera {

/// Receives why a family does not take a task, why a parameter set does
/// not suit it, or why a kernel cannot be written (as a pattern's
/// notifyMatchFailure does); the last reason given before a failure is
/// the failure's.
using WhyNot = llvm::function_ref<void(const llvm::Twine &)>;

/// Passes reasons on to `whyNot`, noting whether one was given: for a
/// caller with a reason of its own where its callees gave none.
struct NotingWhyNot {
  WhyNot whyNot;
  bool said = false;
  void operator()(const llvm::Twine &reason) {
    said = true;
    whyNot(reason);
  }
};

/// A kernel ready to compile: source and launch geometry. Arguments are, in
/// order, the task inputs it reads (by index, as pointers; scalars by
/// value) and one pointer per result.
struct KernelSource {
  std::string entry;
  std::string source;
  int64_t gridX = 1, gridY = 1, gridZ = 1, blockX = 1, blockY = 1;
  /// Shared memory the launch must provide beyond the kernel's static
  /// arrays (above 48 KiB the runtime opts the kernel in).
  int64_t dynamicSharedBytes = 0;
  /// The architecture it must be compiled for when not the target's own
  /// (sm_90a for wgmma); empty: the target's.
  std::string chip;
  llvm::SmallVector<unsigned> inputs;
  /// Bytes the kernel moves to and from memory when that is more than the
  /// contract's (inputs read once per pass); 0 when it is the contract's.
  int64_t trafficBytes = 0;
};

/// The C type of a scalar MLIR type (float, double, bool, the signed
/// integers of 8 to 64 bits, index as long long), or "".
std::string cudaType(mlir::Type type);
/// Whether `type` is a half float type: f16 or bf16.
bool isHalfFloat(mlir::Type type);
/// The C type a value of `type` is stored as: cudaType()'s, and CUDA's
/// `__half` and `__nv_bfloat16` for f16 and bf16, which kernels load and
/// store as they are and compute on through f32 (cudaExpression()). Only
/// families that include their headers (Prelude/half_types.cuh) take them.
std::string cudaStorageType(mlir::Type type);
/// The CUDA vector type of `width` lanes of `type` (the scalar type when
/// `width` is 1), or "" where CUDA has none (narrow integers, flags).
std::string cudaVectorType(mlir::Type type, int64_t width);
/// An exact CUDA literal of a float constant, through its bits.
std::string cudaLiteral(mlir::FloatAttr value);
/// The literal of `value` where it is a constant: a float (f32, f64, or a
/// half type's, of its storage type), an integer or i1, or a tensor of one
/// such value repeated (a splat).
std::optional<std::string> constantLiteral(mlir::Value value);
/// Whether every result of `map` sums dimensions and products, floor
/// quotients and remainders of them by positive constants: an index
/// linearIndex() writes.
bool isIndexableByConstants(mlir::AffineMap map);
/// `expr` (an index isIndexableByConstants() accepts) as a CUDA expression
/// of 64 bits, its dimensions named `dims`.
std::string cudaAffineExpr(mlir::AffineExpr expr,
                           llvm::ArrayRef<std::string> dims);
/// The row-major offset, as a CUDA expression of 64 bits, of the element of
/// a tensor of `shape` that `map` reads at dimensions named `dims` (which
/// must be non-negative: quotients and remainders are C's).
std::string linearIndex(mlir::AffineMap map, llvm::ArrayRef<int64_t> shape,
                        llvm::ArrayRef<std::string> dims);
/// The row-major offset, as a CUDA expression of 64 bits, of the element
/// `extract` gathers at the CUDA expressions `indices` (a linearIndex()
/// through the identity).
std::string gatherOffset(mlir::tensor::ExtractOp extract,
                         llvm::ArrayRef<std::string> indices);
/// Whether `extract`'s only reader is a select that takes it as a branch.
/// Written inline there, as C's `?:` operand, it is loaded only where the
/// select picks it: a concatenation reads one input per element, not all.
bool isReadOnlyWhereSelected(mlir::tensor::ExtractOp extract);
/// Constant device code from lib/Kernels/Prelude/<name>.cuh (minmax,
/// block_reduce, grid_sync, cp_async, tf32, and the GEMM templates
/// gemm_mma and gemm_wgmma), compiled into the library.
llvm::StringRef cudaPrelude(llvm::StringRef name);
/// The structured ops of `task` that compute (fills, constants and empty
/// tensors left out), in order; fails with the reason given to `whyNot` on any
/// other op, or when the task has no contract with static shapes. With
/// `padsRead`, a tensor.pad is left out too: the family reads the border
/// itself.
mlir::FailureOr<llvm::SmallVector<mlir::linalg::LinalgOp>>
computingOps(plan::TaskOp task, WhyNot whyNot, bool padsRead = false);
/// Positive infinity in `element` (f32 or f64), as a CUDA literal.
std::string cudaInfinity(mlir::Type element);
/// The identity of a reduction combining with `combine` (an add, a
/// multiply, a maximum or a minimum) in `element`, as a CUDA literal (of
/// the storage type for a half type); "" with the reason given to `whyNot`
/// for any other op.
std::string reductionIdentity(mlir::Operation *combine, mlir::Type element,
                              WhyNot whyNot);
/// The op that ends reduction `op`'s payload as combine(x, acc): two
/// operands, one of them the accumulator; null where the payload ends
/// otherwise.
mlir::Operation *endingCombine(mlir::linalg::LinalgOp op);
/// The element type every input and result of `task` has, where it is f32
/// or f64; fails with the reason given to `whyNot` otherwise.
mlir::FailureOr<mlir::Type> floatElementType(plan::TaskOp task, WhyNot whyNot);
/// The widest element type among the inputs and results of `task`, each of
/// which kernels store in a CUDA type of its own (floats and integers of 8
/// to 64 bits); fails with the reason given to `whyNot` otherwise.
mlir::FailureOr<mlir::Type> widestElementType(plan::TaskOp task, WhyNot whyNot);
/// A kernel's entry name: `prefix` and the task's name, as a C identifier.
std::string kernelEntryName(llvm::StringRef prefix, plan::TaskOp task);
/// `op` (an arith or math op of a payload) as a CUDA expression of its
/// operands' expressions `operands`, in `element` arithmetic; "" with the
/// reason given to `whyNot` when there is none. An op on half types (f16,
/// bf16) is computed in f32 on its operands widened and its result rounded
/// once to its half type, as IEEE's half arithmetic rounds.
std::string cudaExpression(mlir::Operation &op,
                           llvm::ArrayRef<std::string> operands,
                           mlir::Type element, bool approxMath, WhyNot whyNot);

/// A payload op that yields no value, as a CUDA statement of its operands'
/// expressions `operands`: a cf.assert (torch-mlir guards a reciprocal with
/// one) traps the kernel where its condition fails, as the assertion would
/// abort the program. "" with the reason given to `whyNot` for any other op
/// that is not one value.
std::string cudaStatement(mlir::Operation &op,
                          llvm::ArrayRef<std::string> operands, WhyNot whyNot);

/// Why a kernel written outside HIERA (by a model) may not be compiled:
/// it names a file for the preprocessor to read that is not a CUDA or C++
/// standard header by its bare name (`#include "/etc/passwd"`, `<../x>`,
/// `#include_next`, `#embed`, `__has_include`, `_Pragma`, `#pragma GCC
/// dependency`, in any spelling: continued lines, comments, digraphs).
/// Nothing where the source may be compiled.
std::optional<std::string> forbiddenFileReference(llvm::StringRef source);

/// Whether compiled PTX is kept ($HIERA_CACHE_DIR, else the user's cache
/// directory; HIERA_CACHE_DIR="" turns it off).
bool hasPtxCache();

/// Compiles CUDA source to PTX for `chip` with clang (`clang`: a path or a
/// name on PATH; empty: clang-22, then LLVM 22's clang). On failure returns
/// false with clang's diagnostics in `error`.
bool compileCudaToPtx(llvm::StringRef source, llvm::StringRef chip,
                      llvm::StringRef clang, std::string &ptx,
                      std::string &error);

} // namespace hiera

#endif // HIERA_KERNELS_KERNELS_H
