//===- Kernels.h - The custom space's kernels, in CUDA C++ ------*- C++ -*-===//
//
// Catalogue kernels are CUDA C++ instantiated per task from its contract and
// compiled to PTX by clang's CUDA front end and LLVM's NVPTX back end. This
// header has what a custom plan.variant is made from and how it is built.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_CUSTOM_KERNELS_H
#define HIERA_CUSTOM_KERNELS_H

#include "plan/PlanDialect.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <string>

namespace hiera {

/// The parameters of a fused elementwise kernel.
struct ElementwiseParams {
  /// Elements per 16-byte (or narrower) access: 1, 2 or 4.
  int64_t vectorWidth = 4;
  int64_t threadsPerBlock = 256;
  /// Vector groups each thread has in flight at once.
  int64_t unroll = 2;
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

/// A fused elementwise kernel for `task`: every op in it elementwise (or a
/// fill) over one iteration space, inputs read through their indexing maps
/// (broadcasts included), intermediates kept in registers, loads and stores
/// vectorised. Fails with `why` for anything else, or when the shapes do
/// not suit `params` (the vector width must divide the innermost extent);
/// `inFamily` then says whether the task was of the family all the same.
mlir::FailureOr<KernelSource>
buildElementwiseKernel(plan::TaskOp task, const ElementwiseParams &params,
                       std::string &why, bool *inFamily = nullptr);

/// The parameters of a row kernel.
struct RowFusedParams {
  int64_t threadsPerBlock = 256;
  /// 1: a block per row, the row in registers. More: the row split into
  /// that many parts, each streamed by a block in tiles of
  /// `vectorsPerThread` vectors per thread. 0: split, into as many parts
  /// as keep every block resident and divide the row evenly.
  int64_t blocksPerRow = 1;
  int64_t vectorsPerThread = 2;
  /// Multiprocessors: a split row's grid must be resident all at once.
  int64_t smCount = 132;
};

/// A kernel for a task whose ops iterate over rows x columns, with at least
/// one reduction along rows and elementwise ops around it (softmax, layer
/// norm, RMS norm, row sums): one block per row, the row in registers, each
/// input read once and each result written once; or, for few long rows,
/// several blocks per row, each streaming its part once per reduction and
/// once for the results. Fails with `why` for anything else, or when a row
/// does not split evenly into the block's 16-byte vectors (or parts), is too
/// long to stay in registers, or a split grid cannot be resident at once
/// (`inFamily` then says whether the task was of the family all the same).
mlir::FailureOr<KernelSource>
buildRowFusedKernel(plan::TaskOp task, const RowFusedParams &params,
                    std::string &why, bool *inFamily = nullptr);

/// The parameters of a window kernel (pooling, stencils).
struct WindowParams {
  /// A thread per output point (false), or a tile per block staged in
  /// shared memory (true; 2D windows over the two innermost dimensions).
  bool tiled = false;
  int64_t threadsX = 256, threadsY = 1;
  /// Output rows per thread of a tile.
  int64_t rowsPerThread = 1;
  /// Neighbouring points of the innermost dimension per thread of the
  /// direct kernel, read and written as one vector (1, or 16 bytes' worth:
  /// where that dimension is neither windowed nor strided, as channels of
  /// NHWC pooling and depthwise convolutions are).
  int64_t vectorWidth = 1;
  /// Neighbouring output points per thread of the direct kernel along the
  /// innermost windowed dimension: the window points they share are loaded
  /// once, into registers.
  int64_t blockedPoints = 1;
};

/// A kernel for a task made of a window reduction (each output point the
/// sum, maximum or minimum of a window of input points, read through
/// output * stride + window * dilation; or their sum weighted by a filter
/// indexed by window and output dimensions: a depthwise convolution) and
/// elementwise ops on its result.
/// Fails with `why` for anything else, or when the parameters do not suit
/// the shapes (`inFamily` then says whether the task was of the family).
mlir::FailureOr<KernelSource>
buildWindowKernel(plan::TaskOp task, const WindowParams &params,
                  std::string &why, bool *inFamily = nullptr);

/// The parameters of a reduction over leading dimensions.
struct ReduceParams {
  /// Elements per 16-byte (or narrower) load: 1, 2 or 4.
  int64_t vectorWidth = 4;
  int64_t threadsPerBlock = 256;
  /// Blocks asked for (each leaves a partial); fewer where the work is
  /// small.
  int64_t blocks = 528;
};

/// A kernel for a task that reduces a tensor over its leading dimensions
/// (all of them: one value; some: column sums) with add, max or min, of a
/// fused elementwise expression of its inputs, with elementwise ops on the
/// result (a mean, a loss): partials per block and the last block
/// combining them in order. Fails with `why` for anything
/// else, or when the vector width does not divide the tensor (`inFamily`
/// then says whether the task was of the family all the same).
mlir::FailureOr<KernelSource>
buildReduceKernel(plan::TaskOp task, const ReduceParams &params,
                  std::string &why, bool *inFamily = nullptr);

/// The parameters of an argmax or argmin kernel.
struct ArgReduceParams {
  /// A warp (32) or a block (256) per row.
  int64_t threadsPerRow = 256;
  /// Split each row over several blocks (only where rows are fewer than
  /// the multiprocessors).
  bool split = false;
  int64_t multiprocessors = 132;
};

/// A kernel for a task that is an argmax or argmin along the last dimension
/// (a linalg.generic selecting, on a strict comparison with the running
/// best, the value and `linalg.index` of the last loop, from filled
/// constants), with the value, the position or both as its results. Fails
/// with `why` for anything else (`inFamily` then says whether the task was
/// of the family all the same).
mlir::FailureOr<KernelSource>
buildArgReduceKernel(plan::TaskOp task, const ArgReduceParams &params,
                     std::string &why, bool *inFamily = nullptr);

/// The parameters of a TF32 tensor-core GEMM.
struct GemmParams {
  /// 128x256 tiles by two warpgroups on wgmma.m64n256k8 (sm_90a), A and B
  /// K-major in 128-byte-swizzled shared memory; else 128x128 tiles by 8
  /// warps on mma.sync.m16n8k8.
  bool warpgroup = false;
};

/// A TF32 tensor-core GEMM for a task made of a row-major f32
/// `linalg.matmul` from a filled constant and elementwise ops on its product
/// (bias, activation, residual), where the contract allows TF32: tiles
/// through a ring of stages in dynamic shared memory, the epilogue
/// fused before the store. Fails with `why` for anything else or for shapes
/// that are not whole tiles (`inFamily` then says whether the task was of
/// the family).
mlir::FailureOr<KernelSource> buildGemmKernel(plan::TaskOp task,
                                              const GemmParams &params,
                                              std::string &why,
                                              bool *inFamily = nullptr);

/// The C type of a scalar MLIR type (float, double, bool), or "".
std::string cudaType(mlir::Type type);
/// An exact CUDA literal of a float constant, through its bits.
std::string cudaLiteral(mlir::FloatAttr value);
/// Device functions cudaExpression's expressions use; once per source.
std::string cudaHelpers();
/// `hiera_block_reduce(value, combine)` for blocks of `warps` warps in
/// x: warp shuffles, then one step through shared memory.
std::string cudaBlockReduce(llvm::StringRef type, int64_t warps);
/// The structured ops of `task` that compute (fills, constants and empty
/// tensors left out), in order; fails with `why` on any other op, or when
/// the task has no contract with static shapes.
mlir::FailureOr<llvm::SmallVector<mlir::linalg::LinalgOp>>
computingOps(plan::TaskOp task, std::string &why);
/// A kernel's entry name: `prefix` and the task's name, as a C identifier.
std::string kernelEntryName(llvm::StringRef prefix, plan::TaskOp task);
/// `op` (an arith or math op of a payload) as a CUDA expression of its
/// operands' expressions `operands`, in `element` arithmetic; "" with `why`
/// when there is none.
std::string cudaExpression(mlir::Operation &op,
                           llvm::ArrayRef<std::string> operands,
                           mlir::Type element, bool approxMath,
                           std::string &why);

/// Emits the payload of elementwise op `op` as CUDA statements
/// (`<indent>const T <prefix>N = expr;`, N from `counter`), given an
/// expression for each of its read block arguments in `arguments`
/// (constants, in the payload or outside it, become literals); returns the
/// expression of the value it yields, or "" with `why`.
std::string emitPayload(mlir::linalg::LinalgOp op,
                        llvm::DenseMap<mlir::Value, std::string> arguments,
                        llvm::StringRef prefix, unsigned &counter,
                        llvm::StringRef indent, mlir::Type element,
                        bool approxMath, llvm::raw_ostream &os,
                        std::string &why);

/// Compiles CUDA source to PTX for `chip` with clang (`clang`: a path or a
/// name on PATH; empty: clang-22, then LLVM 22's clang). On failure returns
/// false with clang's diagnostics in `error`.
bool compileCudaToPtx(llvm::StringRef source, llvm::StringRef chip,
                      llvm::StringRef clang, std::string &ptx,
                      std::string &error);

} // namespace hiera

#endif // HIERA_CUSTOM_KERNELS_H
