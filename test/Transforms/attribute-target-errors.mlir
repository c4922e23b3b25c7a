// Each bad target= is an error on the module, naming the target or the
// file and the field at fault.
// RUN: split-file %s %t
// RUN: hiera-opt %t/name.mlir --hiera-attribute="target=b200" -verify-diagnostics
// RUN: hiera-opt %t/field.mlir --hiera-attribute="target=%S/Inputs/missing-field.json" -verify-diagnostics
// RUN: hiera-opt %t/syntax.mlir --hiera-attribute="target=%S/Inputs/bad-syntax.json" -verify-diagnostics
// RUN: hiera-opt %t/absent.mlir --hiera-attribute="target=%S/Inputs/absent.json" -verify-diagnostics
// A target file is read bounded: a device, a FIFO or a directory is
// refused before it is read, never read without end.
// RUN: hiera-opt %t/device.mlir --hiera-attribute="target=/dev/zero" -verify-diagnostics
// RUN: rm -f %t/fifo.json && mkfifo %t/fifo.json
// RUN: hiera-opt %t/fifo.mlir --hiera-attribute="target=%t/fifo.json" -verify-diagnostics
// RUN: hiera-opt %t/directory.mlir --hiera-attribute="target=%S/Inputs/" -verify-diagnostics

//--- name.mlir
// expected-error @+1 {{hiera-attribute: unknown target 'b200': expected one of h200, h100, a100, or the path of a JSON target file}}
module {}

//--- field.mlir
// expected-error-re @+1 {{hiera-attribute: {{.*}}missing-field.json: field 'dram_bandwidth_gbps' is missing}}
module {}

//--- syntax.mlir
// expected-error-re @+1 {{hiera-attribute: {{.*}}bad-syntax.json: invalid JSON: parse error at line 2, column 19}}
module {}

//--- absent.mlir
// expected-error-re @+1 {{hiera-attribute: cannot read target file: {{.*}}absent.json: No such file or directory}}
module {}

//--- device.mlir
// expected-error @+1 {{hiera-attribute: cannot read target file: /dev/zero: a device, not a file: its end cannot be known}}
module {}

//--- fifo.mlir
// expected-error-re @+1 {{hiera-attribute: cannot read target file: {{.*}}fifo.json: a pipe (FIFO), not a file: its end cannot be known}}
module {}

//--- directory.mlir
// expected-error-re @+1 {{hiera-attribute: cannot read target file: {{.*}}Inputs/: a directory, not a file}}
module {}
