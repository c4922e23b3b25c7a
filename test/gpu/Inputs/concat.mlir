// Concatenations, each one elementwise op after hiera-normalize that reads
// every input only where its range holds the point.

// A dense block's torch.cat([x, y], 1) and the ReLU after it: one task.
func.func @channels_relu(%x: tensor<4x64x14x14xf32>, %y: tensor<4x32x14x14xf32>) -> tensor<4x96x14x14xf32> {
  %zero = arith.constant 0.0 : f32
  %0 = tensor.concat dim(1) %x, %y : (tensor<4x64x14x14xf32>, tensor<4x32x14x14xf32>) -> tensor<4x96x14x14xf32>
  %e = tensor.empty() : tensor<4x96x14x14xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%0 : tensor<4x96x14x14xf32>) outs(%e : tensor<4x96x14x14xf32>) {
  ^bb0(%v: f32, %o: f32):
    %m = arith.maximumf %v, %zero : f32
    linalg.yield %m : f32
  } -> tensor<4x96x14x14xf32>
  return %r : tensor<4x96x14x14xf32>
}

// torch.roll(x, 3, dims=1) as torch-mlir exports it: x's slices behind
// casts to a dynamic extent, read in x itself.
func.func @roll(%x: tensor<8x56x96xf32>) -> tensor<8x56x96xf32> {
  %tail = tensor.extract_slice %x[0, 53, 0] [8, 3, 96] [1, 1, 1] : tensor<8x56x96xf32> to tensor<8x3x96xf32>
  %head = tensor.extract_slice %x[0, 0, 0] [8, 53, 96] [1, 1, 1] : tensor<8x56x96xf32> to tensor<8x53x96xf32>
  %a = tensor.cast %tail : tensor<8x3x96xf32> to tensor<8x?x96xf32>
  %b = tensor.cast %head : tensor<8x53x96xf32> to tensor<8x?x96xf32>
  %0 = tensor.concat dim(1) %a, %b : (tensor<8x?x96xf32>, tensor<8x?x96xf32>) -> tensor<8x56x96xf32>
  return %0 : tensor<8x56x96xf32>
}

// A patch merge: four strided views of x joined along the channels.
func.func @patch_merge(%x: tensor<2x16x16x24xf32>) -> tensor<2x8x8x96xf32> {
  %rows0 = tensor.extract_slice %x[0, 0, 0, 0] [2, 8, 16, 24] [1, 2, 1, 1] : tensor<2x16x16x24xf32> to tensor<2x8x16x24xf32>
  %rows1 = tensor.extract_slice %x[0, 1, 0, 0] [2, 8, 16, 24] [1, 2, 1, 1] : tensor<2x16x16x24xf32> to tensor<2x8x16x24xf32>
  %a = tensor.extract_slice %rows0[0, 0, 0, 0] [2, 8, 8, 24] [1, 1, 2, 1] : tensor<2x8x16x24xf32> to tensor<2x8x8x24xf32>
  %b = tensor.extract_slice %rows1[0, 0, 0, 0] [2, 8, 8, 24] [1, 1, 2, 1] : tensor<2x8x16x24xf32> to tensor<2x8x8x24xf32>
  %c = tensor.extract_slice %rows0[0, 0, 1, 0] [2, 8, 8, 24] [1, 1, 2, 1] : tensor<2x8x16x24xf32> to tensor<2x8x8x24xf32>
  %d = tensor.extract_slice %rows1[0, 0, 1, 0] [2, 8, 8, 24] [1, 1, 2, 1] : tensor<2x8x16x24xf32> to tensor<2x8x8x24xf32>
  %0 = tensor.concat dim(3) %a, %b, %c, %d : (tensor<2x8x8x24xf32>, tensor<2x8x8x24xf32>, tensor<2x8x8x24xf32>, tensor<2x8x8x24xf32>) -> tensor<2x8x8x96xf32>
  return %0 : tensor<2x8x8x96xf32>
}

// Odd extents along the innermost dimension, three inputs: no vector
// width divides the 23 columns.
func.func @ragged_columns(%x: tensor<37x5xf32>, %y: tensor<37x7xf32>, %z: tensor<37x11xf32>) -> tensor<37x23xf32> {
  %0 = tensor.concat dim(1) %x, %y, %z : (tensor<37x5xf32>, tensor<37x7xf32>, tensor<37x11xf32>) -> tensor<37x23xf32>
  return %0 : tensor<37x23xf32>
}
