// Reductions along a strided dimension fused with their readers
// (columns_*): an RMS norm over the channels of NCHW with a per-channel
// weight (a thread a line, or two), and a softmax over the first dimension
// of 3000 x 500, whose 500 lines are shared by up to 32 threads each taking
// turns (3000 is no multiple of 32) and combining partials in shared memory.
#e2 = affine_map<(r, i) -> (r, i)>
#l1 = affine_map<(r, i) -> (i)>
#e = affine_map<(o, c, i) -> (o, c, i)>
#l = affine_map<(o, c, i) -> (o, i)>
#c = affine_map<(o, c, i) -> (c)>
#l2 = affine_map<(o, i) -> (o, i)>
func.func @rms_norm_channels(%x: tensor<16x64x1000xf32>, %g: tensor<64xf32>) -> tensor<16x64x1000xf32> {
  %zero = arith.constant 0.0 : f32
  %lines = tensor.empty() : tensor<16x1000xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%lines : tensor<16x1000xf32>) -> tensor<16x1000xf32>
  %ss = linalg.generic {indexing_maps = [#e, #l], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%x : tensor<16x64x1000xf32>) outs(%acc : tensor<16x1000xf32>) {
  ^bb0(%v: f32, %a: f32):
    %sq = arith.mulf %v, %v : f32
    %s = arith.addf %sq, %a : f32
    linalg.yield %s : f32
  } -> tensor<16x1000xf32>
  %rs = linalg.generic {indexing_maps = [#l2, #l2], iterator_types = ["parallel", "parallel"]}
      ins(%ss : tensor<16x1000xf32>) outs(%lines : tensor<16x1000xf32>) {
  ^bb0(%s: f32, %o: f32):
    %n = arith.constant 64.0 : f32
    %eps = arith.constant 1.0e-5 : f32
    %m = arith.divf %s, %n : f32
    %me = arith.addf %m, %eps : f32
    %r = math.rsqrt %me : f32
    linalg.yield %r : f32
  } -> tensor<16x1000xf32>
  %out = tensor.empty() : tensor<16x64x1000xf32>
  %y = linalg.generic {indexing_maps = [#e, #l, #c, #e], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %rs, %g : tensor<16x64x1000xf32>, tensor<16x1000xf32>, tensor<64xf32>) outs(%out : tensor<16x64x1000xf32>) {
  ^bb0(%v: f32, %r: f32, %w: f32, %o: f32):
    %n = arith.mulf %v, %r : f32
    %s = arith.mulf %n, %w : f32
    linalg.yield %s : f32
  } -> tensor<16x64x1000xf32>
  return %y : tensor<16x64x1000xf32>
}

func.func @softmax_first_dim(%x: tensor<3000x500xf32>) -> tensor<3000x500xf32> {
  %low = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %lines = tensor.empty() : tensor<500xf32>
  %lows = linalg.fill ins(%low : f32) outs(%lines : tensor<500xf32>) -> tensor<500xf32>
  %max = linalg.generic {indexing_maps = [#e2, #l1], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<3000x500xf32>) outs(%lows : tensor<500xf32>) {
  ^bb0(%v: f32, %m: f32):
    %n = arith.maximumf %v, %m : f32
    linalg.yield %n : f32
  } -> tensor<500xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%lines : tensor<500xf32>) -> tensor<500xf32>
  %sum = linalg.generic {indexing_maps = [#e2, #l1, #l1], iterator_types = ["reduction", "parallel"]}
      ins(%x, %max : tensor<3000x500xf32>, tensor<500xf32>) outs(%zeros : tensor<500xf32>) {
  ^bb0(%v: f32, %m: f32, %a: f32):
    %d = arith.subf %v, %m : f32
    %ex = math.exp %d : f32
    %s = arith.addf %ex, %a : f32
    linalg.yield %s : f32
  } -> tensor<500xf32>
  %out = tensor.empty() : tensor<3000x500xf32>
  %y = linalg.generic {indexing_maps = [#e2, #l1, #l1, #e2], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max, %sum : tensor<3000x500xf32>, tensor<500xf32>, tensor<500xf32>) outs(%out : tensor<3000x500xf32>) {
  ^bb0(%v: f32, %m: f32, %s: f32, %o: f32):
    %d = arith.subf %v, %m : f32
    %ex = math.exp %d : f32
    %q = arith.divf %ex, %s : f32
    linalg.yield %q : f32
  } -> tensor<3000x500xf32>
  return %y : tensor<3000x500xf32>
}

