// Argmax and argmin along the last dimension: many short rows (a warp per
// row), a ragged width (scalar loads), and few long f64 rows (split over
// blocks) with both the values and the positions.
func.func @argmax_rows(%x: tensor<4096x1000xf32>) -> tensor<4096xi64> {
  %lowest = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i64
  %values = tensor.empty() : tensor<4096xf32>
  %indices = tensor.empty() : tensor<4096xi64>
  %v0 = linalg.fill ins(%lowest : f32) outs(%values : tensor<4096xf32>) -> tensor<4096xf32>
  %i0 = linalg.fill ins(%zero : i64) outs(%indices : tensor<4096xi64>) -> tensor<4096xi64>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4096x1000xf32>) outs(%v0, %i0 : tensor<4096xf32>, tensor<4096xi64>) {
  ^bb0(%in: f32, %best: f32, %at: i64):
    %j = linalg.index 1 : index
    %j64 = arith.index_cast %j : index to i64
    %greater = arith.cmpf ogt, %in, %best : f32
    %v = arith.select %greater, %in, %best : f32
    %i = arith.select %greater, %j64, %at : i64
    linalg.yield %v, %i : f32, i64
  } -> (tensor<4096xf32>, tensor<4096xi64>)
  return %r#1 : tensor<4096xi64>
}

func.func @argmax_ragged(%x: tensor<1000x1001xf32>) -> tensor<1000xi32> {
  %lowest = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i32
  %values = tensor.empty() : tensor<1000xf32>
  %indices = tensor.empty() : tensor<1000xi32>
  %v0 = linalg.fill ins(%lowest : f32) outs(%values : tensor<1000xf32>) -> tensor<1000xf32>
  %i0 = linalg.fill ins(%zero : i32) outs(%indices : tensor<1000xi32>) -> tensor<1000xi32>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<1000x1001xf32>) outs(%v0, %i0 : tensor<1000xf32>, tensor<1000xi32>) {
  ^bb0(%in: f32, %best: f32, %at: i32):
    %j = linalg.index 1 : index
    %j32 = arith.index_cast %j : index to i32
    %greater = arith.cmpf ogt, %in, %best : f32
    %v = arith.select %greater, %in, %best : f32
    %i = arith.select %greater, %j32, %at : i32
    linalg.yield %v, %i : f32, i32
  } -> (tensor<1000xf32>, tensor<1000xi32>)
  return %r#1 : tensor<1000xi32>
}

func.func @argmin_long(%x: tensor<4x262144xf64>) -> (tensor<4xf64>, tensor<4xi64>) {
  %highest = arith.constant 0x7FF0000000000000 : f64
  %zero = arith.constant 0 : i64
  %values = tensor.empty() : tensor<4xf64>
  %indices = tensor.empty() : tensor<4xi64>
  %v0 = linalg.fill ins(%highest : f64) outs(%values : tensor<4xf64>) -> tensor<4xf64>
  %i0 = linalg.fill ins(%zero : i64) outs(%indices : tensor<4xi64>) -> tensor<4xi64>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<4x262144xf64>) outs(%v0, %i0 : tensor<4xf64>, tensor<4xi64>) {
  ^bb0(%in: f64, %best: f64, %at: i64):
    %j = linalg.index 1 : index
    %j64 = arith.index_cast %j : index to i64
    %less = arith.cmpf olt, %in, %best : f64
    %v = arith.select %less, %in, %best : f64
    %i = arith.select %less, %j64, %at : i64
    linalg.yield %v, %i : f64, i64
  } -> (tensor<4xf64>, tensor<4xi64>)
  return %r#0, %r#1 : tensor<4xf64>, tensor<4xi64>
}
