// f16 and bf16 as CUDA stores them (__half, __nv_bfloat16), with the
// conversions to and from f32 that kernels compute through.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
