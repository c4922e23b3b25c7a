#!/usr/bin/env python3
"""The benchmark's report: every example in each space, against the
ceilings measured in the same run.

    bench/report.py --ceilings ceilings.json --meta device.txt \
        -o results.json run1.json run2.json ... > results.md

Per variant: median time, GB/s and TFLOP/s on the contract's bytes and
FLOPs, the fraction of the roofline bound and of the measured copy
bandwidth (on the bytes a kernel really moves, where it reads an input
more than once); per task, the best correct variant and its speedup over the
linalg baseline and over the library variant.
"""

import argparse
import json
import os


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="+", help="hiera-run --json outputs")
    parser.add_argument("--ceilings", required=True)
    parser.add_argument("--meta", help="a text file of date, GPU and driver lines")
    parser.add_argument("-o", "--output", required=True)
    args = parser.parse_args()

    with open(args.ceilings) as f:
        ceilings = json.load(f)
    meta = open(args.meta).read().strip() if args.meta else ""
    copy = ceilings["copy_gbps"]
    report = {"ceilings": ceilings, "meta": meta, "tasks": []}
    variant_lines = [
        "| example | task | space | variant | correct | median us | GB/s | of copy | TFLOP/s | of roofline |",
        "| --- | --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: |"]
    task_lines = [
        "| example | task | best variant | median us | speedup over linalg | over library |",
        "| --- | --- | --- | ---: | ---: | ---: |"]
    custom_lines = [
        "| example | task | best custom variant | of copy | TFLOP/s | of the library's |",
        "| --- | --- | --- | ---: | ---: | ---: |"]
    for path in args.runs:
        example = os.path.splitext(os.path.basename(path))[0]
        try:
            with open(path) as f:
                results = json.load(f).get("results", [])
        except (OSError, json.JSONDecodeError) as error:
            variant_lines.append(f"| {example} | | | | run failed: {error} | | | | | |")
            continue
        tasks = {}
        for r in results:
            tasks.setdefault(r["task"], []).append(r)
            if r["error"]:
                variant_lines.append(f"| {example} | {r['task']} | {r['space']} | {r['variant']} | error: {r['error'][:60]} | | | | | |")
                continue
            # A kernel that moves more than the contract's bytes (a row too
            # long to stay on chip, read once per pass) is held to what
            # those bytes allow.
            traffic = r.get("traffic_gb_per_s", 0)
            of_copy = (f"{100 * traffic / copy:.0f}% (moved)" if traffic
                       else f"{100 * r['gb_per_s'] / copy:.0f}%")
            variant_lines.append(
                f"| {example} | {r['task']} | {r['space']} | {r['variant']} | {'yes' if r['correct'] else 'NO'} | "
                f"{r['median_us']:.1f} | {r['gb_per_s']:.1f} | {of_copy} | "
                f"{r['tflops']:.2f} | {r['roofline_fraction']:.2f} |")
        for task, rows in tasks.items():
            if task.startswith("@"):
                continue
            good = [r for r in rows if r["correct"] and not r["error"] and r["median_us"] > 0]
            if not good:
                task_lines.append(f"| {example} | {task} | none correct | | | |")
                continue
            best = min(good, key=lambda r: r["median_us"])
            def speedup(space):
                base = [r for r in good if r["space"] == space]
                return f"{base[0]['median_us'] / best['median_us']:.2f}x" if base else "-"
            task_lines.append(f"| {example} | {task} | {best['space']}: {best['variant']} | "
                              f"{best['median_us']:.1f} | {speedup('linalg')} | {speedup('library')} |")
            report["tasks"].append({"example": example, "task": task, "best": best,
                                    "variants": rows})
            # The custom space against its targets: bandwidth (on the bytes
            # moved, where a kernel says it moves more) and, beside a
            # library call, the library's rate.
            custom = [r for r in good if r["space"] == "custom"]
            if custom:
                fastest = min(custom, key=lambda r: r["median_us"])
                traffic = fastest.get("traffic_gb_per_s", 0)
                of_copy = (f"{100 * traffic / copy:.0f}% (moved)" if traffic
                           else f"{100 * fastest['gb_per_s'] / copy:.0f}%")
                library = [r for r in good if r["space"] == "library"]
                of_library = (f"{100 * library[0]['median_us'] / fastest['median_us']:.0f}%"
                              if library else "-")
                custom_lines.append(f"| {example} | {task} | {fastest['variant']} | {of_copy} | "
                                    f"{fastest['tflops']:.2f} | {of_library} |")
    with open(args.output, "w") as f:
        json.dump(report, f, indent=1)
    print("# HIERA benchmark\n")
    print(meta.replace("\n", "  \n") + "\n")
    print(f"Ceilings measured in the same run: copy {copy} GB/s (read + write), "
          f"cuBLAS GEMM 8192^3 f32 {ceilings['gemm_f32_tflops']} TFLOP/s, "
          f"TF32 {ceilings['gemm_tf32_tflops']} TFLOP/s.\n")
    print("## Best variant per task\n")
    print("\n".join(task_lines))
    print("\n## Custom kernels\n")
    print("The fastest correct custom variant of each task: its bandwidth over the "
          "copy ceiling, and its rate over the library variant's (100% = as fast).\n")
    print("\n".join(custom_lines))
    print("\n## Every variant\n")
    print("GB/s on the contract's bytes. \"of copy\": that rate over the copy "
          "ceiling; \"(moved)\": counted instead on the bytes the kernel "
          "moves, where it reads its inputs more than once (rows too long "
          "to stay on chip, one pass per reduction).\n")
    print("\n".join(variant_lines))


if __name__ == "__main__":
    main()
