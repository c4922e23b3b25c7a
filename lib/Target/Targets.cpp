//===- Targets.cpp - Built-in and JSON-loaded GPU targets -----------------===//
//
// Built-in figures are the vendors' datasheet numbers for the SXM parts,
// dense (no structured sparsity). Launch overhead is not on any datasheet:
// 3 us is the typical cost of one kernel launch seen by a host thread on
// these GPUs, and a measured target file can replace it.
//
//===----------------------------------------------------------------------===//

#include "hiera/Target/Targets.h"
#include "hiera/Support/Files.h"
#include "hiera/Support/JSON.h"

#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"

using namespace mlir;
using namespace hiera::plan;

namespace {
struct TargetSpec {
  llvm::StringLiteral name;
  int64_t computeCapability, smCount;
  double dramBandwidthGbps;
  int64_t l2Bytes, smemPerSmBytes;
  double peakF64, peakF32, peakTF32, peakF16, peakBF16, peakFP8;
  double launchOverheadUs;
};
} // namespace

static const TargetSpec kBuiltinTargets[] = {
    // H200 SXM: the H100's processor with 141 GB of HBM3e at 4.8 TB/s.
    {"h200", 90, 132, 4800.0, 62914560, 233472, 34.0, 67.0, 494.7, 989.4,
     989.4, 1978.9, 3.0},
    {"h100", 90, 132, 3350.0, 52428800, 233472, 34.0, 67.0, 494.7, 989.4,
     989.4, 1978.9, 3.0},
    // A100 SXM4 80 GB: no fp8 tensor cores.
    {"a100", 80, 108, 2039.0, 41943040, 167936, 9.7, 19.5, 156.0, 312.0,
     312.0, 0.0, 3.0},
};

static const llvm::StringLiteral kBuiltinTargetNames[] = {"h200", "h100",
                                                          "a100"};

ArrayRef<llvm::StringLiteral> hiera::plan::getBuiltinTargetNames() {
  return kBuiltinTargetNames;
}

TargetAttr hiera::plan::getBuiltinTarget(MLIRContext *context,
                                         StringRef name) {
  for (const TargetSpec &spec : kBuiltinTargets)
    if (spec.name == name)
      return TargetAttr::get(
          context, spec.name, spec.computeCapability, spec.smCount,
          spec.dramBandwidthGbps, spec.l2Bytes, spec.smemPerSmBytes,
          spec.peakF64, spec.peakF32, spec.peakTF32, spec.peakF16,
          spec.peakBF16, spec.peakFP8, spec.launchOverheadUs);
  return {};
}

namespace {
/// Reads typed fields of one JSON object, keeping the first error.
class FieldReader {
public:
  FieldReader(const llvm::json::Object &object, StringRef path,
              std::string &error)
      : object(object), path(path), error(error) {}

  bool ok() const { return error.empty(); }

  template <typename T> T get(const char *field) {
    if (!ok())
      return T();
    const llvm::json::Value *value = object.get(field);
    if (!value) {
      fail(field, "is missing");
      return T();
    }
    if constexpr (std::is_same_v<T, std::string>) {
      if (std::optional<StringRef> text = value->getAsString())
        return text->str();
      return fail(field, "must be a string"), T();
    } else if constexpr (std::is_integral_v<T>) {
      if (std::optional<int64_t> number = value->getAsInteger())
        return *number;
      return fail(field, "must be an integer"), T();
    } else {
      if (std::optional<double> number = value->getAsNumber())
        return *number;
      return fail(field, "must be a number"), T();
    }
  }

private:
  void fail(const char *field, StringRef what) {
    error = (path + ": field '" + field + "' " + what).str();
  }

  const llvm::json::Object &object;
  StringRef path;
  std::string &error;
};

/// llvm::json's "[LINE:COLUMN, byte=N]: what" as "parse error at line
/// LINE, column COLUMN: what".
std::string describeParseError(llvm::Error error) {
  std::string text = llvm::toString(std::move(error));
  SmallVector<StringRef> parts;
  if (llvm::Regex("^\\[([0-9]+):([0-9]+), byte=[0-9]+\\]: (.*)$")
          .match(text, &parts))
    return ("parse error at line " + parts[1] + ", column " + parts[2] +
            ": " + parts[3])
        .str();
  return text;
}
} // namespace

TargetAttr hiera::plan::parseTargetJSON(MLIRContext *context, StringRef text,
                                        StringRef path, std::string &error) {
  llvm::Expected<llvm::json::Value> root = hiera::parseJSON(text);
  if (!root) {
    error =
        (path + ": invalid JSON: " + describeParseError(root.takeError()))
            .str();
    return {};
  }
  const llvm::json::Object *object = root->getAsObject();
  if (!object) {
    error = (path + ": expected a JSON object of target fields").str();
    return {};
  }
  error.clear();
  FieldReader read(*object, path, error);
  auto name = read.get<std::string>("name");
  auto computeCapability = read.get<int64_t>("compute_capability");
  auto smCount = read.get<int64_t>("sm_count");
  auto bandwidth = read.get<double>("dram_bandwidth_gbps");
  auto l2Bytes = read.get<int64_t>("l2_bytes");
  auto smem = read.get<int64_t>("smem_per_sm_bytes");
  auto f64 = read.get<double>("peak_f64_tflops");
  auto f32 = read.get<double>("peak_f32_tflops");
  auto tf32 = read.get<double>("peak_tf32_tflops");
  auto f16 = read.get<double>("peak_f16_tflops");
  auto bf16 = read.get<double>("peak_bf16_tflops");
  auto fp8 = read.get<double>("peak_fp8_tflops");
  auto launch = read.get<double>("launch_overhead_us");
  if (!read.ok())
    return {};

  // Range checks are the attribute's own verifier; capture its message.
  std::string verifierMessage;
  ScopedDiagnosticHandler handler(context, [&](Diagnostic &diag) {
    verifierMessage = diag.str();
    return success();
  });
  auto emitDiagnostic = [&] { return emitError(UnknownLoc::get(context)); };
  if (failed(TargetAttr::verify(emitDiagnostic, name, computeCapability,
                                smCount, bandwidth, l2Bytes, smem, f64, f32,
                                tf32, f16, bf16, fp8, launch))) {
    error = (path + ": " + verifierMessage).str();
    return {};
  }
  TargetAttr target =
      TargetAttr::get(context, name, computeCapability, smCount, bandwidth,
                      l2Bytes, smem, f64, f32, tf32, f16, bf16, fp8, launch);
  return target;
}

TargetAttr hiera::plan::resolveTarget(MLIRContext *context, StringRef spec,
                                      std::string &error) {
  if (TargetAttr builtin = getBuiltinTarget(context, spec))
    return builtin;
  bool looksLikePath = spec.contains('/') ||
                       llvm::sys::path::extension(spec) == ".json";
  if (!looksLikePath) {
    error = ("unknown target '" + spec + "': expected one of " +
             llvm::join(getBuiltinTargetNames(), ", ") +
             ", or the path of a JSON target file")
                .str();
    return {};
  }
  auto buffer = hiera::readBoundedFile(spec, hiera::kDataLimitBytes);
  if (!buffer) {
    error = "cannot read target file: " + llvm::toString(buffer.takeError());
    return {};
  }
  return parseTargetJSON(context, (*buffer)->getBuffer(), spec, error);
}
