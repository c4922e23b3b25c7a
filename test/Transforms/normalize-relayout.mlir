// RUN: hiera-opt %s --hiera-normalize | FileCheck %s
// RUN: hiera-opt %s --hiera-plan | FileCheck %s --check-prefix=PLAN
// RUN: %hiera_python %S/Inputs/generic_cases.py %hiera_obj_root/bin/hiera-opt %s window_ | FileCheck %s --check-prefix=CPU

// nn.AvgPool3d(3, stride=2, padding=1) on (2, 3, 9, 10, 11) as the exporter
// writes it: linalg has 3-D pooling only channels-last, so the padded
// NCDHW input is transposed in and the result transposed back before the
// division. The pooling becomes a generic that reads the padded input
// through the transpose and writes NCDHW, the order its one reader reads:
// neither transpose is written out.
// CHECK-DAG: #[[IN:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d4, d1 * 2 + d5, d2 * 2 + d6, d3 * 2 + d7)>
// CHECK-DAG: #[[OUT:.*]] = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d4, d1, d2, d3)>
// CHECK-LABEL: func.func @avg_pool3d_as_exported
// CHECK-NOT: linalg.transpose
// CHECK: %[[PADDED:.*]] = tensor.pad
// CHECK: %[[INIT:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<2x3x5x5x6xf32>)
// CHECK: %[[SUM:.*]] = linalg.generic {indexing_maps = [#[[IN]], #{{.*}}, #[[OUT]]]
// CHECK-SAME: ins(%[[PADDED]], %{{.*}} : tensor<2x3x11x12x13xf32>, tensor<3x3x3xf32>) outs(%[[INIT]] : tensor<2x3x5x5x6xf32>)
// CHECK: arith.addf
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[SUM]] : tensor<2x3x5x5x6xf32>)
// CHECK: arith.divf
// CHECK-NOT: linalg.transpose

// One task, the division its epilogue, in the windows family.
// PLAN-COUNT-1: plan.task
// PLAN-NOT: plan.task
// PLAN: plan.variant "window_{{[a-z_0-9]*}}" #plan.space<custom> selected

// Every windows kernel of it agrees with numpy on the CPU.
// CPU-NOT: FAIL
// CPU: all agree
func.func @avg_pool3d_as_exported(%arg0: tensor<2x3x9x10x11xf32>) -> tensor<2x3x5x5x6xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %cst_0 = arith.constant 2.700000e+01 : f32
  %padded = tensor.pad %arg0 low[0, 0, 1, 1, 1] high[0, 0, 1, 1, 1] {
  ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index):
    tensor.yield %cst : f32
  } : tensor<2x3x9x10x11xf32> to tensor<2x3x11x12x13xf32>
  %0 = tensor.empty() : tensor<3x3x3xf32>
  %1 = tensor.empty() : tensor<2x11x12x13x3xf32>
  %transposed = linalg.transpose ins(%padded : tensor<2x3x11x12x13xf32>) outs(%1 : tensor<2x11x12x13x3xf32>) permutation = [0, 2, 3, 4, 1]
  %2 = tensor.empty() : tensor<2x5x5x6x3xf32>
  %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<2x5x5x6x3xf32>) -> tensor<2x5x5x6x3xf32>
  %4 = linalg.pooling_ndhwc_sum {dilations = dense<1> : vector<3xi64>, strides = dense<2> : vector<3xi64>} ins(%transposed, %0 : tensor<2x11x12x13x3xf32>, tensor<3x3x3xf32>) outs(%3 : tensor<2x5x5x6x3xf32>) -> tensor<2x5x5x6x3xf32>
  %5 = tensor.empty() : tensor<2x3x5x5x6xf32>
  %transposed_1 = linalg.transpose ins(%4 : tensor<2x5x5x6x3xf32>) outs(%5 : tensor<2x3x5x5x6xf32>) permutation = [0, 4, 1, 2, 3]
  %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%transposed_1 : tensor<2x3x5x5x6xf32>) outs(%5 : tensor<2x3x5x5x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %7 = arith.divf %in, %cst_0 : f32
    linalg.yield %7 : f32
  } -> tensor<2x3x5x5x6xf32>
  return %6 : tensor<2x3x5x5x6xf32>
}
