// A recurrent layer's reference semantics: per direction a loop over the
// steps whose body reads the step's input, multiplies it and the hidden
// state by the transposed weights, and computes the cell's gates in one
// generic that reads each gate through a view splitting the gates apart,
// writing the new state over the old; the backward direction reads the
// sequence from its end. The CPU run compares it with PyTorch's layers in
// f64 (every cell, both directions, both layouts, with and without biases).
// RUN: hiera-opt %s --hiera-decompose-recurrences | FileCheck %s
// RUN: %hiera_python %S/Inputs/recurrences_on_cpu.py %hiera_obj_root/bin/hiera-opt | FileCheck %s --check-prefix=CPU

// CHECK-DAG: #[[GATE0:.+]] = affine_map<(d0, d1) -> (d0, 0, d1)>
// CHECK-DAG: #[[GATE3:.+]] = affine_map<(d0, d1) -> (d0, 3, d1)>
// CHECK-DAG: #[[BIAS0:.+]] = affine_map<(d0, d1) -> (0, d1)>
// CHECK-LABEL: func.func @lstm_both_directions
// CHECK: %[[H0:[a-z0-9_]+]] = tensor.extract_slice %arg1[0, 0, 0] [1, 2, 5] [1, 1, 1]
// CHECK: %[[FORWARD:[a-z0-9_]+]]:3 = scf.for %[[T:[a-z0-9_]+]] = %{{.+}} to %{{.+}} step %{{.+}} iter_args(%[[Y:[a-z0-9_]+]] = %{{.+}}, %[[H:[a-z0-9_]+]] = %[[H0]], %[[C:[a-z0-9_]+]] = %{{.+}})
// CHECK: %[[X:[a-z0-9_]+]] = tensor.extract_slice %arg0[0, %[[T]], 0] [2, 1, 4] [1, 1, 1] : tensor<2x3x4xf32> to tensor<2x4xf32>
// CHECK: linalg.generic {{.+}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[X]], %arg2 :
// CHECK: linalg.generic {{.+}} iterator_types = ["parallel", "parallel", "reduction"]} ins(%[[H]], %arg3 :
// CHECK: tensor.expand_shape %{{.+}} {{\[}}[0], [1, 2]] output_shape [2, 4, 5]
// CHECK: %[[STEP:[a-z0-9_]+]]:2 = linalg.generic {indexing_maps = [#[[GATE0]], {{.+}}, #[[GATE3]], {{.+}}, #[[BIAS0]], {{.+}} outs(%[[H]], %[[C]] :
// CHECK: math.tanh
// CHECK: %[[WRITTEN:[a-z0-9_]+]] = tensor.insert_slice %[[STEP]]#0 into %[[Y]][0, %[[T]], 0] [2, 1, 5] [1, 1, 1]
// CHECK: scf.yield %[[WRITTEN]], %[[STEP]]#0, %[[STEP]]#1
// CHECK: tensor.insert_slice %[[FORWARD]]#1 into %{{.+}}[0, 0, 0] [1, 2, 5]
// CHECK: scf.for %[[S:[a-z0-9_]+]] = {{.+}} iter_args(%{{.+}} = %[[FORWARD]]#0,
// CHECK: %[[BACK:[a-z0-9_]+]] = arith.subi %{{.+}}, %[[S]] : index
// CHECK: tensor.extract_slice %arg0[0, %[[BACK]], 0] [2, 1, 4]
// CHECK: tensor.insert_slice %{{.+}} into %{{.+}}[0, %[[BACK]], 5] [2, 1, 5] [1, 1, 1]
// CHECK-NOT: plan.rnn
func.func @lstm_both_directions(%x: tensor<2x3x4xf32>, %h: tensor<2x2x5xf32>, %wi: tensor<20x4xf32>, %wh: tensor<20x5xf32>, %b: tensor<20xf32>) -> (tensor<2x3x10xf32>, tensor<2x2x5xf32>, tensor<2x2x5xf32>) {
  %y, %hn, %cn = plan.rnn "lstm" (%x, %h, %h) weights(%wi, %wh, %b, %b, %wi, %wh, %b, %b) {bidirectional, batch_first} : (tensor<2x3x4xf32>, tensor<2x2x5xf32>, tensor<2x2x5xf32>, tensor<20x4xf32>, tensor<20x5xf32>, tensor<20xf32>, tensor<20xf32>, tensor<20x4xf32>, tensor<20x5xf32>, tensor<20xf32>, tensor<20xf32>) -> (tensor<2x3x10xf32>, tensor<2x2x5xf32>, tensor<2x2x5xf32>)
  return %y, %hn, %cn : tensor<2x3x10xf32>, tensor<2x2x5xf32>, tensor<2x2x5xf32>
}

// CPU-COUNT-12: : ok
// CPU-NOT: wrong
