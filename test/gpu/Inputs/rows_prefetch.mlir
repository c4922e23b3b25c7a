// Many rows held in registers (rows_*_prefetch): blocks that stay resident
// and load the next row's inputs while the current one reduces. A softmax
// over 17003 rows of 1000 (ragged rows; the lanes kernel's last group of 8
// rows 5 past the end) and cross-entropy's per-row maximum and
// log-sum-exp over 4300 rows of 2048, enough rows on 132 multiprocessors
// for each prefetching candidate to be offered.
#x = affine_map<(i, j) -> (i, j)>
#r = affine_map<(i, j) -> (i)>
func.func @softmax_17003_rows(%x: tensor<17003x1000xf32>) -> tensor<17003x1000xf32> {
  %low = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<17003xf32>
  %lows = linalg.fill ins(%low : f32) outs(%rows : tensor<17003xf32>) -> tensor<17003xf32>
  %max = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<17003x1000xf32>) outs(%lows : tensor<17003xf32>) {
  ^bb0(%v: f32, %m: f32):
    %n = arith.maximumf %v, %m : f32
    linalg.yield %n : f32
  } -> tensor<17003xf32>
  %e = tensor.empty() : tensor<17003x1000xf32>
  %exp = linalg.generic {indexing_maps = [#x, #r, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<17003x1000xf32>, tensor<17003xf32>) outs(%e : tensor<17003x1000xf32>) {
  ^bb0(%v: f32, %m: f32, %o: f32):
    %d = arith.subf %v, %m : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<17003x1000xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%rows : tensor<17003xf32>) -> tensor<17003xf32>
  %sum = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<17003x1000xf32>) outs(%zeros : tensor<17003xf32>) {
  ^bb0(%v: f32, %s: f32):
    %n = arith.addf %v, %s : f32
    linalg.yield %n : f32
  } -> tensor<17003xf32>
  %y = linalg.generic {indexing_maps = [#x, #r, #x], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<17003x1000xf32>, tensor<17003xf32>) outs(%e : tensor<17003x1000xf32>) {
  ^bb0(%v: f32, %s: f32, %o: f32):
    %q = arith.divf %v, %s : f32
    linalg.yield %q : f32
  } -> tensor<17003x1000xf32>
  return %y : tensor<17003x1000xf32>
}


func.func @cross_entropy_statistics(%x: tensor<4300x2048xf32>) -> (tensor<4300xf32>, tensor<4300xf32>) {
  %low = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<4300xf32>
  %lows = linalg.fill ins(%low : f32) outs(%rows : tensor<4300xf32>) -> tensor<4300xf32>
  %max = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4300x2048xf32>) outs(%lows : tensor<4300xf32>) {
  ^bb0(%v: f32, %m: f32):
    %n = arith.maximumf %v, %m : f32
    linalg.yield %n : f32
  } -> tensor<4300xf32>
  %e = tensor.empty() : tensor<4300x2048xf32>
  %exp = linalg.generic {indexing_maps = [#x, #r, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<4300x2048xf32>, tensor<4300xf32>) outs(%e : tensor<4300x2048xf32>) {
  ^bb0(%v: f32, %m: f32, %o: f32):
    %d = arith.subf %v, %m : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<4300x2048xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%rows : tensor<4300xf32>) -> tensor<4300xf32>
  %sum = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<4300x2048xf32>) outs(%zeros : tensor<4300xf32>) {
  ^bb0(%v: f32, %s: f32):
    %n = arith.addf %v, %s : f32
    linalg.yield %n : f32
  } -> tensor<4300xf32>
  %log = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%sum : tensor<4300xf32>) outs(%rows : tensor<4300xf32>) {
  ^bb0(%s: f32, %o: f32):
    %l = math.log %s : f32
    linalg.yield %l : f32
  } -> tensor<4300xf32>
  return %max, %log : tensor<4300xf32>, tensor<4300xf32>
}

