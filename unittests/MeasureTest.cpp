//===- MeasureTest.cpp - The measurement library --------------------------===//

#include "hiera/Dialect/Plan/IR/PlanDialect.h"
#include "hiera/Measure/CostModel.h"
#include "hiera/Measure/NcuCounters.h"
#include "hiera/Measure/Protocol.h"
#include "hiera/Measure/WorkerPool.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"

#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <set>
#include <unistd.h>

using namespace hiera;

namespace {

std::string print(const llvm::json::Value &value) {
  return llvm::formatv("{0}", value).str();
}

std::string errorOf(llvm::StringRef text) {
  llvm::Expected<RunReport> report = parseRunReport(text, "r.json");
  if (report)
    return "";
  return llvm::toString(report.takeError());
}

TEST(ProtocolTest, RoundTripsEveryField) {
  RunReport report;
  report.device = "NVIDIA H200 (sm_90)";
  report.seed = 7;
  report.checks = 2;
  report.repeats = 20;
  VariantResult good;
  good.task = "matmul_0";
  good.variant = "cublaslt_matmul";
  good.space = "library";
  good.correct = true;
  good.mismatches = 0;
  good.worstToleranceRatio = 0.25;
  good.relativeError = 1e-7;
  good.medianUs = 12.5;
  good.p20Us = 12.0;
  good.p80Us = 13.0;
  good.runs = 20;
  good.gbPerSecond = 3000;
  good.trafficGbPerSecond = 0;
  good.tflops = 400;
  good.rooflineFraction = 0.8;
  VariantResult poisoned = good;
  poisoned.variant = "rows_t512";
  poisoned.correct = false;
  poisoned.error = "";
  poisoned.relativeError = std::numeric_limits<double>::infinity();
  // Too slow for all the repeats: timed fewer times, and says so.
  poisoned.runs = 3;
  report.results = {good, poisoned};

  std::string text = print(toJSON(report));
  llvm::Expected<RunReport> back = parseRunReport(text, "r.json");
  ASSERT_TRUE(bool(back)) << llvm::toString(back.takeError());
  EXPECT_EQ(back->device, report.device);
  EXPECT_EQ(back->seed, 7u);
  EXPECT_EQ(back->repeats, 20u);
  ASSERT_EQ(back->results.size(), 2u);
  EXPECT_EQ(back->results[0].variant, "cublaslt_matmul");
  EXPECT_EQ(back->results[0].space, "library");
  EXPECT_TRUE(back->results[0].correct);
  EXPECT_DOUBLE_EQ(back->results[0].medianUs, 12.5);
  EXPECT_DOUBLE_EQ(back->results[0].tflops, 400);
  EXPECT_DOUBLE_EQ(back->results[0].worstToleranceRatio, 0.25);
  // An unbounded error goes out as null and comes back infinite.
  EXPECT_NE(text.find("\"relative_error\":null"), std::string::npos);
  EXPECT_FALSE(back->results[1].correct);
  EXPECT_TRUE(std::isinf(back->results[1].relativeError));
  EXPECT_EQ(back->results[0].runs, 20);
  EXPECT_EQ(back->results[1].runs, 3);
}

TEST(ProtocolTest, AResultWithAnErrorIsNotCorrect) {
  RunReport report;
  VariantResult crashed;
  crashed.task = "t";
  crashed.variant = "v";
  crashed.correct = true;
  crashed.error = "illegal memory access";
  report.results = {crashed};
  llvm::Expected<RunReport> back =
      parseRunReport(print(toJSON(report)), "r.json");
  ASSERT_TRUE(bool(back));
  EXPECT_FALSE(back->results[0].correct);
  EXPECT_EQ(back->results[0].error, "illegal memory access");
}

TEST(ProtocolTest, ErrorsNameTheFileAndTheField) {
  EXPECT_EQ(errorOf("[1]"), "r.json: not a JSON object");
  EXPECT_EQ(errorOf("{}"), "r.json: field 'results' is missing or not an array");
  EXPECT_EQ(errorOf(R"({"repeats": -1, "results": []})"),
            "r.json: field 'repeats' is not a non-negative integer");
  // Out of the field's range is refused, not wrapped around.
  EXPECT_EQ(errorOf(R"({"checks": 4294967296, "results": []})"),
            "r.json: field 'checks' is not a non-negative integer");
  EXPECT_EQ(errorOf(R"({"results": [3]})"), "r.json: results[0] is not an object");
  EXPECT_EQ(errorOf(R"({"results": [{"variant": "v", "correct": true}]})"),
            "r.json: results[0].task is missing or not a string");
  EXPECT_EQ(errorOf(R"({"results": [{"task": "t", "variant": "v"}]})"),
            "r.json: results[0].correct is missing or not a boolean");
  EXPECT_EQ(errorOf(R"({"results": [{"task": "t", "variant": "v", "correct": true, "median_us": "fast"}]})"),
            "r.json: results[0].median_us is not a non-negative number");
  // A time is never null, whatever else may be.
  EXPECT_EQ(errorOf(R"({"results": [{"task": "t", "variant": "v", "correct": true, "median_us": null}]})"),
            "r.json: results[0].median_us is not a non-negative number");
  EXPECT_EQ(errorOf(R"({"results": [{"task": "t", "variant": "v", "correct": true, "median_us": 5, "p20_us": 6, "p80_us": 7}]})"),
            "r.json: results[0].p20_us <= median_us <= p80_us does not hold");
  EXPECT_EQ(errorOf(R"({"results": [{"task": "t", "variant": "v", "correct": true, "runs": -2}]})"),
            "r.json: results[0].runs is not a non-negative integer");
  EXPECT_EQ(errorOf(R"({"results": [{"task": "t", "variant": "v", "correct": true, "mismatches": 1.5}]})"),
            "r.json: results[0].mismatches is not a non-negative integer");
  EXPECT_NE(errorOf("{").find("r.json: not JSON"), std::string::npos);
}

TEST(NcuCountersTest, ReadsEachKernelsRow) {
  std::string header = "\"ID\",\"Kernel Name\"";
  std::string units = "\"\",\"\"";
  std::string rows[] = {"\"0\",\"k\"", "\"1\",\"other\"", "\"2\",\"k\""};
  double values[][4] = {{88.5, 12.25, 0, 75.5}, {10, 20, 30, 40}, {1, 2, 3, 4}};
  for (auto [index, counter] : llvm::enumerate(ncuCounters())) {
    header += ",\"" + std::string(counter.metric) + "\"";
    units += ",\"%\"";
    for (auto [row, value] : llvm::zip(rows, values))
      row += llvm::formatv(",\"{0}\"", value[index]).str();
  }
  std::string why;
  auto counters = parseNcuCounters("==PROF== noise\n" + header + "\n" + units +
                                       "\n" + rows[0] + "\n" + rows[1] +
                                       "\n==PROF== more noise\n" + rows[2] +
                                       "\n",
                                   why);
  ASSERT_TRUE(counters) << why;
  ASSERT_EQ(counters->size(), 2u);
  // A kernel launched twice keeps its first launch's counters.
  EXPECT_DOUBLE_EQ(counters->at("k").at("dram_throughput_pct"), 88.5);
  EXPECT_DOUBLE_EQ(counters->at("k").at("sm_throughput_pct"), 12.25);
  EXPECT_DOUBLE_EQ(counters->at("k").at("occupancy_pct"), 75.5);
  EXPECT_DOUBLE_EQ(counters->at("other").at("tensor_pipe_pct"), 30);
  EXPECT_EQ(ncuMetricList().find(ncuCounters()[0].metric), 0u);
  EXPECT_FALSE(parseNcuCounters("==ERROR== no kernels were profiled\n", why));
  EXPECT_EQ(why, "no counters in Nsight Compute's output");
}

class WorkerPoolTest : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("hiera-pool", directory));
  }
  void TearDown() override { llvm::sys::fs::remove_directories(directory); }

  std::map<size_t, WorkerExit> runAll(std::vector<std::string> scripts,
                                      unsigned slots, unsigned timeout) {
    std::map<size_t, WorkerExit> exits;
    WorkerPool(slots, directory)
        .run(
            scripts.size(),
            [&](size_t job) -> WorkerJob {
              if (scripts[job].empty())
                return {{"/nonexistent/worker"}, timeout};
              return {{"/bin/sh", "-c", scripts[job]}, timeout};
            },
            [&](size_t job, const WorkerExit &exit) { exits[job] = exit; });
    return exits;
  }

  static std::string contents(llvm::StringRef path) {
    auto buffer = llvm::MemoryBuffer::getFile(path);
    return buffer ? (*buffer)->getBuffer().trim().str() : "";
  }

  llvm::SmallString<128> directory;
};

TEST_F(WorkerPoolTest, SaysHowEachWorkerEnded) {
  auto exits = runAll({"echo answer",
                       "echo 'error: cannot load the module' >&2; exit 3",
                       "echo 'error: illegal memory access' >&2; kill -ABRT $$",
                       "sleep 30", ""},
                      /*slots=*/2, /*timeout=*/1);
  ASSERT_EQ(exits.size(), 5u);
  EXPECT_EQ(exits[0].kind, WorkerExit::Kind::Exited);
  EXPECT_EQ(exits[0].code, 0);
  EXPECT_EQ(contents(exits[0].stdoutPath), "answer");
  EXPECT_EQ(exits[1].kind, WorkerExit::Kind::Exited);
  EXPECT_EQ(exits[1].describe(),
            "the worker exited with 3: error: cannot load the module");
  EXPECT_EQ(exits[2].kind, WorkerExit::Kind::Signalled);
  EXPECT_EQ(exits[2].describe(),
            "the worker died of Aborted: error: illegal memory access");
  EXPECT_EQ(exits[3].kind, WorkerExit::Kind::TimedOut);
  EXPECT_EQ(exits[3].describe(), "no answer within 1 s: stopped");
  EXPECT_EQ(exits[4].kind, WorkerExit::Kind::NotStarted);
  EXPECT_NE(exits[4].describe().find("cannot start /nonexistent/worker"),
            std::string::npos);
}

TEST_F(WorkerPoolTest, EachJobHasItsOwnTimeLimit) {
  std::map<size_t, WorkerExit> exits;
  std::vector<WorkerJob> jobs = {{{"/bin/sh", "-c", "sleep 30"}, 1},
                                 {{"/bin/sh", "-c", "sleep 2; echo done"}, 10}};
  WorkerPool(2, directory)
      .run(
          jobs.size(), [&](size_t job) { return jobs[job]; },
          [&](size_t job, const WorkerExit &exit) { exits[job] = exit; });
  EXPECT_EQ(exits[0].kind, WorkerExit::Kind::TimedOut);
  EXPECT_EQ(exits[0].describe(), "no answer within 1 s: stopped");
  EXPECT_EQ(exits[1].kind, WorkerExit::Kind::Exited);
  EXPECT_EQ(contents(exits[1].stdoutPath), "done");
}

TEST_F(WorkerPoolTest, EachSlotIsAGpu) {
  auto exits = runAll({"echo $CUDA_VISIBLE_DEVICES", "echo $CUDA_VISIBLE_DEVICES",
                       "echo $CUDA_VISIBLE_DEVICES"},
                      /*slots=*/3, /*timeout=*/30);
  std::set<std::string> gpus;
  for (auto &[job, exit] : exits)
    gpus.insert(contents(exit.stdoutPath));
  EXPECT_EQ(gpus, (std::set<std::string>{"0", "1", "2"}));
}

TEST_F(WorkerPoolTest, AStoppedWorkerTakesItsChildren) {
  std::string marker = (directory + "/child-survived").str();
  auto exits = runAll({"(sleep 2; touch " + marker + ") & sleep 30"},
                      /*slots=*/1, /*timeout=*/1);
  EXPECT_EQ(exits[0].kind, WorkerExit::Kind::TimedOut);
  sleep(3);
  EXPECT_FALSE(llvm::sys::fs::exists(marker));
}

TEST(CostModelTest, TheBoundOfWhatAVariantMoves) {
  mlir::MLIRContext context;
  context.loadDialect<plan::PlanDialect, mlir::func::FuncDialect>();
  const char *source = R"mlir(
module attributes {plan.target = #plan.target<name = "lab", compute_capability = 90, sm_count = 132, dram_bandwidth_gbps = 4000.0, l2_bytes = 0, smem_per_sm_bytes = 233472, peak_f64_tflops = 34.0, peak_f32_tflops = 67.0, peak_tf32_tflops = 494.7, peak_f16_tflops = 989.4, peak_bf16_tflops = 989.4, peak_fp8_tflops = 1978.9, launch_overhead_us = 3.0>} {
  func.func @f(%x: tensor<1048576xf32>) -> tensor<1048576xf32> {
    %0 = plan.task "t"(%x) : (tensor<1048576xf32>) -> tensor<1048576xf32>
        contract = #plan.contract<inputs = [tensor<1048576xf32>], roles = [activation], results = [tensor<1048576xf32>], flops = 0, bytes = 8388608, intensity = 0.0, precision = strict, rtol = 1.0e-04, atol = 1.0e-04, constraints = static_shapes, alignment = 16>
        bottleneck = #plan.bottleneck<memory, unit = dram, intensity = 0.0, ridge_point = 16.75, bound_us = 2.097152, source = model> {
    ^bb0(%v: tensor<1048576xf32>):
      plan.yield %v : tensor<1048576xf32>
    } variants {
      plan.variant "linalg" #plan.space<linalg>
      plan.variant "twice" #plan.space<custom> launch = #plan.launch<entry = "k", grid = [1], block = [32], inputs = [0], traffic_bytes = 40000000> source = "k"
    }
    return %0 : tensor<1048576xf32>
  }
})mlir";
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(source, &context);
  ASSERT_TRUE(module);
  auto target = (*module)->getAttrOfType<plan::TargetAttr>(
      plan::PlanDialect::kTargetAttrName);
  std::map<std::string, plan::CostAttr> costs;
  module->walk([&](plan::VariantOp variant) {
    costs[variant.getName().str()] = estimatedCost(
        variant->getParentOfType<plan::TaskOp>(), variant, target);
  });
  // 2.1 us of bytes is under a launch: the launch bounds it.
  EXPECT_DOUBLE_EQ(costs["linalg"].getMedianUs(), 3.0);
  EXPECT_EQ(costs["linalg"].getSource(), plan::CostSource::Estimated);
  EXPECT_EQ(costs["linalg"].getRuns(), 0);
  // 40 MB at 4000 GB/s.
  EXPECT_DOUBLE_EQ(costs["twice"].getMedianUs(), 10.0);
}

} // namespace
