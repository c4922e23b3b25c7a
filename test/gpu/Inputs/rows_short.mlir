// Short rows, several to a block (rows_lanes*): a softmax over rows of 49
// (ragged: 32 lanes a row, the second vector guarded) and a sum over rows
// of 64, their row counts no multiple of the rows a block takes, so that
// the last block's extra groups recompute the last row and store nothing.
#x = affine_map<(i, j) -> (i, j)>
#r = affine_map<(i, j) -> (i)>
func.func @softmax_rows_of_49(%x: tensor<1000x49xf32>) -> tensor<1000x49xf32> {
  %low = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<1000xf32>
  %lows = linalg.fill ins(%low : f32) outs(%rows : tensor<1000xf32>) -> tensor<1000xf32>
  %max = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<1000x49xf32>) outs(%lows : tensor<1000xf32>) {
  ^bb0(%v: f32, %m: f32):
    %n = arith.maximumf %v, %m : f32
    linalg.yield %n : f32
  } -> tensor<1000xf32>
  %e = tensor.empty() : tensor<1000x49xf32>
  %exp = linalg.generic {indexing_maps = [#x, #r, #x], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<1000x49xf32>, tensor<1000xf32>) outs(%e : tensor<1000x49xf32>) {
  ^bb0(%v: f32, %m: f32, %o: f32):
    %d = arith.subf %v, %m : f32
    %t = math.exp %d : f32
    linalg.yield %t : f32
  } -> tensor<1000x49xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%rows : tensor<1000xf32>) -> tensor<1000xf32>
  %sum = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<1000x49xf32>) outs(%zeros : tensor<1000xf32>) {
  ^bb0(%v: f32, %s: f32):
    %n = arith.addf %v, %s : f32
    linalg.yield %n : f32
  } -> tensor<1000xf32>
  %y = linalg.generic {indexing_maps = [#x, #r, #x], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<1000x49xf32>, tensor<1000xf32>) outs(%e : tensor<1000x49xf32>) {
  ^bb0(%v: f32, %s: f32, %o: f32):
    %q = arith.divf %v, %s : f32
    linalg.yield %q : f32
  } -> tensor<1000x49xf32>
  return %y : tensor<1000x49xf32>
}

func.func @sum_rows_of_64(%x: tensor<1001x64xf32>) -> tensor<1001xf32> {
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<1001xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%rows : tensor<1001xf32>) -> tensor<1001xf32>
  %sum = linalg.generic {indexing_maps = [#x, #r], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<1001x64xf32>) outs(%zeros : tensor<1001xf32>) {
  ^bb0(%v: f32, %s: f32):
    %n = arith.addf %v, %s : f32
    linalg.yield %n : f32
  } -> tensor<1001xf32>
  return %sum : tensor<1001xf32>
}
