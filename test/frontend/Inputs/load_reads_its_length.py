"""hiera_jit_load reads `length` bytes of the text it is given, no more.
The given text ends inside an alias; the bytes after it would go on
lexing it ("#xyz = i32") up to the buffer's NUL, which is refused as an
unexpected character, and with no NUL after them, the read runs on."""

import ctypes

from hiera.compile import _Jit

jit = _Jit.get().jit
given = b"func.func @f() {\n  return\n}\n#xy"
memory = ctypes.create_string_buffer(given + b"z = i32\n")
error = ctypes.create_string_buffer(4096)
handle = jit.hiera_jit_load(memory, len(given), b"given", b"", error, len(error))
print("loaded" if handle else "refused: " + error.value.decode())
