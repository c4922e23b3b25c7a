// Reductions over leading dimensions: per-channel means of NHWC
// activations (N, H, W reduced), column sums of a matrix, and a whole
// tensor to one value (a mean squared error).
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

// A whole tensor to one value: a mean squared error.
func.func @mse(%p: tensor<2048x1000xf32>, %t: tensor<2048x1000xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %count = arith.constant 2048000.0 : f32
  %full = tensor.empty() : tensor<2048x1000xf32>
  %diff = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%p, %t : tensor<2048x1000xf32>, tensor<2048x1000xf32>) outs(%full : tensor<2048x1000xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %d = arith.subf %a, %b : f32
    %s = arith.mulf %d, %d : f32
    linalg.yield %s : f32
  } -> tensor<2048x1000xf32>
  %scalar = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%scalar : tensor<f32>) -> tensor<f32>
  %sum = linalg.reduce ins(%diff : tensor<2048x1000xf32>) outs(%init : tensor<f32>) dimensions = [0, 1]
    (%v: f32, %acc: f32) {
      %r = arith.addf %v, %acc : f32
      linalg.yield %r : f32
    }
  %mean = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%sum : tensor<f32>) outs(%scalar : tensor<f32>) {
  ^bb0(%s: f32, %out: f32):
    %m = arith.divf %s, %count : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  return %mean : tensor<f32>
}

// torch.prod(1 + 0.01 * x, dim=1): products over a middle dimension, of
// values near 1 (as the suite's reductions/05), so that a wrong identity or
// a partial combined by a sum shows.
#prod_in = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#prod_out = affine_map<(d0, d1, d2) -> (d0, d2)>
func.func @prod_middle_dim(%x: tensor<16x32x4096xf32>) -> tensor<16x4096xf32> {
  %one = arith.constant 1.0 : f32
  %step = arith.constant 0.01 : f32
  %empty = tensor.empty() : tensor<16x4096xf32>
  %init = linalg.fill ins(%one : f32) outs(%empty : tensor<16x4096xf32>) -> tensor<16x4096xf32>
  %prod = linalg.generic {indexing_maps = [#prod_in, #prod_out], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%x : tensor<16x32x4096xf32>) outs(%init : tensor<16x4096xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %scaled = arith.mulf %v, %step : f32
    %near_one = arith.addf %scaled, %one : f32
    %r = arith.mulf %near_one, %acc : f32
    linalg.yield %r : f32
  } -> tensor<16x4096xf32>
  return %prod : tensor<16x4096xf32>
}
