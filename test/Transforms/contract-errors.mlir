// RUN: hiera-opt %s --hiera-contract="allow=fast" -verify-diagnostics

// expected-error @+1 {{hiera-contract: unknown precision 'fast' in allow=: expected tf32, bf16, f16_accumulate or approx_math}}
module {}
