// IR in the forms torch-mlir writes, which once crashed --hiera-generate or
// gave a kernel no grid.
// RUN: hiera-opt %s -split-input-file --hiera-plan | FileCheck %s
// RUN: hiera-opt %s -split-input-file --hiera-plan --hiera-lower --hiera-to-llvm -o %t.ll

// nn.Linear with its parameters baked in: the weight is a constant, and its
// transpose a task with no operands (once read past the task's operands).
// CHECK-LABEL: func.func @linear_constant_weight
// CHECK: plan.task "transpose_0"() : () -> tensor<64x128xf32>
// CHECK: plan.variant "linalg"
// CHECK: plan.task "matmul_1"(%arg0, %{{.*}}) : (tensor<16x64xf32>, tensor<64x128xf32>)
// CHECK: plan.variant "linalg"
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
func.func @linear_constant_weight(%arg0: tensor<16x64xf32>) -> tensor<16x128xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %bias = arith.constant dense<0.5> : tensor<128xf32>
  %weight = arith.constant dense<0.25> : tensor<128x64xf32>
  %0 = tensor.empty() : tensor<64x128xf32>
  %transposed = linalg.transpose ins(%weight : tensor<128x64xf32>) outs(%0 : tensor<64x128xf32>) permutation = [1, 0]
  %1 = tensor.empty() : tensor<16x128xf32>
  %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<16x128xf32>) -> tensor<16x128xf32>
  %3 = linalg.matmul ins(%arg0, %transposed : tensor<16x64xf32>, tensor<64x128xf32>) outs(%2 : tensor<16x128xf32>) -> tensor<16x128xf32>
  %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %bias : tensor<16x128xf32>, tensor<128xf32>) outs(%1 : tensor<16x128xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %5 = arith.addf %in, %in_1 : f32
    linalg.yield %5 : f32
  } -> tensor<16x128xf32>
  return %4 : tensor<16x128xf32>
}

// -----

// A loss's last step: one 0-d value divided by another. Only the scalar
// kernel fits, with one block (vector kernels once got a grid of 0).
// CHECK-LABEL: func.func @scalar_divide
// CHECK-NOT: elementwise_vec
// CHECK: plan.variant "elementwise_scalar" #plan.space<custom> selected kernel = #plan.elementwise<{{[^>]*}}> launch = #plan.launch<entry = "{{[a-z_0-9]+}}", grid = [1], block = [256]
#scalar = affine_map<() -> ()>
func.func @scalar_divide(%sum: tensor<f32>, %count: tensor<f32>) -> tensor<f32> {
  %init = tensor.empty() : tensor<f32>
  %0 = linalg.generic {indexing_maps = [#scalar, #scalar, #scalar], iterator_types = []} ins(%sum, %count : tensor<f32>, tensor<f32>) outs(%init : tensor<f32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %1 = arith.divf %in, %in_1 : f32
    linalg.yield %1 : f32
  } -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

// ReLU as torch-mlir writes it: an unordered comparison and a select,
// which --hiera-normalize makes the maximum it is (NaN stays NaN).
// CHECK-LABEL: func.func @relu_ugt
// CHECK: plan.variant "elementwise_vec_u1" #plan.space<custom> selected
// CHECK-SAME: const float t1 = hiera_maximum(t0[u].x, __int_as_float(0x0));
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @relu_ugt(%arg0: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %0 = tensor.empty() : tensor<64x1024xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<64x1024xf32>) outs(%0 : tensor<64x1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %2 = arith.cmpf ugt, %in, %cst : f32
    %3 = arith.select %2, %in, %cst : f32
    linalg.yield %3 : f32
  } -> tensor<64x1024xf32>
  return %1 : tensor<64x1024xf32>
}

// -----

// Leaky ReLU: a 0-d constant tensor broadcast to every point, and the slope
// an f64 constant truncated to f32 in the payload.
// CHECK-LABEL: func.func @leaky_relu
// CHECK: plan.variant "elementwise_vec_u1" #plan.space<custom> selected
// CHECK-SAME: ((float)(__longlong_as_double(0x3f847ae147ae147bll)))
#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
func.func @leaky_relu(%arg0: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %cst = arith.constant 1.000000e-02 : f64
  %cst_0 = arith.constant dense<0.000000e+00> : tensor<f32>
  %0 = tensor.empty() : tensor<64x1024xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_0, %arg0 : tensor<f32>, tensor<64x1024xf32>) outs(%0 : tensor<64x1024xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %5 = arith.cmpf ogt, %in, %in_1 : f32
    %6 = arith.select %5, %in, %in_1 : f32
    linalg.yield %6 : f32
  } -> tensor<64x1024xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_0, %arg0 : tensor<f32>, tensor<64x1024xf32>) outs(%0 : tensor<64x1024xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %5 = arith.cmpf olt, %in, %in_1 : f32
    %6 = arith.select %5, %in, %in_1 : f32
    linalg.yield %6 : f32
  } -> tensor<64x1024xf32>
  %3 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%2 : tensor<64x1024xf32>) outs(%0 : tensor<64x1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %5 = arith.truncf %cst : f64 to f32
    %6 = arith.mulf %in, %5 : f32
    linalg.yield %6 : f32
  } -> tensor<64x1024xf32>
  %4 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%1, %3 : tensor<64x1024xf32>, tensor<64x1024xf32>) outs(%0 : tensor<64x1024xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %5 = arith.addf %in, %in_1 : f32
    linalg.yield %5 : f32
  } -> tensor<64x1024xf32>
  return %4 : tensor<64x1024xf32>
}

// -----

// Softplus with its threshold: log1p, and a mask of i1 between the ops.
// CHECK-LABEL: func.func @softplus
// CHECK: plan.variant "elementwise_vec_u1" #plan.space<custom> selected
// CHECK-SAME: log1pf(
#map = affine_map<(d0, d1) -> (d0, d1)>
func.func @softplus(%arg0: tensor<64x1024xf32>) -> tensor<64x1024xf32> {
  %cst = arith.constant 2.000000e+01 : f32
  %0 = tensor.empty() : tensor<64x1024xf32>
  %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<64x1024xf32>) outs(%0 : tensor<64x1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %6 = math.exp %in : f32
    linalg.yield %6 : f32
  } -> tensor<64x1024xf32>
  %2 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<64x1024xf32>) outs(%0 : tensor<64x1024xf32>) {
  ^bb0(%in: f32, %out: f32):
    %6 = math.log1p %in : f32
    linalg.yield %6 : f32
  } -> tensor<64x1024xf32>
  %3 = tensor.empty() : tensor<64x1024xi1>
  %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : tensor<64x1024xf32>) outs(%3 : tensor<64x1024xi1>) {
  ^bb0(%in: f32, %out: i1):
    %6 = arith.cmpf ogt, %in, %cst : f32
    linalg.yield %6 : i1
  } -> tensor<64x1024xi1>
  %5 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %arg0, %2 : tensor<64x1024xi1>, tensor<64x1024xf32>, tensor<64x1024xf32>) outs(%0 : tensor<64x1024xf32>) {
  ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
    %6 = arith.select %in, %in_0, %in_1 : f32
    linalg.yield %6 : f32
  } -> tensor<64x1024xf32>
  return %5 : tensor<64x1024xf32>
}
