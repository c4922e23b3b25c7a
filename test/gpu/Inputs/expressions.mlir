// Every arith and math op the CUDA expression emitter covers, each in an
// elementwise task checked against its f64 reference on random inputs in
// [-1, 1): the comparisons (each predicate weighted by its own power of
// two, so that any wrong one shows), integer arithmetic on values scaled
// by a power of two (exact in f32 and f64 alike), and the math library on
// arguments kept in each function's domain. Planned by scripts/bundle.sh
// for the GPU suite; test/Kernels/expressions.mlir checks its CUDA.
#map = affine_map<(d0) -> (d0)>
func.func @compare_f32(%x: tensor<4096xf32>, %y: tensor<4096xf32>) -> tensor<4096xf32> {
  %e = tensor.empty() : tensor<4096xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%x, %y : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %zero = arith.constant 0.0 : f32
    %acc0 = arith.constant 0.0 : f32
    %w0 = arith.constant 1.0 : f32
    %c0 = arith.cmpf false, %a, %b : f32
    %s0 = arith.select %c0, %w0, %zero : f32
    %acc1 = arith.addf %acc0, %s0 : f32
    %w1 = arith.constant 2.0 : f32
    %c1 = arith.cmpf oeq, %a, %a : f32
    %s1 = arith.select %c1, %w1, %zero : f32
    %acc2 = arith.addf %acc1, %s1 : f32
    %w2 = arith.constant 4.0 : f32
    %c2 = arith.cmpf ogt, %a, %b : f32
    %s2 = arith.select %c2, %w2, %zero : f32
    %acc3 = arith.addf %acc2, %s2 : f32
    %w3 = arith.constant 8.0 : f32
    %c3 = arith.cmpf oge, %a, %a : f32
    %s3 = arith.select %c3, %w3, %zero : f32
    %acc4 = arith.addf %acc3, %s3 : f32
    %w4 = arith.constant 16.0 : f32
    %c4 = arith.cmpf olt, %a, %b : f32
    %s4 = arith.select %c4, %w4, %zero : f32
    %acc5 = arith.addf %acc4, %s4 : f32
    %w5 = arith.constant 32.0 : f32
    %c5 = arith.cmpf ole, %a, %a : f32
    %s5 = arith.select %c5, %w5, %zero : f32
    %acc6 = arith.addf %acc5, %s5 : f32
    %w6 = arith.constant 64.0 : f32
    %c6 = arith.cmpf one, %a, %b : f32
    %s6 = arith.select %c6, %w6, %zero : f32
    %acc7 = arith.addf %acc6, %s6 : f32
    %w7 = arith.constant 128.0 : f32
    %c7 = arith.cmpf ord, %a, %a : f32
    %s7 = arith.select %c7, %w7, %zero : f32
    %acc8 = arith.addf %acc7, %s7 : f32
    %w8 = arith.constant 256.0 : f32
    %c8 = arith.cmpf ueq, %a, %b : f32
    %s8 = arith.select %c8, %w8, %zero : f32
    %acc9 = arith.addf %acc8, %s8 : f32
    %w9 = arith.constant 512.0 : f32
    %c9 = arith.cmpf ugt, %a, %a : f32
    %s9 = arith.select %c9, %w9, %zero : f32
    %acc10 = arith.addf %acc9, %s9 : f32
    %w10 = arith.constant 1024.0 : f32
    %c10 = arith.cmpf uge, %a, %b : f32
    %s10 = arith.select %c10, %w10, %zero : f32
    %acc11 = arith.addf %acc10, %s10 : f32
    %w11 = arith.constant 2048.0 : f32
    %c11 = arith.cmpf ult, %a, %a : f32
    %s11 = arith.select %c11, %w11, %zero : f32
    %acc12 = arith.addf %acc11, %s11 : f32
    %w12 = arith.constant 4096.0 : f32
    %c12 = arith.cmpf ule, %a, %b : f32
    %s12 = arith.select %c12, %w12, %zero : f32
    %acc13 = arith.addf %acc12, %s12 : f32
    %w13 = arith.constant 8192.0 : f32
    %c13 = arith.cmpf une, %a, %a : f32
    %s13 = arith.select %c13, %w13, %zero : f32
    %acc14 = arith.addf %acc13, %s13 : f32
    %w14 = arith.constant 16384.0 : f32
    %c14 = arith.cmpf uno, %a, %b : f32
    %s14 = arith.select %c14, %w14, %zero : f32
    %acc15 = arith.addf %acc14, %s14 : f32
    %w15 = arith.constant 32768.0 : f32
    %c15 = arith.cmpf true, %a, %a : f32
    %s15 = arith.select %c15, %w15, %zero : f32
    %acc16 = arith.addf %acc15, %s15 : f32
    linalg.yield %acc16 : f32
  } -> tensor<4096xf32>
  return %r : tensor<4096xf32>
}

func.func @compare_f64(%x: tensor<4096xf64>, %y: tensor<4096xf64>) -> tensor<4096xf64> {
  %e = tensor.empty() : tensor<4096xf64>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%x, %y : tensor<4096xf64>, tensor<4096xf64>) outs(%e : tensor<4096xf64>) {
  ^bb0(%a: f64, %b: f64, %o: f64):
    %zero = arith.constant 0.0 : f64
    %acc0 = arith.constant 0.0 : f64
    %w0 = arith.constant 1.0 : f64
    %c0 = arith.cmpf false, %a, %b : f64
    %s0 = arith.select %c0, %w0, %zero : f64
    %acc1 = arith.addf %acc0, %s0 : f64
    %w1 = arith.constant 2.0 : f64
    %c1 = arith.cmpf oeq, %a, %a : f64
    %s1 = arith.select %c1, %w1, %zero : f64
    %acc2 = arith.addf %acc1, %s1 : f64
    %w2 = arith.constant 4.0 : f64
    %c2 = arith.cmpf ogt, %a, %b : f64
    %s2 = arith.select %c2, %w2, %zero : f64
    %acc3 = arith.addf %acc2, %s2 : f64
    %w3 = arith.constant 8.0 : f64
    %c3 = arith.cmpf oge, %a, %a : f64
    %s3 = arith.select %c3, %w3, %zero : f64
    %acc4 = arith.addf %acc3, %s3 : f64
    %w4 = arith.constant 16.0 : f64
    %c4 = arith.cmpf olt, %a, %b : f64
    %s4 = arith.select %c4, %w4, %zero : f64
    %acc5 = arith.addf %acc4, %s4 : f64
    %w5 = arith.constant 32.0 : f64
    %c5 = arith.cmpf ole, %a, %a : f64
    %s5 = arith.select %c5, %w5, %zero : f64
    %acc6 = arith.addf %acc5, %s5 : f64
    %w6 = arith.constant 64.0 : f64
    %c6 = arith.cmpf one, %a, %b : f64
    %s6 = arith.select %c6, %w6, %zero : f64
    %acc7 = arith.addf %acc6, %s6 : f64
    %w7 = arith.constant 128.0 : f64
    %c7 = arith.cmpf ord, %a, %a : f64
    %s7 = arith.select %c7, %w7, %zero : f64
    %acc8 = arith.addf %acc7, %s7 : f64
    %w8 = arith.constant 256.0 : f64
    %c8 = arith.cmpf ueq, %a, %b : f64
    %s8 = arith.select %c8, %w8, %zero : f64
    %acc9 = arith.addf %acc8, %s8 : f64
    %w9 = arith.constant 512.0 : f64
    %c9 = arith.cmpf ugt, %a, %a : f64
    %s9 = arith.select %c9, %w9, %zero : f64
    %acc10 = arith.addf %acc9, %s9 : f64
    %w10 = arith.constant 1024.0 : f64
    %c10 = arith.cmpf uge, %a, %b : f64
    %s10 = arith.select %c10, %w10, %zero : f64
    %acc11 = arith.addf %acc10, %s10 : f64
    %w11 = arith.constant 2048.0 : f64
    %c11 = arith.cmpf ult, %a, %a : f64
    %s11 = arith.select %c11, %w11, %zero : f64
    %acc12 = arith.addf %acc11, %s11 : f64
    %w12 = arith.constant 4096.0 : f64
    %c12 = arith.cmpf ule, %a, %b : f64
    %s12 = arith.select %c12, %w12, %zero : f64
    %acc13 = arith.addf %acc12, %s12 : f64
    %w13 = arith.constant 8192.0 : f64
    %c13 = arith.cmpf une, %a, %a : f64
    %s13 = arith.select %c13, %w13, %zero : f64
    %acc14 = arith.addf %acc13, %s13 : f64
    %w14 = arith.constant 16384.0 : f64
    %c14 = arith.cmpf uno, %a, %b : f64
    %s14 = arith.select %c14, %w14, %zero : f64
    %acc15 = arith.addf %acc14, %s14 : f64
    %w15 = arith.constant 32768.0 : f64
    %c15 = arith.cmpf true, %a, %a : f64
    %s15 = arith.select %c15, %w15, %zero : f64
    %acc16 = arith.addf %acc15, %s15 : f64
    linalg.yield %acc16 : f64
  } -> tensor<4096xf64>
  return %r : tensor<4096xf64>
}

func.func @integers(%x: tensor<4096xf32>, %y: tensor<4096xf32>) -> tensor<4096xf32> {
  %e = tensor.empty() : tensor<4096xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%x, %y : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %scale = arith.constant 128.0 : f32
    %sa = arith.mulf %a, %scale : f32
    %sb = arith.mulf %b, %scale : f32
    %i = arith.fptosi %sa : f32 to i32
    %j0 = arith.fptosi %sb : f32 to i32
    %one = arith.constant 1 : i32
    %three = arith.constant 3 : i32
    %seven = arith.constant 7 : i32
    %jabs = math.absi %j0 : i32
    %j = arith.ori %jabs, %one : i32
    %t0 = arith.constant 0 : i32
    %v0 = arith.addi %i, %j : i32
    %t1 = arith.xori %t0, %v0 : i32
    %v1 = arith.subi %i, %j : i32
    %t2 = arith.xori %t1, %v1 : i32
    %v2 = arith.muli %i, %j : i32
    %t3 = arith.xori %t2, %v2 : i32
    %v3 = arith.divsi %i, %j : i32
    %t4 = arith.xori %t3, %v3 : i32
    %v4 = arith.remsi %i, %j : i32
    %t5 = arith.xori %t4, %v4 : i32
    %v5 = arith.divui %jabs, %j : i32
    %t6 = arith.xori %t5, %v5 : i32
    %v6 = arith.remui %jabs, %j : i32
    %t7 = arith.xori %t6, %v6 : i32
    %v7 = arith.andi %i, %j : i32
    %t8 = arith.xori %t7, %v7 : i32
    %v8 = arith.ori %i, %j : i32
    %t9 = arith.xori %t8, %v8 : i32
    %v9 = arith.xori %i, %j : i32
    %t10 = arith.xori %t9, %v9 : i32
    %v10 = arith.shli %i, %three : i32
    %t11 = arith.xori %t10, %v10 : i32
    %v11 = arith.shrsi %i, %three : i32
    %t12 = arith.xori %t11, %v11 : i32
    %v12 = arith.shrui %i, %seven : i32
    %t13 = arith.xori %t12, %v12 : i32
    %v13 = arith.maxsi %i, %j : i32
    %t14 = arith.xori %t13, %v13 : i32
    %v14 = arith.minsi %i, %j : i32
    %t15 = arith.xori %t14, %v14 : i32
    %v15 = arith.maxui %jabs, %j : i32
    %t16 = arith.xori %t15, %v15 : i32
    %v16 = arith.minui %jabs, %j : i32
    %t17 = arith.xori %t16, %v16 : i32
    %ci0 = arith.cmpi eq, %i, %j : i32
    %ei0 = arith.extui %ci0 : i1 to i32
    %sh0 = arith.constant 0 : i32
    %bi0 = arith.shli %ei0, %sh0 : i32
    %u0 = arith.addi %t17, %bi0 : i32
    %ci1 = arith.cmpi ne, %i, %j : i32
    %ei1 = arith.extui %ci1 : i1 to i32
    %sh1 = arith.constant 1 : i32
    %bi1 = arith.shli %ei1, %sh1 : i32
    %u1 = arith.addi %u0, %bi1 : i32
    %ci2 = arith.cmpi slt, %i, %j : i32
    %ei2 = arith.extui %ci2 : i1 to i32
    %sh2 = arith.constant 2 : i32
    %bi2 = arith.shli %ei2, %sh2 : i32
    %u2 = arith.addi %u1, %bi2 : i32
    %ci3 = arith.cmpi sle, %i, %j : i32
    %ei3 = arith.extui %ci3 : i1 to i32
    %sh3 = arith.constant 3 : i32
    %bi3 = arith.shli %ei3, %sh3 : i32
    %u3 = arith.addi %u2, %bi3 : i32
    %ci4 = arith.cmpi sgt, %i, %j : i32
    %ei4 = arith.extui %ci4 : i1 to i32
    %sh4 = arith.constant 4 : i32
    %bi4 = arith.shli %ei4, %sh4 : i32
    %u4 = arith.addi %u3, %bi4 : i32
    %ci5 = arith.cmpi sge, %i, %j : i32
    %ei5 = arith.extui %ci5 : i1 to i32
    %sh5 = arith.constant 5 : i32
    %bi5 = arith.shli %ei5, %sh5 : i32
    %u5 = arith.addi %u4, %bi5 : i32
    %ci6 = arith.cmpi ult, %i, %j : i32
    %ei6 = arith.extui %ci6 : i1 to i32
    %sh6 = arith.constant 6 : i32
    %bi6 = arith.shli %ei6, %sh6 : i32
    %u6 = arith.addi %u5, %bi6 : i32
    %ci7 = arith.cmpi ule, %i, %j : i32
    %ei7 = arith.extui %ci7 : i1 to i32
    %sh7 = arith.constant 7 : i32
    %bi7 = arith.shli %ei7, %sh7 : i32
    %u7 = arith.addi %u6, %bi7 : i32
    %ci8 = arith.cmpi ugt, %i, %j : i32
    %ei8 = arith.extui %ci8 : i1 to i32
    %sh8 = arith.constant 8 : i32
    %bi8 = arith.shli %ei8, %sh8 : i32
    %u8 = arith.addi %u7, %bi8 : i32
    %ci9 = arith.cmpi uge, %i, %j : i32
    %ei9 = arith.extui %ci9 : i1 to i32
    %sh9 = arith.constant 9 : i32
    %bi9 = arith.shli %ei9, %sh9 : i32
    %u9 = arith.addi %u8, %bi9 : i32
    %wide = arith.extsi %u9 : i32 to i64
    %doubled = arith.addi %wide, %wide : i64
    %narrow = arith.trunci %doubled : i64 to i16
    %back = arith.extsi %narrow : i16 to i32
    %fs = arith.sitofp %back : i32 to f32
    %pos = arith.andi %back, %seven : i32
    %fu = arith.uitofp %pos : i32 to f32
    %r = arith.addf %fs, %fu : f32
    linalg.yield %r : f32
  } -> tensor<4096xf32>
  return %r : tensor<4096xf32>
}

func.func @math_f32(%x: tensor<4096xf32>, %y: tensor<4096xf32>) -> tensor<4096xf32> {
  %e = tensor.empty() : tensor<4096xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%x, %y : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %half = arith.constant 0.5 : f32
    %third = arith.constant 0.3 : f32
    %ax = math.absf %a : f32
    %ax1 = arith.addf %ax, %one : f32
    %hx = arith.mulf %a, %half : f32
    %acc0 = arith.constant 0.0 : f32
    %m0 = math.exp %a : f32
    %acc1 = arith.addf %acc0, %m0 : f32
    %m1 = math.exp2 %a : f32
    %acc2 = arith.addf %acc1, %m1 : f32
    %m2 = math.expm1 %a : f32
    %acc3 = arith.addf %acc2, %m2 : f32
    %m3 = math.log %ax1 : f32
    %acc4 = arith.addf %acc3, %m3 : f32
    %m4 = math.log1p %ax : f32
    %acc5 = arith.addf %acc4, %m4 : f32
    %m5 = math.log2 %ax1 : f32
    %acc6 = arith.addf %acc5, %m5 : f32
    %m6 = math.log10 %ax1 : f32
    %acc7 = arith.addf %acc6, %m6 : f32
    %m7 = math.sqrt %ax : f32
    %acc8 = arith.addf %acc7, %m7 : f32
    %m8 = math.rsqrt %ax1 : f32
    %acc9 = arith.addf %acc8, %m8 : f32
    %m9 = math.cbrt %a : f32
    %acc10 = arith.addf %acc9, %m9 : f32
    %m10 = math.tanh %a : f32
    %acc11 = arith.addf %acc10, %m10 : f32
    %m11 = math.sinh %a : f32
    %acc12 = arith.addf %acc11, %m11 : f32
    %m12 = math.cosh %a : f32
    %acc13 = arith.addf %acc12, %m12 : f32
    %m13 = math.sin %a : f32
    %acc14 = arith.addf %acc13, %m13 : f32
    %m14 = math.cos %a : f32
    %acc15 = arith.addf %acc14, %m14 : f32
    %m15 = math.tan %a : f32
    %acc16 = arith.addf %acc15, %m15 : f32
    %m16 = math.asin %hx : f32
    %acc17 = arith.addf %acc16, %m16 : f32
    %m17 = math.acos %hx : f32
    %acc18 = arith.addf %acc17, %m17 : f32
    %m18 = math.atan %a : f32
    %acc19 = arith.addf %acc18, %m18 : f32
    %m19 = math.asinh %a : f32
    %acc20 = arith.addf %acc19, %m19 : f32
    %m20 = math.acosh %ax1 : f32
    %acc21 = arith.addf %acc20, %m20 : f32
    %m21 = math.atanh %hx : f32
    %acc22 = arith.addf %acc21, %m21 : f32
    %m22 = math.erf %a : f32
    %acc23 = arith.addf %acc22, %m22 : f32
    %m23 = math.erfc %a : f32
    %acc24 = arith.addf %acc23, %m23 : f32
    %m24 = math.ceil %a : f32
    %acc25 = arith.addf %acc24, %m24 : f32
    %m25 = math.floor %a : f32
    %acc26 = arith.addf %acc25, %m25 : f32
    %m26 = math.round %a : f32
    %acc27 = arith.addf %acc26, %m26 : f32
    %m27 = math.roundeven %a : f32
    %acc28 = arith.addf %acc27, %m27 : f32
    %m28 = math.trunc %a : f32
    %acc29 = arith.addf %acc28, %m28 : f32
    %m29 = arith.negf %a : f32
    %acc30 = arith.addf %acc29, %m29 : f32
    %m30 = math.powf %ax1, %b : f32
    %acc31 = arith.addf %acc30, %m30 : f32
    %m31 = math.atan2 %a, %b : f32
    %acc32 = arith.addf %acc31, %m31 : f32
    %m32 = math.copysign %a, %b : f32
    %acc33 = arith.addf %acc32, %m32 : f32
    %m33 = arith.remf %a, %third : f32
    %acc34 = arith.addf %acc33, %m33 : f32
    %m34 = arith.maxnumf %a, %b : f32
    %acc35 = arith.addf %acc34, %m34 : f32
    %m35 = arith.minnumf %a, %b : f32
    %acc36 = arith.addf %acc35, %m35 : f32
    %m36 = arith.maximumf %a, %b : f32
    %acc37 = arith.addf %acc36, %m36 : f32
    %m37 = arith.minimumf %a, %b : f32
    %acc38 = arith.addf %acc37, %m37 : f32
    %sqrt2 = arith.constant 1.41421354 : f32
    %m38 = arith.divf %a, %sqrt2 : f32
    %acc39 = arith.addf %acc38, %m38 : f32
    %quarter = arith.constant 0.25 : f32
    %m39 = arith.divf %a, %quarter : f32
    %acc40 = arith.addf %acc39, %m39 : f32
    %huge = arith.constant 3.0e+38 : f32
    %m40 = arith.divf %b, %huge : f32
    %acc41 = arith.addf %acc40, %m40 : f32
    %f = math.fma %a, %b, %acc41 : f32
    %n = arith.constant 3 : i32
    %p = math.fpowi %ax1, %n : f32, i32
    %q = arith.addf %f, %p : f32
    %nan = math.isnan %q : f32
    %inf = math.isinf %q : f32
    %fin = math.isfinite %q : f32
    %bad = arith.ori %nan, %inf : i1
    %ok = arith.xori %bad, %fin : i1
    %z = arith.constant 0.0 : f32
    %r = arith.select %ok, %q, %z : f32
    linalg.yield %r : f32
  } -> tensor<4096xf32>
  return %r : tensor<4096xf32>
}

func.func @math_f64(%x: tensor<4096xf64>, %y: tensor<4096xf64>) -> tensor<4096xf64> {
  %e = tensor.empty() : tensor<4096xf64>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%x, %y : tensor<4096xf64>, tensor<4096xf64>) outs(%e : tensor<4096xf64>) {
  ^bb0(%a: f64, %b: f64, %o: f64):
    %one = arith.constant 1.0 : f64
    %half = arith.constant 0.5 : f64
    %third = arith.constant 0.3 : f64
    %ax = math.absf %a : f64
    %ax1 = arith.addf %ax, %one : f64
    %hx = arith.mulf %a, %half : f64
    %acc0 = arith.constant 0.0 : f64
    %m0 = math.exp %a : f64
    %acc1 = arith.addf %acc0, %m0 : f64
    %m1 = math.exp2 %a : f64
    %acc2 = arith.addf %acc1, %m1 : f64
    %m2 = math.expm1 %a : f64
    %acc3 = arith.addf %acc2, %m2 : f64
    %m3 = math.log %ax1 : f64
    %acc4 = arith.addf %acc3, %m3 : f64
    %m4 = math.log1p %ax : f64
    %acc5 = arith.addf %acc4, %m4 : f64
    %m5 = math.log2 %ax1 : f64
    %acc6 = arith.addf %acc5, %m5 : f64
    %m6 = math.log10 %ax1 : f64
    %acc7 = arith.addf %acc6, %m6 : f64
    %m7 = math.sqrt %ax : f64
    %acc8 = arith.addf %acc7, %m7 : f64
    %m8 = math.rsqrt %ax1 : f64
    %acc9 = arith.addf %acc8, %m8 : f64
    %m9 = math.cbrt %a : f64
    %acc10 = arith.addf %acc9, %m9 : f64
    %m10 = math.tanh %a : f64
    %acc11 = arith.addf %acc10, %m10 : f64
    %m11 = math.sinh %a : f64
    %acc12 = arith.addf %acc11, %m11 : f64
    %m12 = math.cosh %a : f64
    %acc13 = arith.addf %acc12, %m12 : f64
    %m13 = math.sin %a : f64
    %acc14 = arith.addf %acc13, %m13 : f64
    %m14 = math.cos %a : f64
    %acc15 = arith.addf %acc14, %m14 : f64
    %m15 = math.tan %a : f64
    %acc16 = arith.addf %acc15, %m15 : f64
    %m16 = math.asin %hx : f64
    %acc17 = arith.addf %acc16, %m16 : f64
    %m17 = math.acos %hx : f64
    %acc18 = arith.addf %acc17, %m17 : f64
    %m18 = math.atan %a : f64
    %acc19 = arith.addf %acc18, %m18 : f64
    %m19 = math.asinh %a : f64
    %acc20 = arith.addf %acc19, %m19 : f64
    %m20 = math.acosh %ax1 : f64
    %acc21 = arith.addf %acc20, %m20 : f64
    %m21 = math.atanh %hx : f64
    %acc22 = arith.addf %acc21, %m21 : f64
    %m22 = math.erf %a : f64
    %acc23 = arith.addf %acc22, %m22 : f64
    %m23 = math.erfc %a : f64
    %acc24 = arith.addf %acc23, %m23 : f64
    %m24 = math.ceil %a : f64
    %acc25 = arith.addf %acc24, %m24 : f64
    %m25 = math.floor %a : f64
    %acc26 = arith.addf %acc25, %m25 : f64
    %m26 = math.round %a : f64
    %acc27 = arith.addf %acc26, %m26 : f64
    %m27 = math.roundeven %a : f64
    %acc28 = arith.addf %acc27, %m27 : f64
    %m28 = math.trunc %a : f64
    %acc29 = arith.addf %acc28, %m28 : f64
    %m29 = arith.negf %a : f64
    %acc30 = arith.addf %acc29, %m29 : f64
    %m30 = math.powf %ax1, %b : f64
    %acc31 = arith.addf %acc30, %m30 : f64
    %m31 = math.atan2 %a, %b : f64
    %acc32 = arith.addf %acc31, %m31 : f64
    %m32 = math.copysign %a, %b : f64
    %acc33 = arith.addf %acc32, %m32 : f64
    %m33 = arith.remf %a, %third : f64
    %acc34 = arith.addf %acc33, %m33 : f64
    %m34 = arith.maxnumf %a, %b : f64
    %acc35 = arith.addf %acc34, %m34 : f64
    %m35 = arith.minnumf %a, %b : f64
    %acc36 = arith.addf %acc35, %m35 : f64
    %m36 = arith.maximumf %a, %b : f64
    %acc37 = arith.addf %acc36, %m36 : f64
    %m37 = arith.minimumf %a, %b : f64
    %acc38 = arith.addf %acc37, %m37 : f64
    %sqrt2 = arith.constant 1.41421354 : f64
    %m38 = arith.divf %a, %sqrt2 : f64
    %acc39 = arith.addf %acc38, %m38 : f64
    %quarter = arith.constant 0.25 : f64
    %m39 = arith.divf %a, %quarter : f64
    %acc40 = arith.addf %acc39, %m39 : f64
    %huge = arith.constant 1.0e+308 : f64
    %m40 = arith.divf %b, %huge : f64
    %acc41 = arith.addf %acc40, %m40 : f64
    %f = math.fma %a, %b, %acc41 : f64
    %n = arith.constant 3 : i32
    %p = math.fpowi %ax1, %n : f64, i32
    %q = arith.addf %f, %p : f64
    %nan = math.isnan %q : f64
    %inf = math.isinf %q : f64
    %fin = math.isfinite %q : f64
    %bad = arith.ori %nan, %inf : i1
    %ok = arith.xori %bad, %fin : i1
    %z = arith.constant 0.0 : f64
    %r = arith.select %ok, %q, %z : f64
    linalg.yield %r : f64
  } -> tensor<4096xf64>
  return %r : tensor<4096xf64>
}

func.func @widen_f32(%x: tensor<4096xf32>, %y: tensor<4096xf32>) -> tensor<4096xf32> {
  %e = tensor.empty() : tensor<4096xf32>
  %r = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]}
      ins(%x, %y : tensor<4096xf32>, tensor<4096xf32>) outs(%e : tensor<4096xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %w = arith.extf %a : f32 to f64
    %v = arith.extf %b : f32 to f64
    %s = arith.addf %w, %v : f64
    %t = arith.truncf %s : f64 to f32
    linalg.yield %t : f32
  } -> tensor<4096xf32>
  return %r : tensor<4096xf32>
}
