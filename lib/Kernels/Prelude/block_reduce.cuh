// hiera_block_reduce<Warps>(value, combine): the values of a block of Warps
// warps in x combined, warp shuffles first, then one step through shared
// memory; every thread gets the result.
template <int Warps, typename T, typename F> __device__ inline T hiera_block_reduce(T value, F combine) {
  __shared__ T partial[32];
  for (int offset = 16; offset > 0; offset /= 2)
    value = combine(value, __shfl_xor_sync(0xffffffffu, value, offset));
  __syncthreads();
  if (threadIdx.x % 32 == 0) partial[threadIdx.x / 32] = value;
  __syncthreads();
  value = partial[0];
  for (int w = 1; w < Warps; ++w)
    value = combine(value, partial[w]);
  return value;
}

// hiera_lanes_reduce<Lanes>(value, combine): the values of each aligned
// group of Lanes lanes (8, 16 or 32) combined by shuffles alone; every
// lane of the group gets the result.
template <int Lanes, typename T, typename F> __device__ inline T hiera_lanes_reduce(T value, F combine) {
  for (int offset = Lanes / 2; offset > 0; offset /= 2)
    value = combine(value, __shfl_xor_sync(0xffffffffu, value, offset));
  return value;
}
