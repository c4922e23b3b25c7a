// torch.cumsum(F.pad(x, (1, 0))[:, :-1], dim=1), an exclusive cumsum, as
// exported at 64 x 1000: the scan kernels gather x[j - 1] as they walk
// (the pad becomes a shift that joins the scan's task).
#in2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#out2 = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @forward(%arg0: tensor<64x1000xf32>) -> tensor<64x1000xf32> {
  %cst = arith.constant 0.000000e+00 : f32
  %padded = tensor.pad %arg0 low[0, 1] high[0, 0] {
  ^bb0(%arg1: index, %arg2: index):
    tensor.yield %cst : f32
  } : tensor<64x1000xf32> to tensor<64x1001xf32>
  %extracted_slice = tensor.extract_slice %padded[0, 0] [64, 1000] [1, 1] : tensor<64x1001xf32> to tensor<64x1000xf32>
  %0 = tensor.empty() : tensor<64x1000xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<64x1000xf32>) -> tensor<64x1000xf32>
  %2 = linalg.generic {indexing_maps = [#in2, #out2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%extracted_slice : tensor<64x1000xf32>) outs(%1 : tensor<64x1000xf32>) {
  ^bb0(%in: f32, %out: f32):
    %3 = linalg.index 1 : index
    %4 = linalg.index 2 : index
    %5 = arith.cmpi ule, %4, %3 : index
    %6 = arith.addf %out, %in : f32
    %7 = arith.select %5, %6, %out : f32
    linalg.yield %7 : f32
  } -> tensor<64x1000xf32>
  return %2 : tensor<64x1000xf32>
}
