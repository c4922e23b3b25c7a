#!/usr/bin/env python3
"""The planning loop's summary: every task of every example, as searched by
bench/plan.sh, from the JSON reports of --hiera-report.

    bench/plan_report.py --meta device.txt -o summary.json NAME.json ... > summary.md

Per task: the bottleneck from the model and from the measurements, the best
variant and its space, its time and fraction of the roofline bound, its
speedups over the linalg baseline and over the library call, the trials
measured and which one found the best. Then the totals: tasks with a valid
best, geometric-mean speedups, trials spent.
"""

import argparse
import json
import math
import os
import statistics


def bottleneck(entry):
    if not entry:
        return "-"
    return f"{entry['kind']} ({entry['unit']})"


def ratio(base, best):
    return base / best if base and best else None


def geomean(values):
    values = [v for v in values if v]
    return math.exp(sum(map(math.log, values)) / len(values)) if values else None


def times(value):
    return f"{value:.2f}x" if value else "-"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("reports", nargs="+", help="--hiera-report JSON files")
    parser.add_argument("--meta", help="a text file of date, GPU and driver lines")
    parser.add_argument("-o", "--output", required=True)
    args = parser.parse_args()

    rows = []
    for path in sorted(args.reports):
        example = os.path.splitext(os.path.basename(path))[0]
        with open(path) as f:
            report = json.load(f)
        for task in report["tasks"]:
            trials = task["trials"]
            rows.append({
                "example": example,
                "task": task["task"],
                "model": bottleneck(task.get("bottleneck_model")),
                "measured": bottleneck(task.get("bottleneck_measured")),
                "best": task.get("best"),
                "best_space": task.get("best_space"),
                "best_us": task.get("best_us"),
                "fraction_of_roof": task.get("fraction_of_roof"),
                "linalg_us": task.get("linalg_us"),
                "library_us": task.get("library_us"),
                "speedup_over_linalg": ratio(task.get("linalg_us"), task.get("best_us")),
                "speedup_over_library": ratio(task.get("library_us"), task.get("best_us")),
                "trials": len(trials),
                "invalid_trials": sum(not t["valid"] for t in trials),
                "best_trial": task.get("best_trial"),
                "best_round": trials[task["best_trial"] - 1]["round"] if task.get("best_trial") else None,
            })

    valid = [r for r in rows if r["best_us"]]
    totals = {
        "tasks": len(rows),
        "tasks_with_valid_best": len(valid),
        "geomean_speedup_over_linalg": geomean([r["speedup_over_linalg"] for r in rows]),
        "geomean_speedup_over_library": geomean([r["speedup_over_library"] for r in rows]),
        "tasks_with_a_library_call": sum(1 for r in rows if r["speedup_over_library"]),
        "tasks_at_or_above_library": sum(1 for r in rows if r["speedup_over_library"] and r["speedup_over_library"] >= 0.995),
        "trials": sum(r["trials"] for r in rows),
        "median_trials_per_task": statistics.median([r["trials"] for r in rows]) if rows else None,
        "max_trials_per_task": max((r["trials"] for r in rows), default=None),
    }
    meta = open(args.meta).read().strip() if args.meta else ""
    with open(args.output, "w") as f:
        json.dump({"meta": meta, "totals": totals, "tasks": rows}, f, indent=2)

    print("# The planning loop on every example\n")
    for line in meta.splitlines():
        print(f"- {line}")
    print("- policy expert, budget 18 trials per task in 3 rounds (at most 6 each), "
          "each trial measured on the GPU in a worker: checked against an f64 "
          "reference on random inputs, then timed (median of 20, L2 flushed)\n")
    print("| example | task | bottleneck: model / measured | best | space | us | of roof "
          "| vs linalg | vs library | trials (invalid) | best at trial (round) |")
    print("| --- | --- | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for r in rows:
        if r["best_us"]:
            # A launch-bound task has no roofline floor to be a fraction of.
            roof = f"{100 * r['fraction_of_roof']:.0f}%" if r["fraction_of_roof"] else "launch"
            best = f"`{r['best']}` | {r['best_space']} | {r['best_us']:.1f} | {roof}"
        else:
            best = "no valid variant | - | - | -"
        best_at = f"{r['best_trial']} ({r['best_round']})" if r["best_trial"] else "-"
        print(f"| {r['example']} | `{r['task']}` | {r['model']} / {r['measured']} | {best} "
              f"| {times(r['speedup_over_linalg'])} | {times(r['speedup_over_library'])} "
              f"| {r['trials']} ({r['invalid_trials']}) | {best_at} |")
    t = totals
    print(f"\n{t['tasks_with_valid_best']} of {t['tasks']} tasks end with a valid best variant. "
          f"Geometric-mean speedup over the linalg baseline: {times(t['geomean_speedup_over_linalg'])}; "
          f"over the library call, on the {t['tasks_with_a_library_call']} tasks that have one: "
          f"{times(t['geomean_speedup_over_library'])} "
          f"({t['tasks_at_or_above_library']} at or above it). "
          f"Trials: {t['trials']} in all, a median of {t['median_trials_per_task']} per task, "
          f"at most {t['max_trials_per_task']}.")


if __name__ == "__main__":
    main()
