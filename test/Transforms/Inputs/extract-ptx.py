#!/usr/bin/env python3
"""Writes the PTX of every gpu.binary in an MLIR file (stdin) to DIR/N.ptx."""
import ast
import re
import sys

text = sys.stdin.read()
for n, match in enumerate(re.finditer(r'assembly = ("(?:[^"\\]|\\.)*")', text)):
    # MLIR escapes bytes as \XX; decode them, then the string itself.
    body = re.sub(r'\\([0-9A-Fa-f]{2})', lambda m: chr(int(m.group(1), 16)), match.group(1)[1:-1])
    with open(f"{sys.argv[1]}/{n}.ptx", "w") as out:
        out.write(body)
    print(f"{sys.argv[1]}/{n}.ptx")
