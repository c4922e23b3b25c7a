//===- Workload.h - What a task computes and moves --------------*- C++ -*-===//
//
// The cost conventions of HIERA's contracts (docs/Design.md):
//  - FLOPs: each arith/math operation of a structured op's payload counts 1
//    (casts and constants are free; math.fma counts 2), times the size of the
//    op's iteration space.
//  - Bytes: each distinct tensor a task reads, once, plus each result, once.
//    Values produced and consumed inside the task are free; an `outs`
//    operand is read only when the payload uses it.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_ANALYSIS_WORKLOAD_H
#define HIERA_ANALYSIS_WORKLOAD_H

#include "hiera/Dialect/Plan/IR/PlanDialect.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <optional>
#include <utility>

namespace hiera {

/// How a structured op takes part in fusion.
enum class OpClass {
  /// linalg.fill: initialises a tensor.
  Fill,
  /// Only parallel loops: maps, broadcasts, transposes, elementwise generics.
  Elementwise,
  /// Reduction loops without a product of two inputs: reductions, pooling.
  Reduction,
  /// Matmul-like and convolution-like: a product of two inputs, reduced.
  Contraction,
};

OpClass classifyOp(mlir::linalg::LinalgOp op);

/// Whether `op` only widens its one input to a wider float type, element
/// for element: the f64 copy torch-mlir takes of an f32 tensor whose
/// statistics it computes.
bool isWideningCast(mlir::linalg::LinalgOp op);

/// A tensor.pad's border, where it is a constant of static, non-negative
/// width on each side: what a convolution's or a window's task takes in and
/// its kernels or library calls read as bounds.
struct ConstantBorder {
  llvm::ArrayRef<int64_t> low, high;
  mlir::TypedAttr value;
};
std::optional<ConstantBorder> constantBorder(mlir::tensor::PadOp pad);

/// Whether `use` is the input of a window or a convolution (a linalg op of
/// the convolution interface), which reads a pad's border as bounds: such
/// a pad joins the reader's task (hiera-contract) and stays a pad
/// (hiera-normalize).
bool isWindowInput(mlir::OpOperand &use);

/// A convolution that computes a transposed convolution as torch-mlir
/// writes one: its input spread with zeros (a strided tensor.insert_slice
/// into a fill of zero) and its filter the transposed convolution's weight
/// with both channel dimensions swapped and every window dimension
/// reversed (a linalg.generic that gathers it). A library computes it from
/// the weight and the unspread input directly (cuDNN's backward-data
/// convolution), without the stride-squared zeros.
struct TransposedConv {
  mlir::tensor::InsertSliceOp spread;
  /// In groups, the spread's view N G C/groups H W the convolution reads.
  mlir::tensor::ExpandShapeOp groupsView;
  mlir::linalg::GenericOp flip;
  /// What the transposed convolution reads: its input, N C H W (the
  /// spread's source), and its weight, C K/groups R S (what `flip` reads;
  /// in groups its view G C/groups K/groups R S).
  mlir::Value input, weight;
  int64_t groups = 1;
  /// Per spatial dimension: the padding, stride and dilation of the
  /// convolution it transposes.
  llvm::SmallVector<int64_t> pad, stride, dilation;
};
/// `conv` as a transposed convolution, if it is one: an NCW, NCHW, NCDHW
/// or grouped NGCHW convolution at unit stride whose operands are written as above, with a
/// border a symmetric padding and an output padding below the stride give.
std::optional<TransposedConv> matchTransposedConv(mlir::linalg::LinalgOp conv);

/// One step of an epilogue the libraries fuse into a contraction or a
/// convolution (cuBLASLt's and cuDNN's bias, residual and ReLU).
struct EpilogueStep {
  /// The op's input added to the running value; null for a ReLU.
  mlir::OpOperand *added = nullptr;
  bool isRelu() const { return !added; }
};

/// `op`'s payload as a fused epilogue of the value `running` carries in: a
/// chain of additions of its other inputs and at most one ReLU (max with
/// zero), last, each step continuing from the one before and the chain's
/// end yielded; nothing where the payload is anything else. Which added
/// input is a bias and which a residual is the caller's to read from its
/// indexing map.
std::optional<llvm::SmallVector<EpilogueStep>>
readEpilogueSteps(mlir::linalg::LinalgOp op, mlir::OpOperand &running);

/// Size in bytes of a statically shaped tensor (or of a scalar); nullopt
/// for an element type of no fixed size and for a size past int64.
std::optional<int64_t> getSizeInBytes(mlir::Type type);

/// What of `op` counts past int64 (an operand's bytes, its FLOPs), for an
/// error that names it; nothing when every count fits.
std::optional<std::string> countOverflow(mlir::linalg::LinalgOp op);

/// The runtime's name (enum hiera_rt_dtype) for an element type: f32, f16,
/// bf16, f64, and integers of 1, 2, 4 or 8 bytes; none for others.
std::optional<int32_t> runtimeType(mlir::Type element);

/// A scan (cumsum, cumprod, ...) in the form `hiera.scans` exports and
/// any frontend can write: a generic over the output's loops and one more,
/// reduced, j, whose output at i combines its value with the input at j
/// where j lies before i along the scanned loop (or at it, inclusive; after
/// it where reversed):
///   out[.., i, ..] = select(cmpi(j, i), combine(out, in[.., j, ..]), out)
/// Read as loops it is quadratic; a scan kernel computes it in one pass.
struct Scan {
  mlir::linalg::GenericOp op;
  /// The output's loop scanned along, and the extra reduced loop (last).
  unsigned scanned = 0, reduced = 0;
  bool inclusive = true, reverse = false;
  /// The associative, commutative op that combines two elements.
  mlir::Operation *combine = nullptr;
};

/// `op` as a scan, where it is one.
std::optional<Scan> matchScan(mlir::linalg::LinalgOp op);

/// Operations of one execution of `op`'s payload.
int64_t countPayloadFlops(mlir::linalg::LinalgOp op);

/// FLOPs of a recurrent layer over its whole sequence; nullopt past int64.
std::optional<int64_t> countFlops(plan::RnnOp layer);

/// FLOPs of `op` over its whole iteration space (a scan: one combination
/// per output element, as its kernels compute it; a transposed
/// convolution: 2 N H W x its weight's elements, not the products with the
/// zeros of its spread input); nullopt for dynamic shapes and for a count
/// past int64.
std::optional<int64_t> countFlops(mlir::linalg::LinalgOp op);

/// The bound b such that integer `arg` (a task's or a function's argument)
/// is valid only in [0, b); nothing where any integer is. A bool (i1): 2,
/// for its byte holds 0 or 1. An index: the extent of the least tensor
/// dimension it indexes through a payload's tensor.extract (a gather's
/// indices). Random inputs for it must lie within: a gather checks its
/// bounds, and a kernel may read a bool's whole byte.
std::optional<int64_t> valueBound(mlir::BlockArgument arg);

/// The factor random values for float `arg` (a task's or a function's
/// argument) are scaled by: 1/sqrt(hidden size) for the weights of a
/// recurrent layer (plan.rnn), the bound PyTorch initialises them within;
/// nothing elsewhere. Weights drawn in [-1, 1) make a recurrence chaotic
/// over its steps: any rounding grows until no tolerance tells a right
/// implementation from a wrong one.
std::optional<double> valueScale(mlir::BlockArgument arg);

/// Whether `use` is the destination of a linalg op whose payload does not
/// read it: only its shape matters.
bool isUnreadInit(mlir::OpOperand &use);

/// Whether the task body reads its block argument `arg` (a use as an `outs`
/// operand whose payload ignores it is not a read: isUnreadInit).
bool isArgumentRead(mlir::BlockArgument arg);

struct Workload {
  int64_t flops = 0;
  int64_t bytes = 0;
};

/// FLOPs and bytes of a task; nullopt when a shape is dynamic or a count
/// passes int64.
std::optional<Workload> computeWorkload(plan::TaskOp task);

/// Whether a count of `task`'s workload passes int64.
bool workloadOverflows(plan::TaskOp task);

/// The roofline attribution of `task` on `target` from its contract.
plan::BottleneckAttr attributeBottleneck(plan::TaskOp task,
                                         plan::ContractAttr contract,
                                         plan::TargetAttr target);

/// The median of `variant`'s cost when it is measured and valid, else 0.
double validMeasuredUs(plan::VariantOp variant);

/// What CUDA events resolve, in us: medians closer than this are equal.
constexpr double kTimerResolutionUs = 0.5;

/// The variant of `task` with the least valid measured median, and that
/// median; a null variant and 0 where none was measured valid. The
/// selected variant wins where its median is within kTimerResolutionUs of
/// the least.
std::pair<plan::VariantOp, double> bestMeasured(plan::TaskOp task);

/// The module attribute `plan.framework_precision` of the module that
/// holds `op`; null where there is none.
plan::FrameworkPrecisionAttr frameworkPrecisionOf(mlir::Operation *op);

/// What the framework the module came from computes `task` with: its
/// convolution policy where the task holds a convolution, its matmul policy
/// where it holds another contraction, else strict.
plan::PrecisionPolicy frameworkPrecision(plan::TaskOp task,
                                         plan::FrameworkPrecisionAttr framework);

/// The element type `task` computes in, by name (f32, f64, f16, bf16,
/// i64, ...): that of its first floating-point result, else of its first
/// floating-point input, else of its first result.
std::string elementArithmetic(plan::TaskOp task);

/// What `variant` multiplies and adds in: its `plan.arithmetic` (tf32,
/// 3xtf32, bf16, f16) where it uses math other than its element type's,
/// else the task's element type.
std::string variantArithmetic(plan::VariantOp variant);

/// What the framework would compute `task` in: tf32 or bf16 where its
/// policy for the task's kind allows that, else the element type.
std::string frameworkArithmetic(plan::TaskOp task);

/// The roofline bound is latency-bound below this many launch overheads.
inline constexpr double kLatencyBoundLaunches = 2.0;

} // namespace hiera

#endif // HIERA_ANALYSIS_WORKLOAD_H
