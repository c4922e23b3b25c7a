"""The benchmark's verdicts and summary, from recorded results (no GPU).

A run is a JSON object: `header` (date, GPU, driver, versions, precision),
`config` (what was asked for) and `problems`, one record per problem:

    {"name", "status": "ok" | "error", "error", "correct", "why",
     "times_us": {"eager": {"median", "p20", "p80", "trials"}, "compile": ...,
                  "hiera": ...},
     "guards": [...], "bound_us", "search_s", "wall_s", "trials", "fallback",
     "tasks": [{"task", "space", "variant", "rationale", "best_us", "bound_us",
                "bottleneck"}], "left_out": ["kernels: reason"]}

`summarize` derives the speedups and the suite's figures (fast_0: correct;
fast_1: correct and faster than eager; the same against torch.compile;
geometric means over the correct problems); `markdown` and `svg` render
them.
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


def speedups(record: dict) -> dict:
    """HIERA's speedup over eager and over torch.compile (their median time
    over HIERA's), where both were timed."""
    times = record.get("times_us") or {}
    hiera = (times.get("hiera") or {}).get("median")
    result = {}
    for baseline in ("eager", "compile"):
        other = (times.get(baseline) or {}).get("median")
        if hiera and other:
            result[baseline] = other / hiera
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
    slower = [name for name in ("eager", "compile")
              if name in ratio and ratio[name] <= 1.0]
    if slower:
        why = explain_time(record)
        return "slower than " + " and ".join(
            f"{name} ({ratio[name]:.2f}x)" for name in slower) + (f": {why}" if why else "")
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
    over = {name: [speedups(p).get(name) for p in correct] for name in ("eager", "compile")}
    flagged = [p["name"] for p in correct
               if any((s or 0) > SUSPECT_SPEEDUP for s in speedups(p).values())]
    return {
        "problems": count,
        "correct": len(correct),
        "fast_0": len(correct) / count if count else 0.0,
        "faster_than_eager": sum(1 for s in over["eager"] if s and s > 1.0),
        "faster_than_compile": sum(1 for s in over["compile"] if s and s > 1.0),
        "fast_1": (sum(1 for s in over["eager"] if s and s > 1.0) / count) if count else 0.0,
        "geomean_over_eager": geomean(over["eager"]),
        "geomean_over_compile": geomean(over["compile"]),
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


def markdown(run: dict) -> str:
    header = run.get("header", {})
    summary = summarize(run)
    lines = ["# HIERA against PyTorch eager and torch.compile", ""]
    lines += [f"- {key}: {value}" for key, value in header.items()]
    config = run.get("config", {})
    if config:
        lines.append("- run: " + ", ".join(f"{k}={v}" for k, v in config.items()))
    lines += ["", "## Summary", "",
              f"- problems: {summary['problems']}",
              f"- correct (fast_0): {summary['correct']} ({summary['fast_0']:.0%})",
              f"- faster than eager (fast_1): {summary['faster_than_eager']} "
              f"({summary['fast_1']:.0%})",
              f"- faster than torch.compile: {summary['faster_than_compile']}",
              f"- geometric mean over eager: {_ratio(summary['geomean_over_eager'])}, "
              f"over torch.compile: {_ratio(summary['geomean_over_compile'])} "
              "(correct problems)"]
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
              "| problem | correct | eager | torch.compile | HIERA | vs eager | vs compile "
              "| roof | search (s) | trials | why not a win |",
              "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"]
    for record in run.get("problems", []):
        times = record.get("times_us") or {}
        ratio = speedups(record)
        hiera = (times.get("hiera") or {}).get("median")
        roof = (f"{record['bound_us'] / hiera:.0%}"
                if record.get("bound_us") and hiera else "-")
        search = record.get("search_s")
        lines.append(
            f"| {record['name']} | {'yes' if record.get('correct') else 'no'} "
            f"| {_ms(times.get('eager'))} | {_ms(times.get('compile'))} "
            f"| {_ms(times.get('hiera'))} | {_ratio(ratio.get('eager'))} "
            f"| {_ratio(ratio.get('compile'))} | {roof} "
            f"| {f'{search:.1f}' if search is not None else '-'} "
            f"| {record.get('trials', '-')} | {verdict(record).replace('|', '/') or '-'} |")
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
