// A catalogue variant is printed as its family parameters make it: one
// whose source was edited, or whose parameters make no kernel for its
// task, is an error, not a silent reprint.
// RUN: hiera-opt %s --hiera-plan | sed -e 's/ source = "[^"]*"/ source = "edited"/' \
// RUN:   | not hiera-translate --plan-variant-to-cuda --variant=elementwise_scalar 2>&1 | FileCheck %s --check-prefix=EDITED
// EDITED: error: 'plan.variant' op carries a source other than its elementwise parameters make
// RUN: hiera-opt %s --hiera-plan | sed -e 's/#plan.elementwise<vector_width = 1,/#plan.elementwise<vector_width = 4,/' \
// RUN:   | not hiera-translate --plan-variant-to-cuda --variant=elementwise_scalar 2>&1 | FileCheck %s --check-prefix=PARAMS
// PARAMS: error: 'plan.variant' op its elementwise parameters make no kernel: the innermost extent 7 is not a multiple of the vector width 4
func.func @odd(%x: tensor<3x7xf32>) -> tensor<3x7xf32> {
  %init = tensor.empty() : tensor<3x7xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<3x7xf32>) outs(%init : tensor<3x7xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.exp %v : f32
    linalg.yield %r : f32
  } -> tensor<3x7xf32>
  return %y : tensor<3x7xf32>
}
