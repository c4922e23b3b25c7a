// Batched products with TF32 allowed: a 1x1 NCHW convolution with its
// per-channel bias and ReLU (a GEMM per image, the filter shared), and a
// batch_matmul with a residual added, on both tensor-core kernels.
#nchw = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#channel = affine_map<(d0, d1, d2, d3) -> (d1)>
#point = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @pointwise(%x: tensor<2x64x16x16xf32>, %f: tensor<256x64x1x1xf32>, %b: tensor<256xf32>) -> tensor<2x256x16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x256x16x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x256x16x16xf32>) -> tensor<2x256x16x16xf32>
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %f : tensor<2x64x16x16xf32>, tensor<256x64x1x1xf32>)
      outs(%acc : tensor<2x256x16x16xf32>) -> tensor<2x256x16x16xf32>
  %z = linalg.generic {indexing_maps = [#nchw, #channel, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y, %b : tensor<2x256x16x16xf32>, tensor<256xf32>) outs(%init : tensor<2x256x16x16xf32>) {
  ^bb0(%v: f32, %bias: f32, %out: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<2x256x16x16xf32>
  return %z : tensor<2x256x16x16xf32>
}

func.func @batched(%a: tensor<2x256x128xf32>, %b: tensor<2x128x128xf32>, %res: tensor<2x256x128xf32>) -> tensor<2x256x128xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x256x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x256x128xf32>) -> tensor<2x256x128xf32>
  %c = linalg.batch_matmul ins(%a, %b : tensor<2x256x128xf32>, tensor<2x128x128xf32>)
                           outs(%acc : tensor<2x256x128xf32>) -> tensor<2x256x128xf32>
  %d = linalg.generic {indexing_maps = [#point, #point, #point], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%c, %res : tensor<2x256x128xf32>, tensor<2x256x128xf32>) outs(%init : tensor<2x256x128xf32>) {
  ^bb0(%v: f32, %r: f32, %out: f32):
    %s = arith.addf %v, %r : f32
    linalg.yield %s : f32
  } -> tensor<2x256x128xf32>
  return %d : tensor<2x256x128xf32>
}
