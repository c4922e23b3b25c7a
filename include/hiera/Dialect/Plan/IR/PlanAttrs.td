//===- PlanAttrs.td - Attributes of the plan dialect -------*- tablegen -*-===//

#ifndef HIERA_PLAN_ATTRS
#define HIERA_PLAN_ATTRS

include "hiera/Dialect/Plan/IR/PlanDialect.td"
include "hiera/Dialect/Plan/IR/PlanEnums.td"
include "hiera/Dialect/Plan/IR/PlanInterfaces.td"
include "mlir/IR/AttrTypeBase.td"

//===----------------------------------------------------------------------===//
// Parameters
//===----------------------------------------------------------------------===//

// A double printed in its shortest form that reads back to the same value.
def Plan_F64Parameter
    : AttrParameter<"::hiera::plan::F64", "a 64-bit float", "double"> {
  let parser = "::hiera::plan::parseF64($_parser)";
  let printer = "::hiera::plan::printF64($_printer, $_self)";
}

def Plan_BoolParameter : AttrParameter<"bool", "`true` or `false`"> {
  let parser = "::hiera::plan::parseBool($_parser)";
  let printer = "$_printer << ($_self ? \"true\" : \"false\")";
}

// The same, `true` where it is left out (and not printed when it is).
def Plan_TrueByDefaultParameter
    : AttrParameter<"bool", "`true` (where left out) or `false`"> {
  let parser = "::hiera::plan::parseBool($_parser)";
  let printer = "$_printer << ($_self ? \"true\" : \"false\")";
  let defaultValue = "true";
}

// The same, `false` where it is left out (and not printed when it is).
def Plan_FalseByDefaultParameter
    : AttrParameter<"bool", "`false` (where left out) or `true`"> {
  let parser = "::hiera::plan::parseBool($_parser)";
  let printer = "$_printer << ($_self ? \"true\" : \"false\")";
  let defaultValue = "false";
}

// A square-bracketed list.
class Plan_ListParameter<string elementType, string desc>
    : ArrayRefParameter<elementType, desc> {
  let parser = "::hiera::plan::parseList<" # elementType # ">($_parser)";
  let printer = "::hiera::plan::printList($_printer, $_self)";
}

class Plan_Attr<string name, string attrMnemonic, list<Trait> traits = []>
    : AttrDef<Plan_Dialect, name, traits> {
  let mnemonic = attrMnemonic;
}

//===----------------------------------------------------------------------===//
// #plan.target
//===----------------------------------------------------------------------===//

def Plan_TargetAttr : Plan_Attr<"Target", "target"> {
  let summary = "A GPU and the ceilings of its roofline";
  let description = [{
    The GPU a module is planned for. Throughputs are dense peaks in
    TFLOP/s: `peak_f64_tflops` and `peak_f32_tflops` are the vector pipes,
    `peak_tf32_tflops`, `peak_f16_tflops`, `peak_bf16_tflops` and
    `peak_fp8_tflops` the tensor cores (0 where the GPU has no such unit).
    `compute_capability` is major * 10 + minor (90 for sm_90).

    ```mlir
    module attributes {plan.target = #plan.target<name = "h200",
        compute_capability = 90, sm_count = 132,
        dram_bandwidth_gbps = 4800.0, l2_bytes = 62914560,
        smem_per_sm_bytes = 233472, peak_f64_tflops = 34.0,
        peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7,
        peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4,
        peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>} {}
    ```

    The built-in targets are `h200`, `h100` and `a100`; the passes'
    `target=` option also takes a JSON file with the same field names.
  }];
  let parameters = (ins
    StringRefParameter<"the GPU's name">:$name,
    "int64_t":$compute_capability,
    "int64_t":$sm_count,
    Plan_F64Parameter:$dram_bandwidth_gbps,
    "int64_t":$l2_bytes,
    "int64_t":$smem_per_sm_bytes,
    Plan_F64Parameter:$peak_f64_tflops,
    Plan_F64Parameter:$peak_f32_tflops,
    Plan_F64Parameter:$peak_tf32_tflops,
    Plan_F64Parameter:$peak_f16_tflops,
    Plan_F64Parameter:$peak_bf16_tflops,
    Plan_F64Parameter:$peak_fp8_tflops,
    Plan_F64Parameter:$launch_overhead_us
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// #plan.framework_precision
//===----------------------------------------------------------------------===//

def Plan_FrameworkPrecisionAttr
    : Plan_Attr<"FrameworkPrecision", "framework_precision"> {
  let summary = "The math the source framework itself computes with";
  let description = [{
    What the framework a module was exported from would compute f32 matrix
    products (`matmul`) and convolutions (`convolution`) with, recorded by
    the frontend as the module attribute `plan.framework_precision`: for
    PyTorch, `torch.backends.cuda.matmul.allow_tf32` and
    `torch.get_float32_matmul_precision()` give `matmul`,
    `torch.backends.cudnn.allow_tf32` gives `convolution`. `--hiera-contract`
    gives each task the policy for its kind (`convolution` where the task
    holds one, else `matmul` where it holds a contraction, else `strict`),
    with its `allow=` added: HIERA then computes as precisely as the
    framework does and is compared with it on equal terms.

    `scans` (`any`, not printed, where left out) is the order the
    framework combines a cumulative sum or product in. With
    `pytorch_cuda` (ATen's CUDA kernels), a scan along the innermost
    dimension of more than one line is computed in that order alone, so
    that its rounding is the framework's, bit for bit: a long f32 cumsum
    in any other order, even a more accurate one, differs from eager's by
    more than a fixed tolerance of 1e-4 allows. Along another dimension
    ATen walks each line in order, as the thread-per-line kernels do; each
    combination is then rounded on its own there too.

    ```mlir
    module attributes {plan.framework_precision =
        #plan.framework_precision<matmul = strict, convolution = tf32>} {}
    module attributes {plan.framework_precision =
        #plan.framework_precision<matmul = strict, convolution = tf32,
                                  scans = pytorch_cuda>} {}
    ```
  }];
  let parameters = (ins
    EnumParameter<Plan_PrecisionPolicy>:$matmul,
    EnumParameter<Plan_PrecisionPolicy>:$convolution,
    DefaultValuedParameter<"::hiera::plan::ScanOrder",
                           "::hiera::plan::ScanOrder::Any">:$scans
  );
  let assemblyFormat = "`<` struct(params) `>`";
}

//===----------------------------------------------------------------------===//
// #plan.contract
//===----------------------------------------------------------------------===//

def Plan_ContractAttr : Plan_Attr<"Contract", "contract"> {
  let summary = "What a task must compute and how its result is judged";
  let description = [{
    `inputs` and `results` are the task's operand and result types; `roles`
    says what each operand is to the computation. `flops` counts each
    arith/math operation of every payload once per point of its iteration
    space (casts and constants are free); `bytes` counts each distinct tensor
    the task reads once and each result once; `intensity` is their ratio.
    `precision` names the faster math a candidate may use (`strict`: none).
    A candidate passes when every element satisfies
    `|out - ref| <= atol * s + rtol * |ref|`, where `s` is the root mean
    square of the reference result, or 1 if that is smaller: `atol` is
    absolute for results of unit size and scales with larger ones, whose
    sums cancel with larger rounding. `constraints` and `alignment` (in
    bytes) are what the task's buffers guarantee.

    ```mlir
    #plan.contract<inputs = [tensor<64x64xf32>, tensor<64x64xf32>],
        roles = [activation, weight], results = [tensor<64x64xf32>],
        flops = 524288, bytes = 49152, intensity = 10.666666666666666,
        precision = strict, rtol = 1.0e-04, atol = 1.0e-04,
        constraints = static_shapes | contiguous, alignment = 16>
    ```
  }];
  let parameters = (ins
    Plan_ListParameter<"::mlir::Type", "operand types">:$inputs,
    Plan_ListParameter<"::hiera::plan::OperandRole", "operand roles">:$roles,
    Plan_ListParameter<"::mlir::Type", "result types">:$results,
    "int64_t":$flops,
    "int64_t":$bytes,
    Plan_F64Parameter:$intensity,
    EnumParameter<Plan_PrecisionPolicy>:$precision,
    Plan_F64Parameter:$rtol,
    Plan_F64Parameter:$atol,
    EnumParameter<Plan_ContractConstraints>:$constraints,
    "int64_t":$alignment
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// True when every input and result type has a static shape.
    bool hasStaticShapes() const;
  }];
}

//===----------------------------------------------------------------------===//
// #plan.bottleneck
//===----------------------------------------------------------------------===//

def Plan_BottleneckAttr : Plan_Attr<"Bottleneck", "bottleneck"> {
  let summary = "What limits a task on the target";
  let description = [{
    The roofline attribution of a task: `kind` is memory-, compute- or
    latency-bound (or `unknown`), `unit` the hardware unit whose
    throughput bounds it, `intensity` the task's FLOP per byte, `ridge_point`
    the intensity at which the target's compute roof meets its memory roof
    for the precision the contract allows, and `bound_us` the roofline's
    lower bound on the task's time in microseconds. `source` is `model` for
    an attribution from the roofline model and `measured` for one derived
    from profiles. Memory-bound tasks name `dram`, compute-bound ones a
    pipe or the tensor cores, `unknown` ones `none`; latency-bound ones
    name `launch`, or, when measured, the unit latency starves (`dram`: too
    few bytes in flight; a pipe: too few warps).

    ```mlir
    #plan.bottleneck<compute, unit = fp32_pipe, intensity = 682.6666666666666,
        ridge_point = 13.958333333333334, bound_us = 2051.3276, source = model>
    ```
  }];
  let parameters = (ins
    EnumParameter<Plan_BottleneckKind>:$kind,
    EnumParameter<Plan_LimitingUnit>:$unit,
    Plan_F64Parameter:$intensity,
    Plan_F64Parameter:$ridge_point,
    Plan_F64Parameter:$bound_us,
    EnumParameter<Plan_AttributionSource>:$source
  );
  let assemblyFormat =
      "`<` $kind `,` struct($unit, $intensity, $ridge_point, $bound_us, $source) `>`";
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// #plan.space, #plan.direction
//===----------------------------------------------------------------------===//

def Plan_SpaceAttr : EnumAttr<Plan_Dialect, Plan_Space, "space"> {
  let assemblyFormat = "`<` $value `>`";
}

def Plan_DirectionAttr : EnumAttr<Plan_Dialect, Plan_Direction, "direction"> {
  let summary = "An optimisation direction";
  let description = [{
    The five directions a refinement step can take: `control_flow` (control
    flow and boundary specialisation), `parallelism` (thread and warp
    parallelism), `memory_transactions` (access width and coalescing),
    `data_reuse` (data reuse and pipelining) and `tensor_cores` (tensor cores
    and the instruction pipeline).
  }];
  let assemblyFormat = "`<` $value `>`";
}

//===----------------------------------------------------------------------===//
// #plan.cost
//===----------------------------------------------------------------------===//

def Plan_CostAttr : Plan_Attr<"Cost", "cost"> {
  let summary = "The cost of one candidate";
  let description = [{
    A candidate's kernel time in microseconds: `median_us` and the spread
    `p20_us`..`p80_us` over `runs` timed runs, whether its output matched the
    reference (`valid`) and the largest relative error seen. A `measured`
    cost comes from runs on the GPU; an `estimated` one from a model, which
    has no runs and no spread of its own.

    ```mlir
    #plan.cost<measured, median_us = 412.5, p20_us = 410.0, p80_us = 415.25,
        runs = 100, valid = true, max_rel_error = 2.0e-07>
    ```
  }];
  let parameters = (ins
    EnumParameter<Plan_CostSource>:$source,
    Plan_F64Parameter:$median_us,
    Plan_F64Parameter:$p20_us,
    Plan_F64Parameter:$p80_us,
    "int64_t":$runs,
    Plan_BoolParameter:$valid,
    Plan_F64Parameter:$max_rel_error
  );
  let assemblyFormat = "`<` $source `,` struct($median_us, $p20_us, $p80_us, "
                       "$runs, $valid, $max_rel_error) `>`";
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// #plan.launch, #plan.library_call
//===----------------------------------------------------------------------===//

def Plan_LaunchAttr : Plan_Attr<"Launch", "launch"> {
  let summary = "How a custom variant's kernel is launched";
  let description = [{
    `entry` is the kernel's symbol in its source; `grid` and `block` are 1
    to 3 positive extents (x first). The kernel's arguments are, in order,
    the task inputs listed in `inputs` (by index: pointers to buffers,
    scalars by value), then one pointer per task result. `smem` is the
    dynamic shared memory the launch provides, in bytes; `chip` the
    architecture the source must be compiled for where it is not the
    target's own (`sm_90a` for wgmma); `ptx` the kernel already compiled,
    where it was compiled elsewhere; `traffic_bytes` what the kernel moves
    to and from memory where that is more than the contract's bytes (0:
    the contract's).

    ```mlir
    #plan.launch<entry = "hiera_rows_t", grid = [4096], block = [512],
        inputs = [0], smem = 0>
    ```
  }];
  let parameters = (ins
    StringRefParameter<"the kernel's symbol">:$entry,
    Plan_ListParameter<"int64_t", "grid extents, x first">:$grid,
    Plan_ListParameter<"int64_t", "block extents, x first">:$block,
    Plan_ListParameter<"int64_t", "task inputs passed, in order">:$inputs,
    DefaultValuedParameter<"int64_t", "0">:$smem,
    StringRefParameter<"the architecture to compile for", "\"\"">:$chip,
    OptionalParameter<"::mlir::StringAttr", "the compiled kernel">:$ptx,
    DefaultValuedParameter<"int64_t", "0">:$traffic_bytes
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The threads of one block.
    int64_t getBlockThreads() const;
  }];
}

def Plan_KernelLaunchAttr : Plan_Attr<"KernelLaunch", "kernel_launch"> {
  let summary = "A launch waiting for its body, during lowering";
  let description = [{
    `--hiera-lower-tasks` replaces a custom variant's task by a call of a
    `func.func` declaration that carries this attribute as
    `plan.kernel_launch`: the kernel (`@binary::@entry` of its
    `gpu.binary`), grid, block and dynamic shared memory. Bufferization
    sees a call on pointers; `--hiera-materialize-launches` then gives the
    declaration its body, a `gpu.launch_func`, and drops the attribute.

    ```mlir
    func.func private @launch_k(!llvm.ptr, !llvm.ptr) attributes {
        plan.kernel_launch = #plan.kernel_launch<kernel = @k::@k,
            grid = [4], block = [256], smem = 0>}
    ```
  }];
  let parameters = (ins
    "::mlir::SymbolRefAttr":$kernel,
    Plan_ListParameter<"int64_t", "grid extents, x first">:$grid,
    Plan_ListParameter<"int64_t", "block extents, x first">:$block,
    "int64_t":$smem
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def Plan_LibraryCallAttr : Plan_Attr<"LibraryCall", "library_call"> {
  let summary = "The vendor-library call a library variant makes";
  let description = [{
    `callee` is the runtime function (`libhiera_runtime`'s C ABI) and
    `args` its arguments in order: `input N` and `output N` pass the task's
    N-th input or result as a pointer to device memory, `null` a null
    pointer, `i32 V` and `i64 V` an integer of the parameter's type.
    `epilogue` says what the call fuses after its main operation.

    ```mlir
    #plan.library_call<callee = "hiera_cudnn_softmax_forward",
        args = [i64 4096, i64 4096, i32 0, input 0, output 0],
        epilogue = none>
    ```
  }];
  let parameters = (ins
    StringRefParameter<"the runtime function">:$callee,
    Plan_ListParameter<"::hiera::plan::CallArg", "arguments">:$args,
    EnumParameter<Plan_Epilogue>:$epilogue
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// Kernel family parameters
//===----------------------------------------------------------------------===//

class Plan_KernelParamsAttr<string name, string attrMnemonic>
    : Plan_Attr<name, attrMnemonic, [DeclareAttrInterfaceMethods<
          Plan_KernelParamsAttrInterface>]> {
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def Plan_ElementwiseParamsAttr
    : Plan_KernelParamsAttr<"ElementwiseParams", "elementwise"> {
  let summary = "A fused elementwise kernel's parameters";
  let description = [{
    `vector_width` elements per access (1, 2 or 4, at most 16 bytes),
    `threads` per block, and `unroll` vector groups each thread has in
    flight at once. `transpose_tile = 32` (0, not printed, where left out)
    stages each input that is read across the innermost dimension (a
    transpose) through shared memory in 32 x 32 tiles, so that its reads
    are coalesced too: 32 x 8 threads a tile, 4 rows each (vector width 1,
    256 threads, unroll 4).

    ```mlir
    #plan.elementwise<vector_width = 4, threads = 256, unroll = 2>
    #plan.elementwise<vector_width = 1, threads = 256, unroll = 4,
        transpose_tile = 32>
    ```
  }];
  let parameters = (ins "int64_t":$vector_width, "int64_t":$threads,
                        "int64_t":$unroll,
                        DefaultValuedParameter<"int64_t", "0">:$transpose_tile);
}

def Plan_RowsParamsAttr : Plan_KernelParamsAttr<"RowsParams", "rows"> {
  let summary = "A row kernel's parameters (reductions, normalisations)";
  let description = [{
    `threads` per block; `blocks_per_row` 1 gives a row one block, which
    keeps it in registers (`vectors_per_thread` 0) or streams it in tiles
    of `vectors_per_thread` vectors per thread (rows too long for
    registers); more split a row into that many parts, each streamed in
    such tiles, and 0 splits it into as many parts as keep every block
    resident. A streamed row computes two consecutive reductions in one
    pass where it can (a layer norm's mean and centred squares, by Chan's
    combination of per-tile statistics); `fuse_pairs = false` gives each
    of a mean and its centred squares a pass of its own, which rereads the
    row but spares the per-tile combination. `rows_per_block` > 1 (1, not
    printed, where left out) gives a short row in registers
    `threads / rows_per_block` threads (8, 16 or 32: a warp or part of
    one, reducing by shuffles alone), and a block that many rows: a row of
    64 floats takes 16 threads, not a block of 128 with 112 idle.

    ```mlir
    #plan.rows<threads = 512, blocks_per_row = 1, vectors_per_thread = 0>
    #plan.rows<threads = 512, blocks_per_row = 1, vectors_per_thread = 4,
        fuse_pairs = false>
    #plan.rows<threads = 256, blocks_per_row = 1, vectors_per_thread = 0,
        rows_per_block = 16>
    #plan.rows<threads = 256, blocks_per_row = 1, vectors_per_thread = 0,
        prefetch = true>
    ```
  }];
  let parameters = (ins "int64_t":$threads, "int64_t":$blocks_per_row,
                        "int64_t":$vectors_per_thread,
                        Plan_TrueByDefaultParameter:$fuse_pairs,
                        DefaultValuedParameter<"int64_t", "1">:$rows_per_block,
                        Plan_FalseByDefaultParameter:$prefetch);
}

def Plan_ColumnsParamsAttr : Plan_KernelParamsAttr<"ColumnsParams", "columns"> {
  let summary = "A columns kernel's parameters (reductions along a strided "
                "dimension, fused with their readers)";
  let description = [{
    A line is the elements one reduction combines, `inner` apart in memory
    (a channel norm's values at one pixel of NCHW). `lines_per_block`
    neighbouring lines a block, so that accesses are coalesced along the
    innermost dimension, and `threads_per_line` threads each taking turns
    along a line, combining their partials in shared memory in a fixed
    order (lines too few to fill the GPU a thread each). `in_registers`
    keeps each thread's elements of the inputs from the first pass for the
    later ones; otherwise every pass reads them again.

    ```mlir
    #plan.columns<lines_per_block = 256, threads_per_line = 1,
        in_registers = true>
    #plan.columns<lines_per_block = 64, threads_per_line = 4,
        in_registers = false>
    ```
  }];
  let parameters = (ins "int64_t":$lines_per_block, "int64_t":$threads_per_line,
                        Plan_BoolParameter:$in_registers);
}

def Plan_WindowParamsAttr : Plan_KernelParamsAttr<"WindowParams", "window"> {
  let summary = "A window kernel's parameters (pooling, stencils)";
  let description = [{
    `tiled`: a tile per block staged in shared memory (2D windows over the
    two innermost dimensions), else a thread per output point;
    `threads_x` by `threads_y` threads per block; `rows_per_thread` output
    rows per thread of a tile; `vector_width` neighbouring points of the
    innermost dimension per thread, read and written as one vector, or,
    where the innermost dimension is windowed and `blocked_points` > 1, the
    width of the vectors that read each window row's input span;
    `blocked_points` neighbouring output points per thread along the
    innermost windowed dimension, their shared inputs loaded once.

    ```mlir
    #plan.window<tiled = false, threads_x = 256, threads_y = 1,
        rows_per_thread = 1, vector_width = 4, blocked_points = 4>
    ```
  }];
  let parameters = (ins Plan_BoolParameter:$tiled, "int64_t":$threads_x,
                        "int64_t":$threads_y, "int64_t":$rows_per_thread,
                        "int64_t":$vector_width, "int64_t":$blocked_points);
}

def Plan_ReduceParamsAttr : Plan_KernelParamsAttr<"ReduceParams", "reduce"> {
  let summary = "A reduction over leading dimensions' parameters";
  let description = [{
    `vector_width` elements per load (1, 2 or 4), `threads` per block,
    `blocks` asked for, each leaving a partial (fewer where the work is
    small), and `unroll` loads each thread has in flight at once, each of
    them a grid's stride from the one before.

    ```mlir
    #plan.reduce<vector_width = 4, threads = 256, blocks = 528, unroll = 4>
    ```
  }];
  let parameters = (ins "int64_t":$vector_width, "int64_t":$threads,
                        "int64_t":$blocks, "int64_t":$unroll);
}

def Plan_ArgReduceParamsAttr
    : Plan_KernelParamsAttr<"ArgReduceParams", "arg_reduce"> {
  let summary = "An argmax or argmin kernel's parameters";
  let description = [{
    `threads_per_row`: a warp (32) or a block (256) per row; or threads
    that walk a line in order, as the loop does, along any dimension (along
    a middle one neighbouring threads read neighbouring addresses): one (1)
    the whole line, or eight (8) a segment each, combined in order;
    `split`: each row over several blocks (where rows are fewer than the
    multiprocessors; a block per row only).

    ```mlir
    #plan.arg_reduce<threads_per_row = 256, split = false>
    ```
  }];
  let parameters = (ins "int64_t":$threads_per_row, Plan_BoolParameter:$split);
}

def Plan_ScanParamsAttr : Plan_KernelParamsAttr<"ScanParams", "scan"> {
  let summary = "A scan kernel's parameters (cumsum, cumprod, ...)";
  let description = [{
    `threads` per block. `items` > 0: a block per line of a scan along the
    innermost dimension, each pass taking a tile of `threads * items`
    elements, read and written through shared memory in whole warps, each
    thread scanning `items` neighbouring elements, the warps combined by
    shuffles and the tiles in order by a carried prefix. `items` = 0: a
    thread per line, walking it in order, along any dimension (along a
    middle one, neighbouring threads read neighbouring addresses).
    `chunk` > 0 (0, not printed, where left out; `items` 1): ATen's CUDA
    order along the innermost dimension (`#plan.framework_precision`'s
    `scans = pytorch_cuda`), `chunk` threads a line, each pass a chunk of
    `chunk` elements, one a thread, the carry added to its first, then
    combined as a Sklansky tree (shuffles within a warp, shared memory
    across warps).

    ```mlir
    #plan.scan<threads = 256, items = 8>
    #plan.scan<threads = 256, items = 0>
    #plan.scan<threads = 256, items = 1, chunk = 32>
    ```
  }];
  let parameters = (ins "int64_t":$threads, "int64_t":$items,
                        DefaultValuedParameter<"int64_t", "0">:$chunk);
}

def Plan_GenericParamsAttr
    : Plan_KernelParamsAttr<"GenericParams", "generic"> {
  let summary = "The general kernel's parameters (any structured op)";
  let description = [{
    The kernel of a task no other family takes: `points` output points per
    block and `lanes` threads per point (a power of two). With one lane,
    each thread computes its point's whole reduction in the op's order;
    with more, the lanes take turns along the reduced dimensions and
    combine their partial results (where the payload folds each value into
    its output with an associative, commutative combiner). The lanes are
    the faster index of a block's threads where the reduction runs along
    the memory of the input it reads most, the points elsewhere.
    `splits` > 1 (1, not printed, where left out) gives each block of
    points that many blocks, each a share of the reduction: the last to
    finish combines their partial results in order (few points, long
    reductions: a whole-tensor maximum).

    ```mlir
    #plan.generic<points = 256, lanes = 1>
    #plan.generic<points = 32, lanes = 8>
    #plan.generic<points = 1, lanes = 256, splits = 528>
    ```
  }];
  let parameters = (ins "int64_t":$points, "int64_t":$lanes,
                        DefaultValuedParameter<"int64_t", "1">:$splits);
}

def Plan_GemmParamsAttr : Plan_KernelParamsAttr<"GemmParams", "gemm"> {
  let summary = "A tensor-core GEMM's parameters";
  let description = [{
    `warpgroup`: 256x128 tiles by two warpgroups on wgmma (sm_90a), else
    128x128 tiles by 8 warps on mma.sync; `emulated`: f32 kept on the TF32
    tensor cores, each operand split in registers into a TF32 part and its
    remainder and three products summed (3xTF32, mma.sync only), else plain
    TF32; `split_k`: K in that many parts, one block each, summed in order
    by the last block of a tile (mma.sync only), for products with fewer
    tiles than multiprocessors.

    ```mlir
    #plan.gemm<warpgroup = false, emulated = true, split_k = 32>
    ```
  }];
  let parameters = (ins Plan_BoolParameter:$warpgroup,
                        Plan_BoolParameter:$emulated, "int64_t":$split_k);
}

def Plan_WrittenKernelAttr
    : Plan_KernelParamsAttr<"WrittenKernel", "written_kernel"> {
  let summary = "A kernel written whole by a search policy";
  let description = [{
    A kernel that is no catalogue family's instance: the source was
    written by `by` (the LLM policy) exploring `explores`.

    ```mlir
    #plan.written_kernel<by = "llm", explores = memory_transactions>
    ```
  }];
  let parameters = (ins StringRefParameter<"who wrote it">:$by,
                        EnumParameter<Plan_Direction>:$explores);
}

#endif // HIERA_PLAN_ATTRS
