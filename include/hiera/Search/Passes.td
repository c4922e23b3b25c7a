//===- Passes.td - HIERA's search passes -------------------*- tablegen -*-===//
//
// Measurement and the budgeted search: what needs a GPU (or recorded
// results), the tuning database and, for the LLM policy, libcurl.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_SEARCH_PASSES
#define HIERA_SEARCH_PASSES

include "mlir/Pass/PassBase.td"

def HieraProfile : Pass<"hiera-profile", "mlir::ModuleOp"> {
  let summary = "Write a measured or estimated cost on every candidate";
  let description = [{
    Writes `#plan.cost` on each `plan.variant` that has none.

    - `profile=gpu`: a task's candidates run in a worker process
      (`hiera-run --json --task=T --variant=T/V1,T/V2,...`, found beside
      hiera-opt or on PATH, or `runner=`), one worker per visible GPU
      (`CUDA_VISIBLE_DEVICES`), `workers=` at most; a task's candidates are
      split over the GPUs where there are fewer tasks than GPUs, and tasks
      share a worker where there are more (an even share of the candidates
      each, at most 16), since each worker first starts a process, reads
      the module and readies the GPU. Before the workers start, the
      candidates' CUDA kernels are compiled at once, on every core, into
      the PTX cache, where the workers find them. The worker
      draws fresh random inputs and runs the task's f64 reference once per
      check for all of its candidates, checks each against it (outputs
      poisoned first, inputs restored before each; positive inputs where
      signed ones leave a result NaN somewhere and positive ones less so;
      bools 0 or 1, a gather's indices within their extent, a recurrent
      layer's weights within 1/sqrt(hidden size); drawn, widened and
      compared on the GPU, where the arrays are), then times each on
      other inputs with CUDA events on its stream, L2 flushed between runs;
      a candidate more than 10x faster than its roofline bound is flagged
      invalid. Where a worker gives no answer (a crash: illegal address,
      trap, abort; a non-zero exit without results; a candidate whose runs
      take more than `timeout=` seconds, when the worker ends itself; or
      no answer within `timeout=` seconds per candidate, when it is
      killed), its tasks are measured again a worker each, then the
      candidates of a task whose worker gave no answer each in a worker of
      its own, so that only the candidate at fault is marked invalid, with
      `plan.invalid_reason`. Candidates of tasks that compute the same
      (the same contract and body, a network's repeated blocks), which
      differ only in the names their kernels take from their tasks, are
      measured once, for the first such task, and the others take that
      outcome (cost, reason, counters).
      Fails with a clear message when no GPU answers.
    - `profile=file results=PATH`: costs read from results hiera-run
      --json wrote (recorded profiles); a malformed file is refused naming
      the field.
    - `profile=model`: the roofline bound of each candidate (its own
      `traffic_bytes` where it moves more than the contract, at least a
      launch), labelled `estimated`, never `measured`.
    - `profile=auto` (the default): `gpu` when a GPU answers, else `model`,
      saying so once.

    With `db=PATH` (a tuning database, created when missing), a candidate
    whose cost the database knows (same task body and contract, target,
    variant and toolchain) is not measured again; new measurements are
    recorded, each in its own transaction. A file that is not a tuning
    database is refused and left untouched.

    Hardware counters (`plan.counters`, on by default): where Nsight Compute
    (`ncu`) is on PATH, each valid custom candidate runs once more, untimed,
    under it, its kernel picked by its entry name, and the variant gets
    `plan.counters = {dram_throughput_pct, sm_throughput_pct, tensor_pipe_pct,
    occupancy_pct}`; the times stay those measured without counters. Where
    they cannot be read (no ncu, no permission), the pass says so once and
    goes on with times.

    A progress line on stderr, when it is a terminal, and a remark with how
    many candidates were measured on how many GPUs.
  }];
  let options = [
    Option<"profile", "profile", "::hiera::ProfileMode",
           /*default=*/"::hiera::ProfileMode::Auto", "How costs are found",
           [{::llvm::cl::values(
             clEnumValN(::hiera::ProfileMode::Auto, "auto",
                        "on a GPU when one answers, else estimated"),
             clEnumValN(::hiera::ProfileMode::GPU, "gpu", "on a GPU"),
             clEnumValN(::hiera::ProfileMode::Model, "model",
                        "estimated from the roofline"),
             clEnumValN(::hiera::ProfileMode::File, "file",
                        "read back from recorded results (results=)"))}]>,
    Option<"results", "results", "std::string", /*default=*/"\"\"",
           "hiera-run --json results to read (profile=file)">,
    Option<"runner", "runner", "std::string", /*default=*/"\"\"",
           "The hiera-run that measures (default: beside hiera-opt, or on "
           "PATH)">,
    Option<"timeoutSeconds", "timeout", "unsigned", /*default=*/"300",
           "Seconds each candidate may take of its worker's time before the "
           "worker is stopped">,
    Option<"checks", "checks", "unsigned", /*default=*/"2",
           "Correctness trials per candidate, each on fresh random inputs">,
    Option<"repeats", "repeats", "unsigned", /*default=*/"20",
           "Timed runs per candidate">,
    Option<"maxWorkers", "workers", "unsigned", /*default=*/"0",
           "Workers at most (default: one per visible GPU)">,
    Option<"skipUntried", "skip-untried", "bool", /*default=*/"false",
           "Leave variants marked `plan.untried` (by --hiera-refine) unmeasured">,
    Option<"counters", "counters", "bool", /*default=*/"true",
           "Read hardware counters of custom candidates with Nsight Compute "
           "(ncu) where it is available">,
    Option<"database", "db", "std::string", /*default=*/"\"\"",
           "Tuning database (SQLite) to read known costs from and record "
           "new ones in">
  ];
}

def HieraRefine : Pass<"hiera-refine", "mlir::ModuleOp"> {
  let summary = "Spend a trial budget on each task's candidates in rounds";
  let description = [{
    The planning loop. For each task, `rounds` rounds of at most
    `budget / rounds` trials (a trial: one candidate measured): the policy
    reads the task's attribution (measured once the task has measurements,
    the model's before), ranks the five directions from it, and picks the
    next untried candidates: the linalg baseline and the library call
    first, then the catalogue's parameter sets of the first direction in
    their ranked order, then of the next. `--hiera-profile` measures what
    was picked (`profile=`, `runner=`, `timeout=`, `db=` as there; times
    only, without hardware counters, which no decision reads),
    `--hiera-attribute` re-derives the attribution, and the best valid
    variant is selected. A task whose best variant reaches 90% of its
    roofline bound spends no more trials.

    Directions: compute-bound tasks try tensor cores then data reuse;
    tasks measured short of DRAM bandwidth, memory transactions (more bytes
    in flight) then parallelism; latency-bound ones, parallelism and fewer
    branches; memory-bound ones, memory transactions then data reuse. A
    candidate's direction follows from its kernel family and parameters.

    The IR keeps the history: each tried variant has `plan.round`, `direction`,
    `plan.why` and its cost; candidates never tried stay without a cost.
    Decisions are remarks.

    `policy=expert` is deterministic and offline. `policy=llm` asks an
    OpenAI-compatible model (`HIERA_LLM_ENDPOINT`, `HIERA_LLM_MODEL`,
    `HIERA_LLM_API_KEY`) each round, from the task's body, contract,
    attribution, the expert's ranking and every candidate so far with its
    time or its failure, for a direction, candidates to measure and
    optionally a CUDA kernel of its own (`llm_r<round>`), compiled with
    clang like the catalogue's and checked and measured like any candidate;
    one that does not compile is marked invalid and shown in the next
    prompt. An exchange that fails is a remark and the expert's choices
    stand. With `transcript=DIR` every exchange is recorded;
    `policy=replay` answers from them without a network, so a search is
    reproducible. Token counts go to the module's `plan.llm_tokens`.
  }];
  let options = [
    Option<"policy", "policy", "::hiera::SearchPolicy",
           /*default=*/"::hiera::SearchPolicy::Expert",
           "Who picks the candidates to measure",
           [{::llvm::cl::values(
             clEnumValN(::hiera::SearchPolicy::None, "none",
                        "no search: the pass changes nothing"),
             clEnumValN(::hiera::SearchPolicy::Expert, "expert",
                        "the offline expert"),
             clEnumValN(::hiera::SearchPolicy::LLM, "llm", "a language model"),
             clEnumValN(::hiera::SearchPolicy::Replay, "replay",
                        "a model's recorded answers (transcript=)"))}]>,
    Option<"transcript", "transcript", "std::string", /*default=*/"\"\"",
           "Directory of LLM exchanges: recorded (llm) or answered from "
           "(replay)">,
    Option<"endpoint", "endpoint", "std::string", /*default=*/"\"\"",
           "OpenAI-compatible base URL ending in /v1 (default: "
           "$HIERA_LLM_ENDPOINT)">,
    Option<"model", "model", "std::string", /*default=*/"\"\"",
           "The model to ask (default: $HIERA_LLM_MODEL); the key comes from "
           "$HIERA_LLM_API_KEY only, never from a pipeline">,
    Option<"llmTimeoutSeconds", "llm-timeout", "unsigned",
           /*default=*/"120", "Seconds an LLM answer may take">,
    Option<"clang", "clang", "std::string", /*default=*/"\"\"",
           "clang for kernels the LLM writes (default: clang-22)">,
    Option<"budget", "budget", "unsigned", /*default=*/"18",
           "Trials per task, over all rounds">,
    Option<"rounds", "rounds", "unsigned", /*default=*/"3",
           "Rounds per task">,
    Option<"profile", "profile", "::hiera::ProfileMode",
           /*default=*/"::hiera::ProfileMode::Auto",
           "How candidates are measured",
           [{::llvm::cl::values(
             clEnumValN(::hiera::ProfileMode::Auto, "auto",
                        "on a GPU when one answers, else estimated"),
             clEnumValN(::hiera::ProfileMode::GPU, "gpu", "on a GPU"),
             clEnumValN(::hiera::ProfileMode::Model, "model",
                        "estimated from the roofline"),
             clEnumValN(::hiera::ProfileMode::File, "file",
                        "read back from recorded results (results=)"))}]>,
    Option<"results", "results", "std::string", /*default=*/"\"\"",
           "hiera-run --json results to read (profile=file)">,
    Option<"runner", "runner", "std::string", /*default=*/"\"\"",
           "The hiera-run that measures">,
    Option<"timeoutSeconds", "timeout", "unsigned", /*default=*/"300",
           "Seconds a candidate may take">,
    Option<"database", "db", "std::string", /*default=*/"\"\"",
           "Tuning database">
  ];
}

#endif // HIERA_SEARCH_PASSES
