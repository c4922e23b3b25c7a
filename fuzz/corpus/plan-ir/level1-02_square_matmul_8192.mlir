module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<8192x8192xf32>, %arg1: tensor<8192x8192xf32>) -> tensor<8192x8192xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8192x8192xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<8192x8192xf32>) -> tensor<8192x8192xf32>
    %2 = linalg.matmul ins(%arg0, %arg1 : tensor<8192x8192xf32>, tensor<8192x8192xf32>) outs(%1 : tensor<8192x8192xf32>) -> tensor<8192x8192xf32>
    return %2 : tensor<8192x8192xf32>
  }
}
