"""Real models from torchvision and transformers, built from their
constructors or configs in eval mode (no weights), exported from shapes
alone, planned with no task left to MLIR's naive loops, and lowered to the
LLVM dialect, each step within its limit of CPU time (check_suite's).
Prints one line per model and exits non-zero when any fails.

    real_models.py HIERA_OPT
"""

import os
import sys
import tempfile
from pathlib import Path

import torch
import torchvision
import transformers

import hiera

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from check_suite import LIMIT_S, Timed, plan_and_lower  # noqa: E402

class LastHiddenState(torch.nn.Module):
    """A transformers encoder or decoder called as a model's forward: ids
    in, the last hidden state out; `options` go to its call."""

    def __init__(self, encoder, **options):
        super().__init__()
        self.encoder = encoder
        self.options = options

    def forward(self, ids):
        return self.encoder(input_ids=ids, **self.options).last_hidden_state


def image(build):
    return lambda: (build().eval(), [torch.randn(1, 3, 224, 224)])


def bert():
    encoder = transformers.BertModel(transformers.BertConfig()).eval()
    return LastHiddenState(encoder), [torch.randint(0, 1000, (1, 128))]


def gpt2():
    # No key-value cache: a forward pass over the whole sequence, whose
    # attention mask code takes a cumulative sum (a scan).
    decoder = transformers.GPT2Model(transformers.GPT2Config()).eval()
    return LastHiddenState(decoder, use_cache=False), [torch.randint(0, 1000, (1, 128))]


# Each builds the model and its example inputs, on the current device.
MODELS = {
    "resnet50": image(torchvision.models.resnet50),
    "vit_b_16": image(torchvision.models.vit_b_16),
    "bert": bert,
    "gpt2": gpt2,
}


def check(hiera_opt: str, name: str, folder: str) -> str:
    with Timed() as exported:
        with torch.device("meta"):
            model, inputs = MODELS[name]()
        text = hiera.export(model, *inputs)
    if exported.cpu > LIMIT_S:
        return f"FAIL export took {exported}"
    source = os.path.join(folder, name + ".mlir")
    Path(source).write_text(text)
    with Timed() as lowered:
        why, tasks = plan_and_lower(hiera_opt, source)
    if why:
        return why
    if lowered.cpu > LIMIT_S:
        return f"FAIL plan and lower took {lowered}"
    return f"ok {tasks} tasks, none in linalg; export {exported}, plan and lower {lowered}"


def main() -> int:
    failed = 0
    with tempfile.TemporaryDirectory() as folder:
        for name in MODELS:
            outcome = check(sys.argv[1], name, folder)
            print(f"{name}: {outcome}", flush=True)
            failed += not outcome.startswith("ok")
    print(f"{len(MODELS) - failed} of {len(MODELS)} models export, plan and lower")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
