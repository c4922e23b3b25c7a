// RUN: hiera-opt %s --hiera-report="path=%t.missing/dir/report.md" -verify-diagnostics

// expected-error-re @+1 {{hiera-report: cannot write {{.*}}report.md: {{.+}}}}
module {}
