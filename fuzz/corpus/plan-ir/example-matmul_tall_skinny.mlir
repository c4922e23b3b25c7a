// Tall-skinny f32 matmul: 65536x1024 times 1024x128.
func.func @matmul_tall_skinny(%a: tensor<65536x1024xf32>, %b: tensor<1024x128xf32>) -> tensor<65536x128xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<65536x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<65536x128xf32>) -> tensor<65536x128xf32>
  %c = linalg.matmul ins(%a, %b : tensor<65536x1024xf32>, tensor<1024x128xf32>)
                     outs(%acc : tensor<65536x128xf32>) -> tensor<65536x128xf32>
  return %c : tensor<65536x128xf32>
}
