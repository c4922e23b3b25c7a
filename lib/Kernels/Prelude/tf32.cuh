__device__ inline unsigned hiera_tf32(float value) {
  unsigned bits;
  asm("cvt.rna.tf32.f32 %0, %1;\n" : "=r"(bits) : "f"(value));
  return bits;
}
