//===- Targets.h - Built-in and JSON-loaded GPU targets ---------*- C++ -*-===//

#ifndef HIERA_TARGET_TARGETS_H
#define HIERA_TARGET_TARGETS_H

#include "hiera/Dialect/Plan/IR/PlanDialect.h"

#include <string>

namespace hiera::plan {

/// The target used when neither the module nor an option names one.
inline constexpr llvm::StringLiteral kDefaultTargetName = "h200";

/// Returns the built-in target called `name` (`h200`, `h100`, `a100`), or a
/// null attribute when there is none.
TargetAttr getBuiltinTarget(mlir::MLIRContext *context, llvm::StringRef name);

/// Names of the built-in targets, for diagnostics.
llvm::ArrayRef<llvm::StringLiteral> getBuiltinTargetNames();

/// Reads a target from a JSON object whose keys are TargetAttr's field names.
/// On failure returns null and sets `error` to a message that names `path`
/// and, where one is at fault, the field.
TargetAttr parseTargetJSON(mlir::MLIRContext *context, llvm::StringRef text,
                           llvm::StringRef path, std::string &error);

/// Resolves a `target=` option: a built-in name, or the path of a JSON file.
TargetAttr resolveTarget(mlir::MLIRContext *context, llvm::StringRef spec,
                         std::string &error);

} // namespace hiera::plan

#endif // HIERA_TARGET_TARGETS_H
