// The CUDA expression of every arith and math op the catalogue covers, on
// the GPU suite's table (test/gpu/Inputs/expressions.mlir, which checks
// each against the f64 reference on the GPU): every task is planned into
// the custom space, its expressions are the ones below, and the kernels
// compile (clang) to PTX that ptxas takes.
// RUN: hiera-opt %S/../gpu/Inputs/expressions.mlir --hiera-plan -o %t.planned.mlir 2>&1 | FileCheck %s --check-prefix=FALLBACK --allow-empty
// RUN: FileCheck %s --check-prefix=SPACE < %t.planned.mlir
// RUN: hiera-translate --plan-variant-to-cuda --variant=elementwise_scalar %t.planned.mlir | FileCheck %s
// RUN: rm -rf %t.ptx && mkdir -p %t.ptx && hiera-opt --hiera-lower %t.planned.mlir | python3 %S/../Transforms/Inputs/extract-ptx.py %t.ptx > %t.list
// RUN: for f in $(cat %t.list); do ptxas -arch=sm_90 $f -o $f.cubin || echo "REJECTED $f"; done | FileCheck %s --check-prefix=PTXAS --allow-empty

// FALLBACK-NOT: no custom kernel suits the task
// SPACE-COUNT-6: space = #plan.space<custom>
// PTXAS-NOT: REJECTED

// Comparisons: ordered ones false on NaN, unordered ones true.
// CHECK-LABEL: // task "elementwise_0"
// CHECK: = false;
// CHECK: = (t0[u] == t0[u]);
// CHECK: = (t0[u] > t1[u]);
// CHECK: = ((t0[u] < t1[u]) || (t0[u] > t1[u]));
// CHECK: = (t0[u] == t0[u] && t0[u] == t0[u]);
// CHECK: = !((t0[u] < t1[u]) || (t0[u] > t1[u]));
// CHECK: = !(t0[u] <= t0[u]);
// CHECK: = !(t0[u] < t1[u]);
// CHECK: = !(t0[u] > t1[u]);
// CHECK: = (t0[u] != t0[u]);
// CHECK: = (t0[u] != t0[u] || t1[u] != t1[u]);
// CHECK: = true;
// CHECK-LABEL: // task "elementwise_0"
// CHECK: const double {{t[0-9]+}} = (t{{[0-9]+}} ? __longlong_as_double(0x4000000000000000ll) : __longlong_as_double(0x0ll));

// Integers: wrapping arithmetic in the result's width, unsigned ops on the
// unsigned type of that width, conversions as C++ casts.
// CHECK-LABEL: // task "elementwise_0"
// CHECK: const int [[I:t[0-9]+]] = ((int)(t{{[0-9]+}}));
// CHECK: = ((int)((((unsigned)(t{{[0-9]+}})) / ((unsigned)(t{{[0-9]+}})))));
// CHECK: = ((int)((((unsigned)([[I]])) << ((int)3ll))));
// CHECK: = ([[I]] >> ((int)3ll));
// CHECK: = ((int)(max(((unsigned)(t{{[0-9]+}})), ((unsigned)(t{{[0-9]+}})))));
// CHECK: const bool {{t[0-9]+}} = (((unsigned)([[I]])) >= ((unsigned)(t{{[0-9]+}})));
// CHECK: const long long {{t[0-9]+}} = ((long long)(t{{[0-9]+}}));
// CHECK: const short {{t[0-9]+}} = ((short)(t{{[0-9]+}}));
// CHECK: const float {{t[0-9]+}} = ((float)(((unsigned)(t{{[0-9]+}}))));

// The math library, in f32 (`expf`) and f64 (`exp`).
// CHECK-LABEL: // task "elementwise_0"
// CHECK: = expm1f(t0[u]);
// CHECK: = log1pf(t{{[0-9]+}});
// CHECK: = cbrtf(t0[u]);
// CHECK: = acoshf(t{{[0-9]+}});
// CHECK: = erfcf(t0[u]);
// CHECK: = rintf(t0[u]);
// CHECK: = powf(t{{[0-9]+}}, t1[u]);
// CHECK: = atan2f(t0[u], t1[u]);
// CHECK: = copysignf(t0[u], t1[u]);
// CHECK: = fmodf(t0[u], __int_as_float(0x3e99999a));
// A constant divisor with a normal reciprocal: a product (sqrt(2) and a
// quarter); one whose reciprocal is subnormal stays a division.
// CHECK: = (t0[u] * __int_as_float(0x3f3504f3));
// CHECK: = (t0[u] * __int_as_float(0x40800000));
// CHECK: = (t1[u] / __int_as_float(0x7f61b1e6));
// A constant small power by products, more exact than powf.
// CHECK: = ([[P:t[0-9]+]] * [[P]] * [[P]]);
// CHECK: = isfinite(t{{[0-9]+}});
// CHECK-LABEL: // task "elementwise_0"
// CHECK: = expm1(t0[u]);
// CHECK: = log1p(t{{[0-9]+}});
// CHECK: = (t0[u] * __longlong_as_double(0x3fe6a09e6c80b375ll));
// CHECK: = (t0[u] * __longlong_as_double(0x4010000000000000ll));
// CHECK: = (t1[u] / __longlong_as_double(0x7fe1ccf385ebc8a0ll));
// CHECK: = ([[Q:t[0-9]+]] * [[Q]] * [[Q]]);

// Between float widths inside an f32 task.
// CHECK-LABEL: // task "elementwise_0"
// CHECK: const double [[W:t[0-9]+]] = ((double)(t0[u]));
// CHECK: const float {{t[0-9]+}} = ((float)(t{{[0-9]+}}));
