"""Transposed convolutions of many shapes, exported from PyTorch and
planned: each must plan into one task computed by cuDNN's backward-data
convolution, and the padding, stride, dilation and output extents its call
carries must give, through F.conv_transpose{1,2,3}d, exactly what the
module computes, its bias included (a 1-D one is called in 2-D, one row
high). One line per case.

    conv_transpose_calls.py HIERA_OPT
"""

import re
import subprocess
import sys

import torch
import torch.nn.functional as F

from hiera.export import export

torch.manual_seed(0)

# (dims, in, out, window, stride, padding, output_padding, dilation, bias,
# input extents[, groups])
CASES = [
    (1, 3, 5, 3, 2, 1, 1, 1, True, (7,)),
    (1, 4, 2, 5, 3, 2, 0, 2, False, (6,)),
    (2, 3, 4, 3, 2, 1, 1, 1, True, (5, 6)),
    (2, 4, 2, 4, 2, 1, 0, 1, True, (7, 7)),
    (2, 2, 3, (3, 5), (2, 3), (1, 2), (1, 0), (2, 1), False, (4, 6)),
    (2, 3, 3, 3, 1, 0, 0, 1, True, (6, 5)),
    (2, 2, 2, 2, 3, 0, 2, 1, False, (3, 4)),
    (2, 1, 5, 5, 2, 2, 1, 3, True, (4, 3)),
    (3, 2, 3, (2, 3, 3), (1, 2, 2), (0, 1, 0), 0, (1, 1, 2), False, (3, 4, 5)),
    (3, 3, 2, 3, 2, 1, 1, 1, True, (2, 3, 4)),
    (2, 4, 6, 3, 2, 1, 0, 2, True, (5, 5), 2),
    (2, 6, 3, (2, 3), (2, 1), (0, 1), (1, 0), 1, False, (4, 3), 3),
]

CALL = re.compile(r'plan\.variant "(cudnn_conv_transpose[123]d(?:_grouped)?)"[^\n]*?args = \[([^\]]*)\]')
MODULES = {1: torch.nn.ConvTranspose1d, 2: torch.nn.ConvTranspose2d, 3: torch.nn.ConvTranspose3d}
FUNCTIONS = {1: F.conv_transpose1d, 2: F.conv_transpose2d, 3: F.conv_transpose3d}


def main() -> int:
    failed = 0
    for dims, cin, cout, window, stride, padding, output_padding, dilation, bias, extents, *rest in CASES:
        groups = rest[0] if rest else 1
        conv = MODULES[dims](
            cin, cout, window, stride=stride, padding=padding,
            output_padding=output_padding, dilation=dilation, bias=bias, groups=groups)
        x = torch.randn(2, cin, *extents)
        name = f"{dims}-D {cin}->{cout} window {window} stride {stride} padding {padding} " \
               f"output padding {output_padding} dilation {dilation} bias {bias} groups {groups}"
        planned = subprocess.run([sys.argv[1], "--hiera-plan"], input=export(conv, x),
                                 text=True, capture_output=True)
        calls = CALL.findall(planned.stdout)
        if planned.returncode != 0 or len(calls) != 1 or planned.stdout.count("plan.task") != 1:
            print(f"{name}: FAIL: {len(calls)} calls, {planned.stdout.count('plan.task')} tasks "
                  f"{planned.stderr.strip()[:300]}")
            failed += 1
            continue
        args = [int(a.split()[1]) for a in calls[0][1].split(", ") if a.split()[0] in ("i32", "i64")]
        # rank, n, c, k, groups, d h w, t r s, pads, strides, dilations,
        # layout, dtype, math, epilogue: the spatial ones of this rank.
        rank, n, c, k = args[:4]
        spatial = lambda at: args[at + 3 - dims:at + 3]  # noqa: E731
        out, win, pad, step, dil = (spatial(5 + 3 * i) for i in range(5))
        # The output padding the extents imply.
        extra = [o - ((e - 1) * s - 2 * p + d * (w - 1) + 1)
                 for o, e, s, p, d, w in zip(out, extents, step, pad, dil, win)]
        got = FUNCTIONS[dims](x, conv.weight, conv.bias, stride=step, padding=pad,
                              output_padding=extra, groups=args[4], dilation=dil)
        want = conv(x)
        # The height a 1-D call adds is one row, unpadded; the call adds
        # the bias (epilogue 1) where the module has one.
        ok = (rank, n, c, k, args[4]) == (max(dims, 2), 2, cin, cout, groups) and \
            args[-1] == int(bias) and \
            all(args[at + 3 - rank:at + 3 - dims] == [one] * (rank - dims)
                for at, one in ((5, 1), (8, 1), (11, 0), (14, 1), (17, 1))) and \
            got.shape == want.shape and \
            torch.equal(got, want)
        failed += not ok
        print(f"{name}: {calls[0][0]} {'ok' if ok else 'FAIL'} (stride {step}, padding {pad}, "
              f"dilation {dil}, output {out})")
    print("all agree" if not failed else f"{failed} disagree")
    return 1 if failed else 0


if __name__ == "__main__":
    with torch.no_grad():
        sys.exit(main())
