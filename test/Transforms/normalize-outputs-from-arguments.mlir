// A training step's batch norms each count their batches (torch's
// num_batches_tracked + 1): an op per norm that reads only an argument and
// is only returned. Ops that compute only results of their function from
// its arguments, over one iteration space, become one op of several
// results, where the first was: one task, one kernel, not one per norm.
// Planned, the kernel writes all 20 counts (a ResNet-18's); its emitter
// once read a yielded value's entry after growing the map it lay in.
// RUN: hiera-opt %s --split-input-file --hiera-normalize | FileCheck %s
// RUN: hiera-opt %s --split-input-file --hiera-plan | FileCheck %s --check-prefix=PLAN

#scalar = affine_map<() -> ()>
// CHECK-LABEL: func.func @counters
// CHECK: linalg.generic
// CHECK-SAME: ins(%arg0, %arg1, {{.*}}, %arg19 :
// CHECK-COUNT-20: arith.addi
// CHECK: linalg.yield
// CHECK-SAME: : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64{{$}}
// CHECK-NOT: linalg.generic
// CHECK: return
// PLAN-LABEL: func.func @counters
// PLAN: plan.task "elementwise_0"
// PLAN-SAME: -> (tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>)
// PLAN: "elementwise_scalar" #plan.space<custom> selected
// PLAN-SAME: out19
// PLAN-NOT: plan.task
func.func @counters(%count0: tensor<i64>, %count1: tensor<i64>, %count2: tensor<i64>, %count3: tensor<i64>, %count4: tensor<i64>, %count5: tensor<i64>, %count6: tensor<i64>, %count7: tensor<i64>, %count8: tensor<i64>, %count9: tensor<i64>, %count10: tensor<i64>, %count11: tensor<i64>, %count12: tensor<i64>, %count13: tensor<i64>, %count14: tensor<i64>, %count15: tensor<i64>, %count16: tensor<i64>, %count17: tensor<i64>, %count18: tensor<i64>, %count19: tensor<i64>, %x: tensor<8xf32>) -> (tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<8xf32>) {
  %one = arith.constant 1 : i64
  %empty = tensor.empty() : tensor<i64>
  %next0 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%count0 : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%c: i64, %o: i64):
    %s = arith.addi %c, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %next1 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%count1 : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%c: i64, %o: i64):
    %s = arith.addi %c, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %next2 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%count2 : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%c: i64, %o: i64):
    %s = arith.addi %c, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %next3 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%count3 : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%c: i64, %o: i64):
    %s = arith.addi %c, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %next4 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%count4 : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%c: i64, %o: i64):
    %s = arith.addi %c, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %next5 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%count5 : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%c: i64, %o: i64):
    %s = arith.addi %c, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %next6 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%count6 : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%c: i64, %o: i64):
    %s = arith.addi %c, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %next7 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%count7 : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%c: i64, %o: i64):
    %s = arith.addi %c, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %next8 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%count8 : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%c: i64, %o: i64):
    %s = arith.addi %c, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %next9 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%count9 : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%c: i64, %o: i64):
    %s = arith.addi %c, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %next10 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%count10 : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%c: i64, %o: i64):
    %s = arith.addi %c, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %next11 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%count11 : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%c: i64, %o: i64):
    %s = arith.addi %c, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %next12 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%count12 : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%c: i64, %o: i64):
    %s = arith.addi %c, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %next13 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%count13 : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%c: i64, %o: i64):
    %s = arith.addi %c, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %next14 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%count14 : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%c: i64, %o: i64):
    %s = arith.addi %c, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %next15 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%count15 : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%c: i64, %o: i64):
    %s = arith.addi %c, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %next16 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%count16 : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%c: i64, %o: i64):
    %s = arith.addi %c, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %next17 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%count17 : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%c: i64, %o: i64):
    %s = arith.addi %c, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %next18 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%count18 : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%c: i64, %o: i64):
    %s = arith.addi %c, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %next19 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%count19 : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%c: i64, %o: i64):
    %s = arith.addi %c, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  return %next0, %next1, %next2, %next3, %next4, %next5, %next6, %next7, %next8, %next9, %next10, %next11, %next12, %next13, %next14, %next15, %next16, %next17, %next18, %next19, %x : tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<i64>, tensor<8xf32>
}

// -----

// Ops whose results something else reads, or that read a computed value,
// stay as they are: merged, they would hold their readers back.
#scalar = affine_map<() -> ()>
// CHECK-LABEL: func.func @read_or_computed
// CHECK-COUNT-3: linalg.generic
// PLAN-LABEL: func.func @read_or_computed
func.func @read_or_computed(%a: tensor<i64>, %b: tensor<i64>, %c: tensor<i64>) -> (tensor<i64>, tensor<i64>, tensor<i64>) {
  %one = arith.constant 1 : i64
  %empty = tensor.empty() : tensor<i64>
  %read = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%a : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%v: i64, %o: i64):
    %s = arith.addi %v, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %computed = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%read : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%v: i64, %o: i64):
    %s = arith.muli %v, %v : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  %alone = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%c : tensor<i64>) outs(%empty : tensor<i64>) {
  ^bb0(%v: i64, %o: i64):
    %s = arith.subi %v, %one : i64
    linalg.yield %s : i64
  } -> tensor<i64>
  return %computed, %read, %alone : tensor<i64>, tensor<i64>, tensor<i64>
}

// -----

// An op whose payload reads a value computed after the first such op (a
// concatenation reads its parts) stays where it is: merged, it would read
// that value before it is computed.
#vector = affine_map<(d0) -> (d0)>
#total = affine_map<(d0) -> ()>
// CHECK-LABEL: func.func @reads_later_value
// CHECK: arith.negf
// CHECK: arith.addf
// CHECK: linalg.generic
// CHECK: tensor.extract
// CHECK: arith.mulf
func.func @reads_later_value(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<f32>) {
  %zero = arith.constant 0.0 : f32
  %empty = tensor.empty() : tensor<4xf32>
  %negated = linalg.generic {indexing_maps = [#vector, #vector], iterator_types = ["parallel"]} ins(%a : tensor<4xf32>) outs(%empty : tensor<4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %n = arith.negf %v : f32
    linalg.yield %n : f32
  } -> tensor<4xf32>
  %scalar = tensor.empty() : tensor<f32>
  %zeros = linalg.fill ins(%zero : f32) outs(%scalar : tensor<f32>) -> tensor<f32>
  %sum = linalg.generic {indexing_maps = [#vector, #total], iterator_types = ["reduction"]} ins(%b : tensor<4xf32>) outs(%zeros : tensor<f32>) {
  ^bb0(%v: f32, %acc: f32):
    %s = arith.addf %v, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  %scaled = linalg.generic {indexing_maps = [#vector, #vector], iterator_types = ["parallel"]} ins(%b : tensor<4xf32>) outs(%empty : tensor<4xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = tensor.extract %sum[] : tensor<f32>
    %m = arith.mulf %v, %t : f32
    linalg.yield %m : f32
  } -> tensor<4xf32>
  return %negated, %scaled, %sum : tensor<4xf32>, tensor<4xf32>, tensor<f32>
}
