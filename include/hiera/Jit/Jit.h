/*===- Jit.h - libhiera_jit: load a planned module and call it (C ABI) ----===*
 *
 * For callers that are not C++ (the Python package, through ctypes): a
 * planned module, as MLIR text, is lowered with --hiera-lower, JIT-compiled
 * in this process and its kernels loaded through libhiera_runtime; its entry
 * points are then called with the C interface of docs/Lowering.md.
 *
 * Errors are returned as text in a buffer the caller provides; nothing
 * aborts. A module stays loaded until hiera_jit_unload.
 *
 *===----------------------------------------------------------------------===*/

#ifndef HIERA_JIT_JIT_H
#define HIERA_JIT_JIT_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct hiera_jit_module hiera_jit_module;
typedef struct hiera_jit_entry hiera_jit_entry;

/* Parses `source` (`length` bytes of MLIR; `name` labels its locations),
 * lowers it with `lower_options` (--hiera-lower's, such as "chip=sm_90
 * cuda-path=/usr/local/cuda"; empty for the defaults) and loads it. NULL on
 * failure, with the reason in `error`. */
hiera_jit_module *hiera_jit_load(const char *source, size_t length,
                                 const char *name, const char *lower_options,
                                 char *error, size_t error_capacity);

/* Calls the entry point `entry` (a public function of the source) with
 * `count` arguments: `args[i]` points at a pointer to the i-th memref's
 * descriptor (at the value, for a scalar), inputs first, then the results
 * as out-parameters. The work is queued on the
 * runtime's stream (see hiera_rt_use_stream). 0 on success. */
int hiera_jit_call(hiera_jit_module *module, const char *entry, void **args,
                   size_t count, char *error, size_t error_capacity);

/* The entry point `entry` of `module`, looked up once for hiera_jit_run;
 * NULL where the module has none, with the reason in `error`. It lives as
 * long as the module. */
hiera_jit_entry *hiera_jit_lookup(hiera_jit_module *module, const char *entry,
                                  char *error, size_t error_capacity);

/* hiera_jit_call's work for a looked-up entry point, queued on `stream`
 * (as hiera_rt_use_stream takes it: NULL is the context's default stream),
 * which stays the runtime's stream afterwards. One call from the caller's
 * side: what a framework pays on every launch. 0 on success. */
int hiera_jit_run(hiera_jit_entry *entry, void **args, void *stream,
                  char *error, size_t error_capacity);

void hiera_jit_unload(hiera_jit_module *module);

#ifdef __cplusplus
}
#endif

#endif /* HIERA_JIT_JIT_H */
