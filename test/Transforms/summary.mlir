// RUN: hiera-opt %s --hiera-plan --hiera-summary -o /dev/null 2>&1 | FileCheck %s
// RUN: hiera-opt %s --hiera-contract --hiera-summary -o /dev/null 2>&1 | FileCheck %s --check-prefix=NO-TARGET

// CHECK: target h200: 4800 GB/s, f32 67.0 TFLOP/s, launch 3.0 us
// CHECK-NEXT: task{{ +}}FLOPs{{ +}}bytes{{ +}}FLOP/B{{ +}}bottleneck{{ +}}bound (us){{ +}}space
// CHECK-NEXT: matmul_0{{ +}}137.44 G{{ +}}201.33 MB{{ +}}682.67{{ +}}compute (fp32_pipe){{ +}}2051.328{{ +}}library
// CHECK-NEXT: exp_1{{ +}}256.00{{ +}}2.05 KB{{ +}}0.12{{ +}}latency (launch){{ +}}0.000{{ +}}custom
// CHECK-NEXT: 2 tasks

// Before attribution there is no target and no bottleneck to show.
// NO-TARGET-NOT: target
// NO-TARGET: matmul_0{{ +}}137.44 G{{ +}}201.33 MB{{ +}}682.67{{ +}}-{{ +}}-{{ +}}-
func.func @two(%a: tensor<4096x4096xf32>, %b: tensor<4096x4096xf32>, %x: tensor<256xf32>) -> (tensor<4096x4096xf32>, tensor<256xf32>) {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4096x4096xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %c = linalg.matmul ins(%a, %b : tensor<4096x4096xf32>, tensor<4096x4096xf32>)
                     outs(%acc : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %small = tensor.empty() : tensor<256xf32>
  %e = linalg.exp ins(%x : tensor<256xf32>) outs(%small : tensor<256xf32>) -> tensor<256xf32>
  return %c, %e : tensor<4096x4096xf32>, tensor<256xf32>
}
