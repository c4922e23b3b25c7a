#!/usr/bin/env python3
"""Hostile input against HIERA's tools: malformed IR, plan attributes, pass
options, target files, hiera-run without a GPU, tuning databases, model
answers and transcripts (a stand-in server on loopback), and failing
writes.

    matrix.py --src HIERA_SOURCE --bin TOOLS --work DIR [--jobs N] [--only CATEGORY]

Every case runs its command with a time limit and is judged:
- crash: killed by a signal, an exit status of 128 or more, or LLVM's
  crash or fatal-error banner, or a sanitizer's report (a memory error, a
  leak, undefined behaviour) where the tools are built with them;
- hang: still running at the limit;
- wrong: an error expected and exit 0; success expected and a failure; an
  error without the file:line:col (IR) or the file and field (JSON) it
  must name; output that hiera-opt cannot read back; a file that must be
  left as it was, changed; or what must never be written (a file's
  content, the API key) written.
Prints one line per category and a total; each case that failed, with its
command and the end of its output. Exits 1 when any case failed.
"""

from __future__ import annotations

import argparse
import collections
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import struct
import subprocess
import sys
from dataclasses import dataclass, field

TIME_LIMIT_S = 120
KEY = "sk-hostile-never-shown"
BANNERS = ("LLVM ERROR", "PLEASE submit a bug report", "Stack dump",
           "Segmentation fault", "Aborted", "terminate called",
           # Under the sanitizers (scripts/sanitize.sh runs the matrix
           # too): a memory error, a leak or undefined behaviour.
           "ERROR: AddressSanitizer", "ERROR: LeakSanitizer", "runtime error:")


@dataclass
class Case:
    category: str
    name: str
    command: list[str]
    # "error": a non-zero exit below 128 with a message; "ok": exit 0;
    # "any": either, never a crash or a hang.
    expect: str = "error"
    # The error must match this (the location or the file and field).
    names: str | None = None
    files: dict[str, bytes] = field(default_factory=dict)
    # Paths (relative to the case folder) that must be left as they were.
    unchanged: tuple[str, ...] = ()
    # Written output (relative paths, or "-" for stdout) that hiera-opt
    # must read back when the case succeeds.
    reparse: tuple[str, ...] = ()
    env: dict[str, str] = field(default_factory=dict)
    # Text that nothing the case writes (stdout, stderr, files in its
    # folder) may contain.
    secrets: tuple[str, ...] = ()
    # With the stand-in model server running.
    server: bool = False
    # What the case's stderr must say when it succeeds (a remark giving
    # the reason a hostile answer was not used).
    says: str | None = None


def digest(path: str) -> str | None:
    try:
        with open(path, "rb") as f:
            return hashlib.sha256(f.read()).hexdigest()
    except OSError:
        return None


class Matrix:
    def __init__(self, src: str, work: str):
        self.src = src
        self.work = work
        self.cases: list[Case] = []

    def example(self, name: str) -> bytes:
        with open(os.path.join(self.src, "examples", name), "rb") as f:
            return f.read()

    def add(self, case: Case) -> None:
        self.cases.append(case)

    # --- malformed IR -----------------------------------------------------

    def malformed_ir(self) -> None:
        location = r"input\.mlir:\d+:\d+: error"
        for name in ("relu.mlir", "softmax.mlir", "matmul_bias_relu.mlir",
                     "layer_norm.mlir", "conv2d.mlir", "max_pool.mlir"):
            text = self.example(name)
            for passes in (["--hiera-plan"], ["--hiera-plan", "--hiera-lower"]):
                tag = name + " " + " ".join(passes)
                lines = text.split(b"\n")
                # Cut short at fractions of the file: never a crash; output
                # that is written reads back.
                for fraction in (0.2, 0.5, 0.8):
                    cut = text[: int(len(text) * fraction)]
                    self.add(Case("ir", f"{tag}: cut at {fraction}",
                                  ["hiera-opt", *passes, "input.mlir", "-o", "out.mlir"],
                                  "any", None, {"input.mlir": cut},
                                  reparse=("out.mlir",) if passes == ["--hiera-plan"] else ()))
                mutations = {
                    "element type f33": text.replace(b"xf32>", b"xf33>", 1),
                    "a negative extent": re.sub(rb"tensor<(\d+)x", rb"tensor<-\1x", text, count=1),
                    "bytes that are not UTF-8": text.replace(b"func.func", b"func.\xff\xfefunc", 1),
                    "an undefined value": re.sub(rb"ins\(%[A-Za-z0-9_]+", b"ins(%nowhere", text, count=1),
                    "a missing brace": text[: text.rfind(b"}")],
                    "an unknown op": text.replace(b"linalg.", b"linalg.frobnicate_", 1),
                    "a NUL byte": text.replace(b"\n", b"\n\x00", 1),
                }
                for label, mutated in mutations.items():
                    if mutated == text:
                        continue
                    self.add(Case("ir", f"{tag}: {label}",
                                  ["hiera-opt", *passes, "input.mlir", "-o", "out.mlir"],
                                  "error", location, {"input.mlir": mutated}))
                del lines
        # Degenerate and huge shapes plan (and lower) or are refused at
        # planning with a location.
        add = ("func.func @f(%a: {t}, %b: {t}) -> {t} {{\n"
               "  %e = tensor.empty() : {t}\n"
               "  %r = linalg.add ins(%a, %b : {t}, {t}) outs(%e : {t}) -> {t}\n"
               "  return %r : {t}\n}}\n")
        for shape, expect in (("f32", "ok"), ("0xf32", "ok"), ("4x0x8xf32", "ok"),
                              ("1x1x1x1xf32", "ok"), ("3xf64", "ok"), ("7xf16", "ok"),
                              ("4611686018427387904x8xf32", "error"),
                              ("1152921504606846976x2xf32", "error"),
                              ("1048576x1048576x1048576xf32", "error"),
                              ("9223372036854775807xf32", "error")):
            t = f"tensor<{shape}>"
            for passes in (["--hiera-plan"], ["--hiera-plan", "--hiera-lower"]):
                self.add(Case("ir", f"add of {t}: {' '.join(passes)}",
                              ["hiera-opt", *passes, "input.mlir", "-o", "out.mlir"],
                              expect, location,
                              {"input.mlir": add.format(t=t).encode()},
                              reparse=("out.mlir",)))
        # linalg.transpose's own parser dereferences the attribute that a
        # malformed permutation left null (found by fuzz-plan-ir).
        transpose = ("func.func @f(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {\n"
                     "  %e = tensor.empty() : tensor<3x2xf32>\n"
                     "  %t = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) "
                     "permutation = [1/, 0]\n  return %t : tensor<3x2xf32>\n}\n")
        self.add(Case("ir", "a permutation that crashes linalg.transpose's parser",
                      ["hiera-opt", "--hiera-plan", "input.mlir"], "error",
                      r"input\.mlir:3:\d+: error: expected ']'(.|\n)*MLIR's own parser crashed",
                      {"input.mlir": transpose.encode()}))
        self.add(Case("ir", "an empty file", ["hiera-opt", "--hiera-plan", "input.mlir"],
                      "ok", None, {"input.mlir": b""}, reparse=("-",)))
        self.add(Case("ir", "a directory as input", ["hiera-opt", "--hiera-plan", "."],
                      "error", r"hiera-opt: \.: a directory, not a file"))
        self.add(Case("ir", "a missing input", ["hiera-opt", "--hiera-plan", "missing.mlir"],
                      "error", r"missing\.mlir"))
        deep = "func.func @f() {\n" + "scf.execute_region {\n" * 2000 + "}\n" * 2000 + "return\n}\n"
        self.add(Case("ir", "regions nested 2000 deep", ["hiera-opt", "--hiera-plan", "input.mlir"],
                      "any", None, {"input.mlir": deep.encode()}))

    # --- plan attributes --------------------------------------------------

    def plan_attributes(self) -> None:
        planned = subprocess.run(["hiera-opt", "--hiera-plan", os.path.join(self.src, "examples", "relu.mlir")],
                                 capture_output=True, check=True).stdout
        location = r"input\.mlir:\d+:\d+: error"
        edits = {
            "grid of 0": (rb"grid = \[\d+\]", b"grid = [0]"),
            "negative grid": (rb"grid = \[\d+\]", b"grid = [-4]"),
            "grid past 2^31": (rb"grid = \[\d+\]", b"grid = [4294967296]"),
            "four grid extents": (rb"grid = \[\d+\]", b"grid = [1, 1, 1, 1]"),
            "block of 2048": (rb"block = \[\d+\]", b"block = [2048]"),
            "block of 0": (rb"block = \[\d+\]", b"block = [0]"),
            "input index 5": (rb"inputs = \[0\]", b"inputs = [5]"),
            "input index -1": (rb"inputs = \[0\]", b"inputs = [-1]"),
            "empty entry": (rb'entry = "[a-z_0-9]+"', b'entry = ""'),
            "entry not an identifier": (rb'entry = "[a-z_0-9]+"', b'entry = "1; rm -rf /"'),
            "negative smem": (rb"inputs = \[0\]>", b"inputs = [0], smem = -1>"),
            "negative FLOPs": (rb"flops = \d+", b"flops = -5"),
            "negative bytes": (rb"bytes = \d+", b"bytes = -5"),
            "FLOPs past int64": (rb"flops = \d+", b"flops = 99999999999999999999"),
            "no results in the contract": (rb"results = \[[^\]]*\]", b"results = []"),
            "contract input of another type": (rb"inputs = \[tensor<[^\]]*\]", b"inputs = [tensor<4xf64>]"),
            "rtol of -1": (rb"rtol = [0-9.e+-]+", b"rtol = -1.0"),
            "rtol past 1": (rb"rtol = [0-9.e+-]+", b"rtol = 9221120237041090560.0"),
            "rtol of nan": (rb"rtol = [0-9.e+-]+", b"rtol = nan"),
            "bound of 1e400": (rb"bound_us = [0-9.e+-]+", b"bound_us = 1e400"),
            "unknown space": (rb"#plan.space<custom>", b"#plan.space<quantum>"),
            "unknown precision": (rb"precision = strict", b"precision = sloppy"),
            "intensity that disagrees": (rb"intensity = [0-9.e+-]+, ridge", b"intensity = 7.0, ridge"),
            "two selected variants": (rb'"elementwise_vec_u2" #plan.space<custom>', b'"elementwise_vec_u2" #plan.space<custom> selected'),
            "task with no results": None,
        }
        for label, edit in edits.items():
            if edit is None:
                text = (b"func.func @f(%a: tensor<4xf32>) {\n"
                        b"  plan.task \"t\"(%a) : (tensor<4xf32>) -> () {\n"
                        b"  ^bb0(%x: tensor<4xf32>):\n    plan.yield\n  }\n  return\n}\n")
            else:
                text, count = re.subn(edit[0], edit[1], planned, count=1)
                if count == 0:
                    raise SystemExit(f"matrix: the plan-attribute edit '{label}' matched nothing")
            for passes in ([], ["--hiera-lower"], ["--hiera-generate"]):
                self.add(Case("plan", f"{label}: hiera-opt {' '.join(passes)}",
                              ["hiera-opt", *passes, "input.mlir", "-o", "out.mlir"],
                              "error", location, {"input.mlir": text}))

    # --- pass options -------------------------------------------------------

    def pass_options(self) -> None:
        relu = os.path.join(self.src, "examples", "relu.mlir")
        refused = [
            "budget=-1", "budget=abc", "budget=99999999999999999999", "rounds=-3",
            "target=missing.json", "target=/etc/passwd", "target=.", "target=h999",
            "allow=everything", "allow=tf32,", "profile=quantum", "policy=oracle",
            "profile=gpu", "db=x.db", "budget=6", "rounds=2", "results=r.json",
            "transcript=t", "endpoint=http://x", "model=m",
            "policy=expert budget=0", "policy=expert rounds=0",
            "policy=expert budget=2 rounds=3", "policy=expert profile=file",
            "policy=expert profile=model results=r.json",
            "policy=expert profile=model db=x.db", "policy=expert transcript=t",
            "policy=replay", "policy=replay transcript=missing-folder",
            "policy=replay transcript=. model=m", "policy=expert profile=file results=missing.json",
            "policy=expert profile=file results=/etc/passwd",
            "unknown-option=1", "budget", "=", "policy=expert budget=1 rounds=1 profile=model profile=gpu",
        ]
        for options in refused:
            self.add(Case("options", f"--hiera-plan=\"{options}\"",
                          ["hiera-opt", f"--hiera-plan={options}", relu], "error", r"error|invalid|Unknown|unknown|must|Cannot find option|requires a value"))
        for options in ("llm-timeout=0", "timeout=0", "budget=0", "rounds=0", "policy=replay",
                        "policy=replay transcript=missing-folder", "budget=-2"):
            self.add(Case("options", f"--hiera-refine=\"{options}\"",
                          ["hiera-opt", "--hiera-plan", f"--hiera-refine={options}", relu],
                          "error", r"error|invalid"))
        for options in ("timeout=0", "repeats=0", "checks=0", "profile=file",
                        "profile=model db=x.db", "profile=file results=missing.json"):
            self.add(Case("options", f"--hiera-profile=\"{options}\"",
                          ["hiera-opt", "--hiera-plan", f"--hiera-profile={options}", relu],
                          "error", r"error|invalid"))
        for options in ("policy=expert budget=1 profile=model", "policy=expert budget=2 profile=model",
                        "policy=expert budget=5 rounds=5 profile=model", "target=h100", "target=a100",
                        "allow=tf32,bf16"):
            self.add(Case("options", f"--hiera-plan=\"{options}\" takes effect",
                          ["hiera-opt", f"--hiera-plan={options}", relu, "-o", "out.mlir"],
                          "ok", None, reparse=("out.mlir",)))

    # --- target files -------------------------------------------------------

    def target_files(self) -> None:
        with open(os.path.join(self.src, "examples", "targets", "h200-measured.json")) as f:
            base = json.load(f)
        relu = os.path.join(self.src, "examples", "relu.mlir")
        named = r"target\.json: (field '\w+'|'\w+'|expected|invalid JSON)"
        bad_values = {
            "a string": "fast", "null": None, "a list": [1], "an object": {"a": 1},
            "-1": -1, "0": 0, "true": True, "2^63": 2 ** 63, "-2^63": -(2 ** 63),
        }
        # 0 is a GPU without the unit (or an L2, or a launch cost).
        may_be_zero = {"l2_bytes", "peak_f64_tflops", "peak_tf32_tflops", "peak_f16_tflops",
                       "peak_bf16_tflops", "peak_fp8_tflops", "launch_overhead_us"}
        for key in base:
            if key == "measured":
                continue
            for label, value in bad_values.items():
                if key == "name" and label == "a string":
                    continue
                expect = "ok" if label == "0" and key in may_be_zero else "error"
                target = dict(base, **{key: value})
                self.add(Case("target", f"{key} = {label}",
                              ["hiera-opt", "--hiera-plan=target=target.json", relu, "-o", "out.mlir"],
                              expect, named,
                              {"target.json": json.dumps(target).encode()},
                              reparse=("out.mlir",)))
            # Numbers out of range for a double, and extremes no GPU has:
            # refused naming the field, so that nothing derived from the
            # target is infinite or past its type.
            for label, raw in (("1e400", "1e400"), ("-1e400", "-1e400"), ("1e308", "1e308"),
                               ("1e-320", "1e-320"), ("2^62", str(2 ** 62))):
                text = json.dumps(dict(base, **{key: 12345.5})).replace("12345.5", raw)
                # A launch of 1e-320 us is a launch that costs nothing.
                expect = "ok" if (key, label) == ("launch_overhead_us", "1e-320") else "error"
                self.add(Case("target", f"{key} = {label}",
                              ["hiera-opt", "--hiera-plan=target=target.json", relu, "-o", "out.mlir"],
                              expect, named, {"target.json": text.encode()},
                              reparse=("out.mlir",)))
            missing = dict(base)
            del missing[key]
            self.add(Case("target", f"{key} missing",
                          ["hiera-opt", "--hiera-plan=target=target.json", relu, "-o", "out.mlir"],
                          "error", named, {"target.json": json.dumps(missing).encode()}))
        for label, text in (("empty", b""), ("not JSON", b"{name: h200"), ("a list", b"[]"),
                            ("not UTF-8", b'{"name": "h\xff"}'), ("nested 100000 deep", b"[" * 100000),
                            ("a 2-byte BOM", b"\xef\xbb\xbf{}")):
            self.add(Case("target", f"a file that is {label}",
                          ["hiera-opt", "--hiera-plan=target=target.json", relu],
                          "error", named, {"target.json": text}))

    # --- hiera-run without a GPU ------------------------------------------

    def hiera_run(self) -> None:
        if not shutil.which("hiera-run"):
            return
        for name in ("relu.mlir", "softmax.mlir", "matmul.mlir", "conv2d.mlir"):
            path = os.path.join(self.src, "examples", name)
            self.add(Case("hiera-run", f"{name} without a GPU",
                          ["hiera-run", path], "error", r"error|GPU|CUDA|driver",
                          env={"CUDA_VISIBLE_DEVICES": ""}))
        for args in (["missing.mlir"], ["."], ["--repeats=-1", "x"], ["--seed=abc", "x"],
                     ["--json"], ["--entries=maybe", "x"]):
            self.add(Case("hiera-run", " ".join(args), ["hiera-run", *args],
                          "error", r"error|Unknown|invalid|missing|must|cannot|not a file",
                          env={"CUDA_VISIBLE_DEVICES": ""}))

    # --- tuning databases ---------------------------------------------------

    def databases(self) -> None:
        toolchain = subprocess.run(["hiera-db", "toolchain"], capture_output=True,
                                   text=True, check=True).stdout.strip()
        record = {"task": "t" * 64, "target": "0" * 64, "variant": "v" * 64,
                  "toolchain": toolchain, "task_name": "a", "variant_name": "b",
                  "reason": "", "median_us": 1.5, "p20_us": 1.0, "p80_us": 2.0,
                  "max_rel_error": 0.0, "runs": 20, "recorded_at": 1, "valid": True,
                  "counters": {"dram_throughput_pct": 50.0}}
        good = json.dumps({"format": "hiera-tuning", "schema_version": 2,
                           "records": [record]}).encode()
        named = r"records\.json: (records\[0\]\.\w+|field|expected|invalid|format|schema)"
        for key in record:
            for label, value in (("a string", "x"), ("null", None), ("a list", [1]),
                                 ("a number", 3), ("negative", -1), ("1e400", "1e400")):
                changed = dict(record, **{key: value})
                text = json.dumps({"format": "hiera-tuning", "schema_version": 2,
                                   "records": [changed]})
                if value == "1e400":
                    text = text.replace('"1e400"', "1e400")
                # A measurement may be null: export writes a failed run's
                # infinite time so.
                valid_change = (
                    (label == "null" and key in ("counters", "median_us", "p20_us",
                                                 "p80_us", "max_rel_error")) or
                    (label == "a string" and isinstance(record[key], str)) or
                    (label == "a number" and isinstance(record[key], (int, float)) and not isinstance(record[key], bool)) or
                    (label == "negative" and key == "recorded_at"))
                self.add(Case("db", f"import: {key} = {label}",
                              ["hiera-db", "import", "db.sqlite", "records.json"],
                              "any" if valid_change else "error", named,
                              {"records.json": text.encode()}))
        for label, text in (("empty", b""), ("not JSON", b"{"), ("not UTF-8", b'{"format": "\xff"}'),
                            ("another format", b'{"format": "x", "schema_version": 2, "records": []}'),
                            ("schema 99", b'{"format": "hiera-tuning", "schema_version": 99, "records": []}'),
                            ("records not a list", b'{"format": "hiera-tuning", "schema_version": 2, "records": 1}'),
                            ("a record not an object", b'{"format": "hiera-tuning", "schema_version": 2, "records": [1]}'),
                            ("task name not UTF-8", good.replace(b'"task_name": "a"', b'"task_name": "a\xff"'))):
            self.add(Case("db", f"import of a file that is {label}",
                          ["hiera-db", "import", "db.sqlite", "records.json"],
                          "error", r"records\.json", {"records.json": text}))
        sqlite_foreign = None
        try:
            import sqlite3
            path = os.path.join(self.work, "foreign.sqlite")
            if os.path.exists(path):
                os.remove(path)
            connection = sqlite3.connect(path)
            connection.execute("create table t(x)")
            connection.commit()
            connection.close()
            with open(path, "rb") as f:
                sqlite_foreign = f.read()
        except ImportError:
            pass
        databases = {"empty": b"", "random bytes": os.urandom(8192),
                     "a text file": b"hello\n", "a truncated header": b"SQLite format 3\x00" + b"\x00" * 10}
        if sqlite_foreign:
            databases["a foreign SQLite database"] = sqlite_foreign
        for label, content in databases.items():
            for command in (["list", "db.sqlite"], ["export", "db.sqlite"],
                            ["show", "db.sqlite", "x"], ["prune", "db.sqlite", "--invalid"],
                            ["import", "db.sqlite", "records.json"]):
                expect = "error"
                if label == "empty" and command[0] == "import":
                    expect = "ok"
                if label == "empty" and command[0] != "import":
                    expect = "any"
                self.add(Case("db", f"{command[0]} of {label}", ["hiera-db", *command],
                              expect, r"db\.sqlite",
                              {"db.sqlite": content, "records.json": good},
                              unchanged=("db.sqlite",) if expect == "error" else ()))
        for args in (["list"], ["frobnicate", "db.sqlite"], ["prune", "db.sqlite", "--older-than-days", "-3"],
                     ["prune", "db.sqlite", "--older-than-days", "x"], ["list", "missing.sqlite"],
                     ["export", "db.sqlite", "-o", "db.sqlite"], ["export", "db.sqlite", "-o", "./db.sqlite"],
                     ["export", "db.sqlite", "-o", "no-folder/out.json"],
                     ["export", "db.sqlite", "-o", "/dev/full"], ["import", "db.sqlite", "missing.json"],
                     ["import", "db.sqlite", "."]):
            self.add(Case("db", "hiera-db " + " ".join(args), ["hiera-db", *args], "error",
                          r"usage|db\.sqlite|missing|no-folder|full|\.|itself",
                          {"records.json": good}, unchanged=("db.sqlite",),
                          ))
        # Text that is not UTF-8 in a record (a worker's output, as the
        # profiler stores it) exports as valid JSON that imports again.
        self.add(Case("db", "export of a record whose text is not UTF-8",
                      ["sh", "-c", "hiera-db import db.sqlite records.json >/dev/null && "
                       "python3 -c \"import sqlite3; c = sqlite3.connect('db.sqlite'); "
                       "c.execute(\\\"update costs set reason = CAST(X'6162FF63' AS TEXT)\\\"); "
                       "c.commit()\" && hiera-db export db.sqlite -o out.json && "
                       "hiera-db import again.sqlite out.json"],
                      "ok", None, {"records.json": good}))
        # A good database, made by a first import in the same case.
        for args in (["export", "db.sqlite", "-o", "db.sqlite"],
                     ["export", "db.sqlite", "-o", "/dev/full"]):
            self.add(Case("db", "after an import: hiera-db " + " ".join(args),
                          ["sh", "-c", "hiera-db import db.sqlite records.json >/dev/null && "
                           "cp db.sqlite before.sqlite && hiera-db " + " ".join(args) +
                           "; status=$?; cmp db.sqlite before.sqlite || exit 99; exit $status"],
                          "error", r"itself|full", {"records.json": good}))

    # --- model answers and transcripts -------------------------------------

    def models(self) -> None:
        planned = subprocess.run(["hiera-opt", "--hiera-plan", os.path.join(self.src, "examples", "relu.mlir")],
                                 capture_output=True, check=True).stdout
        reasons = {
            "mistyped": r"no usable advice \(field 'direction' must be a string\)",
            "include": r"llm_r1 does not compile: line 1: only CUDA's and the standard's headers",
            "echo-key": None, "huge": r"larger than 4 MiB: not taken",
            "stalling": r"past the exchange's deadline", "garbage": r"malformed response",
            "prose": r"the answer is not JSON", "cut": r"cut off", "down": r"HTTP 500",
            "forbidden": r"HTTP 401", "fenced": r"field 'strategy' is missing",
            "good": r"field 'strategy' is missing", "kernel": None,
            "broken": r"llm_r1 does not compile"}
        for model, reason in reasons.items():
            self.add(Case("llm", f"model {model}",
                          ["hiera-opt", "input.mlir",
                           "--hiera-refine=policy=llm transcript=transcript profile=model budget=4 rounds=2 llm-timeout=2",
                           "-o", "out.mlir"],
                          "ok", None, {"input.mlir": planned}, reparse=("out.mlir",),
                          env={"HIERA_LLM_MODEL": model, "HIERA_LLM_API_KEY": KEY},
                          secrets=(KEY, "root:x:0:0"), server=True, says=reason))
        request_files = {}
        for label, reply, reason in (
                ("reply not an object", "[]", r"field 'reply' is missing or not an object"),
                ("content a number", {"content": 5}, r"field 'reply.content' must be a string"),
                ("error a list", {"content": "", "error": [1]}, r"field 'reply.error' must be a string"),
                ("attempts a string", {"content": "{}", "attempts": "2"},
                 r"field 'reply.attempts' must be a non-negative integer"),
                ("negative tokens", {"content": "{}", "prompt_tokens": -4},
                 r"field 'reply.prompt_tokens' must be a non-negative integer"),
                ("content not JSON", {"content": "{"}, r"no usable advice"),
                ("content of the wrong types", {"content": json.dumps({"direction": 3, "strategy": 4})},
                 r"field 'direction' must be a string"),
                ("a kernel with an include", {"content": json.dumps({
                    "direction": "parallelism", "strategy": "s",
                    "kernel": {"entry": "k", "grid": [1], "block": [32],
                               "source": "#include \"/etc/passwd\"\n"}})},
                 r"does not compile: line 1: only CUDA's")):
            request_files[label] = (reply, reason)
        # Replay answers every request from one file: the stand-in makes
        # every request's file hold the same reply.
        for label, (reply, reason) in request_files.items():
            entry = reply if isinstance(reply, str) else json.dumps({"request": {}, "reply": reply})
            self.add(Case("transcript", f"replay: {label}",
                          ["sh", "-c", "mkdir -p transcript && hiera-opt input.mlir "
                           "'--hiera-refine=policy=replay transcript=transcript profile=model budget=4 rounds=2' "
                           "-o out.mlir 2> err.txt; status=$?; "
                           "for f in $(grep -o 'transcript/[0-9a-f]*\\.json' err.txt | sort -u); do "
                           "cp entry.json $f; done; "
                           "hiera-opt input.mlir '--hiera-refine=policy=replay transcript=transcript profile=model budget=4 rounds=2' "
                           "-o out.mlir"],
                          "ok", None, {"input.mlir": planned, "entry.json": entry.encode()},
                          reparse=("out.mlir",), secrets=("root:x:0:0",), says=reason))

    # --- failing writes -----------------------------------------------------

    def failing_writes(self) -> None:
        relu = os.path.join(self.src, "examples", "relu.mlir")
        for label, args in (
                ("a report in a missing folder", ["--hiera-plan", "--hiera-report=path=none/r.md"]),
                ("a report to a full device", ["--hiera-plan", "--hiera-report=path=/dev/full"]),
                ("a report to a folder", ["--hiera-plan", "--hiera-report=path=."]),
                ("a report with no path", ["--hiera-plan", "--hiera-report=path="]),
                ("a transcript under a file", ["--hiera-plan=policy=llm transcript=input.mlir/t profile=model"]),
                ("a database under a file", ["--hiera-plan=policy=expert profile=gpu db=input.mlir/x.db"]),
                ("output to a missing folder", ["--hiera-plan", "-o", "none/out.mlir"]),
                ("output to a full device", ["--hiera-plan", "-o", "/dev/full"])):
            self.add(Case("writes", label, ["hiera-opt", *args, "input.mlir"], "error",
                          r"error|cannot|No such|full",
                          {"input.mlir": open(relu, "rb").read()}, unchanged=("input.mlir",)))
        self.add(Case("writes", "a report over an old one is whole",
                      ["sh", "-c", "echo old > r.md && hiera-opt --hiera-plan --hiera-report=path=r.md input.mlir "
                       "-o /dev/null && ! grep -q old r.md"],
                      "ok", None, {"input.mlir": open(relu, "rb").read()}))

    # --- IR exported from real programs, mutated by class -------------------

    def exported_programs(self) -> dict[str, bytes]:
        """The suite's problems and networks as `python -m hiera export`
        wrote them (Inputs/exported/README.md)."""
        folder = os.path.join(self.src, "test", "hostile", "Inputs", "exported")
        programs = {}
        for name in sorted(os.listdir(folder)):
            if name.endswith(".mlir"):
                with open(os.path.join(folder, name), "rb") as f:
                    programs[name[:-len(".mlir")]] = f.read()
        return programs

    @staticmethod
    def with_extent(text: bytes, old: bytes, new: bytes) -> bytes:
        """Every extent `old` of every tensor type set to `new`."""
        def dims(match: re.Match) -> bytes:
            parts = match.group(1).split(b"x")
            return b"tensor<" + b"x".join(new if p == old else p for p in parts) + b">"
        return re.sub(rb"tensor<([0-9x]+x[^<>]+)>", dims, text)

    @staticmethod
    def split_aliases(text: bytes) -> tuple[bytes, bytes]:
        """The attribute aliases (#map = ...) and the module after them."""
        lines = text.split(b"\n")
        aliases = b"\n".join(l for l in lines if l.startswith(b"#"))
        return aliases, b"\n".join(l for l in lines if not l.startswith(b"#"))

    @staticmethod
    def repeated_result(text: bytes) -> bytes | None:
        """The function's one result returned twice (PyTorch's `return y, y`)."""
        header = re.search(rb"(func\.func @\w+\(.*\)) -> (tensor<[^>]+>) \{", text)
        ret = list(re.finditer(rb"return (%\w+) : (tensor<[^>]+>)\n", text))
        if not header or not ret or header.group(2) != ret[-1].group(2):
            return None
        t, value = header.group(2), ret[-1].group(1)
        text = text[:ret[-1].start()] + b"return " + value + b", " + value + b" : " + t + \
            b", " + t + b"\n" + text[ret[-1].end():]
        return text.replace(header.group(0), header.group(1) + b" -> (" + t + b", " + t + b") {", 1)

    @staticmethod
    def hex_floats_as(text: bytes, element: str) -> bytes:
        """f32 constants written in hex (0xFF800000, -inf) re-encoded as
        `element`, where it is a float type that holds them."""
        def encode(match: re.Match) -> bytes:
            value = struct.unpack(">f", bytes.fromhex(match.group(1).decode()))[0]
            bits = {"f16": lambda v: struct.pack(">e", v).hex(),
                    "bf16": lambda v: struct.pack(">f", v)[:2].hex(),
                    "f64": lambda v: struct.pack(">d", v).hex()}[element](value)
            return b"0x" + bits.upper().encode()
        if element not in ("f16", "bf16", "f64"):
            return text
        return re.sub(rb"\b0x([0-9A-Fa-f]{8})\b", encode, text)

    @staticmethod
    def remapped(text: bytes, how: str) -> bytes:
        """The first multi-result affine map transposed (its results
        reversed) or broadcast (its first result dropped)."""
        match = re.search(rb"affine_map<\(([^)]*)\) -> \(([^)]*,[^)]*)\)>", text)
        if not match:
            return text
        results = match.group(2).split(b", ")
        results = results[::-1] if how == "transposed" else results[1:]
        new = b"affine_map<(" + match.group(1) + b") -> (" + b", ".join(results) + b")>"
        return text[:match.start()] + new + text[match.end():]

    def exported_ir(self) -> None:
        location = r"input\.mlir:\d+:\d+: error"
        for program, text in self.exported_programs().items():
            aliases, module = self.split_aliases(text)
            mutations: dict[str, tuple[bytes, str, str]] = {}
            # Extents: the two most common, each set to 0, 1, a prime, a
            # larger prime and 2^31 + 1.
            counts = collections.Counter(
                d for t in re.findall(rb"tensor<([0-9x]+)x[^<>]+>", text)
                for d in t.split(b"x") if d not in (b"", b"1"))
            for extent, _ in counts.most_common(2):
                for new in (b"0", b"1", b"7", b"4099", str(2 ** 31 + 1).encode()):
                    mutations[f"extent {extent.decode()} set to {new.decode()}"] = (
                        self.with_extent(text, extent, new), "any", "any")
            # Every element type for f32, arithmetic and all (f32 constants
            # written in hex, such as -inf, rewritten in the new float type).
            for element in ("f16", "bf16", "f64", "i64", "i32", "i8", "i1", "f8E4M3FN",
                            "f8E5M2", "complex<f32>"):
                mutations[f"f32 as {element}"] = (
                    re.sub(rb"(?<=[0-9]x)f32\b|(?<!\w)f32\b", element.encode(),
                           self.hex_floats_as(text, element)),
                    "any", "any")
            for how in ("transposed", "broadcast"):
                mutations[f"a {how} indexing map"] = (self.remapped(text, how), "any", "any")
            repeated = self.repeated_result(text)
            if repeated:
                mutations["the result returned twice"] = (repeated, "ok", "ok")
            # Planned where they are; lowering refuses tasks of nested modules.
            mutations["nested in another module"] = (
                aliases + b"\nmodule {\n" + module + b"\n}\n", "ok", "error")
            mutations["two modules in one file"] = (
                aliases + b"\n" + module + b"\n" + module + b"\n", "ok", "error")
            for label, (mutated, plan, lower) in mutations.items():
                if mutated == text:
                    continue
                for passes, expect in ((["--hiera-plan"], plan),
                                       (["--hiera-plan", "--hiera-lower"], lower)):
                    self.add(Case("exported", f"{program}: {label}: {' '.join(passes)}",
                                  ["hiera-opt", *passes, "input.mlir", "-o", "out.mlir"],
                                  expect, location, {"input.mlir": mutated},
                                  reparse=("out.mlir",)))

    def gpu_targets(self) -> None:
        """Every exported program planned for GPUs of compute capability 7.0
        to 9.0, with little and much shared memory: never an instruction
        the target lacks (mma.sync and cp.async need 8.0, wgmma 9.0)."""
        with open(os.path.join(self.src, "examples", "targets", "h200-measured.json")) as f:
            base = json.load(f)
        del base["measured"]
        lacks = {70: "mma.sync|cp.async|wgmma", 75: "mma.sync|cp.async|wgmma",
                 80: "wgmma", 86: "wgmma", 89: "wgmma", 90: None}
        for program, text in self.exported_programs().items():
            for capability, forbidden in lacks.items():
                for smem_label, smem in (("48 KiB", 49152), ("228 KiB", 233472)):
                    target = dict(base, name=f"sm{capability}", compute_capability=capability,
                                  smem_per_sm_bytes=smem)
                    check = f" && ! grep -Eq '{forbidden}' out.mlir" if forbidden else ""
                    self.add(Case("targets", f"{program}: compute {capability / 10}, {smem_label}",
                                  ["sh", "-c", "hiera-opt --hiera-plan=target=target.json input.mlir "
                                   "-o out.mlir" + check],
                                  "ok", None, {"input.mlir": text,
                                               "target.json": json.dumps(target).encode()},
                                  reparse=("out.mlir",)))
                target = dict(base, name=f"sm{capability}", compute_capability=capability)
                self.add(Case("targets", f"{program}: compute {capability / 10}: lowered",
                              ["hiera-opt", "--hiera-plan=target=target.json", "--hiera-lower",
                               "input.mlir", "-o", "out.mlir"],
                              "any", r"input\.mlir:\d+:\d+: error",
                              {"input.mlir": text, "target.json": json.dumps(target).encode()},
                              reparse=("out.mlir",)))

    def endless_inputs(self) -> None:
        """/dev/zero, /dev/urandom, a named FIFO with no writer and a
        directory as every file a tool reads: an error naming it, never a
        hang or a read without end. (A terminal is left out: IR may be
        typed at one, which ends when the user ends it.)"""
        relu = self.example("relu.mlir")
        reads = {
            "hiera-opt's IR": lambda p: ["hiera-opt", "--hiera-plan", p],
            "hiera-run's IR": lambda p: ["hiera-run", p],
            "hiera-translate's IR": lambda p: ["hiera-translate", "--plan-variant-to-cuda", p],
            "a target file": lambda p: ["hiera-opt", f"--hiera-plan=target={p}", "relu.mlir"],
            "profile results": lambda p: ["hiera-opt", f"--hiera-profile=profile=file results={p}",
                                          "relu.mlir"],
            "a database import": lambda p: ["hiera-db", "import", "new.db", p],
            "a report": lambda p: ["hiera-report", p],
            "report metadata": lambda p: ["hiera-report", "--meta", p, "relu.mlir"],
        }
        for what, command in reads.items():
            if what == "hiera-run's IR" and not shutil.which("hiera-run"):
                continue
            for label, path in (("/dev/zero", "/dev/zero"), ("/dev/urandom", "/dev/urandom"),
                                ("a FIFO no one writes", "fifo"), ("a directory", ".")):
                self.add(Case("inputs", f"{what}: {label}",
                              ["sh", "-c", "mkfifo fifo && exec " +
                               " ".join(f"'{a}'" for a in command(path))],
                              "error", None, {"relu.mlir": relu}, unchanged=("relu.mlir",)))
        # Standard input from /dev/zero, and IR through a pipe, which is read.
        for tool in (["hiera-opt"], ["hiera-translate", "--plan-variant-to-cuda"]):
            self.add(Case("inputs", f"{tool[0]}: standard input from /dev/zero",
                          ["sh", "-c", " ".join(tool) + " < /dev/zero"], "error", r"<stdin>"))
            self.add(Case("inputs", f"{tool[0]}: IR through a pipe",
                          ["bash", "-c", " ".join(tool) + " <(cat relu.mlir) > /dev/null"],
                          "ok", None, {"relu.mlir": relu}))

    def full_stdout(self) -> None:
        """Every tool's standard output to a full device: an error saying
        so, never LLVM's fatal "IO failure" or a crash."""
        relu = self.example("relu.mlir")
        commands = [["hiera-opt", "relu.mlir"], ["hiera-opt", "--hiera-plan", "relu.mlir"],
                    ["hiera-opt", "--hiera-plan", "--hiera-lower", "relu.mlir"],
                    ["hiera-translate", "--plan-variant-to-cuda", "planned.mlir"],
                    ["hiera-db", "toolchain"], ["hiera-db", "list", "t.db"],
                    ["hiera-db", "show", "t.db", "a_task_0"], ["hiera-db", "export", "t.db"],
                    ["hiera-db", "import", "t.db", "records.json"],
                    ["hiera-report", "report.json"], ["hiera-report", "--format=html", "report.json"]]
        tools = ["hiera-opt", "hiera-translate", "hiera-report"]
        if shutil.which("hiera-run"):
            tools.append("hiera-run")
        commands += [[tool, flag] for tool in tools for flag in ("--help", "--version")]
        setup = ("hiera-opt --hiera-plan relu.mlir -o planned.mlir "
                 "--hiera-report=path=report.json && hiera-db toolchain > toolchain && "
                 f"python3 {self.src}/test/tools/Inputs/records.py a 4 toolchain > records.json && "
                 "hiera-db import t.db records.json > /dev/null && ")
        for command in commands:
            self.add(Case("stdout", " ".join(command) + " > /dev/full",
                          ["sh", "-c", setup + "exec " + " ".join(command) + " > /dev/full"],
                          "error", r"No space left on device|cannot write",
                          {"relu.mlir": relu}))

    def build(self, only: str | None) -> None:
        for name, method in (("ir", self.malformed_ir), ("plan", self.plan_attributes),
                             ("options", self.pass_options), ("target", self.target_files),
                             ("hiera-run", self.hiera_run), ("db", self.databases),
                             ("llm", self.models), ("writes", self.failing_writes),
                             ("exported", self.exported_ir), ("targets", self.gpu_targets),
                             ("inputs", self.endless_inputs), ("stdout", self.full_stdout)):
            # The models' cases come in two categories, llm and transcript.
            if only and only != name and not (only == "transcript" and name == "llm"):
                continue
            method()
        if only:
            self.cases = [c for c in self.cases if c.category == only]


def run_case(index: int, case: Case, work: str, endpoint: str | None) -> tuple[Case, str, str]:
    """Runs one case in a folder of its own; returns (case, verdict, detail)
    where the verdict is "pass", "crash", "hang" or "wrong"."""
    folder = os.path.join(work, f"case-{index:04d}")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    for name, content in case.files.items():
        with open(os.path.join(folder, name), "wb") as f:
            f.write(content)
    before = {p: digest(os.path.join(folder, p)) for p in case.unchanged}
    env = dict(os.environ, **case.env)
    env.pop("HIERA_LLM_ENDPOINT", None)
    if case.server and endpoint:
        env["HIERA_LLM_ENDPOINT"] = endpoint
    try:
        done = subprocess.run(case.command, cwd=folder, env=env, capture_output=True,
                              timeout=TIME_LIMIT_S)
    except subprocess.TimeoutExpired:
        return case, "hang", f"still running after {TIME_LIMIT_S} s"
    out = done.stdout.decode(errors="replace")
    err = done.stderr.decode(errors="replace")
    tail = (err or out)[-600:]
    rc = done.returncode
    if rc < 0 or rc >= 128 or any(b in err for b in BANNERS):
        return case, "crash", f"exit {rc}: {tail}"
    if case.expect == "error" and rc == 0:
        return case, "wrong", f"exit 0 where an error was expected: {tail}"
    if case.expect == "ok" and rc != 0:
        return case, "wrong", f"exit {rc} where success was expected: {tail}"
    if rc != 0:
        if not err.strip():
            return case, "wrong", f"exit {rc} without a message"
        if case.names and not re.search(case.names, err):
            return case, "wrong", f"the error does not name /{case.names}/: {tail}"
    if rc == 0 and case.says and not re.search(case.says, err):
        return case, "wrong", f"the output does not say /{case.says}/: {tail}"
    for path, digest_before in before.items():
        if digest(os.path.join(folder, path)) != digest_before:
            return case, "wrong", f"{path} was changed"
    if rc == 0:
        for path in case.reparse:
            source = os.path.join(folder, path)
            if path == "-":
                source = os.path.join(folder, "stdout.mlir")
                with open(source, "w") as f:
                    f.write(out)
            if not os.path.exists(source):
                continue
            again = subprocess.run(["hiera-opt", source, "-o", "/dev/null"],
                                   capture_output=True, timeout=TIME_LIMIT_S)
            if again.returncode != 0:
                return case, "wrong", (f"{path} cannot be read back: "
                                       f"{again.stderr.decode(errors='replace')[-400:]}")
    for secret in case.secrets:
        if secret in out or secret in err:
            return case, "wrong", f"'{secret}' was printed"
        for root, _, names in os.walk(folder):
            for name in names:
                with open(os.path.join(root, name), "rb") as f:
                    if secret.encode() in f.read():
                        return case, "wrong", f"'{secret}' was written to {name}"
    shutil.rmtree(folder, ignore_errors=True)
    return case, "pass", ""


def start_server(src: str) -> tuple[subprocess.Popen, str]:
    server = subprocess.Popen([sys.executable, os.path.join(src, "unittests", "Inputs", "fake_openai.py")],
                              stdout=subprocess.PIPE, text=True)
    port = server.stdout.readline().strip()
    return server, f"http://127.0.0.1:{port}/v1"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--src", required=True, help="HIERA's source tree")
    parser.add_argument("--bin", required=True, help="the folder of hiera-opt, hiera-db, ...")
    parser.add_argument("--work", required=True, help="a scratch folder")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--only", help="one category")
    args = parser.parse_args()
    args.src, args.work = os.path.abspath(args.src), os.path.abspath(args.work)
    os.environ["PATH"] = os.path.abspath(args.bin) + os.pathsep + os.environ["PATH"]
    shutil.rmtree(args.work, ignore_errors=True)
    os.makedirs(args.work)
    matrix = Matrix(args.src, args.work)
    matrix.build(args.only)
    server, endpoint = start_server(args.src)
    verdicts: dict[str, dict[str, int]] = {}
    failures = []
    try:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            futures = [pool.submit(run_case, i, case, args.work, endpoint)
                       for i, case in enumerate(matrix.cases)]
            for future in futures:
                case, verdict, detail = future.result()
                counts = verdicts.setdefault(case.category, {"pass": 0, "crash": 0, "hang": 0, "wrong": 0})
                counts[verdict] += 1
                if verdict != "pass":
                    failures.append((case, verdict, detail))
    finally:
        server.terminate()
        server.wait()
    total = {"pass": 0, "crash": 0, "hang": 0, "wrong": 0}
    for category, counts in verdicts.items():
        print(f"{category}: {sum(counts.values())} cases, {counts['crash']} crashes, "
              f"{counts['hang']} hangs, {counts['wrong']} wrong")
        for key in total:
            total[key] += counts[key]
    print(f"total: {sum(total.values())} cases, {total['crash']} crashes, "
          f"{total['hang']} hangs, {total['wrong']} wrong")
    for case, verdict, detail in failures:
        print(f"\n{verdict.upper()} [{case.category}] {case.name}\n  $ {' '.join(case.command)}\n  {detail}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
