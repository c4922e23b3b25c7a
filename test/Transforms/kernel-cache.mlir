// REQUIRES: cuda-toolkit
// Lowering compiles a custom kernel once: the PTX is kept under
// $HIERA_CACHE_DIR/ptx, named by a hash of the source, options and
// toolchain, behind a line giving its SHA-256, and read back by the next
// lowering. Shown by altering the kept PTX and its checksum alike: the
// next lowering carries the alteration.
// RUN: rm -rf %t && mkdir -p %t
// RUN: env HIERA_CACHE_DIR=%t/cache hiera-opt %s --hiera-lower-tasks -o /dev/null
// RUN: ls %t/cache/ptx | FileCheck %s --check-prefix=ONE
// ONE: {{^[0-9a-f]{64}\.ptx$}}
// ONE-NOT: .ptx
// RUN: head -n 1 %t/cache/ptx/*.ptx | FileCheck %s --check-prefix=HEADER
// HEADER: {{^// hiera ptx cache sha256 [0-9a-f]{64}$}}
// RUN: for f in %t/cache/ptx/*.ptx; do \
// RUN:   { tail -n +2 $f; echo "// kept in the cache"; } > %t/ptx && \
// RUN:   { echo "// hiera ptx cache sha256 $(sha256sum < %t/ptx | cut -c1-64)"; cat %t/ptx; } > $f; \
// RUN: done
// RUN: env HIERA_CACHE_DIR=%t/cache hiera-opt %s --hiera-lower-tasks | FileCheck %s --check-prefix=KEPT
// KEPT: gpu.binary @hiera_scale
// KEPT-SAME: // kept in the cache

// An entry whose checksum does not hold (altered, cut short, emptied) is
// compiled again and written anew.
// RUN: for f in %t/cache/ptx/*.ptx; do echo "// altered" >> $f; done
// RUN: env HIERA_CACHE_DIR=%t/cache hiera-opt %s --hiera-lower-tasks | FileCheck %s --check-prefix=FRESH
// RUN: cat %t/cache/ptx/*.ptx | FileCheck %s --check-prefix=REWRITTEN
// REWRITTEN-NOT: // altered
// RUN: for f in %t/cache/ptx/*.ptx; do : > $f; done
// RUN: env HIERA_CACHE_DIR=%t/cache hiera-opt %s --hiera-lower-tasks | FileCheck %s --check-prefix=FRESH
// RUN: head -n 1 %t/cache/ptx/*.ptx | FileCheck %s --check-prefix=HEADER

// An entry that cannot be written (here a directory stands in its place;
// a full disk fails alike) leaves the cache out, with a warning.
// RUN: for f in %t/cache/ptx/*.ptx; do rm $f && mkdir $f; done
// RUN: env HIERA_CACHE_DIR=%t/cache hiera-opt %s --hiera-lower-tasks 2>%t/err | FileCheck %s --check-prefix=FRESH
// RUN: FileCheck %s --check-prefix=WARN < %t/err
// WARN: hiera: warning: cannot keep compiled kernels in {{.*}}cache/ptx ({{.*}}): each is compiled again where it is needed

// Another source is another entry; an empty HIERA_CACHE_DIR keeps nothing.
// RUN: rm -rf %t/cache
// RUN: env HIERA_CACHE_DIR=%t/cache hiera-opt %s --hiera-lower-tasks -o /dev/null
// RUN: sed 's/2.0f/3.0f/' %s | env HIERA_CACHE_DIR=%t/cache hiera-opt --hiera-lower-tasks -o /dev/null
// RUN: ls %t/cache/ptx/*.ptx | wc -l | FileCheck %s --check-prefix=TWO
// TWO: 2
// RUN: env HIERA_CACHE_DIR= hiera-opt %s --hiera-lower-tasks | FileCheck %s --check-prefix=FRESH
// FRESH: gpu.binary @hiera_scale
// FRESH-NOT: kept in the cache
// FRESH-NOT: // altered

// With a cache, CUDA's headers are parsed once into a precompiled header
// kept there beside the empty source it is made from; a kernel compiled
// with it is the same PTX as one compiled without (an empty
// HIERA_CACHE_DIR parses the headers for every kernel).
// RUN: rm -rf %t/cache
// RUN: env HIERA_CACHE_DIR=%t/cache hiera-opt %s --hiera-lower-tasks -o %t/with-header.mlir
// RUN: ls %t/cache/ptx | FileCheck %s --check-prefix=HEADERS
// HEADERS: {{^[0-9a-f]{64}\.pch$}}
// HEADERS-NEXT: {{^[0-9a-f]{64}\.pch\.cu$}}
// RUN: env HIERA_CACHE_DIR= hiera-opt %s --hiera-lower-tasks -o %t/without-header.mlir
// RUN: diff %t/with-header.mlir %t/without-header.mlir

// A header clang refuses (here its source changed since it was made; a new
// clang or new CUDA headers alike) costs nothing but time: the kernel is
// compiled without it, the header is removed, and the next lowering makes
// it again.
// RUN: touch -d 2020-01-01 %t/cache/ptx/*.pch.cu && rm %t/cache/ptx/*.ptx
// RUN: env HIERA_CACHE_DIR=%t/cache hiera-opt %s --hiera-lower-tasks -o %t/stale-header.mlir
// RUN: diff %t/stale-header.mlir %t/without-header.mlir
// RUN: ls %t/cache/ptx | FileCheck %s --check-prefix=DROPPED
// DROPPED-NOT: .pch{{$}}
// RUN: rm %t/cache/ptx/*.ptx
// RUN: env HIERA_CACHE_DIR=%t/cache hiera-opt %s --hiera-lower-tasks -o %t/remade-header.mlir
// RUN: diff %t/remade-header.mlir %t/without-header.mlir
// RUN: ls %t/cache/ptx | FileCheck %s --check-prefix=HEADERS

func.func @scale(%a: tensor<1024xf32>) -> tensor<1024xf32> {
  %0 = plan.task "scale"(%a) : (tensor<1024xf32>) -> tensor<1024xf32> {
  ^bb0(%x: tensor<1024xf32>):
    plan.yield %x : tensor<1024xf32>
  } variants {
    plan.variant "k" #plan.space<custom> selected launch = #plan.launch<entry = "hiera_scale", grid = [4], block = [256], inputs = [0]> source = "extern \"C\" __global__ void hiera_scale(const float *in, float *out) { int i = blockIdx.x * blockDim.x + threadIdx.x; out[i] = 2.0f * in[i]; }"
  }
  return %0 : tensor<1024xf32>
}
