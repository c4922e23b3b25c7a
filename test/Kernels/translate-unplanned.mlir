// A module with no custom variant prints nothing and succeeds: an empty
// module, an empty input, a plain function and IR not planned yet. All four
// segfaulted (the plan dialect was not loaded where the target was made),
// and unplanned IR did not parse ("Dialect `arith' not found").
// RUN: echo 'module {}' | hiera-translate --plan-variant-to-cuda | FileCheck %s --allow-empty
// RUN: printf '' | hiera-translate --plan-variant-to-cuda | FileCheck %s --allow-empty
// RUN: echo 'func.func @f(%x: f32) -> f32 { return %x : f32 }' | hiera-translate --plan-variant-to-cuda | FileCheck %s --allow-empty
// RUN: hiera-translate --plan-variant-to-cuda %s | FileCheck %s --allow-empty
// CHECK-NOT: {{.}}
func.func @square(%x: tensor<64xf32>) -> tensor<64xf32> {
  %init = tensor.empty() : tensor<64xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>],
                       iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%init : tensor<64xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.mulf %v, %v : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  return %y : tensor<64xf32>
}
// Output that cannot be written (a full device) is this tool's error, not
// a crash report.
// RUN: hiera-opt %S/translate-errors.mlir --hiera-plan | not hiera-translate --plan-variant-to-cuda 2>&1 >/dev/full | FileCheck %s --check-prefix=FULL
// FULL: hiera-translate: cannot write standard output: No space left on device
// FULL-NOT: Stack dump
