// Per-channel means of NHWC activations (N, H, W reduced) and column sums
// of a matrix: reductions over leading dimensions.
#vector = affine_map<(d0) -> (d0)>
func.func @channel_means(%x: tensor<16x28x28x64xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %count = arith.constant 12544.0 : f32
  %channels = tensor.empty() : tensor<64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%channels : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.reduce ins(%x : tensor<16x28x28x64xf32>) outs(%init : tensor<64xf32>) dimensions = [0, 1, 2]
    (%v: f32, %acc: f32) {
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    }
  %mean = linalg.generic {indexing_maps = [#vector, #vector], iterator_types = ["parallel"]}
      ins(%sum : tensor<64xf32>) outs(%channels : tensor<64xf32>) {
  ^bb0(%s: f32, %out: f32):
    %m = arith.divf %s, %count : f32
    linalg.yield %m : f32
  } -> tensor<64xf32>
  return %mean : tensor<64xf32>
}

func.func @column_sums(%x: tensor<8192x1000xf32>) -> tensor<1000xf32> {
  %zero = arith.constant 0.0 : f32
  %cols = tensor.empty() : tensor<1000xf32>
  %init = linalg.fill ins(%zero : f32) outs(%cols : tensor<1000xf32>) -> tensor<1000xf32>
  %sum = linalg.reduce ins(%x : tensor<8192x1000xf32>) outs(%init : tensor<1000xf32>) dimensions = [0]
    (%v: f32, %acc: f32) {
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    }
  return %sum : tensor<1000xf32>
}
