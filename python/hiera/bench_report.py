"""The benchmark's verdicts and summary, from recorded results (no GPU).

A run is a JSON object: `header` (date, GPU, driver, versions, precision,
the correctness and timing rules, what each baseline is), `config` (what
was asked for) and `problems`, one record per problem:

    {"name", "status": "ok" | "error", "error", "correct", "why",
     "tolerance", "contract_tolerance",
     "times_us": {"eager": {"median", "p20", "p80", "trials", "host_us",
                            "sustained_us", "cudnn_benchmark"},
                  "eager_cudnn_benchmark", "compile", "compile_cudnn_benchmark",
                  "compile_max_autotune" (where timed), "hiera": ...},
     "arithmetic": ["f32", "3xtf32", ...], "as_eager": true | false | null,
     "guards": [...], "bound_us", "search_s", "wall_s", "trials", "fallback",
     "gemm_conv_ops", "tasks": [{"task", "space", "variant", "rationale",
     "best_us", "bound_us", "bottleneck", "arithmetic",
     "framework_arithmetic"}], "left_out": ["kernels: reason"]}

`summarize` derives the speedups and the suite's figures (fast_0: correct;
fast_1: correct and faster than eager; the same against torch.compile;
geometric means over the correct problems, and over those where HIERA
computed in the arithmetic eager does); `markdown` and `svg` render them.
"""

from __future__ import annotations

import html
import math
import statistics

# A speedup this large more often means skipped work than a better kernel.
SUSPECT_SPEEDUP = 10.0


def percentiles(samples: list[float]) -> dict:
    """Median, p20 and p80 (nearest rank) of `samples`, and their count."""
    ordered = sorted(samples)
    if not ordered:
        raise ValueError("no samples")

    def rank(fraction):
        return ordered[min(len(ordered) - 1, int(fraction * (len(ordered) - 1) + 0.5))]

    return {"median": statistics.median(ordered), "p20": rank(0.2),
            "p80": rank(0.8), "trials": len(ordered)}


# Baselines of each kind: a speedup over the best of a kind is over the
# fastest of its columns that were timed.
EAGER = ("eager", "eager_cudnn_benchmark")
COMPILE = ("compile", "compile_cudnn_benchmark", "compile_max_autotune")
# What the summary and the table compare against, in order.
COMPARED = ("eager", "best_eager", "compile", "best_compile")
LABELS = {"eager": "eager", "best_eager": "best eager",
          "compile": "torch.compile", "best_compile": "best torch.compile"}


def speedups(record: dict) -> dict:
    """HIERA's speedup (a baseline's median time over HIERA's) over each
    baseline timed, and over the fastest eager and torch.compile columns
    (`best_eager`, `best_compile`)."""
    times = record.get("times_us") or {}
    hiera = (times.get("hiera") or {}).get("median")
    result = {}
    if not hiera:
        return result
    for name, measured in times.items():
        if name != "hiera" and (measured or {}).get("median"):
            result[name] = measured["median"] / hiera
    for best, kind in (("best_eager", EAGER), ("best_compile", COMPILE)):
        medians = [times[name]["median"] for name in kind
                   if (times.get(name) or {}).get("median")]
        if medians:
            result[best] = min(medians) / hiera
    return result


def verdict(record: dict) -> str:
    """Why a problem is not a win, or "" where it is correct and faster
    than both baselines."""
    if record.get("status") != "ok":
        return record.get("error") or "failed"
    if record.get("fallback"):
        return f"fallback to PyTorch: {record['fallback']}"
    if not record.get("correct"):
        return record.get("why") or "incorrect"
    ratio = speedups(record)
    slower = [name for name in COMPARED if name in ratio and ratio[name] <= 1.0]
    if slower:
        why = explain_time(record)
        return "slower than " + " and ".join(
            f"{LABELS[name]} ({ratio[name]:.2f}x)" for name in slower) + \
            (f": {why}" if why else "")
    return ""


def explain_time(record: dict) -> str:
    """Where HIERA's time goes: the task that took longest in the search's
    measurements, how it was implemented and why, how close it came to its
    roofline bound; then why catalogue kernels were left out."""
    tasks = record.get("tasks") or []
    parts = []
    if tasks:
        slowest = max(tasks, key=lambda t: t.get("best_us") or t.get("bound_us") or 0)
        text = f"{slowest['task']}" + (f" (of {len(tasks)} tasks)" if len(tasks) > 1 else "")
        if slowest.get("space"):
            text += f" in {slowest['space']}"
            if slowest.get("variant") and slowest["variant"] != slowest["space"]:
                text += f" ({slowest['variant']})"
        if slowest.get("best_us") and slowest.get("bound_us"):
            text += (f", {slowest['bound_us'] / slowest['best_us']:.0%} of its "
                     f"{slowest.get('bottleneck') or 'roofline'} bound")
        if slowest.get("rationale"):
            text += f"; {slowest['rationale']}"
        parts.append(text)
    left_out = record.get("left_out") or []
    if left_out:
        parts.append("left out: " + "; ".join(left_out[:2]) +
                     (f" (and {len(left_out) - 2} more)" if len(left_out) > 2 else ""))
    return "; ".join(parts)


def geomean(values: list[float]) -> float | None:
    values = [v for v in values if v and v > 0]
    return math.exp(sum(math.log(v) for v in values) / len(values)) if values else None


def summarize(run: dict) -> dict:
    problems = run.get("problems", [])
    count = len(problems)
    correct = [p for p in problems if p.get("status") == "ok" and p.get("correct")
               and not p.get("fallback")]
    as_eager = [p for p in correct if p.get("as_eager")]
    over = {name: [speedups(p).get(name) for p in correct] for name in COMPARED}
    flagged = [p["name"] for p in correct
               if any((s or 0) > SUSPECT_SPEEDUP for s in speedups(p).values())]
    return {
        "problems": count,
        "correct": len(correct),
        "fast_0": len(correct) / count if count else 0.0,
        "faster_than_eager": sum(1 for s in over["eager"] if s and s > 1.0),
        "faster_than_compile": sum(1 for s in over["compile"] if s and s > 1.0),
        "faster_than_best_eager": sum(1 for s in over["best_eager"] if s and s > 1.0),
        "faster_than_best_compile": sum(1 for s in over["best_compile"] if s and s > 1.0),
        "fast_1": (sum(1 for s in over["eager"] if s and s > 1.0) / count) if count else 0.0,
        "geomean_over_eager": geomean(over["eager"]),
        "geomean_over_compile": geomean(over["compile"]),
        # Over every correct problem, and over those where every task
        # computed in the arithmetic eager uses.
        "geomeans": {name: geomean(over[name]) for name in COMPARED},
        "as_eager": len(as_eager),
        "geomeans_as_eager": {name: geomean([speedups(p).get(name) for p in as_eager])
                              for name in COMPARED},
        "flagged_for_review": flagged,
        **_times(problems),
    }


def _times(problems: list[dict]) -> dict:
    """The search's time per problem (median, and over the suite, in
    seconds), and the whole run's where recorded."""
    searches = [p["search_s"] for p in problems if p.get("search_s") is not None]
    walls = [p["wall_s"] for p in problems if p.get("wall_s") is not None]
    return {"search_s_median": statistics.median(searches) if searches else None,
            "search_s_total": sum(searches) if searches else None,
            "wall_s_total": sum(walls) if walls else None}


def _ms(times: dict | None) -> str:
    if not times:
        return "-"
    return f"{times['median'] / 1000:.3f} [{times['p20'] / 1000:.3f}, {times['p80'] / 1000:.3f}]"


def _ratio(value: float | None) -> str:
    return f"{value:.2f}x" if value else "-"


def _header_lines(header: dict) -> list[str]:
    lines = []
    for key, value in header.items():
        if isinstance(value, dict):
            lines.append(f"- {key}:")
            lines += [f"  - {name}: {text}" for name, text in value.items()]
        elif isinstance(value, list):
            # The parts of a resumed run, numbered as the records' `part`.
            lines.append(f"- {key}:")
            lines += [f"  - part {number}: " + (", ".join(f"{name} {text}" for name, text
                                                          in item.items())
                                               if isinstance(item, dict) else str(item))
                      for number, item in enumerate(value, start=1)]
        else:
            lines.append(f"- {key}: {value}")
    return lines


def _arithmetic_text(record: dict) -> str:
    used = record.get("arithmetic") or []
    if not used:
        return "-"
    text = ", ".join(used)
    return text if record.get("as_eager") else f"{text} (eager differs)"


def markdown(run: dict) -> str:
    header = run.get("header", {})
    summary = summarize(run)
    lines = ["# HIERA against PyTorch eager and torch.compile", ""]
    lines += _header_lines(header)
    config = run.get("config", {})
    if config:
        lines.append("- run: " + ", ".join(f"{k}={v}" for k, v in config.items()))
    lines += ["", "## Summary", "",
              f"- problems: {summary['problems']}",
              f"- correct (fast_0): {summary['correct']} ({summary['fast_0']:.0%})",
              f"- faster than eager (fast_1): {summary['faster_than_eager']} "
              f"({summary['fast_1']:.0%}); than the best eager column: "
              f"{summary.get('faster_than_best_eager', '-')}",
              f"- faster than torch.compile: {summary['faster_than_compile']}; than the "
              f"best torch.compile column: {summary.get('faster_than_best_compile', '-')}",
              "",
              "Geometric means of HIERA's speedup, over the correct problems, and over "
              "those where every task computed in eager's arithmetic "
              "(\"best\": the fastest column of that kind):",
              "",
              f"| over | all correct ({summary['correct']}) "
              f"| eager's arithmetic ({summary.get('as_eager', 0)}) |",
              "| --- | --- | --- |"]
    geomeans = summary.get("geomeans", {})
    as_eager = summary.get("geomeans_as_eager", {})
    for name in COMPARED:
        lines.append(f"| {LABELS[name]} | {_ratio(geomeans.get(name))} "
                     f"| {_ratio(as_eager.get(name))} |")
    lines.append("")
    if summary["search_s_median"] is not None:
        lines.append(f"- search time: median {summary['search_s_median']:.1f} s per problem, "
                     f"{summary['search_s_total'] / 60:.1f} min over the suite")
    if summary["wall_s_total"] is not None:
        lines.append(f"- the whole run: {summary['wall_s_total'] / 60:.1f} min (each problem's "
                     "process: export, search, checks, torch.compile, timing)")
    if summary["flagged_for_review"]:
        lines.append("- flagged for review (over "
                     f"{SUSPECT_SPEEDUP:.0f}x): " + ", ".join(summary["flagged_for_review"]))
    lines += ["", "## Problems", "",
              "Times in ms: median [p20, p80], CUDA events, L2 flushed before each trial.", "",
              "| problem | correct | arithmetic | eager | torch.compile | HIERA | vs eager "
              "| vs best eager | vs compile | vs best compile | roof | search (s) | trials "
              "| why not a win |",
              "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- "
              "| --- |"]
    for record in run.get("problems", []):
        times = record.get("times_us") or {}
        ratio = speedups(record)
        hiera = (times.get("hiera") or {}).get("median")
        roof = (f"{record['bound_us'] / hiera:.0%}"
                if record.get("bound_us") and hiera else "-")
        search = record.get("search_s")
        lines.append(
            f"| {record['name']} | {'yes' if record.get('correct') else 'no'} "
            f"| {_arithmetic_text(record)} "
            f"| {_ms(times.get('eager'))} | {_ms(times.get('compile'))} "
            f"| {_ms(times.get('hiera'))} | {_ratio(ratio.get('eager'))} "
            f"| {_ratio(ratio.get('best_eager'))} | {_ratio(ratio.get('compile'))} "
            f"| {_ratio(ratio.get('best_compile'))} | {roof} "
            f"| {f'{search:.1f}' if search is not None else '-'} "
            f"| {record.get('trials', '-')} | {verdict(record).replace('|', '/') or '-'} |")
    columns = [name for name in (*EAGER, *COMPILE, "hiera")
               if any(name in (r.get("times_us") or {}) for r in run.get("problems", []))]
    if columns:
        lines += ["", "## Every column", "",
                  "Median with events / back to back (sustained), in ms; "
                  "the header says what each column is.", "",
                  "| problem | " + " | ".join(columns) + " |",
                  "| --- |" + " --- |" * len(columns)]
        for record in run.get("problems", []):
            times = record.get("times_us") or {}
            cells = []
            for name in columns:
                measured = times.get(name)
                if not measured:
                    cells.append("-")
                    continue
                sustained = measured.get("sustained_us", measured.get("wall_us"))
                cells.append(f"{measured['median'] / 1000:.3f} / "
                             + (f"{sustained / 1000:.3f}" if sustained else "-"))
            lines.append(f"| {record['name']} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def svg(run: dict) -> str:
    """HIERA's speedup per problem over eager and torch.compile, log scale,
    as horizontal bars around 1x."""
    records = run.get("problems", [])
    row, left, width = 18, 260, 520
    height = 60 + row * max(1, len(records))
    low, high = math.log10(0.01), math.log10(100.0)

    def x(value):
        clamped = min(max(math.log10(value), low), high)
        return left + (clamped - low) / (high - low) * width

    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{left + width + 20}" '
             f'height="{height}" font-family="sans-serif" font-size="11">',
             '<rect width="100%" height="100%" fill="white"/>',
             f'<text x="{left}" y="16" font-size="13">HIERA speedup '
             '(log scale): over eager (blue), over torch.compile (orange)</text>']
    for tick in (0.01, 0.1, 1, 10, 100):
        parts.append(f'<line x1="{x(tick):.1f}" y1="24" x2="{x(tick):.1f}" '
                     f'y2="{height - 20}" stroke="{"black" if tick == 1 else "#ddd"}"/>')
        parts.append(f'<text x="{x(tick):.1f}" y="{height - 6}" '
                     f'text-anchor="middle">{tick:g}x</text>')
    for i, record in enumerate(records):
        y = 30 + i * row
        parts.append(f'<text x="{left - 6}" y="{y + 11}" text-anchor="end">'
                     f'{html.escape(record["name"])}</text>')
        ratio = speedups(record) if record.get("correct") else {}
        for j, (name, colour) in enumerate((("eager", "#1f77b4"), ("compile", "#ff7f0e"))):
            if name in ratio:
                a, b = sorted((x(1.0), x(ratio[name])))
                parts.append(f'<rect x="{a:.1f}" y="{y + 1 + j * 7}" width="{max(b - a, 1):.1f}" '
                             f'height="6" fill="{colour}"/>')
        if not ratio:
            parts.append(f'<text x="{x(1.0) + 4:.1f}" y="{y + 11}" fill="#b00">'
                         f'{html.escape(verdict(record)[:70])}</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"
