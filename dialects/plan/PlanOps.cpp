//===- PlanOps.cpp - Operations of the plan dialect -----------------------===//

#include "plan/PlanDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/StringSet.h"

#include <cmath>

using namespace mlir;
using namespace hiera::plan;

#define GET_OP_CLASSES
#include "plan/PlanOps.cpp.inc"

//===----------------------------------------------------------------------===//
// TaskOp
//===----------------------------------------------------------------------===//

void TaskOp::build(OpBuilder &builder, OperationState &state, StringRef name,
                   TypeRange resultTypes, ValueRange inputs) {
  state.addAttribute(getNameAttrName(state.name), builder.getStringAttr(name));
  state.addOperands(inputs);
  state.addTypes(resultTypes);
  Region *body = state.addRegion();
  state.addRegion(); // variants
  Block *block = new Block();
  body->push_back(block);
  for (Value input : inputs)
    block->addArgument(input.getType(), input.getLoc());
}

YieldOp TaskOp::getYield() {
  return dyn_cast_or_null<YieldOp>(
      getBodyBlock().empty() ? nullptr : &getBodyBlock().back());
}

void TaskOp::replaceWithBody() {
  OpBuilder builder(*this);
  IRMapping mapping;
  mapping.map(getBodyBlock().getArguments(), getInputs());
  for (Operation &op : getBodyBlock().without_terminator())
    builder.clone(op, mapping);
  for (auto [result, yielded] : llvm::zip(getResults(), getYield().getValues()))
    result.replaceAllUsesWith(mapping.lookup(yielded));
  erase();
}

/// Checks that `actual` lists exactly the types `expected`, naming `what`.
static LogicalResult verifyTypesMatch(Operation *op, StringRef what,
                                      TypeRange actual, TypeRange expected,
                                      StringRef expectedWhat) {
  if (actual.size() != expected.size())
    return op->emitOpError() << what << " has " << actual.size()
                             << " types but " << expectedWhat << " has "
                             << expected.size();
  for (auto [index, pair] : llvm::enumerate(llvm::zip(actual, expected)))
    if (std::get<0>(pair) != std::get<1>(pair))
      return op->emitOpError()
             << what << " #" << index << " is " << std::get<0>(pair)
             << " but " << expectedWhat << " #" << index << " is "
             << std::get<1>(pair);
  return success();
}

LogicalResult TaskOp::verify() {
  Block &block = getBodyBlock();
  if (failed(verifyTypesMatch(*this, "body argument", block.getArgumentTypes(),
                              getInputs().getTypes(), "operand")))
    return failure();
  YieldOp yield = getYield();
  if (!yield)
    return emitOpError() << "body must end with 'plan.yield'";
  if (failed(verifyTypesMatch(*this, "yielded value",
                              yield.getValues().getTypes(), getResultTypes(),
                              "result")))
    return failure();

  if (ContractAttr contract = getContractAttr()) {
    if (failed(verifyTypesMatch(*this, "contract input", contract.getInputs(),
                                getInputs().getTypes(), "operand")) ||
        failed(verifyTypesMatch(*this, "contract result",
                                contract.getResults(), getResultTypes(),
                                "result")))
      return failure();
  }
  if (BottleneckAttr bottleneck = getBottleneckAttr()) {
    ContractAttr contract = getContractAttr();
    if (!contract)
      return emitOpError() << "has a bottleneck but no contract to derive it "
                              "from";
    double expected = contract.getIntensity();
    if (bottleneck.getKind() != BottleneckKind::Unknown &&
        std::fabs(bottleneck.getIntensity() - expected) >
            1e-9 * std::max(1.0, expected))
      return emitOpError() << "bottleneck intensity "
                           << formatF64(bottleneck.getIntensity())
                           << " differs from the contract's "
                           << formatF64(expected);
  }

  Region &variants = getVariants();
  if (variants.getBlocks().size() > 1)
    return emitOpError() << "variants region must have at most one block";
  llvm::StringSet<> names;
  VariantOp selected;
  for (Block &variantBlock : variants)
    for (Operation &op : variantBlock) {
      auto variant = dyn_cast<VariantOp>(op);
      if (!variant)
        return op.emitOpError()
               << "is not a 'plan.variant'; the variants region holds only "
                  "candidate implementations";
      if (!names.insert(variant.getName()).second)
        return variant.emitOpError()
               << "name '" << variant.getName()
               << "' is used by another variant of this task";
      if (variant.getSelected()) {
        if (selected)
          return variant.emitOpError()
                 << "is selected, but so is '" << selected.getName()
                 << "': a task has one implementation";
        selected = variant;
      }
    }
  return success();
}

//===----------------------------------------------------------------------===//
// VariantOp
//===----------------------------------------------------------------------===//

LogicalResult VariantOp::verify() {
  // A linalg variant is the task body itself; the others must say what runs.
  switch (getSpace()) {
  case Space::Linalg:
    break;
  case Space::Library: {
    DictionaryAttr params = getParamsAttr();
    if (!params)
      return emitOpError() << "in the library space needs 'params' naming "
                              "the call";
    if (!params.getAs<StringAttr>("call") || !params.getAs<ArrayAttr>("args"))
      return emitOpError() << "in the library space needs a string 'call' "
                              "and an array 'args' in its params";
    auto task = (*this)->getParentOfType<TaskOp>();
    for (Attribute arg : params.getAs<ArrayAttr>("args")) {
      if (isa<IntegerAttr>(arg))
        continue;
      auto text = dyn_cast<StringAttr>(arg);
      unsigned index;
      bool known = text && (text.getValue() == "null" ||
                            (text.getValue().starts_with("in:") &&
                             !text.getValue().drop_front(3).getAsInteger(
                                 10, index) &&
                             index < task.getInputs().size()) ||
                            (text.getValue().starts_with("out:") &&
                             !text.getValue().drop_front(4).getAsInteger(
                                 10, index) &&
                             index < task.getNumResults()));
      if (!known)
        return emitOpError()
               << "has call argument " << arg
               << ": expected an integer, \"null\", \"in:<input>\" or "
                  "\"out:<result>\" of its task";
    }
    break;
  }
  case Space::Custom:
    if (!getParams() && !getSource())
      return emitOpError() << "in the custom space needs 'params' or "
                              "'source'";
    break;
  }
  return success();
}
