// REQUIRES: cuda-toolkit
// RUN: hiera-opt %s -split-input-file --hiera-plan | FileCheck %s
// RUN: %hiera_python %S/Inputs/generic_cases.py %hiera_obj_root/bin/hiera-opt %s elementwise_ | FileCheck %s --check-prefix=CPU

// Concatenations, one elementwise op each after hiera-normalize, planned
// and run on the CPU (Inputs/cuda_on_cpu.py) in every elementwise variant
// against numpy: each point reads the input whose range holds it, where
// it lies (views read in place). Bit for bit: a concatenation copies.
// CPU-NOT: FAIL
// CPU: all agree

// CHECK-LABEL: func.func @channels_relu
// CHECK: plan.task "elementwise_0"
// CHECK-NOT: plan.task
// A dense block's torch.cat([x, y], 1) and the ReLU after it: one task.
func.func @channels_relu(%x: tensor<4x64x14x14xf32>, %y: tensor<4x32x14x14xf32>) -> tensor<4x96x14x14xf32> {
  %zero = arith.constant 0.0 : f32
  %0 = tensor.concat dim(1) %x, %y : (tensor<4x64x14x14xf32>, tensor<4x32x14x14xf32>) -> tensor<4x96x14x14xf32>
  %e = tensor.empty() : tensor<4x96x14x14xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%0 : tensor<4x96x14x14xf32>) outs(%e : tensor<4x96x14x14xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.maximumf %v, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4x96x14x14xf32>
  return %r : tensor<4x96x14x14xf32>
}

// -----

// CHECK-LABEL: func.func @roll
// CHECK: plan.task "elementwise_0"
// CHECK-NOT: tensor.extract_slice
// casts to a dynamic extent, read in x itself.
func.func @roll(%x: tensor<8x56x96xf32>) -> tensor<8x56x96xf32> {
  %tail = tensor.extract_slice %x[0, 53, 0] [8, 3, 96] [1, 1, 1] : tensor<8x56x96xf32> to tensor<8x3x96xf32>
  %head = tensor.extract_slice %x[0, 0, 0] [8, 53, 96] [1, 1, 1] : tensor<8x56x96xf32> to tensor<8x53x96xf32>
  %a = tensor.cast %tail : tensor<8x3x96xf32> to tensor<8x?x96xf32>
  %b = tensor.cast %head : tensor<8x53x96xf32> to tensor<8x?x96xf32>
  %0 = tensor.concat dim(1) %a, %b : (tensor<8x?x96xf32>, tensor<8x?x96xf32>) -> tensor<8x56x96xf32>
  return %0 : tensor<8x56x96xf32>
}

// -----

// CHECK-LABEL: func.func @patch_merge
// CHECK: plan.task "elementwise_0"
// CHECK-NOT: tensor.extract_slice
// A patch merge: four strided views of x joined along the channels.
func.func @patch_merge(%x: tensor<2x16x16x24xf32>) -> tensor<2x8x8x96xf32> {
  %rows0 = tensor.extract_slice %x[0, 0, 0, 0] [2, 8, 16, 24] [1, 2, 1, 1] : tensor<2x16x16x24xf32> to tensor<2x8x16x24xf32>
  %rows1 = tensor.extract_slice %x[0, 1, 0, 0] [2, 8, 16, 24] [1, 2, 1, 1] : tensor<2x16x16x24xf32> to tensor<2x8x16x24xf32>
  %a = tensor.extract_slice %rows0[0, 0, 0, 0] [2, 8, 8, 24] [1, 1, 2, 1] : tensor<2x8x16x24xf32> to tensor<2x8x8x24xf32>
  %b = tensor.extract_slice %rows1[0, 0, 0, 0] [2, 8, 8, 24] [1, 1, 2, 1] : tensor<2x8x16x24xf32> to tensor<2x8x8x24xf32>
  %c = tensor.extract_slice %rows0[0, 0, 1, 0] [2, 8, 8, 24] [1, 1, 2, 1] : tensor<2x8x16x24xf32> to tensor<2x8x8x24xf32>
  %d = tensor.extract_slice %rows1[0, 0, 1, 0] [2, 8, 8, 24] [1, 1, 2, 1] : tensor<2x8x16x24xf32> to tensor<2x8x8x24xf32>
  %0 = tensor.concat dim(3) %a, %b, %c, %d : (tensor<2x8x8x24xf32>, tensor<2x8x8x24xf32>, tensor<2x8x8x24xf32>, tensor<2x8x8x24xf32>) -> tensor<2x8x8x96xf32>
  return %0 : tensor<2x8x8x96xf32>
}

// -----

// CHECK-LABEL: func.func @ragged_columns
// CHECK: plan.task "elementwise_0"
// CHECK: plan.variant "elementwise_scalar" #plan.space<custom> selected
// width divides the 23 columns.
func.func @ragged_columns(%x: tensor<37x5xf32>, %y: tensor<37x7xf32>, %z: tensor<37x11xf32>) -> tensor<37x23xf32> {
  %0 = tensor.concat dim(1) %x, %y, %z : (tensor<37x5xf32>, tensor<37x7xf32>, tensor<37x11xf32>) -> tensor<37x23xf32>
  return %0 : tensor<37x23xf32>
}
