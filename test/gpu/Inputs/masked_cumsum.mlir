// torch.cumsum(x * mask, dim=1) with a bool mask, as exported (at 64 x
// 1000): the scan kernels read the mask as C++ bools, so the check must
// draw it 0 or 1.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @forward(%arg0: tensor<64x1000xf32>, %arg1: tensor<64x1000xi1>) -> tensor<64x1000xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<64x1000xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<64x1000xf32>, tensor<64x1000xi1>) outs(%0 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %in_0: i1, %out: f32):
      %4 = arith.uitofp %in_0 : i1 to f32
      %5 = arith.mulf %in, %4 : f32
      linalg.yield %5 : f32
    } -> tensor<64x1000xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%0 : tensor<64x1000xf32>) -> tensor<64x1000xf32>
    %3 = linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%1 : tensor<64x1000xf32>) outs(%2 : tensor<64x1000xf32>) {
    ^bb0(%in: f32, %out: f32):
      %4 = linalg.index 1 : index
      %5 = linalg.index 2 : index
      %6 = arith.cmpi ule, %5, %4 : index
      %7 = arith.addf %out, %in : f32
      %8 = arith.select %6, %7, %out : f32
      linalg.yield %8 : f32
    } -> tensor<64x1000xf32>
    return %3 : tensor<64x1000xf32>
  }
}
