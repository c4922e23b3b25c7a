// RUN: hiera-opt %s -split-input-file --hiera-lower | FileCheck %s

// A mean: the sum splits into 1024 parallel partials
// (hiera-split-reductions); what is left on the host reading or writing
// buffers runs on the GPU as one thread: the store of the initial value,
// then the partials' sum and the division, in one launch. The host never
// touches a buffer's elements.
// CHECK-LABEL: func.func @mean(
// CHECK-NOT: memref.load
// CHECK-NOT: memref.store
// CHECK: gpu.launch_func async {{.*}} blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
// CHECK-COUNT-2: gpu.launch_func async {{.*}} blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1)
// CHECK: gpu.launch_func async {{.*}} blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
// CHECK-SAME: %cst_0 : f32
// CHECK-NOT: memref.load
// CHECK-NOT: memref.store
// CHECK: return
// CHECK: gpu.binary
func.func @mean(%x: tensor<1048576xf32>) -> tensor<f32> {
  %zero = arith.constant 0.0 : f32
  %count = arith.constant 1048576.0 : f32
  %scalar = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%zero : f32) outs(%scalar : tensor<f32>) -> tensor<f32>
  %sum = linalg.reduce ins(%x : tensor<1048576xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%v: f32, %acc: f32) {
      %s = arith.addf %v, %acc : f32
      linalg.yield %s : f32
    }
  %mean = linalg.generic {indexing_maps = [affine_map<() -> ()>, affine_map<() -> ()>], iterator_types = []}
      ins(%sum : tensor<f32>) outs(%scalar : tensor<f32>) {
  ^bb0(%s: f32, %out: f32):
    %m = arith.divf %s, %count : f32
    linalg.yield %m : f32
  } -> tensor<f32>
  return %mean : tensor<f32>
}

// -----

// A gather as torch-mlir writes it (nll_loss's pick of each row's target),
// its bounds asserts directly in the loop body and 256 a divisor of its
// extent: it still becomes a launch, none of it left on the host.
// CHECK-LABEL: func.func @gather_with_asserts(
// CHECK-NOT: memref.load
// CHECK: gpu.launch_func async {{.*}} blocks in (%c4, %c1, %c1) threads in (%c256, %c1, %c1)
// CHECK-NOT: memref.load
// CHECK: return
// CHECK: gpu.binary @gather_with_asserts_kernel
// CHECK-SAME: call.uni __assertfail
func.func @gather_with_asserts(%logp: tensor<1024x16xf32>, %targets: tensor<1024xi64>) -> tensor<1024xf32> {
  %c16 = arith.constant 16 : index
  %out = tensor.empty() : tensor<1024xf32>
  %picked = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
      ins(%targets : tensor<1024xi64>) outs(%out : tensor<1024xf32>) {
  ^bb0(%t: i64, %o: f32):
    %row = linalg.index 0 : index
    %col = arith.index_cast %t : i64 to index
    %inside = arith.cmpi slt, %col, %c16 : index
    cf.assert %inside, "index must be smaller than dim size"
    %v = tensor.extract %logp[%row, %col] : tensor<1024x16xf32>
    linalg.yield %v : f32
  } -> tensor<1024xf32>
  return %picked : tensor<1024xf32>
}

// -----

// Attention's scores, 524288 rows (32 batches x 16 heads x 1024 queries):
// tiles of 8 rows would need 65536 blocks in y, one more than a grid
// holds. The nest runs as one dimension, its blocks in x.
// CHECK-LABEL: func.func @rows_beyond_grid_y(
// CHECK: gpu.launch_func async {{.*}} blocks in (%c65536, %c1, %c1) threads in (%c256, %c1, %c1)
func.func @rows_beyond_grid_y(%x: tensor<524288x32xf32>) -> tensor<524288x32xf32> {
  %out = tensor.empty() : tensor<524288x32xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<524288x32xf32>) outs(%out : tensor<524288x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %e = math.exp %v : f32
    linalg.yield %e : f32
  } -> tensor<524288x32xf32>
  return %y : tensor<524288x32xf32>
}

// -----

// 65535 blocks of 8 rows still fit in y: the nest keeps its two dimensions.
// CHECK-LABEL: func.func @rows_within_grid_y(
// CHECK: gpu.launch_func async {{.*}} blocks in (%c1, %c65535, %c1) threads in (%c32, %c8, %c1)
func.func @rows_within_grid_y(%x: tensor<524280x32xf32>) -> tensor<524280x32xf32> {
  %out = tensor.empty() : tensor<524280x32xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<524280x32xf32>) outs(%out : tensor<524280x32xf32>) {
  ^bb0(%v: f32, %o: f32):
    %e = math.exp %v : f32
    linalg.yield %e : f32
  } -> tensor<524280x32xf32>
  return %y : tensor<524280x32xf32>
}
