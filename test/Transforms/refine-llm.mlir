// REQUIRES: cuda-toolkit
// The llm policy against an OpenAI-compatible server on loopback that this
// test starts and stops; measurements from a stand-in runner with
// recorded times; then the same search replayed from its transcript with
// no server at all.
// RUN: rm -rf %t.transcript && hiera-opt --hiera-plan %hiera_src_root/examples/relu.mlir -o %t.planned.mlir
// RUN: timeout 120 python3 %hiera_src_root/unittests/Inputs/fake_openai.py --run \
// RUN:   env HIERA_LLM_MODEL=kernel HIERA_LLM_API_KEY=sk-never-shown \
// RUN:     HIERA_FAKE_TIMES=%S/Inputs/relu-llm-times.txt hiera-opt %t.planned.mlir \
// RUN:     --hiera-refine="policy=llm transcript=%t.transcript profile=gpu runner=%S/Inputs/fake-runner.sh budget=6 rounds=2" \
// RUN:     -o %t.llm.mlir 2> %t.llm.err
// RUN: FileCheck %s < %t.llm.mlir
// RUN: not grep -r sk-never-shown %t.transcript %t.llm.mlir %t.llm.err

// Round 1: the baseline, then the model's own kernel, compiled to PTX and
// measured like any candidate, then the candidate it named; its kernel is
// the fastest and is selected. Round 2 spends nothing: 97% of the roof.
// CHECK: module attributes {plan.llm_tokens = {completion = 5 : i64, prompt = 12 : i64}
// CHECK: plan.variant "linalg" #plan.space<linalg> cost = #plan.cost<measured, median_us = 2900.0, {{.*}}> {plan.round = 1 : i64
// CHECK: plan.variant "elementwise_vec_u2" #plan.space<custom> direction = #plan.direction<memory_transactions> kernel = {{.*}}median_us = 1300.0, {{.*}}> {plan.round = 1 : i64, plan.why = "llm: a grid of 65536 blocks, each thread striding over the tensor"}
// CHECK: plan.variant "llm_r1" #plan.space<custom> selected direction = #plan.direction<memory_transactions> kernel = #plan.written_kernel<by = "llm", explores = memory_transactions> launch = #plan.launch<entry = "llm_relu", grid = [65536], block = [256], inputs = [0], ptx = "{{.*}}.target sm_90{{.*}}"> source = "extern \22C\22 __global__ void llm_relu{{.*}}" cost = #plan.cost<measured, median_us = 460.0, {{.*}}> {plan.round = 1 : i64, plan.why = "llm: a grid of 65536 blocks, each thread striding over the tensor"}

// The replay: no server, the same answers, the same final IR.
// RUN: env HIERA_LLM_ENDPOINT=http://127.0.0.1:1/v1 HIERA_LLM_MODEL=kernel \
// RUN:   HIERA_FAKE_TIMES=%S/Inputs/relu-llm-times.txt hiera-opt %t.planned.mlir \
// RUN:   --hiera-refine="policy=replay transcript=%t.transcript profile=gpu runner=%S/Inputs/fake-runner.sh budget=6 rounds=2" -o %t.replay.mlir
// RUN: diff %t.llm.mlir %t.replay.mlir

// The report counts the model's tokens.
// RUN: hiera-opt %t.llm.mlir --hiera-report="path=%t.md" -o /dev/null
// RUN: FileCheck %s --check-prefix=REPORT < %t.md
// REPORT: model tokens spent by the search: 12 prompt, 5 completion
// REPORT: - best: `llm_r1` (custom, f32)

// A kernel that does not compile: a remark with clang's message, the
// variant kept invalid with the reason, and the search goes on with the
// candidates the model named and the expert's; the kernel is never run.
// RUN: timeout 120 python3 %hiera_src_root/unittests/Inputs/fake_openai.py --run \
// RUN:   env HIERA_LLM_MODEL=broken HIERA_FAKE_TIMES=%S/Inputs/relu-llm-times.txt hiera-opt %t.planned.mlir \
// RUN:     --hiera-refine="policy=llm profile=gpu runner=%S/Inputs/fake-runner.sh budget=4 rounds=2" \
// RUN:     -o %t.broken.mlir 2> %t.broken.err
// RUN: FileCheck %s --check-prefix=BROKEN-REMARK < %t.broken.err
// BROKEN-REMARK: remark: hiera-refine: llm_r1 does not compile: {{.*}}error: expected ';'
// BROKEN-REMARK: remark: hiera-refine: round 2: best 'elementwise_vec_u4', 480.0 us
// RUN: FileCheck %s --check-prefix=BROKEN < %t.broken.mlir
// BROKEN: plan.variant "llm_r1" #plan.space<custom> kernel = #plan.written_kernel<by = "llm", explores = memory_transactions> launch = #plan.launch<entry = "llm_relu", grid = [65536], block = [256], inputs = [0]> source = "{{[^"]*}}" {plan.invalid_reason = "does not compile: {{.*}}expected ';'

// Advice whose fields have the wrong types: the answer is checked against
// the schema it was asked with, refused naming the first mistyped field,
// and the search goes on with the expert's choices.
// RUN: timeout 120 python3 %hiera_src_root/unittests/Inputs/fake_openai.py --run \
// RUN:   env HIERA_LLM_MODEL=mistyped HIERA_FAKE_TIMES=%S/Inputs/relu-llm-times.txt hiera-opt %t.planned.mlir \
// RUN:     --hiera-refine="policy=llm profile=gpu runner=%S/Inputs/fake-runner.sh budget=4 rounds=2" \
// RUN:     -o %t.mistyped.mlir 2> %t.mistyped.err
// RUN: FileCheck %s --check-prefix=MISTYPED-REMARK < %t.mistyped.err
// MISTYPED-REMARK: remark: hiera-refine: round 1: no usable advice (field 'direction' must be a string): the expert's choices stand
// MISTYPED-REMARK: remark: hiera-refine: round 2: best
// RUN: FileCheck %s --check-prefix=MISTYPED < %t.mistyped.mlir
// MISTYPED-NOT: llm_r1
// MISTYPED: plan.variant "elementwise_vec_u4" #plan.space<custom> selected {{.*}}cost = #plan.cost<measured

// A kernel that includes a file other than CUDA's or the standard's
// headers is not compiled: the variant is invalid with the reason, and no
// line of the file appears in the IR, a remark or the transcript.
// RUN: rm -rf %t.include.transcript && timeout 120 python3 %hiera_src_root/unittests/Inputs/fake_openai.py --run \
// RUN:   env HIERA_LLM_MODEL=include HIERA_FAKE_TIMES=%S/Inputs/relu-llm-times.txt hiera-opt %t.planned.mlir \
// RUN:     --hiera-refine="policy=llm transcript=%t.include.transcript profile=gpu runner=%S/Inputs/fake-runner.sh budget=4 rounds=2" \
// RUN:     -o %t.include.mlir 2> %t.include.err
// RUN: FileCheck %s --check-prefix=INCLUDE < %t.include.err
// INCLUDE: remark: hiera-refine: llm_r1 does not compile: line 1: only CUDA's and the standard's headers may be included, by name in angle brackets
// RUN: not grep -r "root:" %t.include.transcript %t.include.mlir %t.include.err

// A server that echoes the API key into its advice (the strategy, the
// kernel's source): the key is in nothing HIERA writes.
// RUN: rm -rf %t.echo.transcript && timeout 120 python3 %hiera_src_root/unittests/Inputs/fake_openai.py --run \
// RUN:   env HIERA_LLM_MODEL=echo-key HIERA_LLM_API_KEY=sk-never-shown HIERA_FAKE_TIMES=%S/Inputs/relu-llm-times.txt hiera-opt %t.planned.mlir \
// RUN:     --hiera-refine="policy=llm transcript=%t.echo.transcript profile=gpu runner=%S/Inputs/fake-runner.sh budget=4 rounds=2" \
// RUN:     -o %t.echo.mlir 2> %t.echo.err
// RUN: hiera-opt %t.echo.mlir --hiera-report="path=%t.echo.md" -o /dev/null
// RUN: grep -q "\[key\]" %t.echo.mlir
// RUN: not grep -r sk-never-shown %t.echo.transcript %t.echo.mlir %t.echo.err %t.echo.md

// A kernel of the model's that computes the wrong function (the checks
// find it: here the stand-in runner reports it wrong) is never chosen, fast
// as it is; the search goes on and selects a correct candidate.
// RUN: timeout 120 python3 %hiera_src_root/unittests/Inputs/fake_openai.py --run \
// RUN:   env HIERA_LLM_MODEL=kernel HIERA_FAKE_TIMES=%S/Inputs/relu-llm-wrong-times.txt hiera-opt %t.planned.mlir \
// RUN:     --hiera-refine="policy=llm profile=gpu runner=%S/Inputs/fake-runner.sh budget=6 rounds=2" \
// RUN:     -o %t.wrong.mlir 2>/dev/null
// RUN: FileCheck %s --check-prefix=WRONG < %t.wrong.mlir
// WRONG: plan.variant "elementwise_vec_u4" #plan.space<custom> selected
// WRONG: plan.variant "llm_r1" #plan.space<custom> direction = #plan.direction<memory_transactions> kernel = {{.*}}cost = #plan.cost<measured, median_us = 300.0, {{.*}}valid = false{{.*}}invalid_reason = "the result does not match the reference"

// The endpoint and the model as options (the key only ever from the
// environment): the same search as above; and through --hiera-plan, here
// with estimates, the model's kernel compiled.
// RUN: timeout 120 python3 %hiera_src_root/unittests/Inputs/fake_openai.py --run \
// RUN:   env -u HIERA_LLM_ENDPOINT -u HIERA_LLM_MODEL HIERA_FAKE_TIMES=%S/Inputs/relu-llm-times.txt hiera-opt %t.planned.mlir \
// RUN:     --hiera-refine="policy=llm endpoint={endpoint} model=kernel profile=gpu runner=%S/Inputs/fake-runner.sh budget=6 rounds=2" \
// RUN:     -o %t.options.mlir 2>/dev/null
// RUN: FileCheck %s --check-prefix=OPTIONS < %t.options.mlir
// OPTIONS: plan.variant "llm_r1" #plan.space<custom> selected
// RUN: timeout 120 python3 %hiera_src_root/unittests/Inputs/fake_openai.py --run \
// RUN:   env -u HIERA_LLM_ENDPOINT -u HIERA_LLM_MODEL hiera-opt %hiera_src_root/examples/relu.mlir \
// RUN:     --hiera-plan="policy=llm endpoint={endpoint} model=kernel profile=model budget=6 rounds=2" \
// RUN:     -o %t.plan-options.mlir 2>/dev/null
// RUN: FileCheck %s --check-prefix=PLAN-OPTIONS < %t.plan-options.mlir
// PLAN-OPTIONS: plan.variant "llm_r1" #plan.space<custom> direction = #plan.direction<memory_transactions> kernel = {{.*}}ptx = "{{.*}}.target sm_90

// No endpoint or model anywhere: a remark each round, and the expert's
// choices stand.
// RUN: env -u HIERA_LLM_ENDPOINT -u HIERA_LLM_MODEL HIERA_FAKE_TIMES=%S/Inputs/relu-llm-times.txt hiera-opt %t.planned.mlir \
// RUN:   --hiera-refine="policy=llm profile=gpu runner=%S/Inputs/fake-runner.sh budget=4 rounds=2" \
// RUN:   -o %t.nowhere.mlir 2>&1 | FileCheck %s --check-prefix=NOWHERE
// NOWHERE: remark: hiera-refine: round 1: no usable advice (no endpoint or model: set HIERA_LLM_ENDPOINT and HIERA_LLM_MODEL, or pass endpoint= and model=): the expert's choices stand
// NOWHERE: remark: hiera-refine: round 1: best

// A search of three rounds, each with an exchange (the "faulty" model writes
// a kernel that the checks find wrong twice, then a right one, measured here
// from recorded times): its transcript, replayed with no server, gives the
// same final IR.
// RUN: rm -rf %t.rounds
// RUN: timeout 120 python3 %hiera_src_root/unittests/Inputs/fake_openai.py --run \
// RUN:   env HIERA_LLM_MODEL=faulty HIERA_FAKE_TIMES=%S/Inputs/relu-llm-rounds-times.txt hiera-opt %t.planned.mlir \
// RUN:     --hiera-refine="policy=llm transcript=%t.rounds profile=gpu runner=%S/Inputs/fake-runner.sh budget=9 rounds=3" \
// RUN:     -o %t.rounds.mlir 2>/dev/null
// RUN: ls %t.rounds | wc -l | FileCheck %s --check-prefix=EXCHANGES
// EXCHANGES: 3
// RUN: FileCheck %s --check-prefix=ROUNDS < %t.rounds.mlir
// ROUNDS-DAG: plan.variant "llm_r1" #plan.space<custom> direction = {{.*}}valid = false{{.*}}round = 1 : i64
// ROUNDS-DAG: plan.variant "llm_r2" #plan.space<custom> direction = {{.*}}valid = false{{.*}}round = 2 : i64
// ROUNDS-DAG: plan.variant "llm_r3" #plan.space<custom> selected direction = {{.*}}median_us = 700.0,{{.*}}valid = true{{.*}}round = 3 : i64
// RUN: env -u HIERA_LLM_ENDPOINT HIERA_LLM_MODEL=faulty HIERA_FAKE_TIMES=%S/Inputs/relu-llm-rounds-times.txt hiera-opt %t.planned.mlir \
// RUN:   --hiera-refine="policy=replay transcript=%t.rounds profile=gpu runner=%S/Inputs/fake-runner.sh budget=9 rounds=3" -o %t.rounds-replay.mlir
// RUN: diff %t.rounds.mlir %t.rounds-replay.mlir
