#!/usr/bin/env python3
"""Combines hiera-run --json outputs into one JSON file and a Markdown table.

    bench/table.py -o results.json run1.json run2.json ... > table.md
"""

import argparse
import json
import os


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", nargs="+", help="hiera-run --json outputs")
    parser.add_argument("-o", "--output", help="combined JSON to write")
    args = parser.parse_args()

    combined = {"runs": []}
    lines = ["| example | task | space | variant | correct | median us | GB/s | TFLOP/s | of roofline |",
             "| --- | --- | --- | --- | --- | ---: | ---: | ---: | ---: |"]
    for path in args.runs:
        example = os.path.splitext(os.path.basename(path))[0]
        try:
            with open(path) as f:
                run = json.load(f)
        except (OSError, json.JSONDecodeError) as error:
            lines.append(f"| {example} | | | | run failed: {error} | | | | |")
            continue
        run["example"] = example
        combined["runs"].append(run)
        combined.setdefault("device", run.get("device"))
        for r in run.get("results", []):
            if r["error"]:
                lines.append(f"| {example} | {r['task']} | {r['space']} | {r['variant']} | error: {r['error'][:80]} | | | | |")
                continue
            lines.append(
                f"| {example} | {r['task']} | {r['space']} | {r['variant']} | "
                f"{'yes' if r['correct'] else 'NO'} | {r['median_us']:.1f} | "
                f"{r['gb_per_s']:.1f} | {r['tflops']:.2f} | {r['roofline_fraction']:.2f} |")
    if args.output:
        with open(args.output, "w") as f:
            json.dump(combined, f, indent=1)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
