// RUN: hiera-opt %s -split-input-file --hiera-contract | FileCheck %s
// RUN: hiera-opt %s -split-input-file --hiera-contract="allow=tf32" | FileCheck %s --check-prefix=TF32

// fill + matmul is one task: A and B read once, C written once; the
// accumulator's fill and zero are produced inside.
// CHECK-LABEL: func.func @matmul
// CHECK-SAME: (%[[A:.*]]: tensor<4096x4096xf32>, %[[B:.*]]: tensor<4096x4096xf32>)
// CHECK-NOT: linalg.
// CHECK: %[[T:.*]] = plan.task "matmul_0"(%[[A]], %[[B]]) : (tensor<4096x4096xf32>, tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
// CHECK-SAME: contract = #plan.contract<inputs = [tensor<4096x4096xf32>, tensor<4096x4096xf32>], roles = [activation, weight], results = [tensor<4096x4096xf32>], flops = 137438953472, bytes = 201326592, intensity = 682.6666666666666, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes|contiguous, alignment = 16>
// CHECK-NEXT: ^bb0(%[[X:.*]]: tensor<4096x4096xf32>, %[[Y:.*]]: tensor<4096x4096xf32>):
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.0
// CHECK-DAG: %[[EMPTY:.*]] = tensor.empty() : tensor<4096x4096xf32>
// CHECK: %[[ACC:.*]] = linalg.fill ins(%[[ZERO]] : f32) outs(%[[EMPTY]]
// CHECK: %[[MM:.*]] = linalg.matmul ins(%[[X]], %[[Y]] : {{.*}}) outs(%[[ACC]]
// CHECK: plan.yield %[[MM]]
// CHECK-NOT: linalg.
// CHECK: return %[[T]]
// TF32-LABEL: func.func @matmul
// TF32: precision = tf32, rtol = 0.01, atol = 0.01
func.func @matmul(%a: tensor<4096x4096xf32>, %b: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4096x4096xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %c = linalg.matmul ins(%a, %b : tensor<4096x4096xf32>, tensor<4096x4096xf32>)
                     outs(%acc : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %c : tensor<4096x4096xf32>
}

// -----

// matmul + bias + activation is one task; the broadcast bias is read once.
// FLOPs: 2*64*32*16 (matmul) + 64*16 (add) + 64*16 (max).
// Bytes: (64*32 + 32*16 + 16 + 64*16) * 4.
// CHECK-LABEL: func.func @matmul_bias_relu
// CHECK-COUNT-1: plan.task
// CHECK-SAME: roles = [activation, weight, bias], results = [tensor<64x16xf32>], flops = 67584, bytes = 14400,
// CHECK: linalg.matmul
// CHECK: linalg.generic
// CHECK: linalg.generic
// CHECK: plan.yield
// CHECK-NOT: plan.task
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @matmul_bias_relu(%x: tensor<64x32xf32>, %w: tensor<32x16xf32>, %b: tensor<16xf32>) -> tensor<64x16xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<64x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<64x16xf32>) -> tensor<64x16xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<64x32xf32>, tensor<32x16xf32>) outs(%acc : tensor<64x16xf32>) -> tensor<64x16xf32>
  %biased = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %b : tensor<64x16xf32>, tensor<16xf32>) outs(%init : tensor<64x16xf32>) {
  ^bb0(%v: f32, %bias: f32, %out: f32):
    %s = arith.addf %v, %bias : f32
    linalg.yield %s : f32
  } -> tensor<64x16xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%biased : tensor<64x16xf32>) outs(%init : tensor<64x16xf32>) {
  ^bb0(%v: f32, %out: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<64x16xf32>
  return %relu : tensor<64x16xf32>
}

// -----

// Softmax: two reductions with their elementwise producers and consumers
// are one task. FLOPs per element: max, sub, exp, add, div = 5.
// CHECK-LABEL: func.func @softmax
// CHECK: plan.task "reduction_0"
// CHECK-SAME: roles = [activation], results = [tensor<64x128xf32>], flops = 40960, bytes = 65536, intensity = 0.625,
// CHECK-COUNT-4: linalg.generic
// CHECK-NOT: plan.task
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @softmax(%x: tensor<64x128xf32>) -> tensor<64x128xf32> {
  %neg_inf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<64xf32>
  %full = tensor.empty() : tensor<64x128xf32>
  %max_init = linalg.fill ins(%neg_inf : f32) outs(%rows : tensor<64xf32>) -> tensor<64xf32>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<64x128xf32>) outs(%max_init : tensor<64xf32>) {
  ^bb0(%v: f32, %m: f32):
    %r = arith.maximumf %v, %m : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %exp = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %max : tensor<64x128xf32>, tensor<64xf32>) outs(%full : tensor<64x128xf32>) {
  ^bb0(%v: f32, %m: f32, %out: f32):
    %d = arith.subf %v, %m : f32
    %e = math.exp %d : f32
    linalg.yield %e : f32
  } -> tensor<64x128xf32>
  %sum_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%exp : tensor<64x128xf32>) outs(%sum_init : tensor<64xf32>) {
  ^bb0(%e: f32, %s: f32):
    %r = arith.addf %e, %s : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%exp, %sum : tensor<64x128xf32>, tensor<64xf32>) outs(%full : tensor<64x128xf32>) {
  ^bb0(%e: f32, %s: f32, %out: f32):
    %r = arith.divf %e, %s : f32
    linalg.yield %r : f32
  } -> tensor<64x128xf32>
  return %y : tensor<64x128xf32>
}

// -----

// A chain of elementwise ops is one task; the intermediates are free.
// CHECK-LABEL: func.func @chain
// CHECK: plan.task "elementwise_0"(%{{.*}}, %{{.*}}, %{{.*}}) :
// CHECK-SAME: roles = [activation, activation, activation], results = [tensor<1024xf32>], flops = 3072, bytes = 16384,
// CHECK-NOT: plan.task
func.func @chain(%a: tensor<1024xf32>, %b: tensor<1024xf32>, %c: tensor<1024xf32>) -> tensor<1024xf32> {
  %init = tensor.empty() : tensor<1024xf32>
  %p = linalg.mul ins(%a, %b : tensor<1024xf32>, tensor<1024xf32>) outs(%init : tensor<1024xf32>) -> tensor<1024xf32>
  %s = linalg.add ins(%p, %c : tensor<1024xf32>, tensor<1024xf32>) outs(%init : tensor<1024xf32>) -> tensor<1024xf32>
  %e = linalg.exp ins(%s : tensor<1024xf32>) outs(%init : tensor<1024xf32>) -> tensor<1024xf32>
  return %e : tensor<1024xf32>
}

// -----

// Two contractions never share a task; an elementwise prologue stays apart
// from the contraction it feeds.
// CHECK-LABEL: func.func @two_matmuls
// CHECK: %[[P:.*]] = plan.task "exp_0"
// CHECK: %[[M1:.*]] = plan.task "matmul_1"(%[[P]], %{{.*}})
// CHECK: %[[M2:.*]] = plan.task "matmul_2"(%[[M1]], %{{.*}})
// CHECK: return %[[M2]]
func.func @two_matmuls(%x: tensor<16x16xf32>, %w: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<16x16xf32>
  %e = linalg.exp ins(%x : tensor<16x16xf32>) outs(%init : tensor<16x16xf32>) -> tensor<16x16xf32>
  // One fill feeds both accumulators: each task gets its own copy.
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<16x16xf32>) -> tensor<16x16xf32>
  %m1 = linalg.matmul ins(%e, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%acc : tensor<16x16xf32>) -> tensor<16x16xf32>
  %m2 = linalg.matmul ins(%m1, %w : tensor<16x16xf32>, tensor<16x16xf32>) outs(%acc : tensor<16x16xf32>) -> tensor<16x16xf32>
  return %m2 : tensor<16x16xf32>
}

// -----

// A value the task computes and something outside also uses becomes a
// second result, written once more.
// CHECK-LABEL: func.func @two_results
// CHECK: %[[T:.*]]:2 = plan.task "elementwise_0"
// CHECK-SAME: -> (tensor<8x8xf32>, tensor<8x8xf32>)
// CHECK-SAME: results = [tensor<8x8xf32>, tensor<8x8xf32>], flops = 128, bytes = 768,
// CHECK: return %[[T]]#0, %[[T]]#1
func.func @two_results(%x: tensor<8x8xf32>) -> (tensor<8x8xf32>, tensor<8x8xf32>) {
  %init = tensor.empty() : tensor<8x8xf32>
  %e = linalg.exp ins(%x : tensor<8x8xf32>) outs(%init : tensor<8x8xf32>) -> tensor<8x8xf32>
  %f = linalg.exp ins(%e : tensor<8x8xf32>) outs(%init : tensor<8x8xf32>) -> tensor<8x8xf32>
  return %e, %f : tensor<8x8xf32>, tensor<8x8xf32>
}

// -----

// The library fuses a bias, ReLU and residual, not an exp; the catalogue's
// GEMM fuses any elementwise epilogue, in f32 emulated on the tensor cores
// under a strict contract and in TF32 where allowed: one task either way.
// CHECK-LABEL: func.func @epilogue_split
// CHECK: plan.task "matmul_0"(%arg0, %arg1, %arg2)
// CHECK: linalg.matmul
// CHECK: arith.addf
// CHECK: linalg.exp
// CHECK-NOT: plan.task
// CHECK: return
// TF32-LABEL: func.func @epilogue_split
// TF32: plan.task "matmul_0"
// TF32-NOT: plan.task
// TF32: return
#row = affine_map<(d0, d1) -> (d0, d1)>
#bias = affine_map<(d0, d1) -> (d1)>
func.func @epilogue_split(%x: tensor<128x128xf32>, %w: tensor<128x128xf32>, %b: tensor<128xf32>) -> tensor<128x128xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<128x128xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<128x128xf32>) -> tensor<128x128xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<128x128xf32>, tensor<128x128xf32>) outs(%acc : tensor<128x128xf32>) -> tensor<128x128xf32>
  %biased = linalg.generic {indexing_maps = [#row, #bias, #row], iterator_types = ["parallel", "parallel"]}
      ins(%mm, %b : tensor<128x128xf32>, tensor<128xf32>) outs(%init : tensor<128x128xf32>) {
  ^bb0(%v: f32, %c: f32, %out: f32):
    %s = arith.addf %v, %c : f32
    linalg.yield %s : f32
  } -> tensor<128x128xf32>
  %e = linalg.exp ins(%biased : tensor<128x128xf32>) outs(%init : tensor<128x128xf32>) -> tensor<128x128xf32>
  return %e : tensor<128x128xf32>
}

// -----

// An `outs` tensor from outside that the payload never reads is not an
// operand: only its shape matters, so the task makes its own.
// CHECK-LABEL: func.func @unread_destination
// CHECK: plan.task "exp_0"(%{{.*}}) : (tensor<256xf32>) -> tensor<256xf32>
// CHECK-SAME: inputs = [tensor<256xf32>], roles = [activation], results = [tensor<256xf32>], flops = 256, bytes = 2048,
// CHECK: tensor.empty() : tensor<256xf32>
func.func @unread_destination(%x: tensor<256xf32>, %out: tensor<256xf32>) -> tensor<256xf32> {
  %e = linalg.exp ins(%x : tensor<256xf32>) outs(%out : tensor<256xf32>) -> tensor<256xf32>
  return %e : tensor<256xf32>
}

// -----

// An op that reads a member's result and feeds another member, but cannot
// join them, splits the group instead of making a cycle.
// CHECK-LABEL: func.func @no_cycle
// CHECK: %[[E:.*]] = plan.task "exp_0"(%{{.*}})
// CHECK: %[[M:.*]] = plan.task "matmul_1"(%[[E]], %{{.*}})
// CHECK: %[[R:.*]] = plan.task "reduction_2"(%[[E]], %[[M]])
// CHECK: return %[[R]]
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @no_cycle(%x: tensor<8x8xf32>, %w: tensor<8x8xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<8x8xf32>
  %rows = tensor.empty() : tensor<8xf32>
  %e = linalg.exp ins(%x : tensor<8x8xf32>) outs(%init : tensor<8x8xf32>) -> tensor<8x8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<8x8xf32>) -> tensor<8x8xf32>
  %m = linalg.matmul ins(%e, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%acc : tensor<8x8xf32>) -> tensor<8x8xf32>
  %racc = linalg.fill ins(%zero : f32) outs(%rows : tensor<8xf32>) -> tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%e, %m : tensor<8x8xf32>, tensor<8x8xf32>) outs(%racc : tensor<8xf32>) {
  ^bb0(%a: f32, %b: f32, %s: f32):
    %t = arith.addf %a, %b : f32
    %u = arith.addf %t, %s : f32
    linalg.yield %u : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Roles: a non-constant scalar operand, and a broadcast vector that scales.
// f16 results get the half-precision tolerance.
// CHECK-LABEL: func.func @roles
// CHECK: plan.task "elementwise_0"
// CHECK-SAME: roles = [activation, weight, scalar]
// CHECK-SAME: rtol = 0.01, atol = 0.01
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @roles(%x: tensor<4x8xf16>, %g: tensor<8xf16>, %s: f16) -> tensor<4x8xf16> {
  %init = tensor.empty() : tensor<4x8xf16>
  %y = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %g : tensor<4x8xf16>, tensor<8xf16>) outs(%init : tensor<4x8xf16>) {
  ^bb0(%v: f16, %gv: f16, %out: f16):
    %p = arith.mulf %v, %gv : f16
    linalg.yield %p : f16
  } -> tensor<4x8xf16>
  %z = linalg.fill ins(%s : f16) outs(%init : tensor<4x8xf16>) -> tensor<4x8xf16>
  %sum = linalg.add ins(%y, %z : tensor<4x8xf16>, tensor<4x8xf16>) outs(%init : tensor<4x8xf16>) -> tensor<4x8xf16>
  return %sum : tensor<4x8xf16>
}

// -----

// Integers compare exactly; f64 to 1e-9.
// CHECK-LABEL: func.func @tolerances
// CHECK: plan.task "add_0"
// CHECK-SAME: rtol = 0.0, atol = 0.0
// CHECK: plan.task "add_1"
// CHECK-SAME: rtol = 1.0e-09, atol = 1.0e-09
func.func @tolerances(%a: tensor<4xi32>, %b: tensor<4xf64>) -> (tensor<4xi32>, tensor<4xf64>) {
  %ei = tensor.empty() : tensor<4xi32>
  %ef = tensor.empty() : tensor<4xf64>
  %i = linalg.add ins(%a, %a : tensor<4xi32>, tensor<4xi32>) outs(%ei : tensor<4xi32>) -> tensor<4xi32>
  %f = linalg.add ins(%b, %b : tensor<4xf64>, tensor<4xf64>) outs(%ef : tensor<4xf64>) -> tensor<4xf64>
  return %i, %f : tensor<4xi32>, tensor<4xf64>
}

// -----

// A task written by hand gets a contract; one that has a contract keeps it.
// CHECK-LABEL: func.func @hand_written
// CHECK: plan.task "mine"
// CHECK-SAME: contract = #plan.contract<inputs = [tensor<32xf32>], roles = [activation], results = [tensor<32xf32>], flops = 32, bytes = 256,
// CHECK: plan.task "kept"
// CHECK-SAME: flops = 7, bytes = 256, intensity = 0.02734375,
func.func @hand_written(%x: tensor<32xf32>) -> tensor<32xf32> {
  %0 = plan.task "mine"(%x) : (tensor<32xf32>) -> tensor<32xf32> {
  ^bb0(%v: tensor<32xf32>):
    %init = tensor.empty() : tensor<32xf32>
    %e = linalg.exp ins(%v : tensor<32xf32>) outs(%init : tensor<32xf32>) -> tensor<32xf32>
    plan.yield %e : tensor<32xf32>
  }
  %1 = plan.task "kept"(%0) : (tensor<32xf32>) -> tensor<32xf32>
      contract = #plan.contract<inputs = [tensor<32xf32>], roles = [activation], results = [tensor<32xf32>], flops = 7, bytes = 256, intensity = 0.02734375, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes|contiguous, alignment = 16> {
  ^bb0(%v: tensor<32xf32>):
    plan.yield %v : tensor<32xf32>
  }
  return %1 : tensor<32xf32>
}

// -----

// The padding a window reads through joins its task: the task takes the
// unpadded tensor (its bytes are the source's), and the pad is the task's
// own. A pad that an elementwise op or a plain reduction reads stays
// outside: only the window kernels read a border.
// CHECK-LABEL: func.func @padded_window
// CHECK: plan.task "pooling_nchw_max_{{[0-9]+}}"(%[[X:.*]]) : (tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32>
// CHECK-SAME: inputs = [tensor<1x2x8x8xf32>]
// CHECK: tensor.pad %{{.*}} low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: linalg.pooling_nchw_max
// CHECK-LABEL: func.func @padded_elementwise
// CHECK: %[[P:.*]] = tensor.pad
// CHECK: plan.task "exp_0"(%[[P]])
// CHECK-LABEL: func.func @padded_rows
// CHECK: %[[P:.*]] = tensor.pad
// CHECK: plan.task "reduction_0"(%[[P]]) : (tensor<4x16xf32>)
// A padding value made inside the pad's own region moves in with the pad
// (the pad outside, now unused, is erased with it).
// CHECK-LABEL: func.func @padded_window_inner_constant
// CHECK-NOT: tensor.pad
// CHECK: plan.task "pooling_nchw_max_0"(%{{.*}}) : (tensor<1x2x8x8xf32>)
// CHECK: tensor.pad
// CHECK-NEXT: ^bb0
// CHECK-NEXT: %[[INNER:.*]] = arith.constant 0xFF800000 : f32
// CHECK-NEXT: tensor.yield %[[INNER]] : f32
func.func @padded_window(%x: tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %ninf : f32
  } : tensor<1x2x8x8xf32> to tensor<1x2x10x10xf32>
  %window = tensor.empty() : tensor<3x3xf32>
  %init = tensor.empty() : tensor<1x2x4x4xf32>
  %acc = linalg.fill ins(%ninf : f32) outs(%init : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %y = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%padded, %window : tensor<1x2x10x10xf32>, tensor<3x3xf32>)
      outs(%acc : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %y : tensor<1x2x4x4xf32>
}
func.func @padded_elementwise(%x: tensor<6xf32>) -> tensor<8xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[1] high[1] {
  ^bb0(%a: index):
    tensor.yield %zero : f32
  } : tensor<6xf32> to tensor<8xf32>
  %init = tensor.empty() : tensor<8xf32>
  %e = linalg.exp ins(%padded : tensor<8xf32>) outs(%init : tensor<8xf32>) -> tensor<8xf32>
  return %e : tensor<8xf32>
}
func.func @padded_rows(%x: tensor<4x14xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %x low[0, 1] high[0, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %zero : f32
  } : tensor<4x14xf32> to tensor<4x16xf32>
  %init = tensor.empty() : tensor<4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<4xf32>) -> tensor<4xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%padded : tensor<4x16xf32>) outs(%acc : tensor<4xf32>) {
  ^bb0(%v: f32, %a: f32):
    %r = arith.addf %v, %a : f32
    linalg.yield %r : f32
  } -> tensor<4xf32>
  return %s : tensor<4xf32>
}
func.func @padded_window_inner_constant(%x: tensor<1x2x8x8xf32>) -> tensor<1x2x4x4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    %inner = arith.constant 0xFF800000 : f32
    tensor.yield %inner : f32
  } : tensor<1x2x8x8xf32> to tensor<1x2x10x10xf32>
  %window = tensor.empty() : tensor<3x3xf32>
  %init = tensor.empty() : tensor<1x2x4x4xf32>
  %acc = linalg.fill ins(%ninf : f32) outs(%init : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %y = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%padded, %window : tensor<1x2x10x10xf32>, tensor<3x3xf32>)
      outs(%acc : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  return %y : tensor<1x2x4x4xf32>
}

// -----

// An embedding lookup as torch-mlir writes it: the table read with
// tensor.extract at the ids' values, bounds asserted. The table becomes an
// input of the task. The statistics of the norm that follows (a row sum
// and the normalisation by it) take the gathered rows as an input: a
// gather stays a task of its own beside a reduction, for the reduction
// families read their inputs in order. Its bytes are the ids, the 64 rows
// gathered and the result (512 + 65536 + 65536), not the whole table: a
// gather measured against the table's bytes looked faster than its bound.
// CHECK-LABEL: func.func @lookup_then_norm
// CHECK-SAME: (%[[TABLE:.*]]: tensor<1000x256xf32>, %[[IDS:.*]]: tensor<64xi64>)
// CHECK: %[[ROWS:.*]] = plan.task "elementwise_0"(%[[IDS]], %[[TABLE]]) : (tensor<64xi64>, tensor<1000x256xf32>) -> tensor<64x256xf32>
// CHECK-SAME: bytes = 131584,
// CHECK: tensor.extract %{{.*}}[%{{.*}}, %{{.*}}] : tensor<1000x256xf32>
// CHECK: plan.task "reduction_1"(%[[ROWS]]) : (tensor<64x256xf32>) -> tensor<64x256xf32>
func.func @lookup_then_norm(%table: tensor<1000x256xf32>, %ids: tensor<64xi64>) -> tensor<64x256xf32> {
  %c1000 = arith.constant 1000 : index
  %c0_i64 = arith.constant 0 : i64
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x256xf32>
  %rows = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<64xi64>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%id: i64, %o: f32):
    %row = arith.index_cast %id : i64 to index
    %col = linalg.index 1 : index
    %below = arith.cmpi slt, %row, %c1000 : index
    cf.assert %below, "index must be smaller than dim size"
    %above = arith.cmpi sge, %id, %c0_i64 : i64
    cf.assert %above, "index must be larger or equal to 0"
    %v = tensor.extract %table[%row, %col] : tensor<1000x256xf32>
    linalg.yield %v : f32
  } -> tensor<64x256xf32>
  %s_init = tensor.empty() : tensor<64xf32>
  %s_zero = linalg.fill ins(%zero : f32) outs(%s_init : tensor<64xf32>) -> tensor<64xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
      ins(%rows : tensor<64x256xf32>) outs(%s_zero : tensor<64xf32>) {
  ^bb0(%v: f32, %a: f32):
    %r = arith.addf %v, %a : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%rows, %sum : tensor<64x256xf32>, tensor<64xf32>) outs(%e : tensor<64x256xf32>) {
  ^bb0(%v: f32, %s: f32, %o: f32):
    %r = arith.divf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<64x256xf32>
  return %y : tensor<64x256xf32>
}

// -----

// An RMS norm over channels: the sum of squares along the middle dimension
// and the scaling that reads it are one group, which the columns family
// computes whole: one task.
// CHECK-LABEL: func.func @rms_over_channels
// CHECK: plan.task "reduction_0"(%arg0) : (tensor<16x64x1024xf32>) -> tensor<16x64x1024xf32>
// CHECK: linalg.fill
// CHECK: iterator_types = ["parallel", "reduction", "parallel"]
// CHECK: iterator_types = ["parallel", "parallel", "parallel"]
// CHECK-NOT: plan.task
// CHECK: return
#x = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#stat = affine_map<(d0, d1, d2) -> (d0, d2)>
func.func @rms_over_channels(%x: tensor<16x64x1024xf32>) -> tensor<16x64x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %count = arith.constant 64.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %e = tensor.empty() : tensor<16x1024xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<16x1024xf32>) -> tensor<16x1024xf32>
  %sq = linalg.generic {indexing_maps = [#x, #stat], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%x : tensor<16x64x1024xf32>) outs(%acc : tensor<16x1024xf32>) {
  ^bb0(%v: f32, %a: f32):
    %p = arith.mulf %v, %v : f32
    %s = arith.addf %p, %a : f32
    linalg.yield %s : f32
  } -> tensor<16x1024xf32>
  %ey = tensor.empty() : tensor<16x64x1024xf32>
  %y = linalg.generic {indexing_maps = [#x, #stat, #x], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %sq : tensor<16x64x1024xf32>, tensor<16x1024xf32>) outs(%ey : tensor<16x64x1024xf32>) {
  ^bb0(%v: f32, %s: f32, %o: f32):
    %m = arith.divf %s, %count : f32
    %d = arith.addf %m, %eps : f32
    %r = math.rsqrt %d : f32
    %n = arith.mulf %v, %r : f32
    linalg.yield %n : f32
  } -> tensor<16x64x1024xf32>
  return %y : tensor<16x64x1024xf32>
}

// -----

// The same norm written channels-last: a group no implementation computes
// whole (the columns family writes in the order it reads). It becomes the
// longest runs one does: the reduction with its fill, then the scaling.
// CHECK-LABEL: func.func @rms_over_channels_to_channels_last
// CHECK: plan.task "reduction_0"(%arg0) : (tensor<16x64x1024xf32>) -> tensor<16x1024xf32>
// CHECK: linalg.fill
// CHECK: iterator_types = ["parallel", "reduction", "parallel"]
// CHECK: plan.task "elementwise_1"(%arg0, %0) : (tensor<16x64x1024xf32>, tensor<16x1024xf32>) -> tensor<16x1024x64xf32>
// CHECK-NOT: plan.task
// CHECK: return
#x = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#stat = affine_map<(d0, d1, d2) -> (d0, d2)>
#last = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
func.func @rms_over_channels_to_channels_last(%x: tensor<16x64x1024xf32>) -> tensor<16x1024x64xf32> {
  %zero = arith.constant 0.0 : f32
  %count = arith.constant 64.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %e = tensor.empty() : tensor<16x1024xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<16x1024xf32>) -> tensor<16x1024xf32>
  %sq = linalg.generic {indexing_maps = [#x, #stat], iterator_types = ["parallel", "reduction", "parallel"]}
      ins(%x : tensor<16x64x1024xf32>) outs(%acc : tensor<16x1024xf32>) {
  ^bb0(%v: f32, %a: f32):
    %p = arith.mulf %v, %v : f32
    %s = arith.addf %p, %a : f32
    linalg.yield %s : f32
  } -> tensor<16x1024xf32>
  %ey = tensor.empty() : tensor<16x1024x64xf32>
  %y = linalg.generic {indexing_maps = [#x, #stat, #last], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %sq : tensor<16x64x1024xf32>, tensor<16x1024xf32>) outs(%ey : tensor<16x1024x64xf32>) {
  ^bb0(%v: f32, %s: f32, %o: f32):
    %m = arith.divf %s, %count : f32
    %d = arith.addf %m, %eps : f32
    %r = math.rsqrt %d : f32
    %n = arith.mulf %v, %r : f32
    linalg.yield %n : f32
  } -> tensor<16x1024x64xf32>
  return %y : tensor<16x1024x64xf32>
}

// -----

// A fill a contraction reads as an operand (a recurrent net's zero initial
// state, after --hiera-normalize) is a task of its own, which the library
// reads; only the accumulator's fill joins the contraction.
// CHECK-LABEL: func.func @zero_state
// CHECK: %[[H:.*]] = plan.task "fill_0"() : () -> tensor<8x128xf32>
// CHECK: plan.task "matmul_1"(%[[H]], %arg0)
// CHECK-NOT: plan.task
#a = affine_map<(d0, d1, d2) -> (d0, d2)>
#bt = affine_map<(d0, d1, d2) -> (d1, d2)>
#c = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @zero_state(%w: tensor<512x128xf32>) -> tensor<8x512xf32> {
  %zero = arith.constant 0.0 : f32
  %eh = tensor.empty() : tensor<8x128xf32>
  %h = linalg.fill ins(%zero : f32) outs(%eh : tensor<8x128xf32>) -> tensor<8x128xf32>
  %e = tensor.empty() : tensor<8x512xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%e : tensor<8x512xf32>) -> tensor<8x512xf32>
  %y = linalg.matmul indexing_maps = [#a, #bt, #c] ins(%h, %w : tensor<8x128xf32>, tensor<512x128xf32>) outs(%acc : tensor<8x512xf32>) -> tensor<8x512xf32>
  return %y : tensor<8x512xf32>
}

// -----

// Column statistics of a training-mode batch norm as torch-mlir writes
// them: an f64 copy of the input that the mean and the centred squares
// both read. No implementation takes the group whole, so it is split into
// runs, and the second run computes the widening again where it reads it
// (a copy of the cheap op of its own) instead of the first run writing the
// f64 tensor to memory: no task returns it.
// CHECK-LABEL: func.func @column_statistics
// CHECK: %[[SUM:.*]] = plan.task "{{[a-z_0-9]+}}"(%arg0) : (tensor<1024x4096xf32>) -> tensor<4096xf64>
// CHECK: arith.extf
// CHECK-NOT: plan.yield {{.*}} : tensor<1024x4096xf64>
// CHECK: plan.task "{{[a-z_0-9]+}}"(%arg0, %[[SUM]]) : (tensor<1024x4096xf32>, tensor<4096xf64>) -> tensor<4096xf64>
// CHECK: arith.extf
// CHECK-NOT: plan.yield {{.*}} : tensor<1024x4096xf64>
#rows = affine_map<(d0, d1) -> (d0, d1)>
#cols = affine_map<(d0, d1) -> (d1)>
#vec = affine_map<(d0) -> (d0)>
func.func @column_statistics(%x: tensor<1024x4096xf32>) -> tensor<4096xf64> {
  %zero = arith.constant 0.0 : f64
  %n = arith.constant 1024.0 : f64
  %e2 = tensor.empty() : tensor<1024x4096xf64>
  %wide = linalg.generic {indexing_maps = [#rows, #rows], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<1024x4096xf32>) outs(%e2 : tensor<1024x4096xf64>) {
  ^bb0(%a: f32, %o: f64):
    %w = arith.extf %a : f32 to f64
    linalg.yield %w : f64
  } -> tensor<1024x4096xf64>
  %e1 = tensor.empty() : tensor<4096xf64>
  %z1 = linalg.fill ins(%zero : f64) outs(%e1 : tensor<4096xf64>) -> tensor<4096xf64>
  %sum = linalg.generic {indexing_maps = [#rows, #cols], iterator_types = ["reduction", "parallel"]}
      ins(%wide : tensor<1024x4096xf64>) outs(%z1 : tensor<4096xf64>) {
  ^bb0(%a: f64, %acc: f64):
    %s = arith.addf %a, %acc : f64
    linalg.yield %s : f64
  } -> tensor<4096xf64>
  %mean = linalg.generic {indexing_maps = [#vec, #vec], iterator_types = ["parallel"]}
      ins(%sum : tensor<4096xf64>) outs(%e1 : tensor<4096xf64>) {
  ^bb0(%a: f64, %o: f64):
    %m = arith.divf %a, %n : f64
    linalg.yield %m : f64
  } -> tensor<4096xf64>
  %z2 = linalg.fill ins(%zero : f64) outs(%e1 : tensor<4096xf64>) -> tensor<4096xf64>
  %var = linalg.generic {indexing_maps = [#rows, #cols, #cols], iterator_types = ["reduction", "parallel"]}
      ins(%wide, %mean : tensor<1024x4096xf64>, tensor<4096xf64>) outs(%z2 : tensor<4096xf64>) {
  ^bb0(%a: f64, %m: f64, %acc: f64):
    %d = arith.subf %a, %m : f64
    %q = arith.mulf %d, %d : f64
    %s = arith.addf %q, %acc : f64
    linalg.yield %s : f64
  } -> tensor<4096xf64>
  return %var : tensor<4096xf64>
}

// -----

// A convolution, tanh(x + b) * 2 (no epilogue cuDNN takes), then 2x2 max
// pooling. The convolution's task is the library's; the elementwise ops
// it could not take join the pooling as the window's prologue, rather
// than writing the whole activation out and reading it back.
// CHECK-LABEL: func.func @conv_prologue_pool
// CHECK: %[[CONV:.*]] = plan.task "conv_2d_nchw_fchw_0"(%arg0, %arg1)
// CHECK: linalg.conv_2d_nchw_fchw
// CHECK-NOT: math.tanh
// CHECK: plan.yield
// CHECK: plan.task "pooling_nchw_max_{{[0-9]+}}"(%[[CONV]], %arg2)
// CHECK: math.tanh
// CHECK: linalg.pooling_nchw_max
// CHECK-NOT: plan.task
// CHECK: return
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#ch4 = affine_map<(d0, d1, d2, d3) -> (d1)>
func.func @conv_prologue_pool(%x: tensor<2x4x18x18xf32>, %w: tensor<8x4x3x3xf32>, %b: tensor<8xf32>) -> tensor<2x8x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %two = arith.constant 2.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %ce = tensor.empty() : tensor<2x8x16x16xf32>
  %cz = linalg.fill ins(%zero : f32) outs(%ce : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<2x4x18x18xf32>, tensor<8x4x3x3xf32>) outs(%cz : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
  %y = linalg.generic {indexing_maps = [#id4, #ch4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv, %b : tensor<2x8x16x16xf32>, tensor<8xf32>) outs(%ce : tensor<2x8x16x16xf32>) {
  ^bb0(%v: f32, %c: f32, %o: f32):
    %s = arith.addf %v, %c : f32
    %t = math.tanh %s : f32
    %m = arith.mulf %t, %two : f32
    linalg.yield %m : f32
  } -> tensor<2x8x16x16xf32>
  %window = tensor.empty() : tensor<2x2xf32>
  %init = tensor.empty() : tensor<2x8x8x8xf32>
  %fill = linalg.fill ins(%ninf : f32) outs(%init : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%y, %window : tensor<2x8x16x16xf32>, tensor<2x2xf32>) outs(%fill : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
  return %p : tensor<2x8x8x8xf32>
}

// -----

// The same with a second full tensor added before the pooling: no family
// but the floor computes the two as one, so they stay apart.
// CHECK-LABEL: func.func @conv_residual_pool
// CHECK: plan.task "conv_2d_nchw_fchw_0"
// CHECK: plan.task "elementwise_{{[0-9]+}}"
// CHECK: plan.task "pooling_nchw_max_{{[0-9]+}}"
#id5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @conv_residual_pool(%x: tensor<2x4x18x18xf32>, %w: tensor<8x4x3x3xf32>, %r: tensor<2x8x16x16xf32>) -> tensor<2x8x8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %ce = tensor.empty() : tensor<2x8x16x16xf32>
  %cz = linalg.fill ins(%zero : f32) outs(%ce : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<2x4x18x18xf32>, tensor<8x4x3x3xf32>) outs(%cz : tensor<2x8x16x16xf32>) -> tensor<2x8x16x16xf32>
  %y = linalg.generic {indexing_maps = [#id5, #id5, #id5], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv, %r : tensor<2x8x16x16xf32>, tensor<2x8x16x16xf32>) outs(%ce : tensor<2x8x16x16xf32>) {
  ^bb0(%v: f32, %c: f32, %o: f32):
    %s = arith.addf %v, %c : f32
    %t = math.tanh %s : f32
    linalg.yield %t : f32
  } -> tensor<2x8x16x16xf32>
  %window = tensor.empty() : tensor<2x2xf32>
  %init = tensor.empty() : tensor<2x8x8x8xf32>
  %fill = linalg.fill ins(%ninf : f32) outs(%init : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%y, %window : tensor<2x8x16x16xf32>, tensor<2x2xf32>) outs(%fill : tensor<2x8x8x8xf32>) -> tensor<2x8x8x8xf32>
  return %p : tensor<2x8x8x8xf32>
}
