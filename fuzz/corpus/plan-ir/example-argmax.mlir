// The predicted class of each of 262144 rows of 1024 logits (1 GiB of f32
// read, positions in i64): an argmax along the last dimension, as
// frontends write it, the first position of the largest value.
func.func @argmax(%logits: tensor<262144x1024xf32>) -> tensor<262144xi64> {
  %lowest = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i64
  %values = tensor.empty() : tensor<262144xf32>
  %indices = tensor.empty() : tensor<262144xi64>
  %v0 = linalg.fill ins(%lowest : f32) outs(%values : tensor<262144xf32>) -> tensor<262144xf32>
  %i0 = linalg.fill ins(%zero : i64) outs(%indices : tensor<262144xi64>) -> tensor<262144xi64>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%logits : tensor<262144x1024xf32>) outs(%v0, %i0 : tensor<262144xf32>, tensor<262144xi64>) {
  ^bb0(%x: f32, %best: f32, %at: i64):
    %j = linalg.index 1 : index
    %j64 = arith.index_cast %j : index to i64
    %greater = arith.cmpf ogt, %x, %best : f32
    %v = arith.select %greater, %x, %best : f32
    %i = arith.select %greater, %j64, %at : i64
    linalg.yield %v, %i : f32, i64
  } -> (tensor<262144xf32>, tensor<262144xi64>)
  return %r#1 : tensor<262144xi64>
}
