// A 256-element f32 add: far too small to fill a GPU.
func.func @small_add(%a: tensor<256xf32>, %b: tensor<256xf32>) -> tensor<256xf32> {
  %init = tensor.empty() : tensor<256xf32>
  %c = linalg.add ins(%a, %b : tensor<256xf32>, tensor<256xf32>)
                  outs(%init : tensor<256xf32>) -> tensor<256xf32>
  return %c : tensor<256xf32>
}
