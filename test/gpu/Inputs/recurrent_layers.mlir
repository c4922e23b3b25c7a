// Recurrent layers as `python -m hiera export` writes them (see
// test/frontend/recurrences.test): an LSTM, batch first, from zeros; a
// bidirectional GRU from a given state; a tanh RNN without biases. Each is
// one task: cuDNN's RNN, and its loop over the steps in MLIR's loops.
module attributes {plan.framework_precision = #plan.framework_precision<matmul = strict, convolution = tf32, scans = pytorch_cuda>} {
  func.func @lstm(%w_ih: tensor<128x16xf32>, %w_hh: tensor<128x32xf32>, %b_ih: tensor<128xf32>, %b_hh: tensor<128xf32>, %x: tensor<4x8x16xf32>) -> tensor<4x8x32xf32> {
    %zeros = arith.constant dense<0.000000e+00> : tensor<1x4x32xf32>
    %y:3 = plan.rnn "lstm" (%x, %zeros, %zeros) weights(%w_ih, %w_hh, %b_ih, %b_hh) {batch_first} : (tensor<4x8x16xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32>, tensor<128x16xf32>, tensor<128x32xf32>, tensor<128xf32>, tensor<128xf32>) -> (tensor<4x8x32xf32>, tensor<1x4x32xf32>, tensor<1x4x32xf32>)
    return %y#0 : tensor<4x8x32xf32>
  }
  func.func @gru(%w_ih: tensor<96x16xf32>, %w_hh: tensor<96x32xf32>, %b_ih: tensor<96xf32>, %b_hh: tensor<96xf32>, %r_ih: tensor<96x16xf32>, %r_hh: tensor<96x32xf32>, %rb_ih: tensor<96xf32>, %rb_hh: tensor<96xf32>, %x: tensor<8x4x16xf32>, %h0: tensor<2x4x32xf32>) -> (tensor<8x4x64xf32>, tensor<2x4x32xf32>) {
    %y:2 = plan.rnn "gru" (%x, %h0) weights(%w_ih, %w_hh, %b_ih, %b_hh, %r_ih, %r_hh, %rb_ih, %rb_hh) {bidirectional} : (tensor<8x4x16xf32>, tensor<2x4x32xf32>, tensor<96x16xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<96xf32>, tensor<96x16xf32>, tensor<96x32xf32>, tensor<96xf32>, tensor<96xf32>) -> (tensor<8x4x64xf32>, tensor<2x4x32xf32>)
    return %y#0, %y#1 : tensor<8x4x64xf32>, tensor<2x4x32xf32>
  }
  func.func @rnn(%w_ih: tensor<32x16xf32>, %w_hh: tensor<32x32xf32>, %x: tensor<8x4x16xf32>) -> tensor<8x4x32xf32> {
    %zeros = arith.constant dense<0.000000e+00> : tensor<1x4x32xf32>
    %y:2 = plan.rnn "rnn_tanh" (%x, %zeros) weights(%w_ih, %w_hh) : (tensor<8x4x16xf32>, tensor<1x4x32xf32>, tensor<32x16xf32>, tensor<32x32xf32>) -> (tensor<8x4x32xf32>, tensor<1x4x32xf32>)
    return %y#0 : tensor<8x4x32xf32>
  }
}
