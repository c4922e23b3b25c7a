// Measured attribution, from a recorded profile (hiera-run --json results
// read back by profile=file), and its transfer to the generators.
// RUN: hiera-opt --hiera-plan %hiera_src_root/examples/relu.mlir \
// RUN:   | hiera-opt --hiera-profile="profile=file results=%S/Inputs/relu-profile.json" \
// RUN:   | hiera-opt --hiera-attribute --hiera-generate | hiera-opt | FileCheck %s

// ReLU over 2 GiB: the model says memory-bound at 447 us. The best valid
// variant took 1490 us, 30% of the roof: what limits it is latency (too few
// bytes in flight), not DRAM. The entry-function row is no candidate's; the
// wrong and the suspect (12x faster than the roof allows) variants keep
// their costs, invalid, and do not count.
// CHECK: plan.task "elementwise_0"{{.*}}bottleneck = #plan.bottleneck<latency, unit = dram, intensity = 0.125, ridge_point = 13.958333333333334, bound_us = 447.39242666666667, source = measured>
// CHECK: plan.variant "linalg" #plan.space<linalg> cost = #plan.cost<measured, median_us = 2900.0, p20_us = 2890.0, p80_us = 2911.5, runs = 20, valid = true, max_rel_error = 0.0>
// CHECK: plan.variant "elementwise_vec_u1" #plan.space<custom> {{.*}}cost = #plan.cost<measured, median_us = 1490.0
// CHECK: plan.variant "elementwise_vec_u2" #plan.space<custom> {{.*}}cost = #plan.cost<measured, {{.*}}valid = false, max_rel_error = 0.25> {plan.invalid_reason = "the result does not match the reference"}
// CHECK: plan.variant "elementwise_vec_u4" #plan.space<custom> {{.*}}valid = false{{.*}} {plan.invalid_reason = "12.0x faster than the roofline bound allows: suspect, not celebrated"}
// CHECK: plan.variant "elementwise_scalar"
// The generator reads the measured attribution: more bytes in flight, 8
// vector groups per thread, new and unmeasured.
// CHECK: plan.variant "elementwise_vec_u8" #plan.space<custom> kernel = #plan.elementwise<{{.*}}unroll = 8>
// CHECK-NOT: cost
// CHECK: return

// Malformed recorded profiles are refused, naming the file and the field.
// RUN: echo '{"results": [{"task": "t", "variant": "v", "correct": "yes"}]}' > %t.json
// RUN: hiera-opt --hiera-plan %hiera_src_root/examples/relu.mlir \
// RUN:   | not hiera-opt --hiera-profile="profile=file results=%t.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: hiera-profile: {{.*}}.json: results[0].correct is missing or not a boolean
// RUN: echo '{"results": [{"task": "t", "variant": "v", "correct": true, "median_us": 5, "p20_us": 6, "p80_us": 7}]}' > %t2.json
// RUN: hiera-opt --hiera-plan %hiera_src_root/examples/relu.mlir \
// RUN:   | not hiera-opt --hiera-profile="profile=file results=%t2.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPREAD
// SPREAD: error: hiera-profile: {{.*}}2.json: results[0].p20_us <= median_us <= p80_us does not hold
// A poisoned output's unbounded error is written as null: wrong, with the
// largest error there is.
// RUN: echo '{"results": [{"task": "elementwise_0", "variant": "linalg", "correct": false, "median_us": 5, "p20_us": 4, "p80_us": 6, "relative_error": null}]}' > %t3.json
// RUN: hiera-opt --hiera-plan %hiera_src_root/examples/relu.mlir \
// RUN:   | hiera-opt --hiera-profile="profile=file results=%t3.json" | FileCheck %s --check-prefix=POISONED
// POISONED: plan.variant "linalg" #plan.space<linalg> cost = #plan.cost<measured, median_us = 5.0, {{.*}}valid = false, max_rel_error = 1.7976931348623157e+308>
// RUN: not hiera-opt %hiera_src_root/examples/relu.mlir --hiera-profile="profile=file results=%t.missing" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: error: hiera-profile: cannot read {{.*}}.missing: No such file or directory
// RUN: not hiera-opt %hiera_src_root/examples/relu.mlir --hiera-profile="profile=file" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NO-RESULTS
// NO-RESULTS: error: hiera-profile: profile=file needs results=PATH
