//===- Expressions.cpp - MLIR payload ops as CUDA C++ expressions ---------===//

#include "CudaWriter.h"
#include "hiera/Analysis/Workload.h"
#include "hiera/Kernels/Kernels.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
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
  if (type.isIndex())
    return "long long";
  if (auto integer = dyn_cast<IntegerType>(type))
    switch (integer.getWidth()) {
    case 8: return "signed char";
    case 16: return "short";
    case 32: return "int";
    case 64: return "long long";
    default: break;
    }
  return "";
}

bool hiera::isHalfFloat(Type type) { return type.isF16() || type.isBF16(); }

std::string hiera::cudaStorageType(Type type) {
  if (type.isF16())
    return "__half";
  if (type.isBF16())
    return "__nv_bfloat16";
  return cudaType(type);
}

std::string hiera::cudaVectorType(Type type, int64_t width) {
  if (width == 1)
    return cudaType(type);
  if (type.isF32() || type.isF64() || type.isInteger(32))
    return llvm::formatv("{0}{1}", cudaType(type), width).str();
  if (type.isInteger(64))
    return llvm::formatv("longlong{0}", width).str();
  return "";
}

/// An exact literal: the value's bits, reinterpreted.
std::string hiera::cudaLiteral(FloatAttr value) {
  APInt bits = value.getValue().bitcastToAPInt();
  if (value.getType().isF16())
    return llvm::formatv("__ushort_as_half((unsigned short){0:x})",
                         bits.getZExtValue())
        .str();
  if (value.getType().isBF16())
    return llvm::formatv("__ushort_as_bfloat16((unsigned short){0:x})",
                         bits.getZExtValue())
        .str();
  if (value.getType().isF32())
    return llvm::formatv("__int_as_float({0:x})", bits.getZExtValue()).str();
  return llvm::formatv("__longlong_as_double({0:x}ll)", bits.getZExtValue())
      .str();
}

bool hiera::isIndexableByConstants(AffineMap map) {
  std::function<bool(AffineExpr)> indexable = [&](AffineExpr expr) {
    if (isa<AffineDimExpr, AffineConstantExpr>(expr))
      return true;
    auto binary = dyn_cast<AffineBinaryOpExpr>(expr);
    if (!binary || binary.getKind() == AffineExprKind::CeilDiv)
      return false;
    if (binary.getKind() != AffineExprKind::Add) {
      auto constant = dyn_cast<AffineConstantExpr>(binary.getRHS());
      if (!constant || constant.getValue() <= 0)
        return false;
    }
    return indexable(binary.getLHS()) && indexable(binary.getRHS());
  };
  return map.getNumSymbols() == 0 && llvm::all_of(map.getResults(), indexable);
}

std::string hiera::cudaAffineExpr(AffineExpr expr,
                                  ArrayRef<std::string> dims) {
  if (auto dim = dyn_cast<AffineDimExpr>(expr))
    return dims[dim.getPosition()];
  if (auto constant = dyn_cast<AffineConstantExpr>(expr))
    return std::to_string(constant.getValue()) + "l";
  auto binary = cast<AffineBinaryOpExpr>(expr);
  const char *op = binary.getKind() == AffineExprKind::Add   ? "+"
                   : binary.getKind() == AffineExprKind::Mul ? "*"
                   : binary.getKind() == AffineExprKind::Mod ? "%"
                                                             : "/";
  return "(" + cudaAffineExpr(binary.getLHS(), dims) + " " + op + " " +
         cudaAffineExpr(binary.getRHS(), dims) + ")";
}

std::string hiera::linearIndex(AffineMap map, ArrayRef<int64_t> shape,
                               ArrayRef<std::string> dims) {
  auto write = [&](AffineExpr expr) { return cudaAffineExpr(expr, dims); };
  SmallVector<std::string> terms;
  int64_t stride = 1;
  for (int k = int(shape.size()) - 1; k >= 0; --k) {
    terms.push_back(stride == 1 ? write(map.getResult(k))
                                : write(map.getResult(k)) + " * " +
                                      std::to_string(stride) + "l");
    stride *= shape[k];
  }
  return terms.empty() ? "0" : llvm::join(llvm::reverse(terms), " + ");
}

std::string hiera::gatherOffset(tensor::ExtractOp extract,
                                ArrayRef<std::string> indices) {
  RankedTensorType table = extract.getTensor().getType();
  SmallVector<std::string> dims;
  for (StringRef index : indices)
    dims.push_back(("(" + index + ")").str());
  return linearIndex(
      AffineMap::getMultiDimIdentityMap(table.getRank(), extract.getContext()),
      table.getShape(), dims);
}

bool hiera::isReadOnlyWhereSelected(tensor::ExtractOp extract) {
  if (!extract->hasOneUse())
    return false;
  OpOperand &use = *extract->use_begin();
  return isa<arith::SelectOp>(use.getOwner()) && use.getOperandNumber() != 0;
}

std::optional<std::string> hiera::constantLiteral(Value value) {
  Attribute attr;
  if (!matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  // A tensor of one value (torch-mlir's `dense<0.0> : tensor<f32>`) is
  // that value wherever it is read.
  if (auto dense = dyn_cast<DenseElementsAttr>(attr)) {
    if (!dense.isSplat())
      return std::nullopt;
    attr = dense.getSplatValue<Attribute>();
  }
  if (auto floating = dyn_cast<FloatAttr>(attr)) {
    Type type = floating.getType();
    if (!type.isF32() && !type.isF64() && !isHalfFloat(type))
      return std::nullopt;
    return cudaLiteral(floating);
  }
  if (auto integer = dyn_cast<IntegerAttr>(attr)) {
    if (integer.getType().isInteger(1))
      return std::string(integer.getValue().isZero() ? "false" : "true");
    std::string type = cudaType(integer.getType());
    if (type.empty())
      return std::nullopt;
    // In a cast: INT64_MIN has no literal of its own.
    return "((" + type + ")" + std::to_string(integer.getValue().getSExtValue()) +
           "ll)";
  }
  return std::nullopt;
}

FailureOr<SmallVector<linalg::LinalgOp>>
hiera::computingOps(plan::TaskOp task, WhyNot whyNot, bool padsRead) {
  plan::ContractAttr contract = task.getContractAttr();
  if (!contract || !contract.hasStaticShapes()) {
    whyNot("the task needs a contract with static shapes");
    return failure();
  }
  SmallVector<linalg::LinalgOp> ops;
  for (Operation &op : task.getBodyBlock().without_terminator()) {
    if (isa<arith::ConstantOp, tensor::EmptyOp>(op) ||
        (padsRead && isa<tensor::PadOp>(op)))
      continue;
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (!linalgOp) {
      whyNot("an op that is not structured: " +
             op.getName().getStringRef().str());
      return failure();
    }
    if (classifyOp(linalgOp) != OpClass::Fill)
      ops.push_back(linalgOp);
  }
  return ops;
}

std::string hiera::cudaInfinity(Type element) {
  return element.isF32() ? "__int_as_float(0x7f800000)"
                         : "__longlong_as_double(0x7ff0000000000000ll)";
}

std::string hiera::reductionIdentity(Operation *combine, Type element,
                                     WhyNot whyNot) {
  // A half type's as a literal of its own: its storage type takes neither
  // an integer literal nor an f32 or f64 infinity.
  if (isHalfFloat(element)) {
    const llvm::fltSemantics &semantics =
        cast<FloatType>(element).getFloatSemantics();
    std::optional<APFloat> identity;
    if (isa<arith::AddFOp>(combine))
      identity = APFloat::getZero(semantics);
    else if (isa<arith::MulFOp>(combine))
      identity = APFloat::getOne(semantics);
    else if (isa<arith::MaximumFOp, arith::MaxNumFOp, arith::MinimumFOp,
                 arith::MinNumFOp>(combine))
      identity = APFloat::getInf(
          semantics, isa<arith::MaximumFOp, arith::MaxNumFOp>(combine));
    if (identity)
      return cudaLiteral(FloatAttr::get(element, *identity));
  }
  if (isa<arith::AddFOp, arith::AddIOp>(combine))
    return "0";
  if (isa<arith::MulFOp, arith::MulIOp>(combine))
    return "1";
  if (isa<arith::MaximumFOp, arith::MaxNumFOp>(combine))
    return "-" + cudaInfinity(element);
  if (isa<arith::MinimumFOp, arith::MinNumFOp>(combine))
    return cudaInfinity(element);
  // Whether all or any of a row's flags are set.
  if (combine->getResult(0).getType().isInteger(1)) {
    if (isa<arith::AndIOp>(combine))
      return "true";
    if (isa<arith::OrIOp>(combine))
      return "false";
  }
  whyNot("a reduction combining with " +
         combine->getName().getStringRef().str());
  return "";
}

Operation *hiera::endingCombine(linalg::LinalgOp op) {
  BlockArgument accumulator =
      op.getMatchingBlockArgument(op.getDpsInitOperand(0));
  Operation *combine =
      op.getBlock()->getTerminator()->getOperand(0).getDefiningOp();
  if (!combine || combine->getNumOperands() != 2 ||
      !llvm::is_contained(combine->getOperands(), Value(accumulator)))
    return nullptr;
  return combine;
}

FailureOr<Type> hiera::floatElementType(plan::TaskOp task, WhyNot whyNot) {
  Type element = getElementTypeOrSelf(task.getResultTypes()[0]);
  if (!element.isF32() && !element.isF64()) {
    whyNot("element type is not f32 or f64");
    return failure();
  }
  for (Type type : llvm::concat<const Type>(task.getInputs().getTypes(),
                                            task.getResultTypes()))
    if (getElementTypeOrSelf(type) != element) {
      whyNot("mixed element types");
      return failure();
    }
  return element;
}

FailureOr<Type> hiera::widestElementType(plan::TaskOp task, WhyNot whyNot) {
  Type widest;
  bool flags = false;
  for (Type type : llvm::concat<const Type>(task.getInputs().getTypes(),
                                            task.getResultTypes())) {
    Type element = getElementTypeOrSelf(type);
    if (cudaType(element).empty() || element.isIndex()) {
      whyNot("an element type with no CUDA type it is stored as");
      return failure();
    }
    // A flag (i1) is a byte in memory, as PyTorch's bool: a `bool`.
    if (element.isInteger(1)) {
      flags = true;
      continue;
    }
    if (!widest ||
        element.getIntOrFloatBitWidth() > widest.getIntOrFloatBitWidth())
      widest = element;
  }
  if (!widest && flags)
    return Type(IntegerType::get(task.getContext(), 8));
  if (!widest) {
    whyNot("no tensor to compute on");
    return failure();
  }
  return widest;
}

std::string hiera::kernelEntryName(StringRef prefix, plan::TaskOp task) {
  std::string name = (prefix + task.getName()).str();
  for (char &c : name)
    if (!llvm::isAlnum(c))
      c = '_';
  return name;
}

/// `x` as C type `type`.
static std::string cast(StringRef type, StringRef x) {
  return ("((" + type + ")(" + x + "))").str();
}

/// `x` as the unsigned type of the same width as `type`.
static std::string asUnsigned(Type type, StringRef x) {
  unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
  StringRef unsignedType = width <= 8    ? "unsigned char"
                           : width <= 16 ? "unsigned short"
                           : width <= 32 ? "unsigned"
                                         : "unsigned long long";
  return cast(unsignedType, x);
}

/// `x` of integer type `type` read as signed: an i1 (a C bool) holds 0 or
/// -1, not 1.
static std::string asSigned(Type type, StringRef x) {
  if (type.isInteger(1))
    return ("(" + x + " ? -1 : 0)").str();
  return x.str();
}

/// A comparison of floats `a` and `b` as arith.cmpf `predicate` has it:
/// ordered predicates are false where either is NaN, unordered ones true.
static std::string compareFloats(arith::CmpFPredicate predicate, StringRef a,
                                 StringRef b) {
  auto both = [&](StringRef relation) {
    return ("(" + a + " " + relation + " " + b + ")").str();
  };
  using P = arith::CmpFPredicate;
  switch (predicate) {
  case P::AlwaysFalse: return "false";
  case P::AlwaysTrue: return "true";
  case P::OEQ: return both("==");
  case P::OGT: return both(">");
  case P::OGE: return both(">=");
  case P::OLT: return both("<");
  case P::OLE: return both("<=");
  case P::ONE: return "(" + both("<") + " || " + both(">") + ")";
  case P::ORD: return ("(" + a + " == " + a + " && " + b + " == " + b + ")").str();
  case P::UEQ: return "!(" + both("<") + " || " + both(">") + ")";
  case P::UGT: return "!" + both("<=");
  case P::UGE: return "!" + both("<");
  case P::ULT: return "!" + both(">=");
  case P::ULE: return "!" + both(">");
  case P::UNE: return both("!=");
  case P::UNO: return ("(" + a + " != " + a + " || " + b + " != " + b + ")").str();
  }
  llvm_unreachable("every cmpf predicate is handled");
}

/// A comparison of integers of type `type` as arith.cmpi `predicate` has
/// it: the unsigned predicates compare the bits as unsigned.
static std::string compareIntegers(arith::CmpIPredicate predicate, Type type,
                                   StringRef a, StringRef b) {
  using P = arith::CmpIPredicate;
  auto relation = [&](StringRef op, bool isUnsigned) {
    return isUnsigned ? "(" + asUnsigned(type, a) + " " + op.str() + " " +
                            asUnsigned(type, b) + ")"
                      : ("(" + a + " " + op + " " + b + ")").str();
  };
  switch (predicate) {
  case P::eq: return relation("==", false);
  case P::ne: return relation("!=", false);
  case P::slt: return relation("<", false);
  case P::sle: return relation("<=", false);
  case P::sgt: return relation(">", false);
  case P::sge: return relation(">=", false);
  case P::ult: return relation("<", true);
  case P::ule: return relation("<=", true);
  case P::ugt: return relation(">", true);
  case P::uge: return relation(">=", true);
  }
  llvm_unreachable("every cmpi predicate is handled");
}

/// The exponent of a power where it is a constant 2, 3 or 4 (integer or
/// float): `x ** 2` as frontends write it.
static std::optional<int64_t> smallPower(Value exponent) {
  APInt integer;
  APFloat real(0.0);
  int64_t n = 0;
  if (matchPattern(exponent, m_ConstantInt(&integer)))
    n = integer.getSExtValue();
  else if (matchPattern(exponent, m_ConstantFloat(&real)) && real.isInteger())
    n = static_cast<int64_t>(real.convertToDouble());
  if (n < 2 || n > 4)
    return std::nullopt;
  return n;
}

/// `x` to a small power by products: exact for squares (one rounding, where
/// powf's may be two ulps off) and no slower than one powf for cubes. A
/// memory-bound MSE spent its time in powf.
static std::string powerByProducts(const std::string &x, int64_t n) {
  if (n == 2)
    return "(" + x + " * " + x + ")";
  if (n == 3)
    return "(" + x + " * " + x + " * " + x + ")";
  return "((" + x + " * " + x + ") * (" + x + " * " + x + "))";
}

/// The reciprocal of a constant float divisor, as a literal of its type,
/// where it is a normal number: `x / c` then becomes `x * (1 / c)`, as
/// PyTorch computes GELU's `x * M_SQRT1_2` where torch-mlir writes
/// `x / sqrt(2)`. Within 1.5 ulp of the quotient (exact for powers of two),
/// with the quotient's infinities, NaNs and signed zeros; a division costs a
/// Newton step and a slow-path check per element.
static std::optional<std::string> reciprocalLiteral(Value divisor) {
  APFloat value(0.0);
  if (!matchPattern(divisor, m_ConstantFloat(&value)))
    return std::nullopt;
  Type type = divisor.getType();
  if (!(type.isF32() || type.isF64()) || !value.isFiniteNonZero())
    return std::nullopt;
  APFloat reciprocal(value.getSemantics(), 1);
  reciprocal.divide(value, APFloat::rmNearestTiesToEven);
  if (!reciprocal.isFiniteNonZero() || reciprocal.isDenormal())
    return std::nullopt;
  return hiera::cudaLiteral(FloatAttr::get(type, reciprocal));
}

/// `x`, of the half type `type`, as a float (exactly).
static std::string halfToFloat(Type type, StringRef x) {
  return ((type.isF16() ? "__half2float(" : "__bfloat162float(") + x + ")")
      .str();
}

/// `x`, a float or double, rounded to the nearest of the half type `type`
/// (ties to even), in one rounding.
static std::string toHalf(Type type, Type from, StringRef x) {
  StringRef function =
      type.isF16()
          ? (from.isF64() ? "__double2half" : "__float2half_rn")
          : (from.isF64() ? "__double2bfloat16" : "__float2bfloat16_rn");
  return (function + "(" + x + ")").str();
}

/// A conversion to or from a half type (arith's extensions and truncations
/// change the width, so never from one half type to the other): through
/// float where float holds every value of both types (a half to any float
/// or integer, an integer of up to 16 bits to a half), else by CUDA's
/// one-rounding conversions.
static std::optional<std::string> halfConversion(Operation &op, StringRef x) {
  if (!isa<arith::ExtFOp, arith::TruncFOp, arith::SIToFPOp, arith::UIToFPOp,
           arith::FPToSIOp, arith::FPToUIOp>(op))
    return std::nullopt;
  Type from = getElementTypeOrSelf(op.getOperand(0));
  Type to = getElementTypeOrSelf(op.getResult(0));
  if (!hiera::isHalfFloat(from) && !hiera::isHalfFloat(to))
    return std::nullopt;
  if (hiera::isHalfFloat(from)) {
    std::string value = halfToFloat(from, x);
    if (isa<arith::FPToUIOp>(op))
      return "((" + hiera::cudaType(to) + ")((unsigned long long)(" + value +
             ")))";
    return "((" + hiera::cudaType(to) + ")(" + value + "))";
  }
  if (isa<FloatType>(from))
    return toHalf(to, from, x);
  // From an integer, an unsigned one read as unsigned.
  bool isUnsigned = isa<arith::UIToFPOp>(op);
  std::string value = isUnsigned ? asUnsigned(from, x) : asSigned(from, x);
  unsigned width = from.getIntOrFloatBitWidth();
  if (width <= 16)
    return toHalf(to, Float32Type::get(op.getContext()),
                  "((float)(" + value + "))");
  StringRef integer =
      width <= 32 ? (isUnsigned ? "uint" : "int") : (isUnsigned ? "ull" : "ll");
  return ("__" + integer + "2" + (to.isF16() ? "half_rn" : "bfloat16_rn") +
          "(" + value + ")")
      .str();
}

/// `op` on operands `x` of type `type` (the first operand's) giving
/// `result`.
static std::string expressionOf(Operation &op, ArrayRef<std::string> x,
                                Type type, Type result, bool approxMath,
                                hiera::WhyNot whyNot) {
  // The math library's function for the op's own float type: `expf` on
  // f32, `exp` on f64.
  bool f32 = type.isF32();
  auto fn = [&](StringRef name) { return (name + (f32 ? "f" : "")).str(); };
  auto call = [&](StringRef name) {
    SmallVector<std::string> operands(x.begin(), x.end());
    return fn(name) + "(" + llvm::join(operands, ", ") + ")";
  };
  auto binary = [&](StringRef relation) {
    return "(" + x[0] + " " + relation.str() + " " + x[1] + ")";
  };
  bool approx = approxMath && f32;
  // x[0] to a constant small power on f32 and f64, by products.
  auto products = [&](Value exponent) -> std::optional<std::string> {
    std::optional<int64_t> n = smallPower(exponent);
    if (!n || !(f32 || type.isF64()))
      return std::nullopt;
    return powerByProducts(x[0], *n);
  };
  std::string resultType = hiera::cudaType(result);
  // An unsigned op: both operands read as unsigned, the result in its type.
  auto unsignedBinary = [&](StringRef relation) {
    return cast(resultType, "(" + asUnsigned(result, x[0]) + " " +
                                relation.str() + " " +
                                asUnsigned(result, x[1]) + ")");
  };
  auto unsignedCall = [&](StringRef name) {
    return cast(resultType, name.str() + "(" + asUnsigned(result, x[0]) +
                                ", " + asUnsigned(result, x[1]) + ")");
  };
  return llvm::TypeSwitch<Operation *, std::string>(&op)
      // Floats.
      .Case([&](arith::AddFOp) { return binary("+"); })
      .Case([&](arith::SubFOp) { return binary("-"); })
      .Case([&](arith::MulFOp) { return binary("*"); })
      .Case([&](arith::DivFOp divide) {
        if (auto reciprocal = reciprocalLiteral(divide.getRhs()))
          return "(" + x[0] + " * " + *reciprocal + ")";
        return binary("/");
      })
      .Case([&](arith::RemFOp) { return call("fmod"); })
      .Case([&](arith::NegFOp) { return "(-" + x[0] + ")"; })
      .Case([&](arith::MaximumFOp) {
        return "hiera_maximum(" + x[0] + ", " + x[1] + ")";
      })
      .Case([&](arith::MinimumFOp) {
        return "hiera_minimum(" + x[0] + ", " + x[1] + ")";
      })
      .Case([&](arith::MaxNumFOp) { return call("fmax"); })
      .Case([&](arith::MinNumFOp) { return call("fmin"); })
      .Case([&](arith::CmpFOp cmp) {
        return compareFloats(cmp.getPredicate(), x[0], x[1]);
      })
      // Integers, two's complement as C++ has them.
      .Case([&](arith::AddIOp) { return cast(resultType, binary("+")); })
      .Case([&](arith::SubIOp) { return cast(resultType, binary("-")); })
      .Case([&](arith::MulIOp) { return cast(resultType, binary("*")); })
      .Case([&](arith::DivSIOp) { return binary("/"); })
      .Case([&](arith::RemSIOp) { return binary("%"); })
      .Case([&](arith::DivUIOp) { return unsignedBinary("/"); })
      .Case([&](arith::RemUIOp) { return unsignedBinary("%"); })
      .Case([&](arith::AndIOp) { return cast(resultType, binary("&")); })
      .Case([&](arith::OrIOp) { return cast(resultType, binary("|")); })
      .Case([&](arith::XOrIOp) { return cast(resultType, binary("^")); })
      .Case([&](arith::ShLIOp) {
        return cast(resultType, "(" + asUnsigned(result, x[0]) + " << " +
                                    x[1] + ")");
      })
      .Case([&](arith::ShRSIOp) { return binary(">>"); })
      .Case([&](arith::ShRUIOp) {
        return cast(resultType,
                    "(" + asUnsigned(result, x[0]) + " >> " + x[1] + ")");
      })
      .Case([&](arith::MaxSIOp) { return "max(" + x[0] + ", " + x[1] + ")"; })
      .Case([&](arith::MinSIOp) { return "min(" + x[0] + ", " + x[1] + ")"; })
      .Case([&](arith::MaxUIOp) { return unsignedCall("max"); })
      .Case([&](arith::MinUIOp) { return unsignedCall("min"); })
      .Case([&](arith::CmpIOp cmp) {
        return compareIntegers(cmp.getPredicate(), type, x[0], x[1]);
      })
      .Case([&](arith::SelectOp) {
        return "(" + x[0] + " ? " + x[1] + " : " + x[2] + ")";
      })
      // Conversions: C++'s are arith's (round to nearest for floats,
      // toward zero from float to integer), the operand read with the op's
      // signedness (an i1 is 0 or -1 signed, 0 or 1 unsigned).
      .Case<arith::ExtFOp, arith::TruncFOp>(
          [&](Operation *) { return cast(resultType, x[0]); })
      .Case<arith::SIToFPOp, arith::ExtSIOp, arith::TruncIOp,
            arith::IndexCastOp, arith::FPToSIOp, arith::UIToFPOp,
            arith::ExtUIOp, arith::IndexCastUIOp>([&](Operation *op) {
        std::string value =
            isa<arith::UIToFPOp, arith::ExtUIOp, arith::IndexCastUIOp>(op)
                ? asUnsigned(type, x[0])
                : asSigned(type, x[0]);
        // To an i1, the low bit: C's conversion to bool tests for nonzero.
        if (result.isInteger(1))
          return cast(resultType, "(" + cast("long long", value) + " & 1)");
        return cast(resultType, value);
      })
      .Case([&](arith::FPToUIOp) {
        return cast(resultType, cast(type.isIndex() || result.getIntOrFloatBitWidth() > 32
                                         ? "unsigned long long"
                                         : "unsigned",
                                     x[0]));
      })
      // The math library.
      .Case([&](math::ExpOp) {
        return approx ? "__expf(" + x[0] + ")" : call("exp");
      })
      .Case([&](math::LogOp) {
        return approx ? "__logf(" + x[0] + ")" : call("log");
      })
      .Case([&](math::Exp2Op) { return call("exp2"); })
      .Case([&](math::ExpM1Op) { return call("expm1"); })
      .Case([&](math::Log1pOp) { return call("log1p"); })
      .Case([&](math::Log2Op) { return call("log2"); })
      .Case([&](math::Log10Op) { return call("log10"); })
      .Case([&](math::PowFOp pow) {
        return products(pow.getRhs()).value_or(call("pow"));
      })
      .Case([&](math::FPowIOp pow) {
        return products(pow.getRhs())
            .value_or(fn("pow") + "(" + x[0] + ", " +
                      cast(hiera::cudaType(type), x[1]) + ")");
      })
      .Case([&](math::SqrtOp) { return call("sqrt"); })
      .Case([&](math::RsqrtOp) { return call("rsqrt"); })
      .Case([&](math::CbrtOp) { return call("cbrt"); })
      .Case([&](math::TanhOp) { return call("tanh"); })
      .Case([&](math::SinhOp) { return call("sinh"); })
      .Case([&](math::CoshOp) { return call("cosh"); })
      .Case([&](math::SinOp) { return call("sin"); })
      .Case([&](math::CosOp) { return call("cos"); })
      .Case([&](math::TanOp) { return call("tan"); })
      .Case([&](math::AsinOp) { return call("asin"); })
      .Case([&](math::AcosOp) { return call("acos"); })
      .Case([&](math::AtanOp) { return call("atan"); })
      .Case([&](math::Atan2Op) { return call("atan2"); })
      .Case([&](math::AsinhOp) { return call("asinh"); })
      .Case([&](math::AcoshOp) { return call("acosh"); })
      .Case([&](math::AtanhOp) { return call("atanh"); })
      .Case([&](math::ErfOp) { return call("erf"); })
      .Case([&](math::ErfcOp) { return call("erfc"); })
      .Case([&](math::AbsFOp) { return call("fabs"); })
      .Case([&](math::AbsIOp) {
        return cast(resultType, "(" + x[0] + " < 0 ? -" + x[0] + " : " + x[0] + ")");
      })
      .Case([&](math::CopySignOp) { return call("copysign"); })
      .Case([&](math::CeilOp) { return call("ceil"); })
      .Case([&](math::FloorOp) { return call("floor"); })
      .Case([&](math::RoundOp) { return call("round"); })
      .Case([&](math::RoundEvenOp) { return call("rint"); })
      .Case([&](math::TruncOp) { return call("trunc"); })
      .Case([&](math::FmaOp) { return call("fma"); })
      .Case([&](math::IsNaNOp) { return "(" + x[0] + " != " + x[0] + ")"; })
      .Case([&](math::IsInfOp) { return "isinf(" + x[0] + ")"; })
      .Case([&](math::IsFiniteOp) { return "isfinite(" + x[0] + ")"; })
      .Default([&](Operation *unsupported) {
        whyNot("no CUDA for " + unsupported->getName().getStringRef().str());
        return std::string();
      });
}

std::string hiera::cudaExpression(Operation &op, ArrayRef<std::string> x,
                                  Type element, bool approxMath,
                                  WhyNot whyNot) {
  Type type =
      op.getNumOperands() ? getElementTypeOrSelf(op.getOperand(0)) : element;
  Type result = op.getNumResults() ? op.getResult(0).getType() : element;
  // Half types: arith's ops on f16 and bf16 are IEEE's, each result
  // rounded once to its type. The op is computed in f32 on its operands
  // widened (exactly) and its result rounded to the half type: for +, -,
  // *, / and sqrt that is the correctly rounded half result (f32 has more
  // than twice a half type's digits plus two); for the math library's
  // functions, f32's result rounded once more.
  if (!x.empty())
    if (std::optional<std::string> converted = halfConversion(op, x.front()))
      return *converted;
  bool halfOperands = llvm::any_of(op.getOperandTypes(), [](Type operand) {
    return isHalfFloat(getElementTypeOrSelf(operand));
  });
  bool halfResult = isHalfFloat(getElementTypeOrSelf(result));
  if (!halfOperands && !halfResult)
    return expressionOf(op, x, type, result, approxMath, whyNot);
  if (isa<arith::SelectOp>(op))
    return "(" + x[0] + " ? " + x[1] + " : " + x[2] + ")";
  Type f32 = Float32Type::get(op.getContext());
  SmallVector<std::string> widened;
  for (auto [operand, value] : llvm::zip(op.getOperands(), x)) {
    Type operandType = getElementTypeOrSelf(operand);
    widened.push_back(isHalfFloat(operandType) ? halfToFloat(operandType, value)
                                               : value);
  }
  std::string wide =
      expressionOf(op, widened, isHalfFloat(type) ? f32 : type,
                   halfResult ? f32 : result, /*approxMath=*/false, whyNot);
  if (wide.empty() || !halfResult)
    return wide;
  return toHalf(getElementTypeOrSelf(result), f32, wide);
}

FailureOr<std::string> hiera::writeChain(
    ArrayRef<linalg::LinalgOp> ops, DenseMap<Value, std::string> names,
    function_ref<FailureOr<std::string>(linalg::LinalgOp, OpOperand &,
                                        const DenseMap<Value, std::string> &)>
        argument,
    Value result, Type element, bool approxMath, CudaWriter &w, WhyNot whyNot,
    const PayloadPoint &point) {
  for (linalg::LinalgOp op : ops) {
    DenseMap<Value, std::string> arguments;
    for (OpOperand *input : op.getDpsInputOperands()) {
      FailureOr<std::string> expression = argument(op, *input, names);
      if (failed(expression))
        return failure();
      arguments[op.getMatchingBlockArgument(input)] = *expression;
    }
    std::string yielded =
        emitPayload(op, arguments, "e", element, approxMath, w, whyNot, point);
    if (yielded.empty())
      return failure();
    names[op->getResult(0)] = yielded;
  }
  auto it = names.find(result);
  if (it == names.end()) {
    whyNot("a result the chain does not compute");
    return failure();
  }
  return it->second;
}

std::string hiera::cudaStatement(Operation &op, ArrayRef<std::string> operands,
                                 WhyNot whyNot) {
  if (isa<cf::AssertOp>(op) && operands.size() == 1)
    return "if (!(" + operands[0] + ")) __trap();";
  whyNot(("a payload op that yields no single value: " +
          op.getName().getStringRef())
             .str());
  return "";
}

std::string hiera::emitPayload(linalg::LinalgOp op,
                               DenseMap<Value, std::string> arguments,
                               StringRef prefix, Type element, bool approxMath,
                               CudaWriter &w, WhyNot whyNot,
                               const PayloadPoint &point) {
  auto expressionOf = [&](Value value) -> std::string {
    if (auto it = arguments.find(value); it != arguments.end())
      return it->second;
    return constantLiteral(value).value_or("");
  };
  Block *payload = op.getBlock();
  for (Operation &inner : payload->without_terminator()) {
    if (inner.getNumResults() == 1 && constantLiteral(inner.getResult(0)))
      continue;
    if (auto index = dyn_cast<linalg::IndexOp>(inner)) {
      if (!point.coordinate) {
        whyNot("a payload that reads its point's coordinates");
        return "";
      }
      arguments[index.getResult()] = point.coordinate(index.getDim());
      continue;
    }
    if (auto extract = dyn_cast<tensor::ExtractOp>(inner)) {
      if (!point.gather) {
        whyNot("a payload that gathers from a tensor");
        return "";
      }
      SmallVector<std::string> indices;
      for (Value index : extract.getIndices()) {
        indices.push_back(expressionOf(index));
        if (indices.back().empty()) {
          whyNot("a payload operand with no value here");
          return "";
        }
      }
      NotingWhyNot noting{whyNot};
      FailureOr<std::string> gathered = point.gather(extract, indices, noting);
      std::string type = cudaType(extract.getType());
      if (failed(gathered) || type.empty()) {
        if (!noting.said)
          whyNot("a gathered value of an unsupported type");
        return "";
      }
      if (isReadOnlyWhereSelected(extract)) {
        arguments[extract.getResult()] = "(" + *gathered + ")";
        continue;
      }
      std::string name = w.fresh(prefix);
      w.line("const {0} {1} = {2};", type, name, *gathered);
      arguments[extract.getResult()] = name;
      continue;
    }
    SmallVector<std::string> operands;
    for (Value operand : inner.getOperands()) {
      operands.push_back(expressionOf(operand));
      if (operands.back().empty()) {
        whyNot("a payload operand with no value here");
        return "";
      }
    }
    if (inner.getNumResults() != 1) {
      std::string statement = cudaStatement(inner, operands, whyNot);
      if (statement.empty())
        return "";
      w.line("{0}", statement);
      continue;
    }
    // A half constant or value read through f32 needs CUDA's half types.
    if (llvm::any_of(inner.getOperandTypes(), isHalfFloat))
      w.prelude("half_types");
    NotingWhyNot noting{whyNot};
    std::string expr =
        cudaExpression(inner, operands, element, approxMath, noting);
    std::string type = cudaType(inner.getResult(0).getType());
    if (expr.empty() || type.empty()) {
      if (!noting.said)
        whyNot("a payload value of an unsupported type");
      return "";
    }
    std::string name = w.fresh(prefix);
    w.line("const {0} {1} = {2};", type, name, expr);
    arguments[inner.getResult(0)] = name;
  }
  std::string result = expressionOf(payload->getTerminator()->getOperand(0));
  if (result.empty())
    whyNot("an op that yields nothing it computes");
  return result;
}
