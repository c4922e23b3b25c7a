//===- PlanDialect.h - The HIERA plan dialect -------------------*- C++ -*-===//
//
// The one header to include for the plan dialect: the dialect, its enums,
// attributes and operations.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_DIALECT_PLAN_IR_PLANDIALECT_H
#define HIERA_DIALECT_PLAN_IR_PLANDIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/bit.h"

#include "hiera/Dialect/Plan/IR/PlanDialect.h.inc"
#include "hiera/Dialect/Plan/IR/PlanEnums.h.inc"

namespace hiera::plan {

/// A double that can key uniqued attribute storage: LLVM hashes no doubles.
/// Equality is bitwise, as the hash is.
struct F64 {
  double value;
  F64(double value = 0.0) : value(value) {}
  operator double() const { return value; }
  bool operator==(const F64 &other) const {
    return llvm::bit_cast<uint64_t>(value) ==
           llvm::bit_cast<uint64_t>(other.value);
  }
};
inline llvm::hash_code hash_value(F64 number) {
  return llvm::hash_value(llvm::bit_cast<uint64_t>(number.value));
}

/// Parses a float literal (an integer literal is accepted too).
mlir::FailureOr<F64> parseF64(mlir::AsmParser &parser);
/// The shortest literal that reads back as `value`, always with a '.' so
/// that MLIR's lexer takes it for a float: 0.125, 1.0e-04, 4800.0.
std::string formatF64(double value);
/// Prints formatF64(value).
void printF64(mlir::AsmPrinter &printer, double value);
/// Parses the keyword `true` or `false`.
mlir::FailureOr<bool> parseBool(mlir::AsmParser &parser);

/// Parses `[elem, elem, ...]`.
template <typename T>
mlir::FailureOr<llvm::SmallVector<T>> parseList(mlir::AsmParser &parser) {
  llvm::SmallVector<T> elements;
  if (parser.parseCommaSeparatedList(
          mlir::AsmParser::Delimiter::Square, [&]() -> mlir::ParseResult {
            mlir::FailureOr<T> element = mlir::FieldParser<T>::parse(parser);
            if (mlir::failed(element))
              return mlir::failure();
            elements.push_back(*element);
            return mlir::success();
          }))
    return mlir::failure();
  return elements;
}

/// Prints `[elem, elem, ...]`.
template <typename T>
void printList(mlir::AsmPrinter &printer, llvm::ArrayRef<T> elements) {
  printer << '[';
  llvm::interleaveComma(elements, printer);
  printer << ']';
}

/// One argument of a library call (#plan.library_call): a task buffer, a
/// null pointer or an integer. Written `input 0`, `output 0`, `null`,
/// `i32 3`, `i64 4096`.
struct CallArg {
  CallArgKind kind = CallArgKind::Null;
  /// The buffer's index, or the integer.
  int64_t value = 0;

  static CallArg input(int64_t index) { return {CallArgKind::Input, index}; }
  static CallArg output(int64_t index) { return {CallArgKind::Output, index}; }
  static CallArg null() { return {CallArgKind::Null, 0}; }
  static CallArg i32(int64_t value) { return {CallArgKind::I32, value}; }
  static CallArg i64(int64_t value) { return {CallArgKind::I64, value}; }
  bool operator==(const CallArg &other) const {
    return kind == other.kind && value == other.value;
  }
};
inline llvm::hash_code hash_value(const CallArg &arg) {
  return llvm::hash_combine(static_cast<uint32_t>(arg.kind), arg.value);
}
mlir::AsmPrinter &operator<<(mlir::AsmPrinter &printer, const CallArg &arg);

} // namespace hiera::plan

namespace mlir {
template <>
struct FieldParser<hiera::plan::CallArg> {
  static FailureOr<hiera::plan::CallArg> parse(AsmParser &parser);
};
} // namespace mlir

#include "hiera/Dialect/Plan/IR/PlanInterfaces.h.inc"

#define GET_ATTRDEF_CLASSES
#include "hiera/Dialect/Plan/IR/PlanAttrs.h.inc"

#define GET_OP_CLASSES
#include "hiera/Dialect/Plan/IR/PlanOps.h.inc"

#endif // HIERA_DIALECT_PLAN_IR_PLANDIALECT_H
