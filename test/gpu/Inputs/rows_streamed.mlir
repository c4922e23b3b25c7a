// Softmax and layer norm over rows too long for most blocks' registers, many
// enough for a block each: each row streamed in tiles by one block, two
// passes (online softmax; per-tile means and Chan's combination).
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @split_softmax(%x: tensor<256x32768xf32>) -> tensor<256x32768xf32> {
  %neg_inf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<256xf32>
  %full = tensor.empty() : tensor<256x32768xf32>
  %max_init = linalg.fill ins(%neg_inf : f32) outs(%rows : tensor<256xf32>) -> tensor<256xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<256x32768xf32>) outs(%max_init : tensor<256xf32>) {
  ^bb0(%v: f32, %m: f32):
    %r = arith.maximumf %v, %m : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<256x32768xf32>, tensor<256xf32>) outs(%full : tensor<256x32768xf32>) {
  ^bb0(%v: f32, %m: f32, %out: f32):
    %d = arith.subf %v, %m : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<256x32768xf32>
  %sum_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<256xf32>) -> tensor<256xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<256x32768xf32>) outs(%sum_init : tensor<256xf32>) {
  ^bb0(%e: f32, %s: f32):
    %r = arith.addf %e, %s : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<256x32768xf32>, tensor<256xf32>) outs(%full : tensor<256x32768xf32>) {
  ^bb0(%e: f32, %s: f32, %out: f32):
    %r = arith.divf %e, %s : f32
    linalg.yield %r : f32
  } -> tensor<256x32768xf32>
  return %y : tensor<256x32768xf32>
}

func.func @split_layer_norm(%x: tensor<256x131072xf32>, %gamma: tensor<131072xf32>, %beta: tensor<131072xf32>) -> tensor<256x131072xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 131072.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %rows = tensor.empty() : tensor<256xf32>
  %full = tensor.empty() : tensor<256x131072xf32>
  %sum_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<256xf32>) -> tensor<256xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<256x131072xf32>) outs(%sum_init : tensor<256xf32>) {
  ^bb0(%v: f32, %s: f32):
    %r = arith.addf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  %centered = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<256x131072xf32>, tensor<256xf32>) outs(%full : tensor<256x131072xf32>) {
  ^bb0(%v: f32, %s: f32, %out: f32):
    %mean = arith.divf %s, %n : f32
    %c = arith.subf %v, %mean : f32
    linalg.yield %c : f32
  } -> tensor<256x131072xf32>
  %sq_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<256xf32>) -> tensor<256xf32>
  %sq = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%centered : tensor<256x131072xf32>) outs(%sq_init : tensor<256xf32>) {
  ^bb0(%c: f32, %s: f32):
    %p = arith.mulf %c, %c : f32
    %r = arith.addf %p, %s : f32
    linalg.yield %r : f32
  } -> tensor<256xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%centered, %sq, %gamma, %beta : tensor<256x131072xf32>, tensor<256xf32>, tensor<131072xf32>, tensor<131072xf32>)
      outs(%full : tensor<256x131072xf32>) {
  ^bb0(%c: f32, %s: f32, %g: f32, %b: f32, %out: f32):
    %var = arith.divf %s, %n : f32
    %ve = arith.addf %var, %eps : f32
    %inv = math.rsqrt %ve : f32
    %norm = arith.mulf %c, %inv : f32
    %scaled = arith.mulf %norm, %g : f32
    %r = arith.addf %scaled, %b : f32
    linalg.yield %r : f32
  } -> tensor<256x131072xf32>
  return %y : tensor<256x131072xf32>
}
