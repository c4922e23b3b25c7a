//===- Expressions.cpp - MLIR payload ops as CUDA C++ expressions ---------===//

#include "CudaWriter.h"
#include "hiera/Analysis/Workload.h"
#include "hiera/Kernels/Kernels.h"

#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

/// C type of a scalar MLIR type, or empty when unsupported.
std::string hiera::cudaType(Type type) {
  if (type.isF32())
    return "float";
  if (type.isF64())
    return "double";
  if (type.isInteger(1))
    return "bool";
  return "";
}

/// An exact literal: the value's bits, reinterpreted.
std::string hiera::cudaLiteral(FloatAttr value) {
  APInt bits = value.getValue().bitcastToAPInt();
  if (value.getType().isF32())
    return llvm::formatv("__int_as_float({0:x})", bits.getZExtValue()).str();
  return llvm::formatv("__longlong_as_double({0:x}ll)", bits.getZExtValue())
      .str();
}

FailureOr<SmallVector<linalg::LinalgOp>>
hiera::computingOps(plan::TaskOp task, std::string &why) {
  plan::ContractAttr contract = task.getContractAttr();
  if (!contract || !contract.hasStaticShapes()) {
    why = "the task needs a contract with static shapes";
    return failure();
  }
  SmallVector<linalg::LinalgOp> ops;
  for (Operation &op : task.getBodyBlock().without_terminator()) {
    if (isa<arith::ConstantOp, tensor::EmptyOp>(op))
      continue;
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (!linalgOp) {
      why = "an op that is not structured";
      return failure();
    }
    if (classifyOp(linalgOp) != OpClass::Fill)
      ops.push_back(linalgOp);
  }
  return ops;
}

FailureOr<Type> hiera::floatElementType(plan::TaskOp task, std::string &why) {
  Type element = getElementTypeOrSelf(task.getResultTypes()[0]);
  if (!element.isF32() && !element.isF64()) {
    why = "element type is not f32 or f64";
    return failure();
  }
  for (Type type : llvm::concat<const Type>(task.getInputs().getTypes(),
                                            task.getResultTypes()))
    if (getElementTypeOrSelf(type) != element) {
      why = "mixed element types";
      return failure();
    }
  return element;
}

std::string hiera::kernelEntryName(StringRef prefix, plan::TaskOp task) {
  std::string name = (prefix + task.getName()).str();
  for (char &c : name)
    if (!llvm::isAlnum(c))
      c = '_';
  return name;
}

std::string hiera::cudaExpression(Operation &op, ArrayRef<std::string> x,
                                  Type element, bool approxMath,
                                  std::string &why) {
  bool f32 = element.isF32();
  auto fn = [&](StringRef name) { return (name + (f32 ? "f" : "")).str(); };
  bool approx = approxMath && f32;
  return llvm::TypeSwitch<Operation *, std::string>(&op)
      .Case([&](arith::AddFOp) { return "(" + x[0] + " + " + x[1] + ")"; })
      .Case([&](arith::SubFOp) { return "(" + x[0] + " - " + x[1] + ")"; })
      .Case([&](arith::MulFOp) { return "(" + x[0] + " * " + x[1] + ")"; })
      .Case([&](arith::DivFOp) { return "(" + x[0] + " / " + x[1] + ")"; })
      .Case([&](arith::NegFOp) { return "(-" + x[0] + ")"; })
      .Case([&](arith::MaximumFOp) {
        return "hiera_maximum(" + x[0] + ", " + x[1] + ")";
      })
      .Case([&](arith::MinimumFOp) {
        return "hiera_minimum(" + x[0] + ", " + x[1] + ")";
      })
      .Case([&](arith::MaxNumFOp) {
        return fn("fmax") + "(" + x[0] + ", " + x[1] + ")";
      })
      .Case([&](arith::MinNumFOp) {
        return fn("fmin") + "(" + x[0] + ", " + x[1] + ")";
      })
      .Case([&](arith::SelectOp) {
        return "(" + x[0] + " ? " + x[1] + " : " + x[2] + ")";
      })
      .Case([&](arith::CmpFOp cmp) -> std::string {
        const char *relation = nullptr;
        switch (cmp.getPredicate()) {
        case arith::CmpFPredicate::OEQ: relation = "=="; break;
        case arith::CmpFPredicate::OGT: relation = ">"; break;
        case arith::CmpFPredicate::OGE: relation = ">="; break;
        case arith::CmpFPredicate::OLT: relation = "<"; break;
        case arith::CmpFPredicate::OLE: relation = "<="; break;
        case arith::CmpFPredicate::UNE: relation = "!="; break;
        default:
          why = "unsupported comparison " +
                arith::stringifyCmpFPredicate(cmp.getPredicate()).str();
          return "";
        }
        return "(" + x[0] + " " + relation + " " + x[1] + ")";
      })
      .Case([&](math::ExpOp) {
        return (approx ? "__expf(" : fn("exp") + "(") + x[0] + ")";
      })
      .Case([&](math::LogOp) {
        return (approx ? "__logf(" : fn("log") + "(") + x[0] + ")";
      })
      .Case([&](math::SqrtOp) { return fn("sqrt") + "(" + x[0] + ")"; })
      .Case([&](math::RsqrtOp) { return fn("rsqrt") + "(" + x[0] + ")"; })
      .Case([&](math::TanhOp) { return fn("tanh") + "(" + x[0] + ")"; })
      .Case([&](math::ErfOp) { return fn("erf") + "(" + x[0] + ")"; })
      .Case([&](math::AbsFOp) { return fn("fabs") + "(" + x[0] + ")"; })
      .Case([&](math::FmaOp) {
        return fn("fma") + "(" + x[0] + ", " + x[1] + ", " + x[2] + ")";
      })
      .Default([&](Operation *unsupported) {
        why = "no CUDA for " + unsupported->getName().getStringRef().str();
        return std::string();
      });
}


FailureOr<std::string> hiera::writeChain(
    ArrayRef<linalg::LinalgOp> ops, DenseMap<Value, std::string> names,
    function_ref<FailureOr<std::string>(linalg::LinalgOp, OpOperand &,
                                        const DenseMap<Value, std::string> &)>
        argument,
    Value result, Type element, bool approxMath, CudaWriter &w,
    std::string &why) {
  for (linalg::LinalgOp op : ops) {
    DenseMap<Value, std::string> arguments;
    for (OpOperand *input : op.getDpsInputOperands()) {
      FailureOr<std::string> expression = argument(op, *input, names);
      if (failed(expression))
        return failure();
      arguments[op.getMatchingBlockArgument(input)] = *expression;
    }
    std::string yielded =
        emitPayload(op, arguments, "e", element, approxMath, w, why);
    if (yielded.empty())
      return failure();
    names[op->getResult(0)] = yielded;
  }
  auto it = names.find(result);
  if (it == names.end()) {
    why = "a result the chain does not compute";
    return failure();
  }
  return it->second;
}

std::string hiera::emitPayload(linalg::LinalgOp op,
                               DenseMap<Value, std::string> arguments,
                               StringRef prefix, Type element,
                               bool approxMath, CudaWriter &w,
                               std::string &why) {
  auto expressionOf = [&](Value value) -> std::string {
    if (auto it = arguments.find(value); it != arguments.end())
      return it->second;
    FloatAttr constant;
    if (matchPattern(value, m_Constant(&constant)))
      return cudaLiteral(constant);
    return "";
  };
  Block *payload = op.getBlock();
  for (Operation &inner : payload->without_terminator()) {
    FloatAttr constant;
    if (matchPattern(inner.getResult(0), m_Constant(&constant)))
      continue;
    SmallVector<std::string> operands;
    for (Value operand : inner.getOperands()) {
      operands.push_back(expressionOf(operand));
      if (operands.back().empty()) {
        why = "a payload operand with no value here";
        return "";
      }
    }
    std::string expr = cudaExpression(inner, operands, element, approxMath, why);
    std::string type = cudaType(inner.getResult(0).getType());
    if (expr.empty() || type.empty()) {
      if (why.empty())
        why = "a payload value of an unsupported type";
      return "";
    }
    std::string name = w.fresh(prefix);
    w.line("const {0} {1} = {2};", type, name, expr);
    arguments[inner.getResult(0)] = name;
  }
  std::string result = expressionOf(payload->getTerminator()->getOperand(0));
  if (result.empty())
    why = "an op that yields nothing it computes";
  return result;
}
