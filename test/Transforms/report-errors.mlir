// A report that could not be written is refused before any pass runs (so
// before a search), not after: the error has no IR location.
// RUN: not hiera-opt %s --hiera-report="path=%t.missing/dir/report.md" 2>&1 | FileCheck %s
// RUN: not hiera-opt %s --hiera-report="path=%S" 2>&1 | FileCheck %s --check-prefix=FOLDER

// CHECK: error: hiera-report: cannot write '{{.*}}missing/dir/report.md': its folder does not exist or is not writable
// FOLDER: error: hiera-report: cannot write '{{.*}}Transforms': it is a folder
module {}
