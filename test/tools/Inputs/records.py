"""Prints COUNT synthetic tuning records named after PREFIX, as hiera-db
import reads them: every tenth (i % 10 == 3) invalid, and all but every
tenth (i % 10 == 0) from another toolchain than TOOLCHAIN's (a file
holding `hiera-db toolchain`)."""
import json
import sys

prefix, count, toolchain_file = sys.argv[1], int(sys.argv[2]), sys.argv[3]
current = open(toolchain_file).read().strip()
records = []
for i in range(count):
    invalid = i % 10 == 3
    records.append({
        "task": f"{prefix}{i:063d}",
        "target": "0" * 64,
        "variant": f"{i:064d}",
        "toolchain": current if i % 10 == 0 else "hiera-tuning-1 llvm-0.0",
        "task_name": f"{prefix}_task_{i}",
        "variant_name": "rows_t512",
        "median_us": 10.5 + i,
        "p20_us": 10.0 + i,
        "p80_us": 11.0 + i,
        "runs": 20,
        "valid": not invalid,
        "max_rel_error": 1e-7,
        "reason": "the result does not match the reference" if invalid else "",
        "recorded_at": 1796000000,
    })
print(json.dumps({"format": "hiera-tuning", "schema_version": 1,
                  "records": records}))
