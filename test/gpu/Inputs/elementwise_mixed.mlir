// Elementwise tasks whose tensors differ in type: an f32 input widened to
// f64 beside an f64 one, a rank-0 i64 counter, an i8 mask of a comparison.
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @widen(%x: tensor<64x1024xf32>, %y: tensor<64x1024xf64>) -> tensor<64x1024xf64> {
  %init = tensor.empty() : tensor<64x1024xf64>
  %r = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<64x1024xf32>, tensor<64x1024xf64>) outs(%init : tensor<64x1024xf64>) {
  ^bb0(%a: f32, %b: f64, %out: f64):
    %e = arith.extf %a : f32 to f64
    %s = arith.mulf %e, %b : f64
    linalg.yield %s : f64
  } -> tensor<64x1024xf64>
  return %r : tensor<64x1024xf64>
}
func.func @counter(%n: tensor<i64>) -> tensor<i64> {
  %one = arith.constant 1 : i64
  %init = tensor.empty() : tensor<i64>
  %r = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%n : tensor<i64>) outs(%init : tensor<i64>) {
  ^bb0(%a: i64, %out: i64):
    %s = arith.addi %a, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  return %r : tensor<i64>
}
func.func @mask(%x: tensor<64x1024xf32>) -> tensor<64x1024xi8> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<64x1024xi8>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x1024xf32>) outs(%init : tensor<64x1024xi8>) {
  ^bb0(%a: f32, %out: i8):
    %c = arith.cmpf ogt, %a, %zero : f32
    %e = arith.extui %c : i1 to i8
    linalg.yield %e : i8
  } -> tensor<64x1024xi8>
  return %r : tensor<64x1024xi8>
}
