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

// -----

// nn.Linear then nn.LayerNorm: the GEMM with its bias is one task, the
// layer norm another, its f64 statistics and its f32 output together; the
// widening of the GEMM's result to f64 is no GEMM epilogue.
// CHECK-LABEL: func.func @linear_layer_norm
// CHECK: plan.task "matmul_0"(%arg4, %arg0, %arg1) : (tensor<32x64xf32>, tensor<128x64xf32>, tensor<128xf32>) -> tensor<32x128xf32>
// CHECK: plan.variant "cublaslt_matmul" #plan.space<library> selected
// CHECK: plan.task "reduction_1"(%{{.*}}, %arg2, %arg3) : (tensor<32x128xf32>, tensor<128xf32>, tensor<128xf32>) -> tensor<32x128xf32>
// CHECK: plan.variant "rows_t128" #plan.space<custom> selected
// CHECK-NOT: plan.task
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0, 0)>
  func.func @linear_layer_norm(%arg0: tensor<128x64xf32>, %arg1: tensor<128xf32>, %arg2: tensor<128xf32>, %arg3: tensor<128xf32>, %arg4: tensor<32x64xf32>) -> tensor<32x128xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f64
    %cst_1 = arith.constant 1.000000e-05 : f64
    %cst_2 = arith.constant 1.280000e+02 : f64
    %cst_3 = arith.constant 1.280000e+02 : f32
    %0 = tensor.empty() : tensor<64x128xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<128x64xf32>) outs(%0 : tensor<64x128xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<32x128xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %3 = linalg.matmul ins(%arg4, %transposed : tensor<32x64xf32>, tensor<64x128xf32>) outs(%2 : tensor<32x128xf32>) -> tensor<32x128xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%3, %arg1 : tensor<32x128xf32>, tensor<128xf32>) outs(%1 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %26 = arith.addf %in, %in_4 : f32
      linalg.yield %26 : f32
    } -> tensor<32x128xf32>
    %5 = tensor.empty() : tensor<32x128xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%4 : tensor<32x128xf32>) outs(%5 : tensor<32x128xf64>) {
    ^bb0(%in: f32, %out: f64):
      %26 = arith.extf %in : f32 to f64
      linalg.yield %26 : f64
    } -> tensor<32x128xf64>
    %7 = tensor.empty() : tensor<32x1xf64>
    %8 = linalg.fill ins(%cst_0 : f64) outs(%7 : tensor<32x1xf64>) -> tensor<32x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%6 : tensor<32x128xf64>) outs(%8 : tensor<32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %26 = arith.addf %in, %out : f64
      linalg.yield %26 : f64
    } -> tensor<32x1xf64>
    %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%9 : tensor<32x1xf64>) outs(%7 : tensor<32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %26 = arith.divf %in, %cst_2 : f64
      linalg.yield %26 : f64
    } -> tensor<32x1xf64>
    %11 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%6, %10 : tensor<32x128xf64>, tensor<32x1xf64>) outs(%5 : tensor<32x128xf64>) {
    ^bb0(%in: f64, %in_4: f64, %out: f64):
      %26 = arith.subf %in, %in_4 : f64
      linalg.yield %26 : f64
    } -> tensor<32x128xf64>
    %12 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%11, %11 : tensor<32x128xf64>, tensor<32x128xf64>) outs(%5 : tensor<32x128xf64>) {
    ^bb0(%in: f64, %in_4: f64, %out: f64):
      %26 = arith.mulf %in, %in_4 : f64
      linalg.yield %26 : f64
    } -> tensor<32x128xf64>
    %13 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%12 : tensor<32x128xf64>) outs(%8 : tensor<32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %26 = arith.addf %in, %out : f64
      linalg.yield %26 : f64
    } -> tensor<32x1xf64>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%13 : tensor<32x1xf64>) outs(%7 : tensor<32x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %26 = arith.divf %in, %cst_2 : f64
      linalg.yield %26 : f64
    } -> tensor<32x1xf64>
    %15 = tensor.empty() : tensor<32x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%14 : tensor<32x1xf64>) outs(%15 : tensor<32x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %26 = arith.truncf %in : f64 to f32
      linalg.yield %26 : f32
    } -> tensor<32x1xf32>
    %17 = linalg.fill ins(%cst : f32) outs(%15 : tensor<32x1xf32>) -> tensor<32x1xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%4 : tensor<32x128xf32>) outs(%17 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = arith.addf %in, %out : f32
      linalg.yield %26 : f32
    } -> tensor<32x1xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%18 : tensor<32x1xf32>) outs(%15 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = arith.divf %in, %cst_3 : f32
      linalg.yield %26 : f32
    } -> tensor<32x1xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%16 : tensor<32x1xf32>) outs(%15 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = arith.truncf %cst_1 : f64 to f32
      %27 = arith.addf %in, %26 : f32
      linalg.yield %27 : f32
    } -> tensor<32x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%20 : tensor<32x1xf32>) outs(%15 : tensor<32x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %26 = math.rsqrt %in : f32
      linalg.yield %26 : f32
    } -> tensor<32x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%4, %19 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%1 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %26 = arith.subf %in, %in_4 : f32
      linalg.yield %26 : f32
    } -> tensor<32x128xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel"]} ins(%22, %21 : tensor<32x128xf32>, tensor<32x1xf32>) outs(%1 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %26 = arith.mulf %in, %in_4 : f32
      linalg.yield %26 : f32
    } -> tensor<32x128xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%23, %arg2 : tensor<32x128xf32>, tensor<128xf32>) outs(%1 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %26 = arith.mulf %in, %in_4 : f32
      linalg.yield %26 : f32
    } -> tensor<32x128xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel"]} ins(%24, %arg3 : tensor<32x128xf32>, tensor<128xf32>) outs(%1 : tensor<32x128xf32>) {
    ^bb0(%in: f32, %in_4: f32, %out: f32):
      %26 = arith.addf %in, %in_4 : f32
      linalg.yield %26 : f32
    } -> tensor<32x128xf32>
    return %25 : tensor<32x128xf32>
  }
