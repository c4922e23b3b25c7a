// A linear layer relu(x W + b) of 512x1024x768, planned with TF32 allowed:
// the tensor-core kernel with its epilogue.
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @gemm_tf32(%x: tensor<512x768xf32>, %w: tensor<768x1024xf32>, %b: tensor<1024xf32>) -> tensor<512x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<512x1024xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<512x768xf32>, tensor<768x1024xf32>)
                      outs(%acc : tensor<512x1024xf32>) -> tensor<512x1024xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %b : tensor<512x1024xf32>, tensor<1024xf32>) outs(%init : tensor<512x1024xf32>) {
  ^bb0(%v: f32, %bias: f32, %out: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<512x1024xf32>
  return %y : tensor<512x1024xf32>
}
