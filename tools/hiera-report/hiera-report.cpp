//===- hiera-report.cpp - Many --hiera-report JSON reports as one ---------===//
//
//   hiera-report [--format=markdown|html] [--meta FILE] [-o SUMMARY.json]
//                REPORT.json...
//
// Prints every task of every report (each an example, named by its file)
// as one table with the totals, rendered as --hiera-report renders one
// module; -o writes the same summary as JSON. A report that is not what
// --hiera-report writes is refused, naming the file and the field.
//
//===----------------------------------------------------------------------===//

#include "hiera/Report/Report.h"
#include "hiera/Support/Files.h"
#include "hiera/Support/JSON.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

using namespace hiera;

static llvm::cl::list<std::string> inputs(llvm::cl::Positional,
                                          llvm::cl::OneOrMore,
                                          llvm::cl::desc("<report.json>..."));
static llvm::cl::opt<report::Format> format(
    "format", llvm::cl::desc("What to print"),
    llvm::cl::values(clEnumValN(report::Format::Markdown, "markdown",
                                "Markdown"),
                     clEnumValN(report::Format::HTML, "html", "HTML")),
    llvm::cl::init(report::Format::Markdown));
static llvm::cl::opt<std::string>
    metaPath("meta", llvm::cl::desc("A text file of lines (date, GPU, driver) "
                                    "to head the summary"),
             llvm::cl::value_desc("file"));
static llvm::cl::opt<std::string>
    jsonPath("o", llvm::cl::desc("Write the summary as JSON here too"),
             llvm::cl::value_desc("file"));

static int fail(const llvm::Twine &message) {
  llvm::errs() << "hiera-report: " << message << "\n";
  return 1;
}

static int run(int argc, char **argv) {
  llvm::cl::ParseCommandLineOptions(
      argc, argv, "Many --hiera-report JSON reports as one table\n");
  std::vector<report::Example> examples;
  for (const std::string &input : inputs) {
    auto buffer = hiera::readBoundedFile(input, hiera::kDataLimitBytes);
    if (!buffer)
      return fail("cannot read " + llvm::toString(buffer.takeError()));
    llvm::Expected<llvm::json::Value> value =
        parseJSON((*buffer)->getBuffer());
    if (!value)
      return fail(input + ": not JSON: " + llvm::toString(value.takeError()));
    llvm::Expected<report::Report> parsed = report::reportFromJSON(*value, input);
    if (!parsed)
      return fail(llvm::toString(parsed.takeError()));
    examples.push_back(
        {llvm::sys::path::stem(input).str(), std::move(*parsed)});
  }
  std::string meta;
  if (!metaPath.empty()) {
    auto buffer = hiera::readBoundedFile(metaPath, hiera::kDataLimitBytes);
    if (!buffer)
      return fail("cannot read " + llvm::toString(buffer.takeError()));
    meta = (*buffer)->getBuffer().str();
  }
  if (!jsonPath.empty()) {
    // The summary written over a report it reads would lose the report.
    std::vector<std::string> read(inputs.begin(), inputs.end());
    read.push_back(metaPath);
    for (const std::string &input : read) {
      bool same = false;
      if (!input.empty() && !llvm::sys::fs::equivalent(jsonPath, input, same) &&
          same)
        return fail(jsonPath + ": is " + input +
                    ", which this reads; write the summary to another file");
    }
    if (llvm::Error failed =
            writeFileAtomically(jsonPath, [&](llvm::raw_ostream &os) {
              os << llvm::formatv("{0:2}", report::summaryJSON(examples, meta))
                 << "\n";
            }))
      return fail(llvm::toString(std::move(failed)));
  }
  report::renderSummary(examples, meta, format, llvm::outs());
  return 0;
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  failOnUnwrittenStdoutAtExit("hiera-report");
  return run(argc, argv);
}
