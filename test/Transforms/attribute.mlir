// RUN: hiera-opt %s -split-input-file --hiera-contract --hiera-attribute | FileCheck %s
// RUN: hiera-opt %s -split-input-file --hiera-plan="target=a100 allow=tf32" | FileCheck %s --check-prefix=A100
// RUN: hiera-opt %s -split-input-file --hiera-plan="target=%S/Inputs/lab-gpu.json" | FileCheck %s --check-prefix=JSON

// A strict 4096^3 f32 matmul is compute-bound on h200's fp32 pipe: strict
// f32 never runs on the tensor cores, whose accumulation (3xTF32
// included) lies further from f32. 682.7 FLOP/B against a ridge of 67
// TFLOP/s / 4.8 TB/s = 13.96 FLOP/B; its bound is 2*4096^3 / 67e12 s.
// With tf32 allowed on a100 it is bound by the tensor cores at the full
// rate (156 TFLOP/s / 2.039 TB/s = 76.5 FLOP/B); on lab-gpu, strict, by
// its fp32 pipe at 10 TFLOP/s.
// CHECK: module attributes {plan.target = #plan.target<name = "h200", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4800.0,
// CHECK-LABEL: func.func @matmul
// CHECK: bottleneck = #plan.bottleneck<compute, unit = fp32_pipe, intensity = 682.6666666666666, ridge_point = 13.958333333333334, bound_us = 2051.327663761194, source = model>
// A100: plan.target = #plan.target<name = "a100"
// A100-LABEL: func.func @matmul
// A100: bottleneck = #plan.bottleneck<compute, unit = tensor_core, intensity = 682.6666666666666, ridge_point = 76.50809220205983, bound_us = 881.0189325128205, source = model>
// JSON: plan.target = #plan.target<name = "lab-gpu"
// JSON-LABEL: func.func @matmul
// JSON: bottleneck = #plan.bottleneck<compute, unit = fp32_pipe, intensity = 682.6666666666666, ridge_point = 10.0,
func.func @matmul(%a: tensor<4096x4096xf32>, %b: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4096x4096xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %c = linalg.matmul ins(%a, %b : tensor<4096x4096xf32>, tensor<4096x4096xf32>)
                     outs(%acc : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %c : tensor<4096x4096xf32>
}

// -----

// A 16384^2 ReLU moves 2 GiB at 0.125 FLOP/B: memory-bound, 2^31 B / 4.8 TB/s.
// CHECK-LABEL: func.func @relu
// CHECK: bottleneck = #plan.bottleneck<memory, unit = dram, intensity = 0.125, ridge_point = 13.958333333333334, bound_us = 447.392426666666{{[0-9]*}}, source = model>
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @relu(%x: tensor<16384x16384xf32>) -> tensor<16384x16384xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<16384x16384xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<16384x16384xf32>) outs(%init : tensor<16384x16384xf32>) {
  ^bb0(%v: f32, %out: f32):
    %r = arith.maximumf %v, %zero : f32
    linalg.yield %r : f32
  } -> tensor<16384x16384xf32>
  return %y : tensor<16384x16384xf32>
}

// -----

// A 256-element add is bound by launch overhead: 3 KB take 0.6 ns of DRAM
// time against a 3 us launch.
// CHECK-LABEL: func.func @small_add
// CHECK: bottleneck = #plan.bottleneck<latency, unit = launch, intensity = 0.08333333333333333,
func.func @small_add(%a: tensor<256xf32>, %b: tensor<256xf32>) -> tensor<256xf32> {
  %init = tensor.empty() : tensor<256xf32>
  %c = linalg.add ins(%a, %b : tensor<256xf32>, tensor<256xf32>) outs(%init : tensor<256xf32>) -> tensor<256xf32>
  return %c : tensor<256xf32>
}

// -----

// f16 operands go to the tensor cores whatever the policy; an f64 add is
// measured against the fp64 pipe's ridge (34 TFLOP/s / 4.8 TB/s), and x + x
// reads x once.
// CHECK-LABEL: func.func @precisions
// CHECK: plan.task "batch_matmul_0"
// CHECK-SAME: bottleneck = #plan.bottleneck<compute, unit = tensor_core, intensity = 256.0, ridge_point = 206.125,
// CHECK: plan.task "add_1"
// CHECK-SAME: bottleneck = #plan.bottleneck<memory, unit = dram, intensity = 0.0625, ridge_point = 7.083333333333333,
func.func @precisions(%a: tensor<32x1024x1024xf16>, %b: tensor<32x1024x1024xf16>, %x: tensor<4096x4096xf64>) -> (tensor<32x1024x1024xf32>, tensor<4096x4096xf64>) {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<32x1024x1024xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
  %c = linalg.batch_matmul ins(%a, %b : tensor<32x1024x1024xf16>, tensor<32x1024x1024xf16>)
                           outs(%acc : tensor<32x1024x1024xf32>) -> tensor<32x1024x1024xf32>
  %init64 = tensor.empty() : tensor<4096x4096xf64>
  %y = linalg.add ins(%x, %x : tensor<4096x4096xf64>, tensor<4096x4096xf64>) outs(%init64 : tensor<4096x4096xf64>) -> tensor<4096x4096xf64>
  return %c, %y : tensor<32x1024x1024xf32>, tensor<4096x4096xf64>
}

// -----

// The module's own target is kept when no option names one.
// CHECK: module attributes {plan.target = #plan.target<name = "mine"
// CHECK: bottleneck = #plan.bottleneck<memory, unit = dram, intensity = 0.125, ridge_point = 1000.0, bound_us = 8.192,
module attributes {plan.target = #plan.target<name = "mine", compute_capability = 80, sm_count = 10, dram_bandwidth_gbps = 1.0, l2_bytes = 0, smem_per_sm_bytes = 1024, peak_f64_tflops = 0.0, peak_f32_tflops = 1.0, peak_tf32_tflops = 0.0, peak_f16_tflops = 0.0, peak_bf16_tflops = 0.0, peak_fp8_tflops = 0.0, launch_overhead_us = 0.0>} {
  func.func @exp(%x: tensor<1024xf32>) -> tensor<1024xf32> {
    %init = tensor.empty() : tensor<1024xf32>
    %e = linalg.exp ins(%x : tensor<1024xf32>) outs(%init : tensor<1024xf32>) -> tensor<1024xf32>
    return %e : tensor<1024xf32>
  }
}

// -----

// Dynamic shapes: unknown.
// CHECK-LABEL: func.func @dynamic
// CHECK: bottleneck = #plan.bottleneck<unknown, unit = none, intensity = 0.0, ridge_point = 13.958333333333334, bound_us = 0.0, source = model>
func.func @dynamic(%x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = plan.task "copy"(%x) : (tensor<?xf32>) -> tensor<?xf32> {
  ^bb0(%v: tensor<?xf32>):
    plan.yield %v : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}
