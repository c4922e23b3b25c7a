// f32 emulated on the TF32 tensor cores (3xTF32, fused), planned with TF32
// allowed: a linear layer with its bias and ReLU, a batch_matmul with a
// per-row scale, and a 256x256 product over K = 8192, whose four tiles
// split K over 16 blocks each.
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#point = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#rows = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @linear(%x: tensor<512x768xf32>, %w: tensor<768x1024xf32>, %b: tensor<1024xf32>) -> tensor<512x1024xf32> {
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

func.func @batched(%a: tensor<4x128x256xf32>, %b: tensor<4x256x128xf32>, %scale: tensor<4x128xf32>) -> tensor<4x128x128xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4x128x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
  %c = linalg.batch_matmul ins(%a, %b : tensor<4x128x256xf32>, tensor<4x256x128xf32>)
                           outs(%acc : tensor<4x128x128xf32>) -> tensor<4x128x128xf32>
  %d = linalg.generic {indexing_maps = [#point, #rows, #point], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%c, %scale : tensor<4x128x128xf32>, tensor<4x128xf32>) outs(%init : tensor<4x128x128xf32>) {
  ^bb0(%v: f32, %s: f32, %out: f32):
    %m = arith.mulf %v, %s : f32
    linalg.yield %m : f32
  } -> tensor<4x128x128xf32>
  return %d : tensor<4x128x128xf32>
}

func.func @long(%a: tensor<256x8192xf32>, %b: tensor<8192x256xf32>) -> tensor<256x256xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<256x256xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<256x256xf32>) -> tensor<256x256xf32>
  %c = linalg.matmul ins(%a, %b : tensor<256x8192xf32>, tensor<8192x256xf32>)
                     outs(%acc : tensor<256x256xf32>) -> tensor<256x256xf32>
  return %c : tensor<256x256xf32>
}
