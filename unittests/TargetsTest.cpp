//===- TargetsTest.cpp - Built-in and JSON targets ------------------------===//

#include "hiera/Target/Targets.h"

#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace hiera::plan;

namespace {

class TargetsTest : public ::testing::Test {
protected:
  TargetsTest() { context.loadDialect<PlanDialect>(); }

  TargetAttr parse(llvm::StringRef text) {
    return parseTargetJSON(&context, text, "gpu.json", error);
  }

  MLIRContext context;
  std::string error;
};

constexpr const char *kValidTarget = R"({
  "name": "lab-gpu", "compute_capability": 90, "sm_count": 132,
  "dram_bandwidth_gbps": 4300.5, "l2_bytes": 62914560,
  "smem_per_sm_bytes": 233472, "peak_f64_tflops": 34,
  "peak_f32_tflops": 60.5, "peak_tf32_tflops": 400, "peak_f16_tflops": 790,
  "peak_bf16_tflops": 790, "peak_fp8_tflops": 0, "launch_overhead_us": 2.5
})";

TEST_F(TargetsTest, BuiltinsMatchDatasheets) {
  TargetAttr h200 = getBuiltinTarget(&context, "h200");
  ASSERT_TRUE(h200);
  EXPECT_EQ(h200.getComputeCapability(), 90);
  EXPECT_EQ(h200.getSmCount(), 132);
  EXPECT_DOUBLE_EQ(h200.getDramBandwidthGbps(), 4800.0);
  EXPECT_DOUBLE_EQ(h200.getPeakF32Tflops(), 67.0);
  EXPECT_DOUBLE_EQ(getBuiltinTarget(&context, "h100").getDramBandwidthGbps(),
                   3350.0);
  EXPECT_DOUBLE_EQ(getBuiltinTarget(&context, "a100").getPeakFp8Tflops(), 0.0);
  EXPECT_FALSE(getBuiltinTarget(&context, "v100"));
}

TEST_F(TargetsTest, ReadsEveryField) {
  TargetAttr target = parse(kValidTarget);
  ASSERT_TRUE(target) << error;
  EXPECT_EQ(target.getName(), "lab-gpu");
  EXPECT_DOUBLE_EQ(target.getDramBandwidthGbps(), 4300.5);
  EXPECT_DOUBLE_EQ(target.getPeakF64Tflops(), 34.0);
  EXPECT_DOUBLE_EQ(target.getLaunchOverheadUs(), 2.5);
  EXPECT_EQ(target.getL2Bytes(), 62914560);
}

TEST_F(TargetsTest, BadJSONNamesFileAndPosition) {
  EXPECT_FALSE(parse("{\"name\": \"x\",\n  \"sm_count\": }"));
  EXPECT_NE(error.find("gpu.json: invalid JSON"), std::string::npos) << error;
  EXPECT_NE(error.find("line 2"), std::string::npos) << error;
}

TEST_F(TargetsTest, MissingFieldIsNamed) {
  std::string text = kValidTarget;
  text.replace(text.find("\"sm_count\": 132,"), 16, "");
  EXPECT_FALSE(parse(text));
  EXPECT_EQ(error, "gpu.json: field 'sm_count' is missing");
}

TEST_F(TargetsTest, WrongTypeIsNamed) {
  std::string text = kValidTarget;
  text.replace(text.find("132"), 3, "\"132\"");
  EXPECT_FALSE(parse(text));
  EXPECT_EQ(error, "gpu.json: field 'sm_count' must be an integer");
}

TEST_F(TargetsTest, OutOfRangeFieldIsNamed) {
  std::string text = kValidTarget;
  text.replace(text.find("4300.5"), 6, "-1.0");
  EXPECT_FALSE(parse(text));
  EXPECT_EQ(error, "gpu.json: 'dram_bandwidth_gbps' must be from 1 to 1e6 (GB/s)");
}

TEST_F(TargetsTest, NotAnObject) {
  EXPECT_FALSE(parse("[1, 2]"));
  EXPECT_EQ(error, "gpu.json: expected a JSON object of target fields");
}

TEST_F(TargetsTest, ResolveNamesBuiltinsAndFiles) {
  EXPECT_EQ(resolveTarget(&context, "a100", error).getName(), "a100");
  EXPECT_FALSE(resolveTarget(&context, "b200", error));
  EXPECT_NE(error.find("unknown target 'b200'"), std::string::npos) << error;
  EXPECT_FALSE(resolveTarget(&context, "/nonexistent/gpu.json", error));
  EXPECT_NE(error.find("cannot read target file: /nonexistent/gpu.json"),
            std::string::npos)
      << error;
}

} // namespace
