module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @forward(%arg0: tensor<4096x6144xf32>, %arg1: tensor<2048x4096xf32>) -> tensor<6144x2048xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<6144x4096xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<4096x6144xf32>) outs(%0 : tensor<6144x4096xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<4096x2048xf32>
    %transposed_0 = linalg.transpose ins(%arg1 : tensor<2048x4096xf32>) outs(%1 : tensor<4096x2048xf32>) permutation = [1, 0] 
    %2 = tensor.empty() : tensor<6144x2048xf32>
    %3 = linalg.fill ins(%cst : f32) outs(%2 : tensor<6144x2048xf32>) -> tensor<6144x2048xf32>
    %4 = linalg.matmul ins(%transposed, %transposed_0 : tensor<6144x4096xf32>, tensor<4096x2048xf32>) outs(%3 : tensor<6144x2048xf32>) -> tensor<6144x2048xf32>
    return %4 : tensor<6144x2048xf32>
  }
}
