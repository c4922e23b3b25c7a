// RUN: split-file %s %t
// RUN: hiera-opt %t/replay.mlir --hiera-refine="policy=replay" -verify-diagnostics
// RUN: hiera-opt %t/budget.mlir --hiera-refine="budget=2 rounds=3" -verify-diagnostics

//--- replay.mlir
// expected-error @+1 {{hiera-refine: policy=replay needs transcript=DIR}}
module {}

//--- budget.mlir
// expected-error @+1 {{hiera-refine: budget 2 cannot cover 3 rounds}}
module {}
