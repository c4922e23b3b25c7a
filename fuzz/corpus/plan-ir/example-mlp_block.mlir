// The MLP half of a transformer block over 8192 tokens of width 1024, in f32:
//   h = layer_norm(x);  y = x + (relu(h * W1 + b1) * W2 + b2)
// Three workloads: a normalisation, and two linear layers whose bias,
// activation and residual add are their epilogues.
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @mlp_block(%x: tensor<8192x1024xf32>, %gamma: tensor<1024xf32>, %beta: tensor<1024xf32>,
                     %w1: tensor<1024x4096xf32>, %b1: tensor<4096xf32>,
                     %w2: tensor<4096x1024xf32>, %b2: tensor<1024xf32>) -> tensor<8192x1024xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 1024.0 : f32
  %eps = arith.constant 1.0e-5 : f32
  %rows = tensor.empty() : tensor<8192xf32>
  %narrow = tensor.empty() : tensor<8192x1024xf32>
  %wide = tensor.empty() : tensor<8192x4096xf32>

  // Layer norm.
  %sum_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<8192xf32>) -> tensor<8192xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<8192x1024xf32>) outs(%sum_init : tensor<8192xf32>) {
  ^bb0(%v: f32, %s: f32):
    %r = arith.addf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<8192xf32>
  %centered = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%x, %sum : tensor<8192x1024xf32>, tensor<8192xf32>) outs(%narrow : tensor<8192x1024xf32>) {
  ^bb0(%v: f32, %s: f32, %out: f32):
    %mean = arith.divf %s, %n : f32
    %c = arith.subf %v, %mean : f32
    linalg.yield %c : f32
  } -> tensor<8192x1024xf32>
  %sq_init = linalg.fill ins(%zero : f32) outs(%rows : tensor<8192xf32>) -> tensor<8192xf32>
  %sq = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%centered : tensor<8192x1024xf32>) outs(%sq_init : tensor<8192xf32>) {
  ^bb0(%c: f32, %s: f32):
    %p = arith.mulf %c, %c : f32
    %r = arith.addf %p, %s : f32
    linalg.yield %r : f32
  } -> tensor<8192xf32>
  %h = linalg.generic {indexing_maps = [#id, #row, #col, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%centered, %sq, %gamma, %beta : tensor<8192x1024xf32>, tensor<8192xf32>, tensor<1024xf32>, tensor<1024xf32>)
      outs(%narrow : tensor<8192x1024xf32>) {
  ^bb0(%c: f32, %s: f32, %g: f32, %b: f32, %out: f32):
    %var = arith.divf %s, %n : f32
    %ve = arith.addf %var, %eps : f32
    %inv = math.rsqrt %ve : f32
    %norm = arith.mulf %c, %inv : f32
    %scaled = arith.mulf %norm, %g : f32
    %r = arith.addf %scaled, %b : f32
    linalg.yield %r : f32
  } -> tensor<8192x1024xf32>

  // Up projection with bias and ReLU.
  %acc1 = linalg.fill ins(%zero : f32) outs(%wide : tensor<8192x4096xf32>) -> tensor<8192x4096xf32>
  %up = linalg.matmul ins(%h, %w1 : tensor<8192x1024xf32>, tensor<1024x4096xf32>)
                      outs(%acc1 : tensor<8192x4096xf32>) -> tensor<8192x4096xf32>
  %act = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%up, %b1 : tensor<8192x4096xf32>, tensor<4096xf32>) outs(%wide : tensor<8192x4096xf32>) {
  ^bb0(%v: f32, %b: f32, %out: f32):
    %s = arith.addf %v, %b : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<8192x4096xf32>

  // Down projection with bias and the residual add.
  %acc2 = linalg.fill ins(%zero : f32) outs(%narrow : tensor<8192x1024xf32>) -> tensor<8192x1024xf32>
  %down = linalg.matmul ins(%act, %w2 : tensor<8192x4096xf32>, tensor<4096x1024xf32>)
                        outs(%acc2 : tensor<8192x1024xf32>) -> tensor<8192x1024xf32>
  %y = linalg.generic {indexing_maps = [#id, #col, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%down, %b2, %x : tensor<8192x1024xf32>, tensor<1024xf32>, tensor<8192x1024xf32>)
      outs(%narrow : tensor<8192x1024xf32>) {
  ^bb0(%v: f32, %b: f32, %res: f32, %out: f32):
    %s = arith.addf %v, %b : f32
    %r = arith.addf %s, %res : f32
    linalg.yield %r : f32
  } -> tensor<8192x1024xf32>
  return %y : tensor<8192x1024xf32>
}
