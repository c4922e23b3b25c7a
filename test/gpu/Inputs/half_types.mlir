// The generic family on half types (test/Transforms/custom-generic.mlir's
// four cases): f16 GELU as torch-mlir writes it, each op rounded to f16;
// bf16 rows summed in f32; f32 rounded to bf16; f16 row maxima over lanes
// combined in shared memory.
func.func @half_gelu(%x: tensor<37x53xf16>) -> tensor<37x53xf16> {
  %half = arith.constant 5.000000e-01 : f16
  %one = arith.constant 1.000000e+00 : f16
  %root2 = arith.constant 1.414060e+00 : f16
  %e = tensor.empty() : tensor<37x53xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<37x53xf16>) outs(%e : tensor<37x53xf16>) {
  ^bb0(%a: f16, %o: f16):
    %h = arith.mulf %a, %half : f16
    %d = arith.divf %a, %root2 : f16
    %erf = math.erf %d : f16
    %p = arith.addf %erf, %one : f16
    %y = arith.mulf %h, %p : f16
    linalg.yield %y : f16
  } -> tensor<37x53xf16>
  return %r : tensor<37x53xf16>
}

func.func @bfloat16_row_sums(%x: tensor<64x300xbf16>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<64xf32>) -> tensor<64xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x300xbf16>) outs(%init : tensor<64xf32>) {
  ^bb0(%a: bf16, %acc: f32):
    %w = arith.extf %a : bf16 to f32
    %s = arith.addf %w, %acc : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  return %r : tensor<64xf32>
}

func.func @bfloat16_round(%x: tensor<1000xf32>) -> tensor<1000xbf16> {
  %three = arith.constant 3.0 : f32
  %e = tensor.empty() : tensor<1000xbf16>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<1000xf32>) outs(%e : tensor<1000xbf16>) {
  ^bb0(%a: f32, %o: bf16):
    %t = arith.mulf %a, %three : f32
    %b = arith.truncf %t : f32 to bf16
    linalg.yield %b : bf16
  } -> tensor<1000xbf16>
  return %r : tensor<1000xbf16>
}

func.func @half_row_maxima(%x: tensor<8x5000xf16>) -> tensor<8xf16> {
  %low = arith.constant 0xFC00 : f16
  %e = tensor.empty() : tensor<8xf16>
  %init = linalg.fill ins(%low : f16) outs(%e : tensor<8xf16>) -> tensor<8xf16>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x5000xf16>) outs(%init : tensor<8xf16>) {
  ^bb0(%a: f16, %acc: f16):
    %m = arith.maximumf %a, %acc : f16
    linalg.yield %m : f16
  } -> tensor<8xf16>
  return %r : tensor<8xf16>
}
