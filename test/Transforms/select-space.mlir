// RUN: hiera-opt %s -split-input-file --hiera-contract --hiera-attribute --hiera-select-space | FileCheck %s
// RUN: hiera-opt %s -split-input-file --hiera-plan | FileCheck %s --check-prefix=SELECTED
// RUN: hiera-opt %s -split-input-file --hiera-plan -o /dev/null 2>&1 | FileCheck %s --check-prefix=AGAIN

// A compute-bound contraction a library computes: the library.
// CHECK-LABEL: func.func @gemm
// CHECK: plan.task "matmul_0"
// CHECK-SAME: attributes {rationale = "compute-bound contraction a library computes with its epilogue: vendor kernels reach the unit's peak", space = #plan.space<library>}
// SELECTED-LABEL: func.func @gemm
// SELECTED: plan.variant "linalg" #plan.space<linalg>
// SELECTED-NEXT: plan.variant "cublaslt_matmul" #plan.space<library> selected
func.func @gemm(%a: tensor<2048x2048xf32>, %b: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2048x2048xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  %c = linalg.matmul ins(%a, %b : tensor<2048x2048xf32>, tensor<2048x2048xf32>) outs(%acc : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  return %c : tensor<2048x2048xf32>
}

// -----

// A memory-bound elementwise chain: one fused custom kernel, the best
// parameter set first.
// CHECK-LABEL: func.func @chain
// CHECK: plan.task
// CHECK-SAME: attributes {rationale = "memory-bound fusion group: one fused pass over memory, intermediates in registers", space = #plan.space<custom>}
// SELECTED-LABEL: func.func @chain
// SELECTED: plan.variant "elementwise_vec_u1" #plan.space<custom> selected
// SELECTED-NOT: selected
// SELECTED: return
func.func @chain(%a: tensor<4096x4096xf32>, %b: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %init = tensor.empty() : tensor<4096x4096xf32>
  %p = linalg.mul ins(%a, %b : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%init : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %e = linalg.exp ins(%p : tensor<4096x4096xf32>) outs(%init : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %e : tensor<4096x4096xf32>
}

// -----

// Tiny: bound by the launch, so one fused kernel.
// CHECK-LABEL: func.func @tiny
// CHECK: plan.task
// CHECK-SAME: attributes {rationale = "latency-bound: one fused kernel, the fewest launches", space = #plan.space<custom>}
func.func @tiny(%a: tensor<256xf32>, %b: tensor<256xf32>) -> tensor<256xf32> {
  %init = tensor.empty() : tensor<256xf32>
  %c = linalg.add ins(%a, %b : tensor<256xf32>, tensor<256xf32>) outs(%init : tensor<256xf32>) -> tensor<256xf32>
  return %c : tensor<256xf32>
}

// -----

// Memory-bound, no catalogue kernel, but cuBLASLt computes it (a matmul
// of 16 columns): the library.
// CHECK-LABEL: func.func @skinny
// CHECK: plan.task
// CHECK-SAME: attributes {rationale = "memory-bound, and a library call computes it", space = #plan.space<library>}
func.func @skinny(%a: tensor<1048576x16xf32>, %b: tensor<16x16xf32>) -> tensor<1048576x16xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<1048576x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<1048576x16xf32>) -> tensor<1048576x16xf32>
  %c = linalg.matmul ins(%a, %b : tensor<1048576x16xf32>, tensor<16x16xf32>) outs(%acc : tensor<1048576x16xf32>) -> tensor<1048576x16xf32>
  return %c : tensor<1048576x16xf32>
}

// -----

// Memory-bound pooling: the catalogue's window kernel, though cuDNN pools.
// CHECK-LABEL: func.func @pool
// CHECK: plan.task
// CHECK-SAME: attributes {rationale = "memory-bound fusion group: one fused pass over memory, intermediates in registers", space = #plan.space<custom>}
func.func @pool(%x: tensor<32x129x129x64xf32>) -> tensor<32x64x64x64xf32> {
  %neg_inf = arith.constant 0xFF800000 : f32
  %w = tensor.empty() : tensor<3x3xf32>
  %init = tensor.empty() : tensor<32x64x64x64xf32>
  %acc = linalg.fill ins(%neg_inf : f32) outs(%init : tensor<32x64x64x64xf32>) -> tensor<32x64x64x64xf32>
  %y = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %w : tensor<32x129x129x64xf32>, tensor<3x3xf32>) outs(%acc : tensor<32x64x64x64xf32>) -> tensor<32x64x64x64xf32>
  return %y : tensor<32x64x64x64xf32>
}

// -----

// Row sums: the catalogue's row kernel.
// CHECK-LABEL: func.func @row_sum
// CHECK: plan.task
// CHECK-SAME: attributes {rationale = "memory-bound fusion group: one fused pass over memory, intermediates in registers", space = #plan.space<custom>}
// SELECTED-LABEL: func.func @row_sum
// SELECTED: plan.variant "rows_t128" #plan.space<custom> selected
func.func @row_sum(%x: tensor<4096x4096xf32>) -> tensor<4096xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4096xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<4096xf32>) -> tensor<4096xf32>
  %s = linalg.reduce ins(%x : tensor<4096x4096xf32>) outs(%acc : tensor<4096xf32>) dimensions = [1]
    (%v: f32, %a: f32) {
      %r = arith.addf %v, %a : f32
      linalg.yield %r : f32
    }
  return %s : tensor<4096xf32>
}

// -----

// A convolution with HWCF filters, as contracted: no library layout, so
// the catalogue's floor, the generic kernel. Planned whole,
// --hiera-normalize first transposes the filter to FHWC, which cuDNN
// takes.
// CHECK-LABEL: func.func @conv_hwcf
// CHECK: plan.task
// CHECK-SAME: attributes {rationale = "compute-bound, no library call: the catalogue's kernel, its loops unrolled", space = #plan.space<custom>}
// SELECTED-LABEL: func.func @conv_hwcf
// SELECTED: plan.task "transpose_0"
// SELECTED: plan.variant "cudnn_conv2d" #plan.space<library> selected
func.func @conv_hwcf(%x: tensor<32x58x58x64xf32>, %f: tensor<3x3x64x64xf32>) -> tensor<32x56x56x64xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<32x56x56x64xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
  %c = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %f : tensor<32x58x58x64xf32>, tensor<3x3x64x64xf32>) outs(%acc : tensor<32x56x56x64xf32>) -> tensor<32x56x56x64xf32>
  return %c : tensor<32x56x56x64xf32>
}

// -----

// A batch-reduce matmul (a sum of products over a batch, as tpp-mlir
// writes it): no library call and no family of its own, so the
// catalogue's floor, a warp a point: never MLIR's loops.
// SELECTED-LABEL: func.func @batch_reduce
// SELECTED: plan.variant "generic_p8_l32" #plan.space<custom> selected
// AGAIN-NOT: no kernel family takes batch_reduce
func.func @batch_reduce(%a: tensor<16x128x256xf32>, %b: tensor<16x256x64xf32>) -> tensor<128x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<128x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<128x64xf32>) -> tensor<128x64xf32>
  %r = linalg.batch_reduce_matmul ins(%a, %b : tensor<16x128x256xf32>, tensor<16x256x64xf32>) outs(%f : tensor<128x64xf32>) -> tensor<128x64xf32>
  return %r : tensor<128x64xf32>
}

// -----

// Rows too long for registers, too many to split, and of a length no tile
// divides: streamed a block per row, each row's last tile ragged (loads
// past the row read zeros, the sum skips them); the block sizes that would
// hold the row in registers are left out, saying why.
// CHECK-LABEL: func.func @long_rows
// CHECK: attributes {rationale = "memory-bound fusion group: one fused pass over memory, intermediates in registers", space = #plan.space<custom>}
// SELECTED-LABEL: func.func @long_rows
// SELECTED: plan.variant "rows_stream_t512_v4" #plan.space<custom> selected
// SELECTED-SAME: const long part_end = (part + 1) * 1000001l < 1000001l ? (part + 1) * 1000001l : 1000001l;
// AGAIN: remark: hiera-generate: rows_t128 left out: a row of 1000001 needs 7813 vectors per thread, more than 16 stay in registers
// AGAIN-NOT: linalg instead
func.func @long_rows(%x: tensor<200x1000001xf32>) -> tensor<200xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<200xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<200xf32>) -> tensor<200xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<200x1000001xf32>) outs(%init : tensor<200xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  } -> tensor<200xf32>
  return %s : tensor<200xf32>
}

// -----

// Unknown bottlenecks stay in linalg.
// CHECK-LABEL: func.func @dynamic
// CHECK: plan.task "copy"
// CHECK-SAME: attributes {rationale = "unknown bottleneck: MLIR's own code generation", space = #plan.space<linalg>}
func.func @dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = plan.task "copy"(%x) : (tensor<?xf32>) -> tensor<?xf32> {
  ^bb0(%v: tensor<?xf32>):
    plan.yield %v : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}
