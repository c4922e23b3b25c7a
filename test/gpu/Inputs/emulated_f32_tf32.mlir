// f32 emulated on the TF32 tensor cores (3xTF32), planned with TF32 allowed:
// GEMMs in every operand layout cuBLASLt takes, with a batch that broadcasts one
// operand and a fused epilogue, and convolutions in NHWC and NCHW; shapes
// that are multiples of nothing.
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @linear(%x: tensor<200x1000xf32>, %w: tensor<1000x136xf32>, %b: tensor<136xf32>) -> tensor<200x136xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<200x136xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<200x136xf32>) -> tensor<200x136xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<200x1000xf32>, tensor<1000x136xf32>)
                      outs(%acc : tensor<200x136xf32>) -> tensor<200x136xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %b : tensor<200x136xf32>, tensor<136xf32>) outs(%init : tensor<200x136xf32>) {
  ^bb0(%v: f32, %bias: f32, %out: f32):
    %s = arith.addf %v, %bias : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<200x136xf32>
  return %y : tensor<200x136xf32>
}

// A stored K x M, B stored N x K.
#at = affine_map<(m, n, k) -> (k, m)>
#bt = affine_map<(m, n, k) -> (n, k)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @transposed(%a: tensor<777x130xf32>, %b: tensor<90x777xf32>) -> tensor<130x90xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<130x90xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<130x90xf32>) -> tensor<130x90xf32>
  %mm = linalg.generic {indexing_maps = [#at, #bt, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<777x130xf32>, tensor<90x777xf32>) outs(%acc : tensor<130x90xf32>) {
  ^bb0(%x: f32, %y: f32, %s: f32):
    %p = arith.mulf %x, %y : f32
    %r = arith.addf %s, %p : f32
    linalg.yield %r : f32
  } -> tensor<130x90xf32>
  return %mm : tensor<130x90xf32>
}

// Batched, B shared by every batch (a weight applied to a batch of inputs).
#ba = affine_map<(b, m, n, k) -> (b, m, k)>
#bb = affine_map<(b, m, n, k) -> (k, n)>
#bc = affine_map<(b, m, n, k) -> (b, m, n)>
func.func @batched_shared_weight(%a: tensor<3x70x515xf32>, %w: tensor<515x66xf32>) -> tensor<3x70x66xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<3x70x66xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<3x70x66xf32>) -> tensor<3x70x66xf32>
  %mm = linalg.generic {indexing_maps = [#ba, #bb, #bc], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %w : tensor<3x70x515xf32>, tensor<515x66xf32>) outs(%acc : tensor<3x70x66xf32>) {
  ^bb0(%x: f32, %y: f32, %s: f32):
    %p = arith.mulf %x, %y : f32
    %r = arith.addf %s, %p : f32
    linalg.yield %r : f32
  } -> tensor<3x70x66xf32>
  return %mm : tensor<3x70x66xf32>
}

func.func @conv_nhwc(%input: tensor<2x19x17x12xf32>, %filter: tensor<20x3x3x12xf32>) -> tensor<2x17x15x20xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x17x15x20xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x17x15x20xf32>) -> tensor<2x17x15x20xf32>
  %out = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%input, %filter : tensor<2x19x17x12xf32>, tensor<20x3x3x12xf32>)
      outs(%acc : tensor<2x17x15x20xf32>) -> tensor<2x17x15x20xf32>
  return %out : tensor<2x17x15x20xf32>
}

#nchw = affine_map<(n, c, h, w) -> (n, c, h, w)>
#channel = affine_map<(n, c, h, w) -> (c)>
func.func @conv_nchw_bias(%input: tensor<2x12x21x18xf32>, %filter: tensor<20x12x3x3xf32>, %b: tensor<20xf32>) -> tensor<2x20x10x8xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2x20x10x8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2x20x10x8xf32>) -> tensor<2x20x10x8xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%input, %filter : tensor<2x12x21x18xf32>, tensor<20x12x3x3xf32>)
      outs(%acc : tensor<2x20x10x8xf32>) -> tensor<2x20x10x8xf32>
  %y = linalg.generic {indexing_maps = [#nchw, #channel, #nchw], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv, %b : tensor<2x20x10x8xf32>, tensor<20xf32>) outs(%init : tensor<2x20x10x8xf32>) {
  ^bb0(%v: f32, %bias: f32, %out: f32):
    %s = arith.addf %v, %bias : f32
    linalg.yield %s : f32
  } -> tensor<2x20x10x8xf32>
  return %y : tensor<2x20x10x8xf32>
}
