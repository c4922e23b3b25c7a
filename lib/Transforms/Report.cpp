//===- Report.cpp - --hiera-report: the report of a planned module --------===//
//
// The summary and its renderings are hiera/Report/Report.h's; the pass
// picks the format and writes the file.
//
//===----------------------------------------------------------------------===//

#include "hiera/Report/Report.h"
#include "hiera/Transforms/Passes.h"

#include "llvm/Support/FormatVariadic.h"

namespace hiera {
#define GEN_PASS_DEF_HIERAREPORT
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;
using namespace hiera;

namespace {
struct ReportPass : public hiera::impl::HieraReportBase<ReportPass> {
  using HieraReportBase::HieraReportBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    if (ec) {
      module.emitError() << "hiera-report: cannot write " << path << ": "
                         << ec.message();
      return signalPassFailure();
    }
    report::Report summary = report::summarize(module);
    ReportFormat chosen = format;
    if (chosen == ReportFormat::Auto)
      chosen = StringRef(path).ends_with(".json")   ? ReportFormat::JSON
               : StringRef(path).ends_with(".html") ? ReportFormat::HTML
                                                    : ReportFormat::Markdown;
    if (chosen == ReportFormat::JSON)
      os << llvm::formatv("{0:2}", report::toJSON(summary)) << "\n";
    else
      report::render(summary,
                     chosen == ReportFormat::HTML ? report::Format::HTML
                                                  : report::Format::Markdown,
                     os);
    markAllAnalysesPreserved();
  }
};
} // namespace
