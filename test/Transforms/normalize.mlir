// RUN: hiera-opt %s -split-input-file --hiera-normalize | FileCheck %s

// nn.Linear as torch-mlir writes it: the weight transposed by its own op.
// The transpose becomes the matmul's map for B; nothing is copied.
// CHECK-DAG: #[[A:.*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG: #[[BT:.*]] = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK-DAG: #[[C:.*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @linear
// CHECK-NOT: linalg.transpose
// CHECK: linalg.matmul indexing_maps = [#[[A]], #[[BT]], #[[C]]] ins(%arg1, %arg0 :
func.func @linear(%w: tensor<32x16xf32>, %x: tensor<8x16xf32>) -> tensor<8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<16x32xf32>
  %wt = linalg.transpose ins(%w : tensor<32x16xf32>) outs(%empty : tensor<16x32xf32>) permutation = [1, 0]
  %init = tensor.empty() : tensor<8x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<8x32xf32>) -> tensor<8x32xf32>
  %y = linalg.matmul ins(%x, %wt : tensor<8x16xf32>, tensor<16x32xf32>) outs(%acc : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %y : tensor<8x32xf32>
}

// -----

// A transposed constant stays a transpose: kernels and libraries read
// their operands from memory, and the constant is not copied at compile
// time.
// CHECK-LABEL: func.func @constant_weight
// CHECK: linalg.transpose
// CHECK: linalg.matmul ins(%arg0, %transposed :
func.func @constant_weight(%x: tensor<8x16xf32>) -> tensor<8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %w = arith.constant dense<0.5> : tensor<32x16xf32>
  %empty = tensor.empty() : tensor<16x32xf32>
  %wt = linalg.transpose ins(%w : tensor<32x16xf32>) outs(%empty : tensor<16x32xf32>) permutation = [1, 0]
  %init = tensor.empty() : tensor<8x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<8x32xf32>) -> tensor<8x32xf32>
  %y = linalg.matmul ins(%x, %wt : tensor<8x16xf32>, tensor<16x32xf32>) outs(%acc : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %y : tensor<8x32xf32>
}

// -----

// A linear layer on a batch of 1: dropping the unit row would leave the
// bias add on a collapsed view of the matmul's result, a task of its own.
// The add takes the row back instead, and reads the matmul's result as it
// is: the epilogue a library call fuses.
// CHECK-LABEL: func.func @linear_one_row
// CHECK: %[[MM:.*]] = linalg.matmul
// CHECK-SAME: -> tensor<1x32xf32>
// CHECK-NOT: tensor.collapse_shape
// CHECK: %[[B:.*]] = tensor.expand_shape %arg2 {{\[}}[0, 1]] output_shape [1, 32]
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[MM]], %[[B]] : tensor<1x32xf32>, tensor<1x32xf32>)
func.func @linear_one_row(%w: tensor<32x16xf32>, %x: tensor<1x16xf32>, %b: tensor<32xf32>) -> tensor<1x32xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<1x32xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<1x32xf32>) -> tensor<1x32xf32>
  %y = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%x, %w : tensor<1x16xf32>, tensor<32x16xf32>) outs(%acc : tensor<1x32xf32>) -> tensor<1x32xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%y, %b : tensor<1x32xf32>, tensor<32xf32>) outs(%init : tensor<1x32xf32>) {
  ^bb0(%a: f32, %c: f32, %out: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<1x32xf32>
  return %r : tensor<1x32xf32>
}

// -----

// A broadcast bias is read through the adding generic's map; a ReLU as a
// compare and a select is the maximum it equals, NaN and zeros included;
// the chain, each op's result read once, is one op.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[COL:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @bias_relu
// CHECK-NOT: linalg.broadcast
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[COL]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 :
// CHECK-NEXT: ^bb0
// CHECK-NEXT: arith.addf
// CHECK-NOT: arith.select
// CHECK-NEXT: arith.maximumf %{{.*}}, %cst : f32
// CHECK-NEXT: linalg.yield
// CHECK-NOT: linalg.generic
// CHECK: return
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @bias_relu(%x: tensor<8x32xf32>, %b: tensor<32xf32>) -> tensor<8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<8x32xf32>
  %bb = linalg.broadcast ins(%b : tensor<32xf32>) outs(%init : tensor<8x32xf32>) dimensions = [0]
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %bb : tensor<8x32xf32>, tensor<8x32xf32>) outs(%init : tensor<8x32xf32>) {
  ^bb0(%a: f32, %c: f32, %out: f32):
    %r = arith.addf %a, %c : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<8x32xf32>) outs(%init : tensor<8x32xf32>) {
  ^bb0(%a: f32, %out: f32):
    %gt = arith.cmpf ugt, %a, %zero : f32
    %r = arith.select %gt, %a, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8x32xf32>
  return %y : tensor<8x32xf32>
}

// -----

// Selects that are no maximum or minimum stay: an ordered comparison
// (NaN gives the bound), a bound of -0.0 for the maximum (x = +0.0 gives
// -0.0). Below 6 by ult is the minimum.
// CHECK-LABEL: func.func @selects
// CHECK: arith.cmpf ogt
// CHECK: arith.select
// CHECK: arith.cmpf ugt
// CHECK: arith.select
// CHECK: arith.minimumf %{{.*}}, %cst_1 : f32
// CHECK-NOT: arith.select
#id = affine_map<(d0) -> (d0)>
func.func @selects(%x: tensor<64xf32>) -> tensor<64xf32> {
  %zero = arith.constant 0.0 : f32
  %negzero = arith.constant -0.0 : f32
  %six = arith.constant 6.0 : f32
  %init = tensor.empty() : tensor<64xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%x : tensor<64xf32>) outs(%init : tensor<64xf32>) {
  ^bb0(%a: f32, %out: f32):
    %c0 = arith.cmpf ogt, %a, %zero : f32
    %r0 = arith.select %c0, %a, %zero : f32
    %c1 = arith.cmpf ugt, %r0, %negzero : f32
    %r1 = arith.select %c1, %r0, %negzero : f32
    %c3 = arith.cmpf ult, %r1, %six : f32
    %r3 = arith.select %c3, %r1, %six : f32
    linalg.yield %r3 : f32
  } -> tensor<64xf32>
  return %y : tensor<64xf32>
}

// -----

// torch.sum(x, dim=-1, keepdim=True): the kept size-1 dimension is
// dropped and the leading loops collapsed, 4x8 rows of 16; the result
// takes its shape back by a reshape.
// CHECK-LABEL: func.func @sum_keepdim
// CHECK: %[[X:.*]] = tensor.collapse_shape %arg0 {{\[}}[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
// CHECK: %[[E:.*]] = tensor.empty() : tensor<32xf32>
// CHECK: %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<32xf32>)
// CHECK: %[[S:.*]] = linalg.generic {indexing_maps = [#map{{[0-9]*}}, #map{{[0-9]*}}], iterator_types = ["parallel", "reduction"]} ins(%[[X]] : tensor<32x16xf32>) outs(%[[F]] : tensor<32xf32>)
// CHECK: tensor.expand_shape %[[S]] {{\[}}[0, 1, 2]] output_shape [4, 8, 1] : tensor<32xf32> into tensor<4x8x1xf32>
#in = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#out = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
func.func @sum_keepdim(%x: tensor<4x8x16xf32>) -> tensor<4x8x1xf32> {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<4x8x1xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<4x8x1xf32>) -> tensor<4x8x1xf32>
  %s = linalg.generic {indexing_maps = [#in, #out], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<4x8x16xf32>) outs(%acc : tensor<4x8x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<4x8x1xf32>
  return %s : tensor<4x8x1xf32>
}

// -----

// A softmax over the last dimension of a 3-D tensor: every op of it is
// collapsed alike (rows of 16), so no reshape stands between them; a
// pointwise op on its own keeps its shape.
// CHECK-LABEL: func.func @softmax_3d
// CHECK: tensor.collapse_shape %arg0 {{\[}}[0, 1], [2]] : tensor<4x8x16xf32> into tensor<32x16xf32>
// CHECK-NOT: tensor.expand_shape
// CHECK-NOT: tensor.collapse_shape
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK-NOT: tensor.expand_shape
// CHECK-NOT: tensor.collapse_shape
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]
// CHECK-NOT: tensor.expand_shape
// CHECK-NOT: tensor.collapse_shape
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]
// CHECK-NOT: tensor.expand_shape
// CHECK-NOT: tensor.collapse_shape
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]
// CHECK: tensor.expand_shape {{.*}} : tensor<32x16xf32> into tensor<4x8x16xf32>
// CHECK-LABEL: func.func @pointwise_3d
// CHECK-NOT: tensor.collapse_shape
// CHECK: iterator_types = ["parallel", "parallel", "parallel"]
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @softmax_3d(%x: tensor<4x8x16xf32>) -> tensor<4x8x16xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %rows = tensor.empty() : tensor<4x8xf32>
  %all = tensor.empty() : tensor<4x8x16xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%rows : tensor<4x8xf32>) -> tensor<4x8xf32>
  %m = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x : tensor<4x8x16xf32>) outs(%m0 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %e = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %m : tensor<4x8x16xf32>, tensor<4x8xf32>) outs(%all : tensor<4x8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %d = arith.subf %a, %b : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<4x8x16xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%rows : tensor<4x8xf32>) -> tensor<4x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%e : tensor<4x8x16xf32>) outs(%s0 : tensor<4x8xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%e, %s : tensor<4x8x16xf32>, tensor<4x8xf32>) outs(%all : tensor<4x8x16xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.divf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<4x8x16xf32>
  return %y : tensor<4x8x16xf32>
}
func.func @pointwise_3d(%x: tensor<4x8x16xf32>) -> tensor<4x8x16xf32> {
  %all = tensor.empty() : tensor<4x8x16xf32>
  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<4x8x16xf32>) outs(%all : tensor<4x8x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<4x8x16xf32>
  return %y : tensor<4x8x16xf32>
}

// -----

// torch.max(x, dim=1).values: the indices nobody reads are dropped with
// what computes them.
// CHECK-LABEL: func.func @max_values
// CHECK: linalg.generic
// CHECK-SAME: outs(%{{.*}} : tensor<8xf32>)
// CHECK-NOT: linalg.index
// CHECK-NOT: i64
// CHECK: return
#in = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
func.func @max_values(%x: tensor<8x64xf32>) -> tensor<8xf32> {
  %c0 = arith.constant 0 : i64
  %ninf = arith.constant 0xFF800000 : f32
  %ie = tensor.empty() : tensor<8xi64>
  %i0 = linalg.fill ins(%c0 : i64) outs(%ie : tensor<8xi64>) -> tensor<8xi64>
  %ve = tensor.empty() : tensor<8xf32>
  %v0 = linalg.fill ins(%ninf : f32) outs(%ve : tensor<8xf32>) -> tensor<8xf32>
  %r:2 = linalg.generic {indexing_maps = [#in, #out, #out], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x64xf32>) outs(%v0, %i0 : tensor<8xf32>, tensor<8xi64>) {
  ^bb0(%a: f32, %v: f32, %i: i64):
    %j = linalg.index 1 : index
    %k = arith.index_cast %j : index to i64
    %m = arith.maximumf %a, %v : f32
    %gt = arith.cmpf ogt, %a, %v : f32
    %n = arith.select %gt, %k, %i : i64
    linalg.yield %m, %n : f32, i64
  } -> (tensor<8xf32>, tensor<8xi64>)
  return %r#0 : tensor<8xf32>
}

// -----

// A window's filter operand is unread but gives the window loops their
// extent: it stays, and the window's loops are not collapsed.
// CHECK-LABEL: func.func @box
// CHECK: linalg.generic {{.*}} ins(%arg0, %{{.*}} : tensor<18x18xf32>, tensor<3x3xf32>)
#input = affine_map<(i, j, di, dj) -> (i + di, j + dj)>
#window = affine_map<(i, j, di, dj) -> (di, dj)>
#output = affine_map<(i, j, di, dj) -> (i, j)>
func.func @box(%x: tensor<18x18xf32>) -> tensor<16x16xf32> {
  %zero = arith.constant 0.0 : f32
  %window = tensor.empty() : tensor<3x3xf32>
  %init = tensor.empty() : tensor<16x16xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%init : tensor<16x16xf32>) -> tensor<16x16xf32>
  %sum = linalg.generic {indexing_maps = [#input, #window, #output],
                         iterator_types = ["parallel", "parallel", "reduction", "reduction"]}
      ins(%x, %window : tensor<18x18xf32>, tensor<3x3xf32>) outs(%acc : tensor<16x16xf32>) {
  ^bb0(%v: f32, %w: f32, %s: f32):
    %r = arith.addf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<16x16xf32>
  return %sum : tensor<16x16xf32>
}

// -----

// linalg.softmax is decomposed into the structured ops it stands for.
// CHECK-LABEL: func.func @softmax_op
// CHECK-NOT: linalg.softmax
// CHECK: linalg.generic
// CHECK: arith.maxnumf
// CHECK: math.exp
func.func @softmax_op(%x: tensor<8x64xf32>) -> tensor<8x64xf32> {
  %init = tensor.empty() : tensor<8x64xf32>
  %y = linalg.softmax dimension(1) ins(%x : tensor<8x64xf32>) outs(%init : tensor<8x64xf32>) -> tensor<8x64xf32>
  return %y : tensor<8x64xf32>
}

// -----

// nn.Conv2d with a bias as torch-mlir writes it: the bias broadcast into
// the convolution's destination. The convolution starts from zero and the
// bias is added after, per output channel: the epilogue cuDNN fuses. The
// zero fill is no broadcast to fold again.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[CHANNEL:.*]] = affine_map<(d0, d1, d2, d3) -> (d1)>
// CHECK-LABEL: func.func @conv_bias
// CHECK-NOT: linalg.broadcast
// CHECK: %[[Z:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<2x8x6x6xf32>)
// CHECK: %[[C:.*]] = linalg.conv_2d_nchw_fchw {{.*}} outs(%[[Z]] : tensor<2x8x6x6xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[CHANNEL]], #[[ID]]], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%[[C]], %arg2 : tensor<2x8x6x6xf32>, tensor<8xf32>)
// CHECK: arith.addf
func.func @conv_bias(%x: tensor<2x4x8x8xf32>, %w: tensor<8x4x3x3xf32>, %b: tensor<8xf32>) -> tensor<2x8x6x6xf32> {
  %init = tensor.empty() : tensor<2x8x6x6xf32>
  %bias = linalg.broadcast ins(%b : tensor<8xf32>) outs(%init : tensor<2x8x6x6xf32>) dimensions = [0, 2, 3]
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<2x4x8x8xf32>, tensor<8x4x3x3xf32>) outs(%bias : tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
  return %y : tensor<2x8x6x6xf32>
}

// -----

// A contraction whose accumulator the payload reads twice is not one that
// adds a product to it: it keeps its destination.
// CHECK-LABEL: func.func @accumulator_read_twice
// CHECK: %[[B:.*]] = linalg.broadcast
// CHECK: linalg.generic {{.*}} outs(%[[B]] : tensor<4x8xf32>)
#a = affine_map<(m, n, k) -> (m, k)>
#b = affine_map<(m, n, k) -> (k, n)>
#c = affine_map<(m, n, k) -> (m, n)>
func.func @accumulator_read_twice(%x: tensor<4x16xf32>, %w: tensor<16x8xf32>, %bias: tensor<8xf32>) -> tensor<4x8xf32> {
  %init = tensor.empty() : tensor<4x8xf32>
  %acc = linalg.broadcast ins(%bias : tensor<8xf32>) outs(%init : tensor<4x8xf32>) dimensions = [0]
  %y = linalg.generic {indexing_maps = [#a, #b, #c], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : tensor<4x16xf32>, tensor<16x8xf32>) outs(%acc : tensor<4x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %o, %m : f32
    %t = arith.maximumf %s, %o : f32
    %u = arith.addf %t, %o : f32
    linalg.yield %u : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}

// -----

// Conv2d + bias + ReLU + max pool as torch-mlir writes it (the bias
// broadcast into the convolution's destination): the bias and the ReLU
// move after the pool, onto a tensor four times smaller, and the
// convolution is left without an epilogue.
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[CHANNEL:.*]] = affine_map<(d0, d1, d2, d3) -> (d1)>
// CHECK-LABEL: func.func @conv_bias_relu_max_pool
// CHECK: %[[C:.*]] = linalg.conv_2d_nchw_fchw
// CHECK: %[[P:.*]] = linalg.pooling_nchw_max {{.*}} ins(%[[C]], %{{.*}} : tensor<2x8x6x6xf32>, tensor<2x2xf32>)
// CHECK: linalg.generic {indexing_maps = [#[[ID]], #[[CHANNEL]], #[[ID]]], {{.*}} ins(%[[P]], %arg2 : tensor<2x8x3x3xf32>, tensor<8xf32>)
// CHECK: arith.addf
// CHECK: arith.maximumf
// CHECK-NOT: linalg.generic
#id4 = affine_map<(n, c, h, w) -> (n, c, h, w)>
func.func @conv_bias_relu_max_pool(%x: tensor<2x4x8x8xf32>, %w: tensor<8x4x3x3xf32>, %b: tensor<8xf32>) -> tensor<2x8x3x3xf32> {
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant 0xFF800000 : f32
  %init = tensor.empty() : tensor<2x8x6x6xf32>
  %bias = linalg.broadcast ins(%b : tensor<8xf32>) outs(%init : tensor<2x8x6x6xf32>) dimensions = [0, 2, 3]
  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %w : tensor<2x4x8x8xf32>, tensor<8x4x3x3xf32>) outs(%bias : tensor<2x8x6x6xf32>) -> tensor<2x8x6x6xf32>
  %relu = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%y : tensor<2x8x6x6xf32>) outs(%init : tensor<2x8x6x6xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.cmpf ugt, %in, %zero : f32
    %s = arith.select %c, %in, %zero : f32
    linalg.yield %s : f32
  } -> tensor<2x8x6x6xf32>
  %pinit = tensor.empty() : tensor<2x8x3x3xf32>
  %acc = linalg.fill ins(%lowest : f32) outs(%pinit : tensor<2x8x3x3xf32>) -> tensor<2x8x3x3xf32>
  %window = tensor.empty() : tensor<2x2xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%relu, %window : tensor<2x8x6x6xf32>, tensor<2x2xf32>) outs(%acc : tensor<2x8x3x3xf32>) -> tensor<2x8x3x3xf32>
  return %p : tensor<2x8x3x3xf32>
}

// -----

// A sum pool of x + b[c] is the pool of x plus 4 b[c] for a 2x2 window; the
// division of an average pool then follows in the same op.
// CHECK-LABEL: func.func @bias_sum_pool
// CHECK: %[[P:.*]] = linalg.pooling_nchw_sum {{.*}} ins(%arg0, %{{.*}} : tensor<2x4x8x8xf32>, tensor<2x2xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[P]], %arg1 : tensor<2x4x4x4xf32>, tensor<4xf32>)
// CHECK: ^bb0(%[[POOLED:.*]]: f32, %[[BIAS:.*]]: f32, %{{.*}}: f32):
// CHECK: %[[N:.*]] = arith.mulf %[[BIAS]], %{{.*}} : f32
// CHECK: %[[S:.*]] = arith.addf %[[POOLED]], %[[N]] : f32
// CHECK: arith.divf %[[S]]
#id4 = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch4 = affine_map<(n, c, h, w) -> (c)>
func.func @bias_sum_pool(%x: tensor<2x4x8x8xf32>, %b: tensor<4xf32>) -> tensor<2x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %four = arith.constant 4.0 : f32
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %biased = linalg.generic {indexing_maps = [#id4, #ch4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %b : tensor<2x4x8x8xf32>, tensor<4xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  } -> tensor<2x4x8x8xf32>
  %pe = tensor.empty() : tensor<2x4x4x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%pe : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %w = tensor.empty() : tensor<2x2xf32>
  %p = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%biased, %w : tensor<2x4x8x8xf32>, tensor<2x2xf32>) outs(%acc : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %avg = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%p : tensor<2x4x4x4xf32>) outs(%pe : tensor<2x4x4x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %d = arith.divf %in, %four : f32
    linalg.yield %d : f32
  } -> tensor<2x4x4x4xf32>
  return %avg : tensor<2x4x4x4xf32>
}

// -----

// What does not commute stays before the pool: a ReLU before a sum, a
// bias that varies within a window (per column), a value subtracted from
// the constant.
// CHECK-LABEL: func.func @relu_sum_pool
// CHECK: arith.maximumf
// CHECK: linalg.pooling_nchw_sum
// CHECK-NOT: linalg.generic
#id4 = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch4 = affine_map<(n, c, h, w) -> (c)>
#col4 = affine_map<(n, c, h, w) -> (w)>
func.func @relu_sum_pool(%x: tensor<2x4x8x8xf32>) -> tensor<2x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %relu = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<2x4x8x8xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.maximumf %in, %zero : f32
    linalg.yield %m : f32
  } -> tensor<2x4x8x8xf32>
  %pe = tensor.empty() : tensor<2x4x4x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%pe : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %w = tensor.empty() : tensor<2x2xf32>
  %p = linalg.pooling_nchw_sum {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%relu, %w : tensor<2x4x8x8xf32>, tensor<2x2xf32>) outs(%acc : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  return %p : tensor<2x4x4x4xf32>
}

// CHECK-LABEL: func.func @column_bias_max_pool
// CHECK: arith.addf
// CHECK: linalg.pooling_nchw_max
// CHECK-NOT: linalg.generic
func.func @column_bias_max_pool(%x: tensor<2x4x8x8xf32>, %b: tensor<8xf32>) -> tensor<2x4x4x4xf32> {
  %lowest = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %biased = linalg.generic {indexing_maps = [#id4, #col4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %b : tensor<2x4x8x8xf32>, tensor<8xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  } -> tensor<2x4x8x8xf32>
  %pe = tensor.empty() : tensor<2x4x4x4xf32>
  %acc = linalg.fill ins(%lowest : f32) outs(%pe : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %w = tensor.empty() : tensor<2x2xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%biased, %w : tensor<2x4x8x8xf32>, tensor<2x2xf32>) outs(%acc : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  return %p : tensor<2x4x4x4xf32>
}

// A subtraction from the constant decreases in the pooled value: it stays.
// CHECK-LABEL: func.func @subtracted_from_max_pool
// CHECK: arith.subf
// CHECK: linalg.pooling_nchw_max
// CHECK-NOT: linalg.generic
func.func @subtracted_from_max_pool(%x: tensor<2x4x8x8xf32>, %b: tensor<4xf32>) -> tensor<2x4x4x4xf32> {
  %lowest = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %biased = linalg.generic {indexing_maps = [#id4, #ch4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %b : tensor<2x4x8x8xf32>, tensor<4xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.subf %bias, %in : f32
    linalg.yield %s : f32
  } -> tensor<2x4x8x8xf32>
  %pe = tensor.empty() : tensor<2x4x4x4xf32>
  %acc = linalg.fill ins(%lowest : f32) outs(%pe : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %w = tensor.empty() : tensor<2x2xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%biased, %w : tensor<2x4x8x8xf32>, tensor<2x2xf32>) outs(%acc : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  return %p : tensor<2x4x4x4xf32>
}

// A maximum from 0 is max(0, x + b) per window, not max(0, x) + b: it stays.
// CHECK-LABEL: func.func @max_pool_from_zero
// CHECK: arith.addf
// CHECK: linalg.pooling_nchw_max
// CHECK-NOT: linalg.generic
func.func @max_pool_from_zero(%x: tensor<2x4x8x8xf32>, %b: tensor<4xf32>) -> tensor<2x4x4x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %biased = linalg.generic {indexing_maps = [#id4, #ch4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %b : tensor<2x4x8x8xf32>, tensor<4xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  } -> tensor<2x4x8x8xf32>
  %pe = tensor.empty() : tensor<2x4x4x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%pe : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %w = tensor.empty() : tensor<2x2xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%biased, %w : tensor<2x4x8x8xf32>, tensor<2x2xf32>) outs(%acc : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  return %p : tensor<2x4x4x4xf32>
}

// -----

// A max pool over a -inf border: the border moves onto the op's input.
// CHECK-LABEL: func.func @bias_padded_max_pool
// CHECK: %[[PAD:.*]] = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1]
// CHECK: %[[P:.*]] = linalg.pooling_nchw_max {{.*}} ins(%[[PAD]], %{{.*}} : tensor<2x4x10x10xf32>, tensor<3x3xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[P]], %arg1 : tensor<2x4x4x4xf32>, tensor<4xf32>)
// CHECK: arith.addf
#id4 = affine_map<(n, c, h, w) -> (n, c, h, w)>
#ch4 = affine_map<(n, c, h, w) -> (c)>
func.func @bias_padded_max_pool(%x: tensor<2x4x8x8xf32>, %b: tensor<4xf32>) -> tensor<2x4x4x4xf32> {
  %lowest = arith.constant 0xFF800000 : f32
  %e = tensor.empty() : tensor<2x4x8x8xf32>
  %biased = linalg.generic {indexing_maps = [#id4, #ch4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %b : tensor<2x4x8x8xf32>, tensor<4xf32>) outs(%e : tensor<2x4x8x8xf32>) {
  ^bb0(%in: f32, %bias: f32, %out: f32):
    %s = arith.addf %in, %bias : f32
    linalg.yield %s : f32
  } -> tensor<2x4x8x8xf32>
  %padded = tensor.pad %biased low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %lowest : f32
  } : tensor<2x4x8x8xf32> to tensor<2x4x10x10xf32>
  %pe = tensor.empty() : tensor<2x4x4x4xf32>
  %acc = linalg.fill ins(%lowest : f32) outs(%pe : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  %w = tensor.empty() : tensor<3x3xf32>
  %p = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%padded, %w : tensor<2x4x10x10xf32>, tensor<3x3xf32>) outs(%acc : tensor<2x4x4x4xf32>) -> tensor<2x4x4x4xf32>
  return %p : tensor<2x4x4x4xf32>
}

// -----

// torch-mlir's batch norm takes a row's mean twice: in f64 for the
// variance, in f32 for the output. The f32 sum becomes the f64 sum rounded.
// CHECK-LABEL: func.func @sum_beside_wider_sum
// CHECK: %[[WIDE:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<8x64xf32>) outs(%{{.*}} : tensor<8x64xf64>)
// CHECK: arith.extf
// CHECK: %[[SUM:.*]] = linalg.generic {{.*}} ins(%[[WIDE]] : tensor<8x64xf64>)
// CHECK: arith.addf {{.*}} : f64
// CHECK-NOT: arith.addf
// CHECK: %[[ROUNDED:.*]] = linalg.generic {{.*}} ins(%[[SUM]] : tensor<8xf64>) outs(%{{.*}} : tensor<8xf32>)
// CHECK: arith.truncf {{.*}} : f64 to f32
// CHECK: return %[[SUM]], %[[ROUNDED]]
#id2 = affine_map<(i, j) -> (i, j)>
#row = affine_map<(i, j) -> (i)>
func.func @sum_beside_wider_sum(%x: tensor<8x64xf32>) -> (tensor<8xf64>, tensor<8xf32>) {
  %zero64 = arith.constant 0.0 : f64
  %zero32 = arith.constant 0.0 : f32
  %e64 = tensor.empty() : tensor<8x64xf64>
  %wide = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x64xf32>) outs(%e64 : tensor<8x64xf64>) {
  ^bb0(%in: f32, %out: f64):
    %w = arith.extf %in : f32 to f64
    linalg.yield %w : f64
  } -> tensor<8x64xf64>
  %r64 = tensor.empty() : tensor<8xf64>
  %a64 = linalg.fill ins(%zero64 : f64) outs(%r64 : tensor<8xf64>) -> tensor<8xf64>
  %s64 = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%wide : tensor<8x64xf64>) outs(%a64 : tensor<8xf64>) {
  ^bb0(%in: f64, %acc: f64):
    %s = arith.addf %in, %acc : f64
    linalg.yield %s : f64
  } -> tensor<8xf64>
  %r32 = tensor.empty() : tensor<8xf32>
  %a32 = linalg.fill ins(%zero32 : f32) outs(%r32 : tensor<8xf32>) -> tensor<8xf32>
  %s32 = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x64xf32>) outs(%a32 : tensor<8xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<8xf32>
  return %s64, %s32 : tensor<8xf64>, tensor<8xf32>
}

// -----

// Sums over different dimensions are different sums: both stay.
// CHECK-LABEL: func.func @sum_beside_other_wider_sum
// CHECK: arith.addf {{.*}} : f64
// CHECK: arith.addf {{.*}} : f32
// CHECK-NOT: arith.truncf
#id2b = affine_map<(i, j) -> (i, j)>
#row2b = affine_map<(i, j) -> (i)>
#col2b = affine_map<(i, j) -> (j)>
func.func @sum_beside_other_wider_sum(%x: tensor<8x64xf32>) -> (tensor<8xf64>, tensor<64xf32>) {
  %zero64 = arith.constant 0.0 : f64
  %zero32 = arith.constant 0.0 : f32
  %e64 = tensor.empty() : tensor<8x64xf64>
  %wide = linalg.generic {indexing_maps = [#id2b, #id2b], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<8x64xf32>) outs(%e64 : tensor<8x64xf64>) {
  ^bb0(%in: f32, %out: f64):
    %w = arith.extf %in : f32 to f64
    linalg.yield %w : f64
  } -> tensor<8x64xf64>
  %r64 = tensor.empty() : tensor<8xf64>
  %a64 = linalg.fill ins(%zero64 : f64) outs(%r64 : tensor<8xf64>) -> tensor<8xf64>
  %s64 = linalg.generic {indexing_maps = [#id2b, #row2b], iterator_types = ["parallel", "reduction"]}
      ins(%wide : tensor<8x64xf64>) outs(%a64 : tensor<8xf64>) {
  ^bb0(%in: f64, %acc: f64):
    %s = arith.addf %in, %acc : f64
    linalg.yield %s : f64
  } -> tensor<8xf64>
  %r32 = tensor.empty() : tensor<64xf32>
  %a32 = linalg.fill ins(%zero32 : f32) outs(%r32 : tensor<64xf32>) -> tensor<64xf32>
  %s32 = linalg.generic {indexing_maps = [#id2b, #col2b], iterator_types = ["reduction", "parallel"]}
      ins(%x : tensor<8x64xf32>) outs(%a32 : tensor<64xf32>) {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<64xf32>
  return %s64, %s32 : tensor<8xf64>, tensor<64xf32>
}

// -----

// A mask read by two ops is computed again in each, and fuses into the
// elementwise one; the reduction's copy stays its producer.
// CHECK-LABEL: func.func @mask_per_reader
// CHECK: %[[MASK:.*]] = linalg.generic {{.*}} ins(%arg0 : tensor<64xi64>) outs(%{{.*}} : tensor<64xi1>)
// CHECK: arith.cmpi ne
// CHECK: linalg.generic {{.*}} ins(%[[MASK]] : tensor<64xi1>) outs(%{{.*}} : tensor<i64>)
// CHECK: linalg.generic {{.*}} ins(%arg0, %arg1 : tensor<64xi64>, tensor<64xf32>) outs(%{{.*}} : tensor<64xf32>)
// CHECK: arith.cmpi ne
// CHECK: arith.select
#id1 = affine_map<(i) -> (i)>
#all1 = affine_map<(i) -> ()>
func.func @mask_per_reader(%t: tensor<64xi64>, %x: tensor<64xf32>) -> (tensor<i64>, tensor<64xf32>) {
  %ignore = arith.constant -100 : i64
  %zero = arith.constant 0 : i64
  %fzero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<64xi1>
  %mask = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%t : tensor<64xi64>) outs(%e1 : tensor<64xi1>) {
  ^bb0(%in: i64, %out: i1):
    %c = arith.cmpi ne, %in, %ignore : i64
    linalg.yield %c : i1
  } -> tensor<64xi1>
  %e0 = tensor.empty() : tensor<i64>
  %z = linalg.fill ins(%zero : i64) outs(%e0 : tensor<i64>) -> tensor<i64>
  %count = linalg.generic {indexing_maps = [#id1, #all1], iterator_types = ["reduction"]}
      ins(%mask : tensor<64xi1>) outs(%z : tensor<i64>) {
  ^bb0(%in: i1, %acc: i64):
    %w = arith.extui %in : i1 to i64
    %s = arith.addi %w, %acc : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %ef = tensor.empty() : tensor<64xf32>
  %kept = linalg.generic {indexing_maps = [#id1, #id1, #id1], iterator_types = ["parallel"]}
      ins(%mask, %x : tensor<64xi1>, tensor<64xf32>) outs(%ef : tensor<64xf32>) {
  ^bb0(%m: i1, %v: f32, %out: f32):
    %r = arith.select %m, %v, %fzero : f32
    linalg.yield %r : f32
  } -> tensor<64xf32>
  return %count, %kept : tensor<i64>, tensor<64xf32>
}

// -----

// A global pool's sums per (image, channel) as rows, a bias per channel on
// them seen as [images, channels], then a reduction over the channels (a
// log-sum-exp's max): the bias stays over [images, channels], where the
// reduction reads it, rather than being rewritten over the rows with the
// bias read at row mod 8; over the rows, the reduction's steps after it
// would follow it there, each a task of its own.
// CHECK-LABEL: func.func @pool_bias_max
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]{{.*}} ins(%collapsed : tensor<16x16xf32>)
// CHECK: tensor.expand_shape {{.*}} into tensor<2x8xf32>
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel"]{{.*}} ins(%{{.*}}, %arg1 : tensor<2x8xf32>, tensor<8xf32>)
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "reduction"]{{.*}} ins(%{{.*}} : tensor<2x8xf32>)
#rows = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#channel = affine_map<(d0, d1) -> (d1)>
#flat = affine_map<(d0) -> (d0)>
func.func @pool_bias_max(%x: tensor<2x8x16xf32>, %bias: tensor<8xf32>) -> tensor<2xf32> {
  %zero = arith.constant 0.0 : f32
  %lowest = arith.constant 0xFF800000 : f32
  %count = arith.constant 16.0 : f32
  %collapsed = tensor.collapse_shape %x [[0, 1], [2]] : tensor<2x8x16xf32> into tensor<16x16xf32>
  %sums_init = tensor.empty() : tensor<16xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%sums_init : tensor<16xf32>) -> tensor<16xf32>
  %sums = linalg.generic {indexing_maps = [#rows, #row], iterator_types = ["parallel", "reduction"]} ins(%collapsed : tensor<16x16xf32>) outs(%zeros : tensor<16xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  %pooled = tensor.expand_shape %sums [[0, 1]] output_shape [2, 8] : tensor<16xf32> into tensor<2x8xf32>
  %biased_init = tensor.empty() : tensor<2x8xf32>
  %biased = linalg.generic {indexing_maps = [#rows, #channel, #rows], iterator_types = ["parallel", "parallel"]} ins(%pooled, %bias : tensor<2x8xf32>, tensor<8xf32>) outs(%biased_init : tensor<2x8xf32>) {
  ^bb0(%v: f32, %b: f32, %o: f32):
    %mean = arith.divf %v, %count : f32
    %r = arith.addf %mean, %b : f32
    linalg.yield %r : f32
  } -> tensor<2x8xf32>
  %max_init = tensor.empty() : tensor<2xf32>
  %lows = linalg.fill ins(%lowest : f32) outs(%max_init : tensor<2xf32>) -> tensor<2xf32>
  %max = linalg.generic {indexing_maps = [#rows, #row], iterator_types = ["parallel", "reduction"]} ins(%biased : tensor<2x8xf32>) outs(%lows : tensor<2xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %m = arith.maximumf %v, %acc : f32
    linalg.yield %m : f32
  } -> tensor<2xf32>
  return %max : tensor<2xf32>
}

// -----

// torch.nn.GroupNorm(2, 8) as torch-mlir writes it, over 2x8x4x8: the
// statistics over [4 rows, 128] (batch x group, channels of the group x
// plane), the affine over [2, 8, 32] per channel. The affine is rewritten
// over the rows, its weight and bias read at channel (row mod 2) * 4 +
// col floordiv 32, and fuses with the normalisation before it: one op
// writes the result.
// CHECK-DAG: #[[CHANNEL:.*]] = affine_map<(d0, d1) -> ((d0 mod 2) * 4 + d1 floordiv 32)>
// CHECK-LABEL: func.func @group_norm
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}, #[[CHANNEL]], #[[CHANNEL]], #{{.*}}], iterator_types = ["parallel", "parallel"]}
// CHECK-SAME: ins(%{{.*}}, %{{.*}}, %{{.*}}, %arg0, %arg1 : tensor<4x128xf32>, tensor<4xf32>, tensor<4xf32>, tensor<8xf32>, tensor<8xf32>)
// CHECK-NOT: linalg.generic
// CHECK: tensor.expand_shape %{{.*}} {{\[}}[0, 1], [2, 3]] output_shape [2, 2, 4, 32] : tensor<4x128xf32> into tensor<2x2x4x32xf32>
// CHECK: return
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map2 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, 0)>
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32>} {
  func.func @group_norm(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>, %arg2: tensor<2x8x4x8xf32>) -> tensor<2x8x4x8xf32> {
    %cst = arith.constant 0.000000e+00 : f64
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 1.000000e-05 : f64
    %cst_2 = arith.constant 1.280000e+02 : f64
    %cst_3 = arith.constant 1.280000e+02 : f32
    %collapsed = tensor.collapse_shape %arg2 [[0], [1], [2, 3]] : tensor<2x8x4x8xf32> into tensor<2x8x32xf32>
    %expanded = tensor.expand_shape %collapsed [[0], [1, 2], [3]] output_shape [2, 2, 4, 32] : tensor<2x8x32xf32> into tensor<2x2x4x32xf32>
    %0 = tensor.empty() : tensor<2x2x4x32xf64>
    %1 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<2x2x4x32xf32>) outs(%0 : tensor<2x2x4x32xf64>) {
    ^bb0(%in: f32, %out: f64):
      %23 = arith.extf %in : f32 to f64
      linalg.yield %23 : f64
    } -> tensor<2x2x4x32xf64>
    %2 = tensor.empty() : tensor<2x2x1x1xf64>
    %3 = linalg.fill ins(%cst : f64) outs(%2 : tensor<2x2x1x1xf64>) -> tensor<2x2x1x1xf64>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%1 : tensor<2x2x4x32xf64>) outs(%3 : tensor<2x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.addf %in, %out : f64
      linalg.yield %23 : f64
    } -> tensor<2x2x1x1xf64>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%4 : tensor<2x2x1x1xf64>) outs(%2 : tensor<2x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.divf %in, %cst_2 : f64
      linalg.yield %23 : f64
    } -> tensor<2x2x1x1xf64>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%1, %5 : tensor<2x2x4x32xf64>, tensor<2x2x1x1xf64>) outs(%0 : tensor<2x2x4x32xf64>) {
    ^bb0(%in: f64, %in_8: f64, %out: f64):
      %23 = arith.subf %in, %in_8 : f64
      linalg.yield %23 : f64
    } -> tensor<2x2x4x32xf64>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%6, %6 : tensor<2x2x4x32xf64>, tensor<2x2x4x32xf64>) outs(%0 : tensor<2x2x4x32xf64>) {
    ^bb0(%in: f64, %in_8: f64, %out: f64):
      %23 = arith.mulf %in, %in_8 : f64
      linalg.yield %23 : f64
    } -> tensor<2x2x4x32xf64>
    %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%7 : tensor<2x2x4x32xf64>) outs(%3 : tensor<2x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.addf %in, %out : f64
      linalg.yield %23 : f64
    } -> tensor<2x2x1x1xf64>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<2x2x1x1xf64>) outs(%2 : tensor<2x2x1x1xf64>) {
    ^bb0(%in: f64, %out: f64):
      %23 = arith.divf %in, %cst_2 : f64
      linalg.yield %23 : f64
    } -> tensor<2x2x1x1xf64>
    %10 = tensor.empty() : tensor<2x2x1x1xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9 : tensor<2x2x1x1xf64>) outs(%10 : tensor<2x2x1x1xf32>) {
    ^bb0(%in: f64, %out: f32):
      %23 = arith.truncf %in : f64 to f32
      linalg.yield %23 : f32
    } -> tensor<2x2x1x1xf32>
    %12 = linalg.fill ins(%cst_0 : f32) outs(%10 : tensor<2x2x1x1xf32>) -> tensor<2x2x1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%expanded : tensor<2x2x4x32xf32>) outs(%12 : tensor<2x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.addf %in, %out : f32
      linalg.yield %23 : f32
    } -> tensor<2x2x1x1xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13 : tensor<2x2x1x1xf32>) outs(%10 : tensor<2x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.divf %in, %cst_3 : f32
      linalg.yield %23 : f32
    } -> tensor<2x2x1x1xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%11 : tensor<2x2x1x1xf32>) outs(%10 : tensor<2x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = arith.truncf %cst_1 : f64 to f32
      %24 = arith.addf %in, %23 : f32
      linalg.yield %24 : f32
    } -> tensor<2x2x1x1xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%15 : tensor<2x2x1x1xf32>) outs(%10 : tensor<2x2x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %23 = math.rsqrt %in : f32
      linalg.yield %23 : f32
    } -> tensor<2x2x1x1xf32>
    %17 = tensor.empty() : tensor<2x2x4x32xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %14 : tensor<2x2x4x32xf32>, tensor<2x2x1x1xf32>) outs(%17 : tensor<2x2x4x32xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %23 = arith.subf %in, %in_8 : f32
      linalg.yield %23 : f32
    } -> tensor<2x2x4x32xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18, %16 : tensor<2x2x4x32xf32>, tensor<2x2x1x1xf32>) outs(%17 : tensor<2x2x4x32xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %23 = arith.mulf %in, %in_8 : f32
      linalg.yield %23 : f32
    } -> tensor<2x2x4x32xf32>
    %collapsed_4 = tensor.collapse_shape %19 [[0], [1, 2], [3]] : tensor<2x2x4x32xf32> into tensor<2x8x32xf32>
    %expanded_5 = tensor.expand_shape %collapsed_4 [[0], [1], [2, 3]] output_shape [2, 8, 4, 8] : tensor<2x8x32xf32> into tensor<2x8x4x8xf32>
    %expanded_6 = tensor.expand_shape %arg0 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %20 = tensor.empty() : tensor<2x8x4x8xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_5, %expanded_6 : tensor<2x8x4x8xf32>, tensor<1x8x1x1xf32>) outs(%20 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %23 = arith.mulf %in, %in_8 : f32
      linalg.yield %23 : f32
    } -> tensor<2x8x4x8xf32>
    %expanded_7 = tensor.expand_shape %arg1 [[0, 1, 2, 3]] output_shape [1, 8, 1, 1] : tensor<8xf32> into tensor<1x8x1x1xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map2, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_7 : tensor<2x8x4x8xf32>, tensor<1x8x1x1xf32>) outs(%20 : tensor<2x8x4x8xf32>) {
    ^bb0(%in: f32, %in_8: f32, %out: f32):
      %23 = arith.addf %in, %in_8 : f32
      linalg.yield %23 : f32
    } -> tensor<2x8x4x8xf32>
    return %22 : tensor<2x8x4x8xf32>
  }
}

// -----

// A row maximum subtracted from a batched product's rows (attention's
// softmax): the subtraction reads the product through a collapse, but it
// is not re-indexed into the product's three dimensions: it stays over
// the rows the row kernels take.
// CHECK-LABEL: func.func @rows_of_batched_product
// CHECK: %[[ROWS:.*]] = tensor.collapse_shape %{{.*}} {{\[}}[0, 1], [2]] : tensor<2x4x8xf32> into tensor<8x8xf32>
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]} ins(%[[ROWS]], %{{.*}} : tensor<8x8xf32>, tensor<8xf32>)
func.func @rows_of_batched_product(%a: tensor<2x4x8xf32>, %b: tensor<2x8x8xf32>) -> tensor<8x8xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %empty = tensor.empty() : tensor<2x4x8xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%empty : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %p = linalg.batch_matmul ins(%a, %b : tensor<2x4x8xf32>, tensor<2x8x8xf32>) outs(%acc : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %rows = tensor.collapse_shape %p [[0, 1], [2]] : tensor<2x4x8xf32> into tensor<8x8xf32>
  %max_empty = tensor.empty() : tensor<8xf32>
  %max_init = linalg.fill ins(%ninf : f32) outs(%max_empty : tensor<8xf32>) -> tensor<8xf32>
  %max = linalg.reduce ins(%rows : tensor<8x8xf32>) outs(%max_init : tensor<8xf32>) dimensions = [1]
    (%v: f32, %m: f32) {
      %r = arith.maximumf %v, %m : f32
      linalg.yield %r : f32
    }
  %out = tensor.empty() : tensor<8x8xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%rows, %max : tensor<8x8xf32>, tensor<8xf32>) outs(%out : tensor<8x8xf32>) {
  ^bb0(%v: f32, %m: f32, %o: f32):
    %d = arith.subf %v, %m : f32
    linalg.yield %d : f32
  } -> tensor<8x8xf32>
  return %y : tensor<8x8xf32>
}

// -----

// A bias per head added to a GEMM's result split into heads: the add is
// not re-indexed onto the contraction's [8, 12] (its bias would be read at
// (col floordiv 4), which no library epilogue takes); it stays over heads.
// CHECK-LABEL: func.func @bias_per_head
// CHECK: linalg.matmul
// CHECK: tensor.expand_shape %{{.*}} {{\[}}[0], [1, 2]] output_shape [8, 3, 4] : tensor<8x12xf32> into tensor<8x3x4xf32>
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel"]}
func.func @bias_per_head(%a: tensor<8x16xf32>, %w: tensor<16x12xf32>, %b: tensor<3xf32>) -> tensor<8x3x4xf32> {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<8x12xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%empty : tensor<8x12xf32>) -> tensor<8x12xf32>
  %p = linalg.matmul ins(%a, %w : tensor<8x16xf32>, tensor<16x12xf32>) outs(%acc : tensor<8x12xf32>) -> tensor<8x12xf32>
  %heads = tensor.expand_shape %p [[0], [1, 2]] output_shape [8, 3, 4] : tensor<8x12xf32> into tensor<8x3x4xf32>
  %out = tensor.empty() : tensor<8x3x4xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(i, h, d) -> (i, h, d)>, affine_map<(i, h, d) -> (h)>, affine_map<(i, h, d) -> (i, h, d)>],
                       iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%heads, %b : tensor<8x3x4xf32>, tensor<3xf32>) outs(%out : tensor<8x3x4xf32>) {
  ^bb0(%v: f32, %c: f32, %o: f32):
    %r = arith.addf %v, %c : f32
    linalg.yield %r : f32
  } -> tensor<8x3x4xf32>
  return %y : tensor<8x3x4xf32>
}

// -----

// Attention's value product as torch-mlir writes it for a ViT: the values
// moved from (tokens, heads, dim) to (heads, tokens, dim) by a transpose.
// A batch matmul's operands keep the batch loop first, so this transpose
// stays an op of its own and the batch matmul verifies; the keys'
// transpose within a batch, (heads, dim, tokens), folds into B's map.
// CHECK-LABEL: func.func @attention_transposes
// CHECK-NOT: permutation = [0, 2, 1]
// CHECK: linalg.batch_matmul indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%{{.*}}, %{{.*}} : tensor<12x197x64xf32>, tensor<12x197x64xf32>)
// CHECK: %[[V:.*]] = linalg.transpose ins(%{{.*}} : tensor<197x12x64xf32>) outs(%{{.*}} : tensor<12x197x64xf32>) permutation = [1, 0, 2]
// CHECK: linalg.batch_matmul ins(%{{.*}}, %[[V]] : tensor<12x197x197xf32>, tensor<12x197x64xf32>)
func.func @attention_transposes(%q: tensor<12x197x64xf32>, %k: tensor<12x197x64xf32>, %v: tensor<197x12x64xf32>) -> tensor<12x197x64xf32> {
  %zero = arith.constant 0.0 : f32
  %kt_init = tensor.empty() : tensor<12x64x197xf32>
  %kt = linalg.transpose ins(%k : tensor<12x197x64xf32>) outs(%kt_init : tensor<12x64x197xf32>) permutation = [0, 2, 1]
  %s_init = tensor.empty() : tensor<12x197x197xf32>
  %s_zero = linalg.fill ins(%zero : f32) outs(%s_init : tensor<12x197x197xf32>) -> tensor<12x197x197xf32>
  %s = linalg.batch_matmul ins(%q, %kt : tensor<12x197x64xf32>, tensor<12x64x197xf32>) outs(%s_zero : tensor<12x197x197xf32>) -> tensor<12x197x197xf32>
  %vt_init = tensor.empty() : tensor<12x197x64xf32>
  %vt = linalg.transpose ins(%v : tensor<197x12x64xf32>) outs(%vt_init : tensor<12x197x64xf32>) permutation = [1, 0, 2]
  %o_zero = linalg.fill ins(%zero : f32) outs(%vt_init : tensor<12x197x64xf32>) -> tensor<12x197x64xf32>
  %o = linalg.batch_matmul ins(%s, %vt : tensor<12x197x197xf32>, tensor<12x197x64xf32>) outs(%o_zero : tensor<12x197x64xf32>) -> tensor<12x197x64xf32>
  return %o : tensor<12x197x64xf32>
}

// -----

// Batch norm in eval mode as torch-mlir writes it: the scale per channel,
// 1 / sqrt(var + eps) with the reciprocal guarded by a cf.assert, computed
// over the channels and read by the normalisation over every point. The
// scale is computed from the function's arguments alone, so it is computed
// again inside the normalisation, its check with it: one op over one space,
// as the elementwise kernels take it, and no op left over the channels.
// CHECK-LABEL: func.func @batch_norm_eval
// CHECK-NOT: iterator_types = ["parallel"]}
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel"]} ins(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : tensor<2x4x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
// CHECK: math.sqrt
// CHECK: cf.assert
// CHECK: arith.divf
// CHECK-NOT: linalg.generic
// CHECK: return
#bn_c = affine_map<(c) -> (c)>
#bn_x = affine_map<(n, c, h) -> (n, c, h)>
#bn_p = affine_map<(n, c, h) -> (c)>
func.func @batch_norm_eval(%x: tensor<2x4x3xf32>, %mean: tensor<4xf32>, %var: tensor<4xf32>, %w: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<2x4x3xf32> {
  %eps = arith.constant 1.0e-05 : f64
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %c = tensor.empty() : tensor<4xf32>
  %scale = linalg.generic {indexing_maps = [#bn_c, #bn_c], iterator_types = ["parallel"]}
      ins(%var : tensor<4xf32>) outs(%c : tensor<4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %e = arith.truncf %eps : f64 to f32
    %s = arith.addf %v, %e : f32
    %r = math.sqrt %s : f32
    %nz = arith.cmpf one, %r, %zero : f32
    cf.assert %nz, "unimplemented: tensor with zero element"
    %inv = arith.divf %one, %r : f32
    linalg.yield %inv : f32
  } -> tensor<4xf32>
  %e = tensor.empty() : tensor<2x4x3xf32>
  %y = linalg.generic {indexing_maps = [#bn_x, #bn_p, #bn_p, #bn_p, #bn_p, #bn_x], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %mean, %scale, %w, %b : tensor<2x4x3xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<2x4x3xf32>) {
  ^bb0(%v: f32, %m: f32, %s: f32, %g: f32, %h: f32, %o: f32):
    %d = arith.subf %v, %m : f32
    %n = arith.mulf %d, %s : f32
    %a = arith.mulf %n, %g : f32
    %r = arith.addf %a, %h : f32
    linalg.yield %r : f32
  } -> tensor<2x4x3xf32>
  return %y : tensor<2x4x3xf32>
}

// -----

// Parameter math with a reader before the one it is inlined into (GPT-2's
// position ids: an arange, reshaped for the mask code before the embedding
// reads it): the fused op stands where the embedding stood, so the earlier
// reader keeps the arange, and no value is used before it is defined. The
// arange, a generic that yields a constant with no input, and a reshape
// that nothing reads are what torch-mlir also writes.
// CHECK-LABEL: func.func @position_ids
// CHECK: %[[IDS:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<128xi64>)
// CHECK: linalg.index 0
// CHECK: tensor.expand_shape %[[IDS]]
// CHECK: linalg.generic
// CHECK: tensor.extract %arg0
// CHECK: return
func.func @position_ids(%table: tensor<1024x8xf32>) -> (tensor<1x128xi64>, tensor<128x8xf32>) {
  %e = tensor.empty() : tensor<128xi64>
  %ids = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]} outs(%e : tensor<128xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %c = arith.index_cast %i : index to i64
    linalg.yield %c : i64
  } -> tensor<128xi64>
  %row = tensor.expand_shape %ids [[0, 1]] output_shape [1, 128] : tensor<128xi64> into tensor<1x128xi64>
  %out = tensor.empty() : tensor<128x8xf32>
  %rows = linalg.generic {indexing_maps = [affine_map<(i, k) -> (i)>, affine_map<(i, k) -> (i, k)>], iterator_types = ["parallel", "parallel"]}
      ins(%ids : tensor<128xi64>) outs(%out : tensor<128x8xf32>) {
  ^bb0(%id: i64, %o: f32):
    %r = arith.index_cast %id : i64 to index
    %k = linalg.index 1 : index
    %v = tensor.extract %table[%r, %k] : tensor<1024x8xf32>
    linalg.yield %v : f32
  } -> tensor<128x8xf32>
  return %row, %rows : tensor<1x128xi64>, tensor<128x8xf32>
}

// -----

// Batch norm's scale with a reshape that comes before the normalisation
// and that nothing reads in the end: once the reshape is gone, the kept
// scale (its check recomputed in the normalisation) goes too; no op with
// an assert and no result is left behind.
// CHECK-LABEL: func.func @batch_norm_dead_reshape
// CHECK-COUNT-1: cf.assert
// CHECK-NOT: cf.assert
// CHECK: return
#bd_c = affine_map<(c) -> (c)>
#bd_x = affine_map<(n, c) -> (n, c)>
#bd_p = affine_map<(n, c) -> (c)>
func.func @batch_norm_dead_reshape(%x: tensor<2x4xf32>, %var: tensor<4xf32>) -> tensor<2x4xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %c = tensor.empty() : tensor<4xf32>
  %scale = linalg.generic {indexing_maps = [#bd_c, #bd_c], iterator_types = ["parallel"]}
      ins(%var : tensor<4xf32>) outs(%c : tensor<4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.sqrt %v : f32
    %nz = arith.cmpf one, %r, %zero : f32
    cf.assert %nz, "unimplemented: tensor with zero element"
    %inv = arith.divf %one, %r : f32
    linalg.yield %inv : f32
  } -> tensor<4xf32>
  %unread = tensor.expand_shape %scale [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
  %e = tensor.empty() : tensor<2x4xf32>
  %y = linalg.generic {indexing_maps = [#bd_x, #bd_p, #bd_x], iterator_types = ["parallel", "parallel"]}
      ins(%x, %scale : tensor<2x4xf32>, tensor<4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%v: f32, %s: f32, %o: f32):
    %n = arith.mulf %v, %s : f32
    linalg.yield %n : f32
  } -> tensor<2x4xf32>
  return %y : tensor<2x4xf32>
}

// -----

// A generic that reads nothing and yields a constant (torch-mlir's
// zero-rank constants) is a fill.
// CHECK-LABEL: func.func @constant_generic
// CHECK: linalg.fill ins(%{{.*}} : i64) outs(%{{.*}} : tensor<i64>)
// CHECK-NOT: linalg.generic
func.func @constant_generic() -> tensor<i64> {
  %c0 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<i64>
  %z = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%e : tensor<i64>) {
  ^bb0(%o: i64):
    linalg.yield %c0 : i64
  } -> tensor<i64>
  return %z : tensor<i64>
}

// -----

// A squeeze-and-excitation gate: a sigmoid per (image, channel) of a
// product's result, read by the channel scale alone at every pixel. A few
// operations per point, it is computed again inside the scale, which then
// is one elementwise op: no task for 32 values.
// CHECK-LABEL: func.func @gate_into_scale
// CHECK: linalg.matmul
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "parallel"]
// CHECK: math.exp
// CHECK: arith.mulf
// CHECK-NOT: linalg.generic
// CHECK: return
#gs_pixel = affine_map<(n, c, p) -> (n, c, p)>
#gs_channel = affine_map<(n, c, p) -> (n, c)>
#gs_gate = affine_map<(n, c) -> (n, c)>
func.func @gate_into_scale(%x: tensor<4x8x64xf32>, %a: tensor<4x16xf32>, %w: tensor<16x8xf32>) -> tensor<4x8x64xf32> {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %gates = tensor.empty() : tensor<4x8xf32>
  %zeros = linalg.fill ins(%zero : f32) outs(%gates : tensor<4x8xf32>) -> tensor<4x8xf32>
  %logits = linalg.matmul ins(%a, %w : tensor<4x16xf32>, tensor<16x8xf32>) outs(%zeros : tensor<4x8xf32>) -> tensor<4x8xf32>
  %gate = linalg.generic {indexing_maps = [#gs_gate, #gs_gate], iterator_types = ["parallel", "parallel"]}
      ins(%logits : tensor<4x8xf32>) outs(%gates : tensor<4x8xf32>) {
  ^bb0(%v: f32, %o: f32):
    %n = arith.negf %v : f32
    %e = math.exp %n : f32
    %d = arith.addf %e, %one : f32
    %r = arith.divf %one, %d : f32
    linalg.yield %r : f32
  } -> tensor<4x8xf32>
  %out = tensor.empty() : tensor<4x8x64xf32>
  %scaled = linalg.generic {indexing_maps = [#gs_pixel, #gs_channel, #gs_pixel], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x, %gate : tensor<4x8x64xf32>, tensor<4x8xf32>) outs(%out : tensor<4x8x64xf32>) {
  ^bb0(%v: f32, %g: f32, %o: f32):
    %r = arith.mulf %v, %g : f32
    linalg.yield %r : f32
  } -> tensor<4x8x64xf32>
  return %scaled : tensor<4x8x64xf32>
}

// -----

// A value per row that depends on the row's sum (RMS norm's 1 / sqrt(mean
// + eps)) is no parameter: it stays one per row, computed once.
// CHECK-LABEL: func.func @per_row_of_a_sum
// CHECK: iterator_types = ["parallel", "reduction"]
// CHECK: iterator_types = ["parallel"]
// CHECK: math.sqrt
// CHECK: iterator_types = ["parallel", "parallel"]
#rs_id = affine_map<(i, j) -> (i, j)>
#rs_row = affine_map<(i, j) -> (i)>
#rs_one = affine_map<(i) -> (i)>
func.func @per_row_of_a_sum(%x: tensor<8x64xf32>) -> tensor<8x64xf32> {
  %zero = arith.constant 0.0 : f32
  %eps = arith.constant 1.0e-6 : f32
  %rows = tensor.empty() : tensor<8xf32>
  %init = linalg.fill ins(%zero : f32) outs(%rows : tensor<8xf32>) -> tensor<8xf32>
  %sum = linalg.generic {indexing_maps = [#rs_id, #rs_row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8x64xf32>) outs(%init : tensor<8xf32>) {
  ^bb0(%v: f32, %s: f32):
    %sq = arith.mulf %v, %v : f32
    %r = arith.addf %sq, %s : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %inv = linalg.generic {indexing_maps = [#rs_one, #rs_one], iterator_types = ["parallel"]}
      ins(%sum : tensor<8xf32>) outs(%rows : tensor<8xf32>) {
  ^bb0(%s: f32, %o: f32):
    %a = arith.addf %s, %eps : f32
    %r = math.sqrt %a : f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %full = tensor.empty() : tensor<8x64xf32>
  %y = linalg.generic {indexing_maps = [#rs_id, #rs_row, #rs_id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %inv : tensor<8x64xf32>, tensor<8xf32>) outs(%full : tensor<8x64xf32>) {
  ^bb0(%v: f32, %i: f32, %o: f32):
    %r = arith.divf %v, %i : f32
    linalg.yield %r : f32
  } -> tensor<8x64xf32>
  return %y : tensor<8x64xf32>
}

// -----

// Attention's keys as torch-mlir writes them for a ViT: (tokens, heads,
// dim) to (heads, tokens, dim), a unit batch added, then transposed within
// a head and scaled. The first transpose is read through the unit
// dimension's reshape, so it folds only once that dimension is gone: the
// last step folds the transposes that earlier steps expose.
// CHECK-LABEL: func.func @keys_through_unit_batch
// CHECK-NOT: linalg.transpose
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<5x3x4xf32>) outs(%{{.*}} : tensor<3x4x5xf32>)
// CHECK-NOT: linalg.transpose
// CHECK: return
func.func @keys_through_unit_batch(%k: tensor<5x3x4xf32>) -> tensor<1x3x4x5xf32> {
  %scale = arith.constant 0.5 : f32
  %heads_first = tensor.empty() : tensor<3x5x4xf32>
  %t = linalg.transpose ins(%k : tensor<5x3x4xf32>) outs(%heads_first : tensor<3x5x4xf32>) permutation = [1, 0, 2]
  %batched = tensor.expand_shape %t [[0, 1], [2], [3]] output_shape [1, 3, 5, 4] : tensor<3x5x4xf32> into tensor<1x3x5x4xf32>
  %kt_init = tensor.empty() : tensor<1x3x4x5xf32>
  %kt = linalg.transpose ins(%batched : tensor<1x3x5x4xf32>) outs(%kt_init : tensor<1x3x4x5xf32>) permutation = [0, 1, 3, 2]
  %y = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%kt : tensor<1x3x4x5xf32>) outs(%kt_init : tensor<1x3x4x5xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.mulf %v, %scale : f32
    linalg.yield %r : f32
  } -> tensor<1x3x4x5xf32>
  return %y : tensor<1x3x4x5xf32>
}

// -----

// An NHWC convolution with HWCF filters: the filter transposed to FHWC by
// an op of its own, the convolution then one cuDNN takes.
// CHECK-LABEL: func.func @conv_hwcf
// CHECK: %[[F:.*]] = linalg.transpose ins(%arg1 : tensor<3x3x16x32xf32>) outs(%{{.*}} : tensor<32x3x3x16xf32>) permutation = [3, 0, 1, 2]
// CHECK: linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %[[F]] : tensor<2x17x17x16xf32>, tensor<32x3x3x16xf32>)
func.func @conv_hwcf(%x: tensor<2x17x17x16xf32>, %w: tensor<3x3x16x32xf32>) -> tensor<2x8x8x32xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x8x8x32xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xf32>
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<2x17x17x16xf32>, tensor<3x3x16x32xf32>) outs(%f : tensor<2x8x8x32xf32>) -> tensor<2x8x8x32xf32>
  return %r : tensor<2x8x8x32xf32>
}

// -----

// nn.MultiheadAttention's input projection as torch-mlir writes it: the
// tokens moved to (tokens, batch, features), the weight transposed, then
// copied once per token into a batch matmul. The batch matmul becomes a
// generic (MLIR's batch matmul has no transposed broadcast operand) that
// reads the weight itself: no (197, 384, 1152) copy. The tokens'
// transpose reorders the loops A shares with the result, so it stays an
// op of its own, and the generic is one GEMM a library takes.
// CHECK-LABEL: func.func @projection_of_shared_weight
// CHECK-NOT: tensor<197x384x1152xf32>
// CHECK: %[[X:.*]] = linalg.transpose ins(%arg0 : tensor<16x197x384xf32>) outs(%{{.*}} : tensor<197x16x384xf32>) permutation = [1, 0, 2]
// CHECK: linalg.generic {indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%[[X]], %arg1 : tensor<197x16x384xf32>, tensor<1152x384xf32>)
// CHECK-NOT: linalg.batch_matmul
// CHECK: return
func.func @projection_of_shared_weight(%x: tensor<16x197x384xf32>, %w: tensor<1152x384xf32>) -> tensor<197x16x1152xf32> {
  %zero = arith.constant 0.0 : f32
  %xt_init = tensor.empty() : tensor<197x16x384xf32>
  %xt = linalg.transpose ins(%x : tensor<16x197x384xf32>) outs(%xt_init : tensor<197x16x384xf32>) permutation = [1, 0, 2]
  %wt_init = tensor.empty() : tensor<384x1152xf32>
  %wt = linalg.transpose ins(%w : tensor<1152x384xf32>) outs(%wt_init : tensor<384x1152xf32>) permutation = [1, 0]
  %b_init = tensor.empty() : tensor<197x384x1152xf32>
  %b = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%wt : tensor<384x1152xf32>) outs(%b_init : tensor<197x384x1152xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<197x384x1152xf32>
  %y_init = tensor.empty() : tensor<197x16x1152xf32>
  %y_zero = linalg.fill ins(%zero : f32) outs(%y_init : tensor<197x16x1152xf32>) -> tensor<197x16x1152xf32>
  %y = linalg.batch_matmul ins(%xt, %b : tensor<197x16x384xf32>, tensor<197x384x1152xf32>) outs(%y_zero : tensor<197x16x1152xf32>) -> tensor<197x16x1152xf32>
  return %y : tensor<197x16x1152xf32>
}

// -----

// A batch matmul whose first operand is the broadcast one keeps its named
// form: the library takes its shared operand as B only.
// CHECK-LABEL: func.func @shared_first_operand
// CHECK: linalg.batch_matmul
func.func @shared_first_operand(%a: tensor<8x16xf32>, %b: tensor<4x16x32xf32>) -> tensor<4x8x32xf32> {
  %zero = arith.constant 0.0 : f32
  %a_init = tensor.empty() : tensor<4x8x16xf32>
  %ab = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%a : tensor<8x16xf32>) outs(%a_init : tensor<4x8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<4x8x16xf32>
  %y_init = tensor.empty() : tensor<4x8x32xf32>
  %y_zero = linalg.fill ins(%zero : f32) outs(%y_init : tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
  %y = linalg.batch_matmul ins(%ab, %b : tensor<4x8x16xf32>, tensor<4x16x32xf32>) outs(%y_zero : tensor<4x8x32xf32>) -> tensor<4x8x32xf32>
  return %y : tensor<4x8x32xf32>
}

// -----

// torch.einsum('bijl,lk->bijk') as the exporter writes it: the product's
// result, viewed as (..., 1, n), is transposed to (..., n, 1). Moving a unit
// dimension moves no element: reshapes, no copy of the result.
// CHECK-LABEL: func.func @transpose_of_units
// CHECK-NOT: linalg.transpose
// CHECK: %[[VIEW:.*]] = tensor.expand_shape %arg0 {{\[}}[0, 1], [2]] output_shape [4, 6, 8] : tensor<24x8xf32> into tensor<4x6x8xf32>
// CHECK-NEXT: return %[[VIEW]]
func.func @transpose_of_units(%y: tensor<24x8xf32>) -> tensor<4x6x8xf32> {
  %view = tensor.expand_shape %y [[0, 1], [2, 3]] output_shape [4, 6, 1, 8] : tensor<24x8xf32> into tensor<4x6x1x8xf32>
  %init = tensor.empty() : tensor<4x6x8x1xf32>
  %t = linalg.transpose ins(%view : tensor<4x6x1x8xf32>) outs(%init : tensor<4x6x8x1xf32>) permutation = [0, 1, 3, 2]
  %r = tensor.collapse_shape %t [[0], [1], [2, 3]] : tensor<4x6x8x1xf32> into tensor<4x6x8xf32>
  return %r : tensor<4x6x8xf32>
}

// -----

// Units alone: reshapes through rank 0, which cancel. A transpose that
// moves data stays.
// CHECK-LABEL: func.func @transpose_of_units_alone
// CHECK-NEXT: return %arg0
// CHECK-LABEL: func.func @transpose_that_moves_data
// CHECK: linalg.transpose
func.func @transpose_of_units_alone(%x: tensor<1x1x1xf32>) -> tensor<1x1x1xf32> {
  %init = tensor.empty() : tensor<1x1x1xf32>
  %t = linalg.transpose ins(%x : tensor<1x1x1xf32>) outs(%init : tensor<1x1x1xf32>) permutation = [2, 0, 1]
  return %t : tensor<1x1x1xf32>
}
func.func @transpose_that_moves_data(%x: tensor<2x1x3xf32>) -> tensor<3x1x2xf32> {
  %init = tensor.empty() : tensor<3x1x2xf32>
  %t = linalg.transpose ins(%x : tensor<2x1x3xf32>) outs(%init : tensor<3x1x2xf32>) permutation = [2, 1, 0]
  return %t : tensor<3x1x2xf32>
}

// -----

// Attention as PyTorch decomposes it: q and k each scaled by the square
// root of the scale (an f64 constant truncated in the payload), k
// transposed in the same op. The product reads q and k themselves (k
// through a transposed map) and its result is scaled instead, so that
// neither operand is written out again.
// CHECK-LABEL: func.func @scaled_attention_scores
// CHECK-NOT: linalg.generic
// CHECK: %[[S:.*]] = linalg.batch_matmul indexing_maps = [#{{.*}}, #{{.*}}, #{{.*}}] ins(%arg0, %arg1 : tensor<4x8x16xf32>, tensor<4x8x16xf32>)
// CHECK: linalg.generic {{.*}} ins(%[[S]] : tensor<4x8x8xf32>)
// CHECK: arith.truncf
// CHECK: arith.mulf
// CHECK: arith.mulf
// CHECK: return
func.func @scaled_attention_scores(%q: tensor<4x8x16xf32>, %k: tensor<4x8x16xf32>) -> tensor<4x8x8xf32> {
  %root = arith.constant 0.42044820762685725 : f64
  %zero = arith.constant 0.0 : f32
  %qe = tensor.empty() : tensor<4x8x16xf32>
  %qs = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%q : tensor<4x8x16xf32>) outs(%qe : tensor<4x8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.truncf %root : f64 to f32
    %m = arith.mulf %in, %c : f32
    linalg.yield %m : f32
  } -> tensor<4x8x16xf32>
  %ke = tensor.empty() : tensor<4x16x8xf32>
  %ks = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%k : tensor<4x8x16xf32>) outs(%ke : tensor<4x16x8xf32>) {
  ^bb0(%in: f32, %out: f32):
    %c = arith.truncf %root : f64 to f32
    %m = arith.mulf %in, %c : f32
    linalg.yield %m : f32
  } -> tensor<4x16x8xf32>
  %se = tensor.empty() : tensor<4x8x8xf32>
  %sz = linalg.fill ins(%zero : f32) outs(%se : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  %s = linalg.batch_matmul ins(%qs, %ks : tensor<4x8x16xf32>, tensor<4x16x8xf32>) outs(%sz : tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
  return %s : tensor<4x8x8xf32>
}

// -----

// From an accumulator that is not zero, c (C + a b) is not C + (c a) b:
// the scaled operand stays.
// CHECK-LABEL: func.func @scaled_operand_onto_ones
// CHECK: linalg.generic
// CHECK: arith.mulf
// CHECK: linalg.matmul
// CHECK-NOT: linalg.generic
// CHECK: return
func.func @scaled_operand_onto_ones(%a: tensor<8x16xf32>, %b: tensor<16x4xf32>) -> tensor<8x4xf32> {
  %c = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %ae = tensor.empty() : tensor<8x16xf32>
  %as = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<8x16xf32>) outs(%ae : tensor<8x16xf32>) {
  ^bb0(%in: f32, %out: f32):
    %m = arith.mulf %in, %c : f32
    linalg.yield %m : f32
  } -> tensor<8x16xf32>
  %ye = tensor.empty() : tensor<8x4xf32>
  %ones = linalg.fill ins(%one : f32) outs(%ye : tensor<8x4xf32>) -> tensor<8x4xf32>
  %y = linalg.matmul ins(%as, %b : tensor<8x16xf32>, tensor<16x4xf32>) outs(%ones : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %y : tensor<8x4xf32>
}
