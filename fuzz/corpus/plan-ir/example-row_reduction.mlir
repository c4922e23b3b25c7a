// Sum of each row of a 16384x16384 f32 tensor.
func.func @row_reduction(%x: tensor<16384x16384xf32>) -> tensor<16384xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<16384xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<16384xf32>) -> tensor<16384xf32>
  %sum = linalg.reduce ins(%x : tensor<16384x16384xf32>) outs(%acc : tensor<16384xf32>) dimensions = [1]
    (%v: f32, %s: f32) {
      %r = arith.addf %v, %s : f32
      linalg.yield %r : f32
    }
  return %sum : tensor<16384xf32>
}
