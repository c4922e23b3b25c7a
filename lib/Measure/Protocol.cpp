//===- Protocol.cpp - What a measuring worker reports ---------------------===//

#include "hiera/Measure/Protocol.h"
#include "hiera/Support/JSON.h"

#include "llvm/Support/FormatVariadic.h"

#include <cmath>
#include <limits>

using namespace hiera;

llvm::json::Value hiera::toJSON(const RunReport &report) {
  auto number = [](double value) -> llvm::json::Value {
    if (std::isfinite(value))
      return value;
    return nullptr;
  };
  llvm::json::Array rows;
  for (const VariantResult &r : report.results)
    rows.push_back(llvm::json::Object{
        {"task", r.task},
        {"space", r.space},
        {"variant", r.variant},
        {"correct", r.correct && r.error.empty()},
        {"error", r.error},
        {"mismatches", r.mismatches},
        {"worst_tolerance_ratio", number(r.worstToleranceRatio)},
        {"relative_error", number(r.relativeError)},
        {"median_us", number(r.medianUs)},
        {"p20_us", number(r.p20Us)},
        {"p80_us", number(r.p80Us)},
        {"runs", r.runs},
        {"gb_per_s", number(r.gbPerSecond)},
        {"traffic_gb_per_s", number(r.trafficGbPerSecond)},
        {"tflops", number(r.tflops)},
        {"roofline_fraction", number(r.rooflineFraction)}});
  return llvm::json::Object{{"device", report.device},
                            {"seed", report.seed},
                            {"checks", report.checks},
                            {"repeats", report.repeats},
                            {"results", std::move(rows)}};
}

static llvm::Error fail(const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), message);
}

/// Reads `object[name]`, where it is there, into `count`: false where it
/// is not an integer from 0 to the largest a T holds.
template <typename T>
static bool readCount(const llvm::json::Object &object, llvm::StringRef name,
                      T &count) {
  const llvm::json::Value *given = object.get(name);
  if (!given)
    return true;
  std::optional<int64_t> value = given->getAsInteger();
  if (!value || *value < 0 ||
      uint64_t(*value) > uint64_t(std::numeric_limits<T>::max()))
    return false;
  count = static_cast<T>(*value);
  return true;
}

llvm::Expected<RunReport> hiera::parseRunReport(llvm::StringRef text,
                                                llvm::StringRef path) {
  llvm::Expected<llvm::json::Value> parsed = parseJSON(text);
  if (!parsed) {
    std::string why = llvm::toString(parsed.takeError());
    return fail(path + ": not JSON: " + why);
  }
  const llvm::json::Object *root = parsed->getAsObject();
  if (!root)
    return fail(path + ": not a JSON object");
  RunReport report;
  if (std::optional<llvm::StringRef> device = root->getString("device"))
    report.device = device->str();
  for (auto [name, field] :
       {std::pair<const char *, unsigned *>{"checks", &report.checks},
        {"repeats", &report.repeats}})
    if (!readCount(*root, name, *field))
      return fail(path + ": field '" + name +
                  "' is not a non-negative integer");
  if (const llvm::json::Value *seed = root->get("seed")) {
    std::optional<uint64_t> value = seed->getAsUINT64();
    if (!value)
      return fail(path + ": field 'seed' is not a non-negative integer");
    report.seed = *value;
  }
  const llvm::json::Array *results = root->getArray("results");
  if (!results)
    return fail(path + ": field 'results' is missing or not an array");
  for (auto [index, value] : llvm::enumerate(*results)) {
    auto field = [&, index = index](const char *name) {
      return llvm::formatv("{0}: results[{1}].{2}", path, index, name).str();
    };
    const llvm::json::Object *entry = value.getAsObject();
    if (!entry)
      return fail(llvm::formatv("{0}: results[{1}] is not an object", path,
                                index)
                      .str());
    VariantResult result;
    for (auto [name, text] :
         {std::pair<const char *, std::string *>{"task", &result.task},
          {"variant", &result.variant}}) {
      std::optional<llvm::StringRef> given = entry->getString(name);
      if (!given)
        return fail(field(name) + " is missing or not a string");
      *text = given->str();
    }
    std::optional<bool> correct = entry->getBoolean("correct");
    if (!correct)
      return fail(field("correct") + " is missing or not a boolean");
    result.correct = *correct;
    if (std::optional<llvm::StringRef> space = entry->getString("space"))
      result.space = space->str();
    if (std::optional<llvm::StringRef> error = entry->getString("error"))
      result.error = error->str();
    for (auto [name, count] :
         {std::pair<const char *, int64_t *>{"mismatches", &result.mismatches},
          {"runs", &result.runs}})
      if (!readCount(*entry, name, *count))
        return fail(field(name) + " is not a non-negative integer");
    for (auto [name, number] :
         {std::pair<const char *, double *>{"median_us", &result.medianUs},
          {"p20_us", &result.p20Us},
          {"p80_us", &result.p80Us},
          {"relative_error", &result.relativeError},
          {"worst_tolerance_ratio", &result.worstToleranceRatio},
          {"gb_per_s", &result.gbPerSecond},
          {"traffic_gb_per_s", &result.trafficGbPerSecond},
          {"tflops", &result.tflops},
          {"roofline_fraction", &result.rooflineFraction}}) {
      const llvm::json::Value *given = entry->get(name);
      if (!given)
        continue;
      // An unbounded error or rate (a NaN or poisoned output, a time of 0)
      // is written as null; a time never is.
      if (given->getAsNull() && !llvm::StringRef(name).ends_with("_us")) {
        *number = std::numeric_limits<double>::infinity();
        continue;
      }
      std::optional<double> parsedNumber = given->getAsNumber();
      if (!parsedNumber || *parsedNumber < 0)
        return fail(field(name) + " is not a non-negative number");
      *number = *parsedNumber;
    }
    if (!(result.p20Us <= result.medianUs && result.medianUs <= result.p80Us))
      return fail(field("p20_us") + " <= median_us <= p80_us does not hold");
    report.results.push_back(std::move(result));
  }
  return report;
}
