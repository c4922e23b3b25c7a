// RUN: not hiera-opt %s --hiera-attribute="target=b200" 2>&1 | FileCheck %s --check-prefix=NAME
// RUN: not hiera-opt %s --hiera-attribute="target=%S/Inputs/missing-field.json" 2>&1 | FileCheck %s --check-prefix=FIELD
// RUN: not hiera-opt %s --hiera-attribute="target=%S/Inputs/bad-syntax.json" 2>&1 | FileCheck %s --check-prefix=SYNTAX
// RUN: not hiera-opt %s --hiera-attribute="target=%S/Inputs/absent.json" 2>&1 | FileCheck %s --check-prefix=ABSENT
// RUN: hiera-opt %s --hiera-attribute -verify-diagnostics

// NAME: error: hiera-attribute: unknown target 'b200': expected one of h200, h100, a100, or the path of a JSON target file
// FIELD: error: hiera-attribute: {{.*}}missing-field.json: field 'dram_bandwidth_gbps' is missing
// SYNTAX: error: hiera-attribute: {{.*}}bad-syntax.json: invalid JSON: parse error at line 2, column 19
// ABSENT: error: hiera-attribute: cannot read target file '{{.*}}absent.json': No such file or directory

func.func @no_contract(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{task 'bare' has no contract: run --hiera-contract first}}
  %0 = plan.task "bare"(%x) : (tensor<4xf32>) -> tensor<4xf32> {
  ^bb0(%v: tensor<4xf32>):
    plan.yield %v : tensor<4xf32>
  }
  return %0 : tensor<4xf32>
}
