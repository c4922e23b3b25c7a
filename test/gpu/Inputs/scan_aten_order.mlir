// Cumulative sums in ATen's CUDA order (scans = pytorch_cuda): chunks of
// 32 (a warp a row), 256 (across warps, through shared memory) and 1024
// (reversed), a mask applied as the row is read.
#scan_in = affine_map<(d0, d1, d2) -> (d0, d2)>
#scan_out = affine_map<(d0, d1, d2) -> (d0, d1)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
func.func @masked_short_rows(%x: tensor<2048x100xf32>, %mask: tensor<2048x100xi1>) -> tensor<2048x100xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<2048x100xf32>
  %masked = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x, %mask : tensor<2048x100xf32>, tensor<2048x100xi1>) outs(%empty : tensor<2048x100xf32>) {
  ^bb0(%in: f32, %keep: i1, %out: f32):
    %f = arith.uitofp %keep : i1 to f32
    %m = arith.mulf %in, %f : f32
    linalg.yield %m : f32
  } -> tensor<2048x100xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<2048x100xf32>) -> tensor<2048x100xf32>
  %sum = linalg.generic {indexing_maps = [#scan_in, #scan_out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%masked : tensor<2048x100xf32>) outs(%init : tensor<2048x100xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %take = arith.cmpi ule, %j, %i : index
    %next = arith.addf %out, %in : f32
    %r = arith.select %take, %next, %out : f32
    linalg.yield %r : f32
  } -> tensor<2048x100xf32>
  return %sum : tensor<2048x100xf32>
}
func.func @rows_of_4000(%x: tensor<64x4000xf32>) -> tensor<64x4000xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<64x4000xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<64x4000xf32>) -> tensor<64x4000xf32>
  %sum = linalg.generic {indexing_maps = [#scan_in, #scan_out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<64x4000xf32>) outs(%init : tensor<64x4000xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %take = arith.cmpi ule, %j, %i : index
    %next = arith.addf %out, %in : f32
    %r = arith.select %take, %next, %out : f32
    linalg.yield %r : f32
  } -> tensor<64x4000xf32>
  return %sum : tensor<64x4000xf32>
}
func.func @reversed_long_rows(%x: tensor<2x5000xf32>) -> tensor<2x5000xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<2x5000xf32>
  %init = linalg.fill ins(%zero : f32) outs(%empty : tensor<2x5000xf32>) -> tensor<2x5000xf32>
  %sum = linalg.generic {indexing_maps = [#scan_in, #scan_out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<2x5000xf32>) outs(%init : tensor<2x5000xf32>) {
  ^bb0(%in: f32, %out: f32):
    %i = linalg.index 1 : index
    %j = linalg.index 2 : index
    %take = arith.cmpi ule, %i, %j : index
    %next = arith.addf %out, %in : f32
    %r = arith.select %take, %next, %out : f32
    linalg.yield %r : f32
  } -> tensor<2x5000xf32>
  return %sum : tensor<2x5000xf32>
}
}
