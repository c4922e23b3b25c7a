// RUN: hiera-opt %s --hiera-contract --hiera-attribute --hiera-select-space --hiera-generate | FileCheck %s
// RUN: hiera-opt %s --hiera-contract --hiera-attribute --hiera-select-space --hiera-generate | hiera-opt --hiera-lower --hiera-to-llvm | FileCheck %s --check-prefix=LOWERED

// A task that iterates over nothing, as a pipeline without --hiera-normalize
// leaves it: an argmax along a dimension of 0. No kernel family is asked for
// it (the arg-reduce emitter divided by the extent: SIGFPE); MLIR's own
// loops, which run no trip, give its destination as it is.
// CHECK: plan.task "reduction_0"
// CHECK-SAME: rationale = "it iterates over nothing (an extent of 0): its result is its destination as it is"
// CHECK-SAME: space = #plan.space<linalg>
// CHECK: } variants {
// CHECK-NEXT: plan.variant "linalg" #plan.space<linalg> selected
// CHECK-NEXT: }
// LOWERED: llvm.func @argmax_of_nothing
func.func @argmax_of_nothing(%x: tensor<16x0xf32>) -> tensor<16xi64> {
  %lowest = arith.constant 0xFF800000 : f32
  %first = arith.constant 0 : i64
  %v0 = tensor.empty() : tensor<16xf32>
  %i0 = tensor.empty() : tensor<16xi64>
  %v = linalg.fill ins(%lowest : f32) outs(%v0 : tensor<16xf32>) -> tensor<16xf32>
  %i = linalg.fill ins(%first : i64) outs(%i0 : tensor<16xi64>) -> tensor<16xi64>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16x0xf32>) outs(%v, %i : tensor<16xf32>, tensor<16xi64>) {
  ^bb0(%in: f32, %best: f32, %at: i64):
    %j = linalg.index 1 : index
    %jj = arith.index_cast %j : index to i64
    %greater = arith.cmpf ogt, %in, %best : f32
    %nv = arith.select %greater, %in, %best : f32
    %ni = arith.select %greater, %jj, %at : i64
    linalg.yield %nv, %ni : f32, i64
  } -> (tensor<16xf32>, tensor<16xi64>)
  return %r#1 : tensor<16xi64>
}
