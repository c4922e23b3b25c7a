__device__ unsigned hiera_arrived, hiera_generation;
// Every block of the grid (all resident) waits for all others.
__device__ inline void hiera_grid_sync() {
  __syncthreads();
  if (threadIdx.x == 0) {
    volatile unsigned *generation = &hiera_generation;
    const unsigned seen = *generation;
    __threadfence();
    if (atomicAdd(&hiera_arrived, 1u) == gridDim.x - 1) {
      atomicExch(&hiera_arrived, 0u);
      __threadfence();
      atomicAdd(&hiera_generation, 1u);
    } else {
      while (*generation == seen) __nanosleep(32);
    }
    __threadfence();
  }
  __syncthreads();
}
