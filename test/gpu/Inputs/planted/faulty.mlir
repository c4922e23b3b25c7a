// A ReLU with the catalogue's kernels and four planted faulty candidates,
// which the profiler must reject with the right reason while the run
// finishes: one writes far out of bounds, one never ends, one computes the
// wrong function, one does nothing (its output stays poisoned).
module attributes {plan.target = #plan.target<name = "h200", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4800.0, l2_bytes = 62914560, smem_per_sm_bytes = 233472, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>} {
  func.func @relu(%x: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
    %0 = plan.task "elementwise_0"(%x) : (tensor<4096x4096xf32>) -> tensor<4096x4096xf32> contract = #plan.contract<inputs = [tensor<4096x4096xf32>], roles = [activation], results = [tensor<4096x4096xf32>], flops = 16777216, bytes = 134217728, intensity = 0.125, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes|contiguous, alignment = 16> bottleneck = #plan.bottleneck<memory, unit = dram, intensity = 0.125, ridge_point = 13.958333333333334, bound_us = 27.962026666666667, source = model> {
    ^bb0(%in: tensor<4096x4096xf32>):
      %zero = arith.constant 0.0 : f32
      %empty = tensor.empty() : tensor<4096x4096xf32>
      %relu = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
          ins(%in : tensor<4096x4096xf32>) outs(%empty : tensor<4096x4096xf32>) {
      ^bb0(%v: f32, %out: f32):
        %r = arith.maximumf %v, %zero : f32
        linalg.yield %r : f32
      } -> tensor<4096x4096xf32>
      plan.yield %relu : tensor<4096x4096xf32>
    } variants {
      plan.variant "planted_out_of_bounds" #plan.space<custom> launch = #plan.launch<entry = "out_of_bounds", grid = [65536], block = [256], inputs = [0]> source = "extern \"C\" __global__ void out_of_bounds(const float *in0, float *out0) { const long i = blockIdx.x * 256l + threadIdx.x; out0[i + (1l << 40)] = fmaxf(in0[i], 0.0f); }"
      plan.variant "planted_endless" #plan.space<custom> launch = #plan.launch<entry = "endless", grid = [65536], block = [256], inputs = [0]> source = "extern \"C\" __global__ void endless(const float *in0, float *out0) { volatile float *out = out0; const long i = blockIdx.x * 256l + threadIdx.x; for (;;) out[i] = in0[i]; }"
      plan.variant "planted_wrong" #plan.space<custom> launch = #plan.launch<entry = "wrong", grid = [65536], block = [256], inputs = [0]> source = "extern \"C\" __global__ void wrong(const float *in0, float *out0) { const long i = blockIdx.x * 256l + threadIdx.x; out0[i] = fabsf(in0[i]); }"
      plan.variant "planted_no_op" #plan.space<custom> launch = #plan.launch<entry = "no_op", grid = [65536], block = [256], inputs = [0]> source = "extern \"C\" __global__ void no_op(const float *in0, float *out0) {}"
    }
    return %0 : tensor<4096x4096xf32>
  }
}
