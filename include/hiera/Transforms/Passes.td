//===- Passes.td - HIERA passes ----------------------------*- tablegen -*-===//

#ifndef HIERA_TRANSFORMS_PASSES
#define HIERA_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

def HieraNormalize : Pass<"hiera-normalize", "mlir::ModuleOp"> {
  let summary = "Rewrite linalg as frontends write it into the forms planning reads";
  let description = [{
    Frontends write one linalg op per framework op: a weight transposed by
    its own `linalg.transpose`, a bias broadcast by its own op, reductions
    that keep their reduced dimensions as size-1 ones, a ReLU as a compare
    and a select, aggregate ops such as `linalg.softmax`. Planning reads
    the computation behind them instead:
     - aggregate ops are decomposed into structured ops (upstream's
       decomposition);
     - a transpose, broadcast or copy that only moves data is folded into
       the indexing maps of the generics, matmuls and batch matmuls that
       read it (a transposed weight becomes a transposed GEMM operand);
       a named reduction other than a contraction that reads one (3-D
       pooling, which linalg has only channels-last, between torch-mlir's
       transposes) becomes a generic first, so that it folds there too, as
       does a batch matmul whose second operand is one matrix broadcast
       along the batch (a linear layer on a 3-D input, attention's
       projections): the weight is read, not copied once per batch, and the
       libraries take the product as one GEMM. A transpose that reorders
       the loops a contraction's operand shares with its result stays an
       op of its own, so that the operand keeps a GEMM's layout;
     - a channels-first convolution whose windows tile its input (stride
       equal to the window, no dilation: a patch embedding) is a GEMM over
       patches: the input regrouped once into one row per patch, times the
       filter as (F, C * window), the result transposed back;
     - a reduction whose one reader is an elementwise op reading it through
       a permutation writes its result in the order the reader reads it
       (3-D pooling's transpose back to NCDHW, folded into the division
       that makes it an average): the reduction writes each element once
       wherever it goes, and the reader reads in order;
     - size-1 dimensions are dropped, with the reshapes around them
       (upstream's unit-extent folding; an elementwise op on a
       convolution's or a contraction's collapsed result takes the unit
       dimensions back, so that a linear layer's bias on a batch of 1
       still joins its GEMM), and contiguous loops of a generic
       that every operand reads in order are collapsed into one (a
       16x4096x4096 reduction over its last dimension becomes 65536 rows
       of 4096). An epilogue the libraries fuse (bias, residual and ReLU
       chains) that alone reads a convolution's or contraction's result
       takes the producer's shape back through any such reshape: a bias
       added to a convolution whose spatial dimensions a norm reads as
       one joins cuDNN's call. Likewise an elementwise op that alone reads
       the collapsed result of a pooling window's elementwise epilogue (a
       ReLU after a max pool and the bias moved past it) takes the
       window's shape back, joins that epilogue, and the window's task
       computes both;
     - results nobody reads are dropped and inputs read twice are read once;
     - an op that iterates over nothing (an extent of 0: a matmul of no
       rows, an argmax along a dimension of 0) is its destinations, as linalg
       defines it: no task is made for it and no kernel launched;
     - `select(cmpf ugt x, c, x, c)` becomes `maximumf(x, c)` and
       `select(cmpf ult x, c, x, c)` becomes `minimumf(x, c)`, where the
       constant `c` makes the two equal on every input, NaN and signed
       zeros included;
     - a contraction that accumulates onto a broadcast (a convolution's
       bias broadcast into its destination) starts from zero, and the
       broadcast is added after: the order PyTorch computes it in, and the
       epilogue cuDNN and cuBLASLt fuse;
     - a matmul or batch matmul from zero whose operand is a relayout
       times a constant (attention's q and k, each scaled by the square
       root of the scale, k transposed in the same op) reads the plain
       relayout, which then folds into it, and the same multiply runs on
       its result, where it joins the softmax's task;
     - a transpose that moves only size-1 dimensions (an einsum's result
       viewed as (..., 1, n) and written as (..., n, 1)) is two reshapes;
     - an elementwise op before a pooling window whose other operands are
       constant over each window moves after it, onto the pooled tensor: a
       max pool commutes with adds, subtractions of a constant, maxima and
       minima (a bias and a ReLU), a sum pool of `x + b` is the pool of
       `x` plus `n * b` for a window of `n` points. A convolution before
       such a pool then runs without an epilogue;
     - an f32 sum of `x` beside the same sum of `x` widened to f64
       (torch-mlir's batch and layer norms take the mean both ways) becomes
       the f64 sum rounded to f32: one reduction less, the statistics of a
       row read at once;
     - an elementwise op that reads a reshaped view of a structured op's
       result, in fewer dimensions, is rewritten over that result's
       dimensions, its other operands read through the reshape: a group
       norm's per-channel affine, over [N, C, HW], runs over the norm's
       [N*G, C/G*HW] rows, its weight read at channel (row mod G) * C/G +
       col floordiv HW, and fuses with the norm. Not where a reduction
       reads its result: a bias after a global pool, then a log-sum-exp
       over the channels, stays over [N, C], where the log-sum-exp's
       steps are one task;
     - a mask (an elementwise op with an i1 result, such as a
       cross-entropy's `targets != ignore_index`) read by several ops is
       computed again in each: kernels store no i1 tensors;
     - an elementwise op over fewer points than its elementwise reader,
       computed from the function's arguments and constants alone (batch
       norm's `1 / sqrt(var + eps)` per channel in eval mode), or read by
       that reader alone, of at most 8 operations per point and computed
       from no reduction's result (a squeeze-and-excitation block's
       sigmoid gate; a norm's value per row stays one per row), is computed
       again inside the reader at each point it reads, its checks
       (`cf.assert`) with it: the reader iterates over one space, and no
       task is launched for a few values;
     - a gather (a `tensor.extract` in a generic's payload) from the result
       of an elementwise generic over more points than the gatherer reads
       that generic's inputs at the gathered point and computes its
       payload there: cross-entropy's pick of one log-probability per row
       out of a log-softmax leaves the log-softmax unwritten, its row
       statistics the reduction's only results;
     - transposes that earlier rewrites expose (read through a size-1
       dimension's reshape until that dimension is dropped) are folded
       into their readers too;
     - a slice inserted into a fill (a transposed convolution's spread
       input that no library call reads) and a pad of constant border that
       no convolution or window reads (those take the border as bounds)
       become one elementwise op that reads the source where a point lies
       on it, else yields the fill or the border: a kernel computes it, in
       a task, where the tensor op would be a fill and a strided copy
       outside every task. A unit-stride slice of such a pad, its only
       reader (an exclusive scan's shift, `F.pad(x, (1, 0))[:, :-1]`), is
       computed as that window of it, and a pad's source that is such a
       slice is read in place;
     - a concatenation of static shape becomes one elementwise op over its
       result: each point selects the input whose range along the joined
       dimension holds it, read there (its index held in bounds where
       another input's range holds the point, and a kernel loads only the
       input selected). An input that is a cast or a static slice (a
       roll's halves, a patch merge's every other row) is read in the
       tensor it views, at offset + stride * e;
     - a static slice that is not one contiguous run of its tensor (an
       LSTM's gates, a GLU's halves from `torch.chunk`), read by an
       elementwise op, is read there in its source, through reshapes that
       only add or drop size-1 dimensions: the sliced dimension is split
       into slices of the loop's extent (a view), each read at its index,
       where they divide it, else read at d + offset; a slice from 0 that
       does not divide its dimension stays. Left apart, each was a copy
       outside every task;
     - elementwise ops that compute only results of their function from
       its arguments (a training step's batch norms each adding one to
       their count of batches), over one static iteration space, become
       one op of several results where the first was: one kernel, not one
       per norm. An op whose payload reads a value computed after the
       first stays.
    Each rewrite computes the same values, bit for bit, except the bias of
    a contraction, which is added last instead of first, the scale of a
    product's operand, applied to the product instead, the bias moved
    past a sum pool, added once instead of at each point, and the rounded
    f64 sum, closer to the exact sum than the f32 one. The first pass of
    `--hiera-plan`.

    With `convolution-layout=channels-last`, a 2-D channels-first
    convolution on the tensor cores (f16, bf16, or f32 where the framework
    computes convolutions in TF32) whose result other ops read computes
    channels-last: its input (before its zero padding) and filter are
    permuted to NHWC and FHWC, its result back to NCHW, and the
    permutations fold into the ops around it. Between two convolutions
    they undo each other through the epilogue between them, which reads
    and writes channels-last (and joins cuDNN's call where it is a bias
    and a ReLU); a reduction over channels reads contiguous rows. Only the
    network's input, filters and returned results are permuted in full.
    A convolution read by one that keeps its layout keeps its own, so that
    layouts do not mix along a chain; so do a convolution read by a pool,
    by a reduction over its spatial dimensions (a norm, batch statistics)
    or returned after an epilogue cuDNN fuses, a transposed convolution and
    a patch embedding; so does every convolution by default
    (`as-written`), where the runtime times each convolution on
    channels-last copies too and keeps the faster.
  }];
  let options = [
    Option<"convolutionLayout", "convolution-layout", "std::string",
           /*default=*/"\"as-written\"",
           "Layout of 2-D convolutions on the tensor cores: as-written "
           "(the default) or channels-last">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def HieraContract : Pass<"hiera-contract", "mlir::ModuleOp"> {
  let summary = "Group linalg ops into plan.tasks and write their contracts";
  let description = [{
    Groups each function's linalg ops on tensors into `plan.task`s:
    a contraction or convolution with the elementwise ops that consume it
    (its epilogue) is one task; a reduction with its elementwise producers
    and consumers is one task; a chain of elementwise ops is one task.
    `linalg.fill`s that initialise an accumulator join its task. Where no
    library call and no kernel family computes a group whole (a strict-f32
    GEMM followed by a GELU, a norm over channels), it becomes consecutive
    tasks, each the longest run of its ops that one computes (the GEMM with
    its bias, then the GELU; the reduction, then the scaling that reads
    it). A cheap pointwise op such runs share (one that reads no more bytes
    than it writes: a widening cast) is copied into each run that reads it
    rather than written to memory by one. An elementwise task that one
    other task alone reads, which has no contraction, then joins that task
    where a library call or a kernel family other than the floor computes
    the two as one (the activation a convolution's library call could not
    take becomes the prologue of the pooling after it). Ops the pass
    cannot handle (on buffers, with dynamic shapes, capturing non-constant
    values, or not structured) stay as they are, with a remark; so do
    tensor ops that copy (a pad, an inserted slice, a concatenation, a
    generate, insert, gather or scatter) that hiera-normalize left outside
    every task.

    Every task, new or written by hand, gets a `#plan.contract`: operand and
    result types and roles, FLOPs, bytes and intensity (conventions in
    docs/Design.md), the precision policy given by `allow`, and the default
    tolerance of its least precise float type.
  }];
  let options = [
    ListOption<"allow", "allow", "std::string",
               "Faster math candidates may use: tf32, bf16, f16_accumulate, "
               "approx_math (default: none, strict)">
  ];
  let dependentDialects = ["::hiera::plan::PlanDialect",
                           "::mlir::tensor::TensorDialect"];
}

def HieraAttribute : Pass<"hiera-attribute", "mlir::ModuleOp"> {
  let summary = "Attribute each task's bottleneck against the target's roofline";
  let description = [{
    Writes a `#plan.bottleneck` on every task from its contract and the
    module's target: compute-bound when the task's intensity reaches the
    ridge point of the unit its precision policy allows, memory-bound below
    it, latency-bound when the roofline bound is under twice the target's
    launch overhead, and `unknown` for dynamic shapes (`source = model`).
    Records the target as the module attribute `plan.target`.

    Where the task's variants carry measured costs (`--hiera-profile`), the
    attribution is re-derived from them (`source = measured`): the roofline
    bound over the best valid time is the fraction of the roof reached. At
    0.6 or more the task runs at the model's unit; below it the unit is not
    what limits it but latency (too little in flight, too few threads), so
    the kind becomes `latency`, the unit staying the one not fed, or
    `launch` when the best time is under two launches. Generators read this
    to choose their next parameters.
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"",
           "Target GPU: h200, h100, a100, or the path of a JSON target "
           "file (default: the module's plan.target, else h200)">
  ];
  let dependentDialects = ["::hiera::plan::PlanDialect"];
}

def HieraSummary : Pass<"hiera-summary", "mlir::ModuleOp"> {
  let summary = "Print a table of the module's tasks to stderr";
  let description = [{
    One line per task: FLOPs, bytes, intensity, bottleneck, roofline bound
    and chosen space. Leaves the IR unchanged.
  }];
}

def HieraSelectSpace : Pass<"hiera-select-space", "mlir::ModuleOp"> {
  let summary = "Choose an implementation space for each task";
  let description = [{
    Chooses, from each task's contract and bottleneck, the space its
    implementation should come from, and records it with a one-line
    rationale (`space`, `rationale` on the task). The rules, in order:

    1. latency-bound: one fused custom kernel where the catalogue has one
       (a launch is the cost to save), else the library call, else linalg;
    2. compute-bound and a library call computes the task with its
       epilogue: the library (vendor kernels run at the unit's peak); else,
       where the catalogue has a kernel (a wide window), custom;
    3. memory-bound and the catalogue has a kernel for it: custom (one pass
       over memory, intermediates in registers);
    4. memory-bound and a library call computes it: the library;
    5. otherwise, and for unknown bottlenecks: linalg.

    "The catalogue has a kernel" is analysis alone: a kernel family
    matches the task and supports it (its contract and shapes meet what
    every kernel of the family needs); no kernel is emitted here.
    `--hiera-generate` then selects the first variant of the chosen space,
    or, where no candidate of the families suits the task's shapes after
    all, chooses again by the same rules without the catalogue.
  }];
  let dependentDialects = ["::hiera::plan::PlanDialect"];
}

def HieraGenerate : Pass<"hiera-generate", "mlir::ModuleOp"> {
  let summary = "Create the candidate implementations of every task";
  let description = [{
    Adds `plan.variant`s to each task with a contract: a `linalg` variant
    (MLIR's own code generation: the default, the fallback and the baseline)
    for every task, and a `library` variant where one vendor-library call
    computes the task with its epilogue: a matmul or batched matmul with
    bias, ReLU or a residual add through cuBLASLt, a 2D convolution (NHWC
    with FHWC filters, or NCHW with FCHW) with bias and ReLU through cuDNN.

    In the custom space it adds kernels in CUDA C++ from the catalogue's
    kernel families (each variant's `kernel` holds the family parameters
    it was instantiated from, its `launch` how it is launched):
    fused elementwise kernels for tasks made only of elementwise ops
    (16-byte vector accesses, one to four groups per thread, a tile per
    block, and a scalar kernel that fits any shape), and row kernels for
    reductions along rows with elementwise ops around them (softmax, layer
    norm, RMS norm, row sums: a block per row with the row in registers,
    or, for rows fewer than the multiprocessors, several blocks per row
    that stream their parts and combine after a grid-wide barrier), and
    window kernels for pooling and stencils with elementwise ops on their
    result (a thread per output point, or per 16-byte vector of channels,
    with the window unrolled, or, for a 2D window over the innermost
    dimensions, a shared-memory tile combined along rows then columns),
    reductions over leading or middle dimensions of a
    fused expression (a loss, column sums: a partial per block, the last
    block combining them in order), and, where the contract allows TF32,
    tensor-core GEMMs (`mma.sync`; `wgmma` on swizzled K-major tiles,
    compiled for sm_90a) with the task's elementwise ops fused into their
    store.
    A kernel whose shape is outside its parameters' range is reported in
    a remark and left out (the task keeps its other variants), and so is
    one whose launch CUDA cannot make (a grid past a dimension's limit) or
    that the plan cannot hold (more dynamic shared memory than a block of
    the target has), with the verifier's message, and one that needs an
    instruction the target lacks (the GEMMs' `mma.sync` on TF32 and
    `cp.async` need compute capability 8.0). A task whose ops iterate over
    nothing (an extent of 0, which `--hiera-normalize` folds away) gets its
    `linalg` variant alone: its result is its destination as it is. A task in
    the custom space left with no custom variant gets its space chosen
    again without the catalogue, with a remark that says why. Nothing is
    compiled here, so that planning takes milliseconds: a custom variant
    carries its CUDA source (and `chip` in its launch where it needs
    another architecture than the target's), and `--hiera-lower-tasks`
    compiles it with clang when it is measured or implemented, keeping
    the PTX in a cache keyed by source, options and toolchain.
    Variants that exist already are kept. Custom variants come in the
    order measured best on an H200. Where the task has a chosen `space`
    and no variant is selected yet, the first variant of that space is
    selected. The architecture (wgmma needs sm_90) and the multiprocessor
    count (for split rows) are the module's `#plan.target`'s, else the
    default target's (h200).
  }];
  let options = [
    Option<"reportLeftOut", "report-left-out", "bool", /*default=*/"true",
           "Say which parameter sets of the catalogue a task is left "
           "without, and why (the search, generating again each round, "
           "leaves them said once)">
  ];
  let dependentDialects = ["::hiera::plan::PlanDialect"];
}

def HieraLowerTasks : Pass<"hiera-lower-tasks", "mlir::ModuleOp"> {
  let summary = "Replace each task by its chosen implementation";
  let description = [{
    Implements every `plan.task` with its `selected` variant, or, when none
    is selected, its library variant if it has one, else its linalg body.
    A library variant becomes a call into libhiera_runtime on the task's
    buffers (`bufferization.to_buffer`, `memref.alloc`, `func.call`,
    `bufferization.to_tensor`); a custom variant becomes a `gpu.binary`
    holding its kernel in PTX (compiled with clang) and a `gpu.launch_func`
    on the same buffers; a linalg variant becomes the task's body, inlined.
    A custom variant is used only where it is `selected`. Public functions get `llvm.emit_c_interface` and read-only
    arguments. Part of `--hiera-lower`.

    A task input that is one contiguous run of another tensor (a step of a
    sequence, `x[t]`, through static unit-stride slices and reshapes) is
    read where it lies: the call or the kernel gets the viewed tensor's
    buffer, offset by the view's start, where bufferization would copy
    the view into a buffer of its own first.

    Where linalg ops remain, they become kernels that link libdevice from
    the CUDA toolkit at `cuda-path`: the pass fails when it is not there,
    rather than leave unresolved functions for the driver to trip on.

    A task whose implementation was measured wrong (its `#plan.cost` says
    `valid = false`) is an error naming the task and the reason, unless
    `allow-wrong` is set (as the harness does, to check it again): a wrong
    answer is never compiled in silently.

    The launches, the runtime's entry points and the JIT belong to the top
    module: tasks in a module nested in another (or in one of several
    modules of a file) are an error naming that module.
  }];
  let options = [
    Option<"cudaPath", "cuda-path", "std::string", /*default=*/"\"/usr/local/cuda\"",
           "CUDA toolkit whose libdevice kernels link with">,
    Option<"allowWrong", "allow-wrong", "bool", /*default=*/"false",
           "Lower implementations measured wrong too">,
    Option<"clang", "clang", "std::string", /*default=*/"\"\"",
           "clang that compiles custom kernels (default: clang-22 on PATH)">,
    Option<"chip", "chip", "std::string", /*default=*/"\"\"",
           "GPU architecture of custom kernels (default: the module's "
           "#plan.target's, sm_90 without one)">
  ];
  // The plan dialect: the target is read from #plan.target or its default.
  let dependentDialects = ["::hiera::plan::PlanDialect",
                           "::mlir::bufferization::BufferizationDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::NVVM::NVVMDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::func::FuncDialect"];
}

def HieraMaterializeLaunches : Pass<"hiera-materialize-launches",
                                    "mlir::ModuleOp"> {
  let summary = "Give custom-kernel launchers their gpu.launch_func";
  let description = [{
    `hiera-lower-tasks` leaves each custom kernel's launch as a call to a
    private declaration marked `plan.kernel_launch` (kernel, grid, block,
    dynamic shared memory), which
    bufferization treats like a library call. After bufferization this pass
    gives each such declaration its body: one `gpu.launch_func` of the
    kernel on the call's pointers. Part of `--hiera-lower`.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::arith::ArithDialect"];
}

def HieraDeviceMemory : Pass<"hiera-device-memory", "mlir::ModuleOp"> {
  let summary = "Put host-side buffers in device memory";
  let description = [{
    After bufferization, every buffer a host function allocates is used by
    kernels and library calls: `memref.alloc` becomes `gpu.alloc`,
    `memref.dealloc` `gpu.dealloc`, `memref.copy` `gpu.memcpy` where both
    sides are whole buffers (contiguous, at offset 0) and a `linalg.copy`
    (a kernel, once loops are mapped) where one is a view, such as a
    padded tensor's interior or a slice at an offset; a constant global is
    copied into device memory before use.
    Part of `--hiera-lower`.
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect",
                           "::mlir::linalg::LinalgDialect"];
}

def HieraDecomposeRecurrences : Pass<"hiera-decompose-recurrences",
                                      "mlir::ModuleOp"> {
  let summary = "Write each recurrent layer (plan.rnn) as a loop over its steps";
  let description = [{
    Replaces every `plan.rnn` by its reference semantics: for each
    direction an `scf.for` over the steps (the backward direction from the
    sequence's end) whose body reads the step's input, computes the two
    products with the transposed weights and the cell's gates in linalg
    ops on tensors (PyTorch's equations), and writes the step's output
    and state. The harness computes a recurrent task's reference from it,
    and it is what MLIR's own code generation lowers where a layer runs in
    the linalg space.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::math::MathDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect"];
}

def HieraPackTemporaries : Pass<"hiera-pack-temporaries",
                                 "mlir::func::FuncOp"> {
  let summary = "Place a block's temporary device buffers in one allocation";
  let description = [{
    Every task result a planned function computes is a temporary: a
    `gpu.alloc` and, after its last use, a `gpu.dealloc` in the same block.
    Each is a runtime call on the host (about a microsecond each, 400 per
    call of a two-layer LSTM), while the buffers' sizes and lifetimes are
    known when the function is lowered. This pass lays the temporaries of
    the function's body out in one buffer: each at an offset (a multiple
    of 256 bytes) where no buffer live at the same time lies, the largest
    placed first at the lowest free offset, and replaces them with
    `memref.view`s of it. That buffer is allocated where the first
    temporary was and freed where the last one was. Buffers of dynamic
    size, of other element types than integers and floats, or freed
    elsewhere stay as they are. Lifetimes follow block order, and the work
    runs in that order on one stream, as with the allocations it replaces:
    a buffer is reused only after the call that last used it. Part of
    `--hiera-lower`, after `--hiera-device-memory`.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def HieraCheckLLVM : Pass<"hiera-check-llvm", "mlir::ModuleOp"> {
  let summary = "Fail on any host op left outside the LLVM dialect";
  let description = [{
    The last pass of `--hiera-to-llvm`. Upstream conversions leave an op
    they cannot convert in place (a `gpu.memcpy` of a view at an offset,
    behind an `unrealized_conversion_cast`) without failing; translation to
    LLVM IR then fails far from the cause. This pass reports each such op
    at its location, with the op's name, and fails. Device code (the
    `gpu.binary` of the kernels) is not looked into.
  }];
}

def HieraAllocateResults : Pass<"hiera-allocate-results",
                                "mlir::func::FuncOp"> {
  let summary = "Allocate each returned buffer in the shape it is returned in";
  let description = [{
    A task computes on its operands collapsed (a layer norm over the last
    two dimensions of 32x512x64x64 is 16384 rows of 4096), so one-shot
    bufferization allocates the collapsed buffer and the function returns
    a reshape of it. `buffer-results-to-out-params` makes only a returned
    allocation itself the caller's buffer; a returned view it copies, which
    for a memory-bound task costs as much as the task. This pass allocates
    such a buffer in the returned shape and gives the task a reshape of it
    instead, so the result is written once, where the caller wants it.
    Only static, contiguous allocations reached through
    `memref.expand_shape` and `memref.collapse_shape` are rewritten, each
    returned once. A buffer returned more than once (PyTorch's
    `return y, y`) is returned once and copied for each other result: one
    allocation cannot be two of the caller's buffers. Part of
    `--hiera-lower`, between bufferization and
    `buffer-results-to-out-params`.
  }];
}

def HieraFreeAfterLastUse : Pass<"hiera-free-after-last-use",
                                 "mlir::func::FuncOp"> {
  let summary = "Free each buffer of a block right after its last use";
  let description = [{
    Ownership-based deallocation frees a block's buffers together, at the
    block's end, in one `bufferization.dealloc`: every intermediate of a
    planned function stays allocated until it returns, and
    `buffer-deallocation-simplification` checks each pair of that op's
    buffers for aliases, which for 10 000 tasks takes minutes. Where such
    an op frees only allocations of its own block, unconditionally and
    retaining nothing, this pass frees each of them with `memref.dealloc`
    right after the last operation of the block that uses it or any value
    derived from it (views, pointers taken from it, loop results), and
    erases the op. Allocations and frees are ordered on one stream, so a
    buffer freed after the call that last reads it is not reused before
    that call has run. Part of `--hiera-lower`, between
    `ownership-based-buffer-deallocation` and its simplification.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def HieraReport : Pass<"hiera-report", "mlir::ModuleOp"> {
  let summary = "Write a report (Markdown, HTML with a roofline plot, or JSON) of what planning and the search found";
  let description = [{
    Writes to `path`, per task: the contract; the bottleneck from the model
    and, where the task was measured, from the measurements; the space
    chosen and why; the best (selected) variant with its time and fraction
    of the roofline bound, its speedups over the linalg baseline and over
    the library call (where both were measured); how many trials there
    were, measured or estimated by the cost model (a report says which),
    and which found the best; then every trial in order with its
    round, space, direction, time (marked when estimated), validity (with
    the reason when invalid) and why it was chosen. Where `path` ends in
    `.html` the report is HTML, with an SVG roofline: the DRAM roof meeting
    the f32 and TF32 roofs on log-log axes, each task's best measured
    variant a point; where it ends in `.json`, the same facts for scripts
    (times in microseconds, null where there is none); `format=` names
    the format whatever the path. A search with a model adds the tokens it
    spent. The summary and its renderings live in `hiera/Report/Report.h`;
    `hiera-report` renders many JSON reports as one table with totals.
    Leaves the IR unchanged.
  }];
  let options = [
    Option<"path", "path", "std::string", /*default=*/"\"hiera-report.md\"",
           "The file to write">,
    Option<"format", "format", "::hiera::ReportFormat",
           /*default=*/"::hiera::ReportFormat::Auto", "What to write",
           [{::llvm::cl::values(
             clEnumValN(::hiera::ReportFormat::Auto, "auto",
                        "by the path's extension: .html, .json, else Markdown"),
             clEnumValN(::hiera::ReportFormat::Markdown, "markdown", "Markdown"),
             clEnumValN(::hiera::ReportFormat::HTML, "html",
                        "HTML with an SVG roofline"),
             clEnumValN(::hiera::ReportFormat::JSON, "json", "JSON, for scripts"))}]>
  ];
}

def HieraLowerScans : Pass<"hiera-lower-scans"> {
  let summary = "A scan's quadratic form as one walk per line";
  let description = [{
    A scan in the form `hiera.scans` exports (an extra reduced loop j and
    `select(j <= i, combine(out, in[j]), out)`) reads, as loops, the whole
    line for every output element: quadratic in the line's length, and
    MLIR's loop lowering computes it so (a 32768^2 cumsum's reference took
    minutes). A scan on tensors whose output starts from a filled value
    becomes an `scf.forall` over its lines, each an `scf.for` along the
    scanned dimension (backwards where reversed) carrying the running
    value: for a forward scan the same combinations in the same order.
    Part of `--hiera-lower`, for the linalg space and the references.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect"];
}

def HieraSplitReductions : Pass<"hiera-split-reductions"> {
  let summary = "Split long reductions with few outputs into parallel partials";
  let description = [{
    MLIR's loop lowering gives each output element of a reduction one GPU
    thread that walks the reduced dimensions in order, so a tensor reduced
    to one value would be one thread over all of it. A reduction on tensors
    with fewer than 16384 outputs and a walk of at least 4096 steps, whose
    body combines through one op with a neutral element (add, mul, max,
    min, and, or, xor), is split: its outermost reduced dimension becomes
    parallel partials (all of it where other dimensions are reduced too, or
    a divisor near its square root where it is the only one), filled with
    the neutral element, and a second reduction combines the partials into
    the original output. Repeats until no reduction qualifies. Part of
    `--hiera-lower`, for the linalg space and the references.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def HieraExpandPowers : Pass<"hiera-expand-powers"> {
  let summary = "Expand integer powers (math.fpowi) that NVVM would lower wrongly";
  let description = [{
    NVVM's lowering calls libdevice's `__nv_powif(float, int)` and
    `__nv_powi(double, int)` for `math.fpowi` whatever the exponent's type,
    so the 64-bit exponents torch-mlir writes (`x ** 2` is `math.fpowi %x,
    %c2_i64`) reach a 32-bit parameter and the result is garbage. A power
    with a constant exponent becomes multiplications (upstream's expansion:
    exact, and what a GPU wants); any other is left for
    `convert-math-to-funcs`, whose outlined loop is exact for every
    exponent. Part of `--hiera-lower`, before code leaves linalg.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def HieraPromoteToF64 : Pass<"hiera-promote-to-f64", "mlir::func::FuncOp"> {
  let summary = "Rewrite a function in f64: the reference candidates are checked against";
  let description = [{
    Every f16, bf16 and f32 value of the function (block arguments,
    results, constants, its signature) becomes f64, and casts between float
    widths are dropped. The GPU harness checks each candidate of a task
    against the task's body rewritten so; this pass is that step on its
    own, for a function of linalg on tensors.
  }];
}

def HieraMapToGPU : Pass<"hiera-map-to-gpu", "mlir::ModuleOp"> {
  let summary = "Tile host-side parallel loops and map them to blocks and threads";
  let description = [{
    Tiles each outermost `scf.parallel` in host code (by default 256
    threads per block: 32 x 8 over the two innermost dimensions, 256 for
    one) and maps tiles to
    blocks and points to threads, the innermost dimension to x so that
    neighbouring threads touch neighbouring elements. Dimensions beyond the
    third run sequentially. Host code that would still read or write
    buffers (which live in device memory), such as a reduction to a single
    value or a scalar op on its result, runs on the GPU as one thread, each
    run of such ops as one launch. The mapped loops then become launches
    (upstream's conversion); one that would stay on the host, where it
    would read device memory, is an error. Part of `--hiera-lower`.
  }];
  let options = [
    Option<"threadsX", "threads-x", "int64_t", /*default=*/"32",
           "Threads per block along the innermost dimension">,
    Option<"threadsY", "threads-y", "int64_t", /*default=*/"8",
           "Threads per block along the next dimension">
  ];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def HieraAttachNVVMTarget : Pass<"hiera-attach-nvvm-target",
                                  "mlir::ModuleOp"> {
  let summary = "Give each gpu.module the NVVM target of the module's GPU";
  let description = [{
    Attaches `#nvvm.target` to every `gpu.module` that has no target, for
    the architecture of the module's `#plan.target` (`sm_<compute
    capability>`; sm_90 without one) unless `chip` names one, so that the
    kernels MLIR generates and the custom ones are built for the same GPU.
    Part of `--hiera-lower`, before `--gpu-module-to-binary`.
  }];
  let options = [
    Option<"chip", "chip", "std::string", /*default=*/"\"\"",
           "GPU architecture (default: the module's #plan.target's)">,
    Option<"features", "features", "std::string", /*default=*/"\"+ptx80\"",
           "PTX ISA features">,
    Option<"optLevel", "O", "unsigned", /*default=*/"3",
           "Optimisation level of the kernels">
  ];
  let dependentDialects = ["::hiera::plan::PlanDialect",
                           "::mlir::NVVM::NVVMDialect",
                           "::mlir::gpu::GPUDialect"];
}

#endif // HIERA_TRANSFORMS_PASSES
