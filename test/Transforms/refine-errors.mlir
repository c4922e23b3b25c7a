// RUN: split-file %s %t
// RUN: hiera-opt %t/replay.mlir --hiera-refine="policy=replay" -verify-diagnostics
// RUN: hiera-opt %t/budget.mlir --hiera-refine="budget=2 rounds=3" -verify-diagnostics
// RUN: hiera-opt %t/no-budget.mlir --hiera-refine="budget=0" -verify-diagnostics
// RUN: hiera-opt %t/no-rounds.mlir --hiera-refine="rounds=0" -verify-diagnostics
// RUN: hiera-opt %t/llm-timeout.mlir --hiera-refine="llm-timeout=0" -verify-diagnostics
// RUN: hiera-opt %t/timeout.mlir --hiera-refine="timeout=0" -verify-diagnostics
// Without rounds=, a budget under 3 takes as many rounds as trials.
// RUN: hiera-opt %t/small-budget.mlir --hiera-refine="budget=2 profile=model" -verify-diagnostics

//--- replay.mlir
// expected-error @+1 {{hiera-refine: policy=replay needs transcript=DIR}}
module {}

//--- budget.mlir
// expected-error @+1 {{hiera-refine: budget 2 cannot cover 3 rounds: each round measures at least one candidate}}
module {}

//--- no-budget.mlir
// expected-error @+1 {{hiera-refine: budget=0: a search needs at least one trial per task}}
module {}

//--- no-rounds.mlir
// expected-error @+1 {{hiera-refine: rounds=0: a search needs at least one round}}
module {}

//--- llm-timeout.mlir
// expected-error @+1 {{hiera-refine: llm-timeout=0 would wait without end: give seconds, at least 1}}
module {}

//--- timeout.mlir
// expected-error @+1 {{hiera-refine: timeout=0 would wait without end: give seconds, at least 1}}
module {}

//--- small-budget.mlir
module {}
