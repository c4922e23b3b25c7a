//===- Report.cpp - --hiera-report: the report of a planned module --------===//
//
// The summary and its renderings are hiera/Report/Report.h's; the pass
// picks the format and writes the file.
//
//===----------------------------------------------------------------------===//

#include "hiera/Report/Report.h"
#include "hiera/Support/Files.h"
#include "hiera/Transforms/Passes.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

namespace hiera {
#define GEN_PASS_DEF_HIERAREPORT
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;
using namespace hiera;

namespace {
struct ReportPass : public hiera::impl::HieraReportBase<ReportPass> {
  using HieraReportBase::HieraReportBase;

  /// A report that could not be written would be found missing only after
  /// the search before it: its folder is checked before anything runs.
  LogicalResult initialize(MLIRContext *context) override {
    StringRef folder = llvm::sys::path::parent_path(path);
    if (folder.empty())
      folder = ".";
    StringRef why = path.empty() ? "no path= given"
                    : llvm::sys::fs::is_directory(path)
                        ? "it is a folder"
                    : llvm::sys::fs::access(folder,
                                            llvm::sys::fs::AccessMode::Write)
                        ? "its folder does not exist or is not writable"
                        : "";
    if (!why.empty())
      return emitError(UnknownLoc::get(context))
             << "hiera-report: cannot write '" << path << "': " << why;
    return success();
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    report::Report summary = report::summarize(module);
    ReportFormat chosen = format;
    if (chosen == ReportFormat::Auto)
      chosen = StringRef(path).ends_with(".json")   ? ReportFormat::JSON
               : StringRef(path).ends_with(".html") ? ReportFormat::HTML
                                                    : ReportFormat::Markdown;
    if (llvm::Error failed = writeFileAtomically(path, [&](raw_ostream &os) {
          if (chosen == ReportFormat::JSON)
            os << llvm::formatv("{0:2}", report::toJSON(summary)) << "\n";
          else
            report::render(summary,
                           chosen == ReportFormat::HTML
                               ? report::Format::HTML
                               : report::Format::Markdown,
                           os);
        })) {
      module.emitError() << "hiera-report: " << llvm::toString(std::move(failed));
      return signalPassFailure();
    }
    markAllAnalysesPreserved();
  }
};
} // namespace
