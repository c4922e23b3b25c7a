// Argmax and argmin along a middle and a leading dimension: torch-mlir's
// form (the best value by maximumf, the position by a strict comparison)
// with a width of 70 lines, no multiple of a warp; and an f64 argmin over
// the first dimension that returns both the values and the positions.
func.func @argmax_middle(%x: tensor<8x1000x70xf32>) -> tensor<8x70xi64> {
  %lowest = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i64
  %values = tensor.empty() : tensor<8x70xf32>
  %indices = tensor.empty() : tensor<8x70xi64>
  %v0 = linalg.fill ins(%lowest : f32) outs(%values : tensor<8x70xf32>) -> tensor<8x70xf32>
  %i0 = linalg.fill ins(%zero : i64) outs(%indices : tensor<8x70xi64>) -> tensor<8x70xi64>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d2)>],
                         iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%x : tensor<8x1000x70xf32>) outs(%v0, %i0 : tensor<8x70xf32>, tensor<8x70xi64>) {
  ^bb0(%in: f32, %best: f32, %at: i64):
    %j = linalg.index 1 : index
    %j64 = arith.index_cast %j : index to i64
    %v = arith.maximumf %in, %best : f32
    %greater = arith.cmpf ogt, %in, %best : f32
    %i = arith.select %greater, %j64, %at : i64
    linalg.yield %v, %i : f32, i64
  } -> (tensor<8x70xf32>, tensor<8x70xi64>)
  return %r#1 : tensor<8x70xi64>
}

func.func @argmin_leading(%x: tensor<3000x33xf64>) -> (tensor<33xf64>, tensor<33xi32>) {
  %highest = arith.constant 0x7FF0000000000000 : f64
  %zero = arith.constant 0 : i32
  %values = tensor.empty() : tensor<33xf64>
  %indices = tensor.empty() : tensor<33xi32>
  %v0 = linalg.fill ins(%highest : f64) outs(%values : tensor<33xf64>) -> tensor<33xf64>
  %i0 = linalg.fill ins(%zero : i32) outs(%indices : tensor<33xi32>) -> tensor<33xi32>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>],
                         iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<3000x33xf64>) outs(%v0, %i0 : tensor<33xf64>, tensor<33xi32>) {
  ^bb0(%in: f64, %best: f64, %at: i32):
    %j = linalg.index 0 : index
    %j32 = arith.index_cast %j : index to i32
    %less = arith.cmpf olt, %in, %best : f64
    %v = arith.select %less, %in, %best : f64
    %i = arith.select %less, %j32, %at : i32
    linalg.yield %v, %i : f64, i32
  } -> (tensor<33xf64>, tensor<33xi32>)
  return %r#0, %r#1 : tensor<33xf64>, tensor<33xi32>
}
