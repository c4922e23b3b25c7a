// 2D box stencil of radius 3 in f64: each output point is the mean of the
// 7x7 window around it. The input carries a 3-point halo on every side; the
// empty 7x7 tensor only gives the window's extent.
#input = affine_map<(i, j, di, dj) -> (i + di, j + dj)>
#window = affine_map<(i, j, di, dj) -> (di, dj)>
#output = affine_map<(i, j, di, dj) -> (i, j)>
#id = affine_map<(i, j) -> (i, j)>
func.func @box_stencil(%x: tensor<8198x8198xf64>) -> tensor<8192x8192xf64> {
  %zero = arith.constant 0.0 : f64
  %inv_area = arith.constant 0.02040816326530612 : f64
  %window = tensor.empty() : tensor<7x7xf64>
  %init = tensor.empty() : tensor<8192x8192xf64>
  %acc = linalg.fill ins(%zero : f64) outs(%init : tensor<8192x8192xf64>) -> tensor<8192x8192xf64>
  %sum = linalg.generic {indexing_maps = [#input, #window, #output],
                         iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %window : tensor<8198x8198xf64>, tensor<7x7xf64>) outs(%acc : tensor<8192x8192xf64>) {
  ^bb0(%v: f64, %w: f64, %s: f64):
    %r = arith.addf %v, %s : f64
    linalg.yield %r : f64
  } -> tensor<8192x8192xf64>
  %mean = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%sum : tensor<8192x8192xf64>) outs(%init : tensor<8192x8192xf64>) {
  ^bb0(%s: f64, %out: f64):
    %r = arith.mulf %s, %inv_area : f64
    linalg.yield %r : f64
  } -> tensor<8192x8192xf64>
  return %mean : tensor<8192x8192xf64>
}
