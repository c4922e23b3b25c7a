// RUN: hiera-opt %s --hiera-attach-nvvm-target="chip=gfx90a" -verify-diagnostics
// RUN: hiera-opt %s --hiera-attach-nvvm-target="chip=sm_a" -verify-diagnostics

// expected-error@+1 {{is not an NVIDIA GPU architecture (sm_<N>, sm_<N>a or sm_<N>f)}}
module {
  gpu.module @kernels {
  }
}
