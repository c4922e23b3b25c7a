// hiera-opt is mlir-opt with HIERA's dialect and passes added.
// RUN: hiera-opt %s --pass-pipeline="builtin.module(hiera-contract{allow=bf16},hiera-attribute{target=h100})" | FileCheck %s --check-prefix=PIPELINE
// RUN: hiera-opt %s --hiera-plan --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER-ALL
// RUN: hiera-opt %s --linalg-generalize-named-ops --canonicalize --hiera-plan | FileCheck %s --check-prefix=UPSTREAM
// RUN: hiera-opt --help | FileCheck %s --check-prefix=HELP

// PIPELINE: plan.target = #plan.target<name = "h100"
// bf16 moves the matmul onto h100's tensor cores.
// PIPELINE: precision = bf16
// PIPELINE-SAME: bottleneck = #plan.bottleneck<compute, unit = tensor_core, intensity = 341.3333333333333, ridge_point = 295.34

// AFTER-ALL: IR Dump After HieraContract (hiera-contract)
// AFTER-ALL: IR Dump After HieraAttribute (hiera-attribute)

// UPSTREAM: plan.task "contraction_0"
// UPSTREAM: linalg.generic

// HELP-DAG: --hiera-attribute
// HELP-DAG: --hiera-contract
// HELP-DAG: --hiera-plan
// HELP-DAG: --hiera-summary
// HELP-DAG: --convert-linalg-to-loops
// HELP-DAG: --gpu-lower-to-nvvm-pipeline

func.func @matmul(%a: tensor<2048x2048xf32>, %b: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2048x2048xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  %c = linalg.matmul ins(%a, %b : tensor<2048x2048xf32>, tensor<2048x2048xf32>)
                     outs(%acc : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  return %c : tensor<2048x2048xf32>
}
