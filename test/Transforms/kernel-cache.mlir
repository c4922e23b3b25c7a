// REQUIRES: cuda-toolkit
// Lowering compiles a custom kernel once: the PTX is kept under
// $HIERA_CACHE_DIR/ptx, named by a hash of the source, options and
// toolchain, and read back by the next lowering. Shown by altering the
// kept file: the next lowering carries the alteration.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env HIERA_CACHE_DIR=%t/cache hiera-opt %s --hiera-lower-tasks -o /dev/null
// RUN: ls %t/cache/ptx | FileCheck %s --check-prefix=ONE
// ONE: {{^[0-9a-f]{64}\.ptx$}}
// ONE-NOT: .ptx
// RUN: for f in %t/cache/ptx/*.ptx; do echo "// kept in the cache" >> $f; done
// RUN: env HIERA_CACHE_DIR=%t/cache hiera-opt %s --hiera-lower-tasks | FileCheck %s --check-prefix=KEPT
// KEPT: gpu.binary @hiera_scale
// KEPT-SAME: // kept in the cache
// Another source is another entry; an empty HIERA_CACHE_DIR keeps nothing.
// RUN: sed 's/2.0f/3.0f/' %s | env HIERA_CACHE_DIR=%t/cache hiera-opt --hiera-lower-tasks -o /dev/null
// RUN: ls %t/cache/ptx | wc -l | FileCheck %s --check-prefix=TWO
// TWO: 2
// RUN: env HIERA_CACHE_DIR= hiera-opt %s --hiera-lower-tasks | FileCheck %s --check-prefix=FRESH
// FRESH: gpu.binary @hiera_scale
// FRESH-NOT: kept in the cache

func.func @scale(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = plan.task "scale"(%a) : (tensor<1024xf32>) -> tensor<1024xf32> {
  ^bb0(%x: tensor<1024xf32>):
    plan.yield %x : tensor<1024xf32>
  } variants {
    plan.variant "k" #plan.space<custom> selected launch = #plan.launch<entry = "hiera_scale", grid = [4], block = [256], inputs = [0]> source = "extern \"C\" __global__ void hiera_scale(const float *in, float *out) { int i = blockIdx.x * blockDim.x + threadIdx.x; out[i] = 2.0f * in[i]; }"
  }
  return %0 : tensor<1024xf32>
}
