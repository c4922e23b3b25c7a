__device__ inline void hiera_cp_async16(void *shared, const void *global) {
  const unsigned address = (unsigned)__cvta_generic_to_shared(shared);
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(address), "l"(global));
}
