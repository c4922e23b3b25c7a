// The report of a search: the expert loop on ReLU with recorded times (as
// in refine.mlir), then --hiera-report.
// RUN: hiera-opt --hiera-plan %hiera_src_root/examples/relu.mlir -o %t.planned.mlir
// RUN: env HIERA_FAKE_TIMES=%S/Inputs/relu-times.txt hiera-opt %t.planned.mlir \
// RUN:   --hiera-refine="profile=gpu runner=%S/Inputs/fake-runner.sh budget=6 rounds=3" \
// RUN:   --hiera-report="path=%t.md" -o /dev/null 2>/dev/null
// RUN: FileCheck %s < %t.md
// CHECK: # HIERA report
// CHECK: target h200: 4800 GB/s, f32 67.0 TFLOP/s, tf32 494.7 TFLOP/s
// CHECK: ## `elementwise_0` in @relu
// CHECK: - contract: 268435456 FLOP, 2147483648 bytes, 0.12 FLOP/byte, precision strict, rtol 1.0e-04, atol 1.0e-04
// CHECK: - bottleneck (model): memory (dram), bound 447.4 us
// CHECK: - bottleneck (measured): memory (dram), bound 447.4 us
// CHECK: - space chosen: custom (memory-bound fusion group: one fused pass over memory, intermediates in registers)
// CHECK: - best: `elementwise_vec_u4` (custom, f32), 480.0 us, 93% of the roofline bound
// CHECK: - speedup over the linalg baseline: 6.04x; over the library call: -
// CHECK: - trials: 4 measured; the best was trial 4, in round 2
// CHECK: | 1 | 1 | `linalg` | linalg | - | 2900.0 | yes | the baseline every speedup is measured against |
// CHECK: | 2 | 1 | `elementwise_vec_u1` | custom | memory_transactions | 1490.0 | yes | modelled memory-bound
// CHECK: | 4 | 2 | `elementwise_vec_u4` | custom | memory_transactions | 480.0 | yes | measured short of DRAM bandwidth

// Estimated costs say so, and a file that cannot be written is an error.
// RUN: hiera-opt --hiera-plan="policy=expert budget=2 rounds=1 profile=model" %hiera_src_root/examples/relu.mlir --hiera-report="path=%t.model.md" -o /dev/null
// RUN: FileCheck %s --check-prefix=MODEL < %t.model.md
// MODEL: - speedup over the linalg baseline: -; over the library call: -
// MODEL: - trials: 2 estimated by the cost model, not measured
// MODEL: | 1 | 1 | `linalg` | linalg | - | 447.4 (estimated) | yes |
// --hiera-report=PATH is short for --hiera-report=path=PATH.
// RUN: hiera-opt --hiera-plan="policy=expert budget=2 rounds=1 profile=model" %hiera_src_root/examples/relu.mlir --hiera-report=%t.short.md -o /dev/null
// RUN: FileCheck %s --check-prefix=MODEL < %t.short.md
// RUN: not hiera-opt %t.planned.mlir --hiera-report="path=%t.missing/dir/report.md" -o /dev/null 2>&1 | FileCheck %s --check-prefix=WRITE
// WRITE: error: hiera-report: cannot write '{{.*}}report.md': its folder does not exist or is not writable

// A path ending in .html: the same report in HTML, with a log-log roofline
// (the DRAM roof meeting the f32 and TF32 roofs, each task's best measured
// variant a point: ReLU at 0.125 FLOP/byte and 0.56 TFLOP/s, just under the
// DRAM roof).
// RUN: env HIERA_FAKE_TIMES=%S/Inputs/relu-times.txt hiera-opt %t.planned.mlir \
// RUN:   --hiera-refine="profile=gpu runner=%S/Inputs/fake-runner.sh budget=6 rounds=3" \
// RUN:   --hiera-report="path=%t.html" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=HTML < %t.html
// HTML: <!DOCTYPE html>
// HTML: <h1>HIERA report</h1>
// HTML: <h2><code>elementwise_0</code> in @relu</h2>
// HTML: <li>best: <code>elementwise_vec_u4</code> (custom, f32), 480.0 us, 93% of the roofline bound</li>
// HTML: <tr><th>#</th><th>round</th><th>variant</th>
// HTML: <td><code>elementwise_vec_u4</code></td>
// HTML: <h2>Roofline: each task's best measured variant</h2>
// HTML: <svg xmlns="http://www.w3.org/2000/svg"
// HTML: <polyline fill="none" stroke="#c33" points="70.0,245.9 353.0,88.7 610.0,88.7"/>
// HTML: f32 67 TFLOP/s
// HTML: tf32 495 TFLOP/s
// HTML: <circle cx="168.7" cy="192.6" r="4" fill="#36c"/><text {{.*}}>elementwise_0</text>
// HTML: </svg>
// HTML: </body></html>

// A path ending in .json: the same facts for scripts.
// RUN: env HIERA_FAKE_TIMES=%S/Inputs/relu-times.txt hiera-opt %t.planned.mlir \
// RUN:   --hiera-refine="profile=gpu runner=%S/Inputs/fake-runner.sh budget=6 rounds=3" \
// RUN:   --hiera-report="path=%t.json" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// format= names the format whatever the path says.
// RUN: env HIERA_FAKE_TIMES=%S/Inputs/relu-times.txt hiera-opt %t.planned.mlir \
// RUN:   --hiera-refine="profile=gpu runner=%S/Inputs/fake-runner.sh budget=6 rounds=3" \
// RUN:   --hiera-report="path=%t.report format=json" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=JSON < %t.report
// JSON: "best": "elementwise_vec_u4",
// JSON: "best_space": "custom",
// JSON: "best_trial": 4,
// JSON: "best_us": 480,
// JSON: "fraction_of_roof": 0.93{{[0-9]*}},
// JSON: "library_us": null,
// JSON: "linalg_us": 2900,
// JSON: "rationale": "memory-bound fusion group: one fused pass over memory, intermediates in registers",
// JSON: "task": "elementwise_0",
// JSON: "trials": [
// JSON: "median_us": 2900,
// JSON-NEXT: "round": 1,
// JSON-NEXT: "space": "linalg",
// JSON-NEXT: "valid": true,
// JSON-NEXT: "variant": "linalg",

// A task bound by its launch has no fraction of a roofline bound far below
// what one launch costs: the report says so, and the JSON has none.
// RUN: env HIERA_FAKE_TIMES=%S/Inputs/small-add-times.txt hiera-opt --hiera-plan %hiera_src_root/examples/small_add.mlir \
// RUN:   --hiera-refine="profile=gpu runner=%S/Inputs/fake-runner.sh budget=6 rounds=3" \
// RUN:   --hiera-report="path=%t.launch.md" --hiera-report="path=%t.launch.json" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=LAUNCH < %t.launch.md
// LAUNCH: - bottleneck (model): latency (launch)
// LAUNCH: - best: `linalg` (linalg, f32), 3.9 us: bound by its launch, far above the roofline bound
// RUN: FileCheck %s --check-prefix=LAUNCH-JSON < %t.launch.json
// LAUNCH-JSON: "fraction_of_roof": null,
