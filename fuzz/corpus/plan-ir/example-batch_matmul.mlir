// Batched f16 matmul accumulating in f32: 32 products of 1024^3.
func.func @batch_matmul(%a: tensor<32x1024x1024xf16>, %b: tensor<32x1024x1024xf16>) -> tensor<32x1024x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<32x1024x1024xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
  %c = linalg.batch_matmul ins(%a, %b : tensor<32x1024x1024xf16>, tensor<32x1024x1024xf16>)
                           outs(%acc : tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
  return %c : tensor<32x1024x1024xf32>
}
