//===- Generate.cpp - Candidate implementations of each task --------------===//

#include "hiera/Analysis/LibraryMatch.h"
#include "hiera/Custom/Kernels.h"
#include "hiera/Transforms/Passes.h"

#include <cmath>

namespace hiera {
#define GEN_PASS_DEF_HIERAGENERATE
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

/// Appends a variant unless the task has one of that name.
static void addVariant(TaskOp task, StringRef name, Space space,
                       DictionaryAttr params, StringAttr source = nullptr) {
  Region &variants = task.getVariants();
  if (variants.empty())
    variants.push_back(new Block());
  Block &block = variants.front();
  for (auto existing : block.getOps<VariantOp>())
    if (existing.getName() == name)
      return;
  OpBuilder builder = OpBuilder::atBlockEnd(&block);
  VariantOp::create(builder, task.getLoc(), builder.getStringAttr(name),
                    SpaceAttr::get(task.getContext(), space),
                    /*direction=*/nullptr, params, source,
                    /*cost=*/nullptr, /*selected=*/nullptr);
}

namespace {
struct GeneratePass : public hiera::impl::HieraGenerateBase<GeneratePass> {
  using HieraGenerateBase::HieraGenerateBase;

  /// A task of a kernel family whose shape is outside a parameter set's
  /// legal range: say so; the task keeps its other variants. (A task of
  /// another family is none of this family's business.)
  void reportOutOfRange(TaskOp task, StringRef name, bool inFamily,
                        StringRef why) {
    if (inFamily && reportLeftOut)
      task.emitRemark() << "hiera-generate: " << name << " left out: " << why;
  }

  /// Elements of `element` in one 16-byte access.
  static int64_t vectorElements(Type element) {
    return element.isF64() ? 2 : 4;
  }

  /// The same, for the task's result.
  static int64_t vectorElements(TaskOp task) {
    return vectorElements(getElementTypeOrSelf(task.getResultTypes()[0]));
  }

  static bool hasVariant(TaskOp task, StringRef name) {
    for (Block &block : task.getVariants())
      for (VariantOp variant : block.getOps<VariantOp>())
        if (variant.getName() == name)
          return true;
    return false;
  }

  /// A grid or block: one integer where it is one-dimensional, else x, y
  /// and z.
  static Attribute launchDims(Builder &builder, ArrayRef<int64_t> xyz) {
    if (xyz[1] == 1 && xyz[2] == 1)
      return builder.getI64IntegerAttr(xyz[0]);
    return builder.getI64ArrayAttr(xyz);
  }

  /// Adds `kernel` as the custom variant `name`, with its launch and the
  /// parameters that made it. Nothing is compiled here: lowering compiles
  /// the source of a variant when it is measured or implemented.
  void addCustomVariant(TaskOp task, StringRef name, StringRef family,
                        const KernelSource &kernel,
                        ArrayRef<NamedAttribute> parameters) {
    Builder builder(task.getContext());
    SmallVector<int64_t> inputs(kernel.inputs.begin(), kernel.inputs.end());
    SmallVector<NamedAttribute> params = {
        builder.getNamedAttr("kernel", builder.getStringAttr(family)),
        builder.getNamedAttr("entry", builder.getStringAttr(kernel.entry)),
        builder.getNamedAttr("inputs", builder.getI64ArrayAttr(inputs)),
        builder.getNamedAttr("grid", launchDims(builder, {kernel.gridX,
                                                          kernel.gridY,
                                                          kernel.gridZ})),
        builder.getNamedAttr("block",
                             launchDims(builder, {kernel.blockX, kernel.blockY,
                                                  int64_t(1)}))};
    if (!kernel.chip.empty())
      params.push_back(
          builder.getNamedAttr("chip", builder.getStringAttr(kernel.chip)));
    if (kernel.dynamicSharedBytes)
      params.push_back(builder.getNamedAttr(
          "smem", builder.getI64IntegerAttr(kernel.dynamicSharedBytes)));
    if (kernel.trafficBytes)
      params.push_back(builder.getNamedAttr(
          "traffic_bytes", builder.getI64IntegerAttr(kernel.trafficBytes)));
    params.append(parameters.begin(), parameters.end());
    addVariant(task, name, Space::Custom, builder.getDictionaryAttr(params),
               builder.getStringAttr(kernel.source));
  }

  /// One candidate kernel of `family`, built by `build(why, inFamily)`,
  /// unless the task has a variant of that name: reported where its shape
  /// is outside the parameters' range, added where it builds.
  template <typename Build>
  void addCandidate(TaskOp task, StringRef name, StringRef family,
                    Build build, ArrayRef<NamedAttribute> parameters = {}) {
    if (hasVariant(task, name))
      return;
    std::string why;
    bool inFamily = false;
    FailureOr<KernelSource> kernel = build(why, inFamily);
    if (failed(kernel)) {
      reportOutOfRange(task, name, inFamily, why);
      return;
    }
    addCustomVariant(task, name, family, *kernel, parameters);
  }

  /// Named parameter sets of one kernel family.
  template <typename Params>
  using Candidates = SmallVector<std::pair<std::string, Params>>;

  /// A candidate of `family` for each parameter set, built by `build`.
  template <typename Params>
  void addFamily(TaskOp task, StringRef family,
                 const Candidates<Params> &candidates,
                 FailureOr<KernelSource> (*build)(TaskOp, const Params &,
                                                  std::string &, bool *)) {
    for (const auto &[name, params] : candidates)
      addCandidate(task, name, family, [&](std::string &why, bool &inFamily) {
        return build(task, params, why, &inFamily);
      });
  }

  /// Whether measurements show the task far from its memory roof: a
  /// memory-bound task whose best variant runs at latency (too few bytes in
  /// flight), as --hiera-attribute derives it from measured costs.
  static bool measuredShortOfBandwidth(TaskOp task) {
    BottleneckAttr bottleneck = task.getBottleneckAttr();
    return bottleneck &&
           bottleneck.getSource() == AttributionSource::Measured &&
           bottleneck.getKind() == BottleneckKind::Latency &&
           bottleneck.getUnit() == LimitingUnit::DRAM;
  }

  /// Fused elementwise kernels: 16-byte accesses with one, two and four
  /// groups per thread (in the order measured best on an H200: with tiles
  /// per block and no grid-stride loop, one is enough), and a scalar one
  /// that fits any shape. Where measurements show the task short of
  /// bandwidth, more bytes in flight come first: eight groups per thread.
  void addElementwiseVariants(TaskOp task) {
    Builder builder(task.getContext());
    int64_t widest = vectorElements(task);
    struct Candidate {
      const char *name;
      ElementwiseParams params;
    };
    SmallVector<Candidate> candidates = {
        {"elementwise_vec_u1", {widest, 256, 1}},
        {"elementwise_vec_u2", {widest, 256, 2}},
        {"elementwise_vec_u4", {widest, 256, 4}},
        {"elementwise_scalar", {1, 256, 4}}};
    if (measuredShortOfBandwidth(task))
      candidates.insert(candidates.begin(),
                        {"elementwise_vec_u8", {widest, 256, 8}});
    for (const Candidate &candidate : candidates)
      addCandidate(
          task, candidate.name, "elementwise",
          [&](std::string &why, bool &inFamily) {
            return buildElementwiseKernel(task, candidate.params, why,
                                          &inFamily);
          },
          {builder.getNamedAttr("vector_width",
                                builder.getI64IntegerAttr(
                                    candidate.params.vectorWidth)),
           builder.getNamedAttr("unroll", builder.getI64IntegerAttr(
                                              candidate.params.unroll))});
  }

  /// Row kernels (reductions and normalisations). A block per row, of each
  /// block size (threads need not divide the row: the last vectors are
  /// guarded). Rows fewer than the multiprocessors leave most of them idle
  /// that way: then each row is split over several blocks too.
  void addRowVariants(TaskOp task, int64_t multiprocessors) {
    Candidates<RowFusedParams> candidates;
    auto rows = [](Type type) {
      auto shaped = dyn_cast<ShapedType>(type);
      return shaped && shaped.hasStaticShape() && shaped.getRank() >= 1
                 ? shaped.getDimSize(0)
                 : int64_t(0);
    };
    bool fewRows = llvm::any_of(task.getResultTypes(), [&](Type type) {
      return rows(type) > 0 && rows(type) < multiprocessors;
    });
    if (fewRows)
      for (int64_t vectors : {2, 4})
        candidates.push_back(
            {"rows_split_v" + std::to_string(vectors),
             RowFusedParams{512, /*blocksPerRow=*/0, vectors,
                            multiprocessors}});
    // Block sizes ranked by how close a thread's share of a row comes to 8
    // vectors (best at 16384 columns on an H200), then by idle threads.
    int64_t vectorsPerRow = 0;
    for (Type type : task.getInputs().getTypes())
      if (auto shaped = dyn_cast<ShapedType>(type);
          shaped && shaped.hasStaticShape() && shaped.getRank() == 2) {
        int64_t width = vectorElements(shaped.getElementType());
        int64_t cols = shaped.getDimSize(1);
        vectorsPerRow = cols % width ? cols : cols / width;
        break;
      }
    SmallVector<int64_t> blockSizes = {512, 256, 1024, 128};
    auto rank = [&](int64_t threads) {
      int64_t perThread = (vectorsPerRow + threads - 1) / threads;
      return std::make_pair(
          std::abs(std::log2(std::max<double>(perThread, 1) / 8.0)),
          perThread * threads - vectorsPerRow);
    };
    if (vectorsPerRow)
      llvm::stable_sort(blockSizes, [&](int64_t a, int64_t b) {
        return rank(a) < rank(b);
      });
    for (int64_t threads : blockSizes)
      candidates.push_back({"rows_t" + std::to_string(threads),
                            RowFusedParams{threads, 1, 0, multiprocessors}});
    addFamily(task, "rows", candidates, buildRowFusedKernel);
  }

  /// Window kernels (pooling, stencils): a tile per block in shared memory
  /// where the window covers the two innermost dimensions, else (and
  /// besides) a thread per output point, or per 16-byte vector of them
  /// where the innermost dimension is neither windowed nor strided, also
  /// with four points along the innermost windowed dimension, their shared
  /// inputs loaded once.
  void addWindowVariants(TaskOp task) {
    int64_t widest = vectorElements(task);
    addFamily<WindowParams>(
        task, "window",
        {{"window_tiled", {true, 32, 8, 4, 1, 1}},
         {"window_direct_vec", {false, 256, 1, 1, widest, 1}},
         {"window_reuse_vec", {false, 256, 1, 1, widest, 4}},
         {"window_direct", {false, 256, 1, 1, 1, 1}}},
        buildWindowKernel);
  }

  /// Whole-tensor reductions: 16-byte loads, and a scalar kernel that fits
  /// any size; four blocks per multiprocessor leave one partial each.
  void addReduceVariants(TaskOp task, int64_t multiprocessors) {
    int64_t widest = vectorElements(task);
    addFamily<ReduceParams>(
        task, "reduce",
        {{"reduce_vec", {widest, 256, 4 * multiprocessors}},
         {"reduce_scalar", {1, 256, 4 * multiprocessors}}},
        buildReduceKernel);
  }

  /// The tensor-core GEMMs, where the contract allows TF32: on sm_90,
  /// warpgroups (wgmma, 2.6x faster than mma.sync on the H200), then warps
  /// (mma.sync, for shapes the wgmma tiles do not divide).
  void addGemmVariants(TaskOp task) {
    Candidates<GemmParams> candidates;
    if (chip == "sm_90")
      candidates.push_back({"gemm_tf32_wgmma", {true}});
    candidates.push_back({"gemm_tf32_mma", {false}});
    addFamily(task, "gemm", candidates, buildGemmKernel);
  }

  /// Argmax and argmin along rows: rows split over blocks where they are
  /// fewer than the multiprocessors; a block per row, and a warp per row,
  /// first where a row is short (up to 32 vectors a thread of a warp).
  void addArgReduceVariants(TaskOp task, int64_t multiprocessors) {
    Candidates<ArgReduceParams> candidates = {
        {"arg_split", {256, true, multiprocessors}},
        {"arg_block", {256, false, multiprocessors}},
        {"arg_warp", {32, false, multiprocessors}}};
    // A task may have no operands: a transpose of a constant weight, as
    // torch-mlir writes nn.Linear with parameters baked in.
    auto input = task.getInputs().empty()
                     ? ShapedType()
                     : dyn_cast<ShapedType>(task.getInputs().front().getType());
    if (input && input.hasStaticShape() && input.getRank() >= 1 &&
        input.getDimSize(input.getRank() - 1) <= 32 * 32 * 4)
      std::swap(candidates[1], candidates[2]);
    addFamily(task, "arg", candidates, buildArgReduceKernel);
  }

  /// Selects the first variant of the task's chosen space, unless one is.
  static void selectChosenSpace(TaskOp task) {
    std::optional<Space> space = task.getSpace();
    if (!space)
      return;
    VariantOp first;
    for (Block &block : task.getVariants())
      for (VariantOp variant : block.getOps<VariantOp>()) {
        if (variant.getSelected())
          return;
        if (!first && variant.getSpace() == *space)
          first = variant;
      }
    if (first)
      first.setSelected(true);
  }

  void runOnOperation() override {
    // The module's target, once attributed, knows its multiprocessors.
    int64_t multiprocessors = smCount;
    if (auto target = getOperation()->getAttrOfType<TargetAttr>(
            PlanDialect::kTargetAttrName))
      multiprocessors = target.getSmCount();
    getOperation().walk([&](TaskOp task) {
      if (!task.getContractAttr())
        return;
      Builder builder(task.getContext());
      // MLIR's own path: the body itself, lowered by --hiera-lower.
      addVariant(task, "linalg", Space::Linalg, nullptr);
      if (std::optional<LibraryCall> call = matchLibraryCall(task)) {
        NamedAttribute params[] = {
            builder.getNamedAttr("call", builder.getStringAttr(call->callee)),
            builder.getNamedAttr("args", call->args),
            builder.getNamedAttr("epilogue",
                                 builder.getStringAttr(call->epilogue))};
        addVariant(task, call->variantName, Space::Library,
                   builder.getDictionaryAttr(params));
      }
      addElementwiseVariants(task);
      addRowVariants(task, multiprocessors);
      addWindowVariants(task);
      addGemmVariants(task);
      addReduceVariants(task, multiprocessors);
      addArgReduceVariants(task, multiprocessors);
      selectChosenSpace(task);
    });
  }
};
} // namespace
