// The generic family (the catalogue's floor) on every form its CPU test
// covers (test/Transforms/custom-generic.mlir): columns around a mean,
// a masked sum over two dims, 3-D pooling through a zero border, an argmax
// over two dims, an embedding bag, a split integer max, split long
// columns, and a producer read twice.
func.func @column_variance(%x: tensor<300x70xf32>, %mean: tensor<70xf64>) -> tensor<70xf64> {
  %zero = arith.constant 0.0 : f64
  %e64 = tensor.empty() : tensor<300x70xf64>
  %wide = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                          iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<300x70xf32>) outs(%e64 : tensor<300x70xf64>) {
  ^bb0(%a: f32, %o: f64):
    %w = arith.extf %a : f32 to f64
    linalg.yield %w : f64
  } -> tensor<300x70xf64>
  %e = tensor.empty() : tensor<70xf64>
  %init = linalg.fill ins(%zero : f64) outs(%e : tensor<70xf64>) -> tensor<70xf64>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (j)>],
                         iterator_types = ["reduction", "parallel"]}
      ins(%wide, %mean : tensor<300x70xf64>, tensor<70xf64>) outs(%init : tensor<70xf64>) {
  ^bb0(%a: f64, %m: f64, %acc: f64):
    %d = arith.subf %a, %m : f64
    %s = arith.mulf %d, %d : f64
    %t = arith.addf %s, %acc : f64
    linalg.yield %t : f64
  } -> tensor<70xf64>
  return %sum : tensor<70xf64>
}

func.func @outer_inner_sum(%y: tensor<7x50x300xf32>) -> tensor<50xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<50xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<50xf32>) -> tensor<50xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (b)>],
                         iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%y : tensor<7x50x300xf32>) outs(%init : tensor<50xf32>) {
  ^bb0(%v: f32, %acc: f32):
    %b = linalg.index 1 : index
    %c = linalg.index 2 : index
    %c6 = arith.constant 6 : index
    %limit = arith.muli %b, %c6 : index
    %keep = arith.cmpi ult, %c, %limit : index
    %x = arith.select %keep, %v, %zero : f32
    %t = arith.addf %x, %acc : f32
    linalg.yield %t : f32
  } -> tensor<50xf32>
  return %sum : tensor<50xf32>
}

func.func @pool3d(%v: tensor<2x3x9x10x11xf32>) -> tensor<2x5x5x6x3xf32> {
  %zero = arith.constant 0.0 : f32
  %padded = tensor.pad %v low[0, 0, 1, 1, 1] high[0, 0, 1, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index, %i4: index):
    tensor.yield %zero : f32
  } : tensor<2x3x9x10x11xf32> to tensor<2x3x11x12x13xf32>
  %window = tensor.empty() : tensor<3x3x3xf32>
  %e = tensor.empty() : tensor<2x5x5x6x3xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<2x5x5x6x3xf32>) -> tensor<2x5x5x6x3xf32>
  %sum = linalg.generic {indexing_maps = [
      affine_map<(n, d, h, w, c, kd, kh, kw) -> (n, c, d * 2 + kd, h * 2 + kh, w * 2 + kw)>,
      affine_map<(n, d, h, w, c, kd, kh, kw) -> (kd, kh, kw)>,
      affine_map<(n, d, h, w, c, kd, kh, kw) -> (n, d, h, w, c)>],
      iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]}
      ins(%padded, %window : tensor<2x3x11x12x13xf32>, tensor<3x3x3xf32>) outs(%init : tensor<2x5x5x6x3xf32>) {
  ^bb0(%x: f32, %k: f32, %acc: f32):
    %t = arith.addf %x, %acc : f32
    linalg.yield %t : f32
  } -> tensor<2x5x5x6x3xf32>
  return %sum : tensor<2x5x5x6x3xf32>
}

func.func @argmax2(%z: tensor<5x40x33xf32>) -> (tensor<40xf32>, tensor<40xi64>) {
  %low = arith.constant 0xFF800000 : f32
  %none = arith.constant -1 : i64
  %ev = tensor.empty() : tensor<40xf32>
  %ei = tensor.empty() : tensor<40xi64>
  %iv = linalg.fill ins(%low : f32) outs(%ev : tensor<40xf32>) -> tensor<40xf32>
  %ii = linalg.fill ins(%none : i64) outs(%ei : tensor<40xi64>) -> tensor<40xi64>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (b)>, affine_map<(a, b, c) -> (b)>],
                         iterator_types = ["reduction", "parallel", "reduction"]}
      ins(%z : tensor<5x40x33xf32>) outs(%iv, %ii : tensor<40xf32>, tensor<40xi64>) {
  ^bb0(%x: f32, %best: f32, %at: i64):
    %a = linalg.index 0 : index
    %c = linalg.index 2 : index
    %c33 = arith.constant 33 : index
    %row = arith.muli %a, %c33 : index
    %flat = arith.addi %row, %c : index
    %pos = arith.index_cast %flat : index to i64
    %gt = arith.cmpf ogt, %x, %best : f32
    %v = arith.select %gt, %x, %best : f32
    %i = arith.select %gt, %pos, %at : i64
    linalg.yield %v, %i : f32, i64
  } -> (tensor<40xf32>, tensor<40xi64>)
  return %r#0, %r#1 : tensor<40xf32>, tensor<40xi64>
}

func.func @embedding_bag(%table: tensor<100x24xf32>, %ids: tensor<6x13xi64>) -> tensor<6x24xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<6x24xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<6x24xf32>) -> tensor<6x24xf32>
  %bag = linalg.generic {indexing_maps = [affine_map<(b, e, j) -> (b, j)>, affine_map<(b, e, j) -> (b, e)>],
                         iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%ids : tensor<6x13xi64>) outs(%init : tensor<6x24xf32>) {
  ^bb0(%id: i64, %acc: f32):
    %row = arith.index_cast %id : i64 to index
    %col = linalg.index 1 : index
    %x = tensor.extract %table[%row, %col] : tensor<100x24xf32>
    %t = arith.addf %x, %acc : f32
    linalg.yield %t : f32
  } -> tensor<6x24xf32>
  return %bag : tensor<6x24xf32>
}

func.func @integer_max(%x: tensor<300x700xi32>) -> tensor<i32> {
  %lowest = arith.constant -2147483648 : i32
  %scalar = tensor.empty() : tensor<i32>
  %init = linalg.fill ins(%lowest : i32) outs(%scalar : tensor<i32>) -> tensor<i32>
  %max = linalg.reduce ins(%x : tensor<300x700xi32>) outs(%init : tensor<i32>) dimensions = [0, 1]
    (%v: i32, %acc: i32) {
      %r = arith.maxsi %v, %acc : i32
      linalg.yield %r : i32
    }
  return %max : tensor<i32>
}

func.func @long_columns(%a: tensor<20000x40xf32>, %b: tensor<20000x40xf32>, %start: tensor<40xf32>) -> tensor<40xf32> {
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>],
                         iterator_types = ["reduction", "parallel"]}
      ins(%a, %b : tensor<20000x40xf32>, tensor<20000x40xf32>) outs(%start : tensor<40xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %t = arith.addf %p, %acc : f32
    linalg.yield %t : f32
  } -> tensor<40xf32>
  return %sum : tensor<40xf32>
}

func.func @read_twice(%x: tensor<3000x70xf32>, %m: tensor<70xf32>) -> tensor<70xf32> {
  %zero = arith.constant 0.0 : f32
  %e2 = tensor.empty() : tensor<3000x70xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<3000x70xf32>) outs(%e2 : tensor<3000x70xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = math.exp %a : f32
    linalg.yield %v : f32
  } -> tensor<3000x70xf32>
  %e = tensor.empty() : tensor<70xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<70xf32>) -> tensor<70xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (j)>],
                         iterator_types = ["reduction", "parallel"]}
      ins(%p, %p, %m : tensor<3000x70xf32>, tensor<3000x70xf32>, tensor<70xf32>) outs(%init : tensor<70xf32>) {
  ^bb0(%a: f32, %b: f32, %c: f32, %acc: f32):
    %da = arith.subf %a, %c : f32
    %db = arith.subf %b, %c : f32
    %q = arith.mulf %da, %db : f32
    %t = arith.addf %q, %acc : f32
    linalg.yield %t : f32
  } -> tensor<70xf32>
  return %sum : tensor<70xf32>
}
