//===- PlanOps.td - Operations of the plan dialect ---------*- tablegen -*-===//

#ifndef HIERA_PLAN_OPS
#define HIERA_PLAN_OPS

include "hiera/Dialect/Plan/IR/PlanAttrs.td"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class Plan_Op<string mnemonic, list<Trait> traits = []>
    : Op<Plan_Dialect, mnemonic, traits>;

def Plan_TaskOp : Plan_Op<"task", [IsolatedFromAbove, NoTerminator]> {
  let summary = "One workload: a fusion group of linalg ops on tensors";
  let description = [{
    A task isolates one fusion group. Its `body` takes the task's inputs as
    block arguments and yields its results through `plan.yield`: it is the
    reference semantics that every implementation of the task must match.
    `contract` and `bottleneck` are set by `--hiera-contract` and
    `--hiera-attribute`, `space` (the implementation space chosen for the
    task) and `rationale` (why, in one line) by `--hiera-select-space`. The
    optional `variants` region holds the candidate implementations
    (`plan.variant`).

    ```mlir
    %0 = plan.task "matmul_0" (%a, %b) : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
        contract = #plan.contract<...> {
    ^bb0(%lhs: tensor<64x64xf32>, %rhs: tensor<64x64xf32>):
      %init = tensor.empty() : tensor<64x64xf32>
      %zero = arith.constant 0.0 : f32
      %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<64x64xf32>) -> tensor<64x64xf32>
      %mm = linalg.matmul ins(%lhs, %rhs : tensor<64x64xf32>, tensor<64x64xf32>)
                          outs(%acc : tensor<64x64xf32>) -> tensor<64x64xf32>
      plan.yield %mm : tensor<64x64xf32>
    }
    ```
  }];
  let arguments = (ins
    StrAttr:$name,
    Variadic<AnyType>:$inputs,
    OptionalAttr<Plan_ContractAttr>:$contract,
    OptionalAttr<Plan_BottleneckAttr>:$bottleneck,
    OptionalAttr<Plan_SpaceAttr>:$space,
    OptionalAttr<StrAttr>:$rationale
  );
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$body, AnyRegion:$variants);
  let assemblyFormat = [{
    $name `(` $inputs `)` `:` functional-type($inputs, results)
    (`contract` `=` qualified($contract)^)?
    (`bottleneck` `=` qualified($bottleneck)^)?
    attr-dict-with-keyword $body (`variants` $variants^)?
  }];
  let hasVerifier = 1;
  let skipDefaultBuilders = 1;
  let builders = [
    // Creates a task with an entry block whose arguments match `inputs`.
    OpBuilder<(ins "::llvm::StringRef":$name, "::mlir::TypeRange":$resultTypes,
                   "::mlir::ValueRange":$inputs)>
  ];
  let extraClassDeclaration = [{
    ::mlir::Block &getBodyBlock() { return getBody().front(); }
    /// The terminator of the body.
    YieldOp getYield();
    /// Replaces the task by its body: the reference semantics, inlined.
    void replaceWithBody();
  }];
}

def Plan_YieldOp : Plan_Op<"yield",
    [Pure, ReturnLike, Terminator, HasParent<"TaskOp">]> {
  let summary = "Yields a task's results";
  let arguments = (ins Variadic<AnyType>:$values);
  let assemblyFormat = "attr-dict ($values^ `:` type($values))?";
  let builders = [OpBuilder<(ins), [{ /* nothing to yield */ }]>];
}

def Plan_VariantOp : Plan_Op<"variant", [HasParent<"TaskOp">]> {
  let summary = "One candidate implementation of a task";
  let description = [{
    A candidate in one implementation space. A `linalg` variant is the
    task's body itself, lowered by MLIR's own code generation. A `library`
    variant names in `call` the vendor-library call that computes the task
    (`#plan.library_call`). A `custom` variant is a CUDA kernel: `source`,
    its `launch` (`#plan.launch`) and, for a catalogue kernel, the family
    parameters it was instantiated from in `kernel` (`#plan.rows<...>`,
    `#plan.gemm<...>`, ...), which say the family and the optimisation
    direction. `direction` is the direction a search tried it in, `cost`
    what it costs, measured or estimated, and `selected` marks the variant
    `--hiera-lower` implements the task with (at most one per task).

    ```mlir
    plan.variant "cudnn_softmax" #plan.space<library>
        call = #plan.library_call<callee = "hiera_cudnn_softmax_forward",
            args = [i64 4096, i64 4096, i32 0, input 0, output 0],
            epilogue = none>
    plan.variant "rows_t512" #plan.space<custom>
        kernel = #plan.rows<threads = 512, blocks_per_row = 1,
                            vectors_per_thread = 0>
        launch = #plan.launch<entry = "hiera_rows_softmax", grid = [4096],
                              block = [512], inputs = [0]>
        source = "..."
        cost = #plan.cost<measured, median_us = 21.5, p20_us = 21.4,
                          p80_us = 21.7, runs = 20, valid = true,
                          max_rel_error = 1.2e-07>
    ```

    `--hiera-generate` records `plan.arithmetic` on a variant that computes
    in other math than its element type's: `tf32`, `3xtf32` (f32 emulated
    on the TF32 tensor cores), `bf16` or `f16`; reports name each task's
    arithmetic from it, beside the framework's own.

    The search records on a variant, as attributes of the dialect:
    `plan.round` (the round it was tried in), `plan.why` (why it was
    chosen), `plan.untried` (not picked for measurement yet: the profiler
    skips it), `plan.counters`
    (hardware counters of its measured run) and `plan.invalid_reason` (why
    it cannot be used).
  }];
  let arguments = (ins
    StrAttr:$name,
    Plan_SpaceAttr:$space,
    OptionalAttr<Plan_DirectionAttr>:$direction,
    OptionalAttr<Plan_KernelParamsAttrInterface>:$kernel,
    OptionalAttr<Plan_LaunchAttr>:$launch,
    OptionalAttr<Plan_LibraryCallAttr>:$call,
    OptionalAttr<StrAttr>:$source,
    OptionalAttr<Plan_CostAttr>:$cost,
    UnitAttr:$selected
  );
  let assemblyFormat = [{
    $name qualified($space) (`selected` $selected^)?
    (`direction` `=` qualified($direction)^)?
    (`kernel` `=` $kernel^)?
    (`launch` `=` qualified($launch)^)?
    (`call` `=` qualified($call)^)?
    (`source` `=` $source^)?
    (`cost` `=` qualified($cost)^)?
    attr-dict
  }];
  let hasVerifier = 1;
}

def Plan_RnnOp : Plan_Op<"rnn", [Pure, AttrSizedOperandSegments]> {
  let summary = "One recurrent layer, as PyTorch's nn.LSTM, nn.GRU and nn.RNN compute it";
  let description = [{
    One layer of a recurrent net over a whole sequence, in one or both
    directions: `cell` is `lstm`, `gru`, `rnn_tanh` or `rnn_relu`, with
    PyTorch's equations and gate orders (LSTM i, f, g, o; GRU r, z, n). A
    layer is named whole rather than written as its steps because its
    steps are sequential: as a library call (cuDNN's RNN) it is one call,
    where its unrolled steps are hundreds of small tasks.

    `input` is seq x batch x features (batch x seq x features with
    `batch_first`); `initial_hidden` and `final_hidden` are directions x
    batch x hidden, and so are the LSTM's `initial_cell` and `final_cell`
    (no other cell has them); `output` is `input`'s layout with directions
    x hidden features, the forward direction's first. `weights` are, per
    direction (the forward one first), w_ih (gates x hidden by features),
    w_hh (gates x hidden by hidden) and, with biases, b_ih and b_hh (gates
    x hidden). Its reference semantics, a loop over the steps of linalg ops
    on tensors, is what `decomposeRecurrentLayer` writes.

    ```mlir
    %y, %h, %c = plan.rnn "lstm" (%x, %h0, %c0) weights(%w_ih, %w_hh, %b_ih, %b_hh)
        {batch_first} : (tensor<16x32x128xf32>, tensor<1x16x256xf32>,
                         tensor<1x16x256xf32>, tensor<1024x128xf32>,
                         tensor<1024x256xf32>, tensor<1024xf32>, tensor<1024xf32>)
        -> (tensor<16x32x256xf32>, tensor<1x16x256xf32>, tensor<1x16x256xf32>)
    ```
  }];
  let arguments = (ins
    StrAttr:$cell,
    UnitAttr:$bidirectional,
    UnitAttr:$batch_first,
    RankedTensorOf<[AnyFloat]>:$input,
    RankedTensorOf<[AnyFloat]>:$initial_hidden,
    Optional<RankedTensorOf<[AnyFloat]>>:$initial_cell,
    Variadic<RankedTensorOf<[AnyFloat]>>:$weights
  );
  let results = (outs
    RankedTensorOf<[AnyFloat]>:$output,
    RankedTensorOf<[AnyFloat]>:$final_hidden,
    Optional<RankedTensorOf<[AnyFloat]>>:$final_cell
  );
  let assemblyFormat = [{
    $cell `(` $input `,` $initial_hidden (`,` $initial_cell^)? `)`
    `weights` `(` $weights `)` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// Gates per cell: LSTM 4, GRU 3, a plain RNN 1 (0: an unknown cell).
    int64_t getGateCount();
    int64_t getDirectionCount() { return getBidirectional() ? 2 : 1; }
    /// Whether each direction has its two biases.
    bool hasBiases() {
      return int64_t(getWeights().size()) == 4 * getDirectionCount();
    }
    int64_t getSequenceLength();
    int64_t getBatchSize();
    int64_t getInputSize();
    int64_t getHiddenSize();
  }];
}

#endif // HIERA_PLAN_OPS
