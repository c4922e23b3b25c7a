//===- PlanOps.cpp - Operations of the plan dialect -----------------------===//

#include "hiera/Dialect/Plan/IR/PlanDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"

#include <cmath>

using namespace mlir;
using namespace hiera::plan;

#define GET_OP_CLASSES
#include "hiera/Dialect/Plan/IR/PlanOps.cpp.inc"

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
  // A task's contract is what it must compute; a task that computes
  // nothing has none to keep.
  if (getNumResults() == 0)
    return emitOpError() << "must have at least one result";
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
  auto task = (*this)->getParentOfType<TaskOp>();
  auto indexInRange = [&](StringRef what, int64_t index,
                          size_t count) -> LogicalResult {
    if (index >= 0 && static_cast<size_t>(index) < count)
      return success();
    return emitOpError() << "passes " << what << " " << index
                         << ", but its task has " << count;
  };
  switch (getSpace()) {
  // A linalg variant is the task body itself; the others say what runs.
  case Space::Linalg:
    if (getKernel() || getLaunch() || getCall())
      return emitOpError() << "in the linalg space is the task's body: it "
                              "has no kernel, launch or call";
    break;
  case Space::Library: {
    LibraryCallAttr call = getCallAttr();
    if (!call || getKernel() || getLaunch())
      return emitOpError() << "in the library space needs a 'call' "
                              "(#plan.library_call) and no kernel or launch";
    for (const CallArg &arg : call.getArgs()) {
      if (arg.kind == CallArgKind::Input &&
          failed(indexInRange("input", arg.value, task.getInputs().size())))
        return failure();
      if (arg.kind == CallArgKind::Output &&
          failed(indexInRange("output", arg.value, task.getNumResults())))
        return failure();
    }
    break;
  }
  case Space::Custom: {
    LaunchAttr launch = getLaunchAttr();
    if (!launch || getCall())
      return emitOpError() << "in the custom space needs a 'launch' "
                              "(#plan.launch) and no call";
    if (!getSource() && !launch.getPtx())
      return emitOpError() << "in the custom space needs a 'source' or its "
                              "launch's 'ptx'";
    for (int64_t input : launch.getInputs())
      if (failed(indexInRange("input", input, task.getInputs().size())))
        return failure();
    // A block's dynamic shared memory: the target's per-multiprocessor
    // memory less the 1 KiB CUDA reserves per block.
    auto module = (*this)->getParentOfType<ModuleOp>();
    auto target = module ? module->getAttrOfType<TargetAttr>(
                               PlanDialect::kTargetAttrName)
                         : TargetAttr();
    int64_t blockLimit =
        target ? std::max<int64_t>(0, target.getSmemPerSmBytes() - 1024) : 0;
    if (target && launch.getSmem() > blockLimit)
      return emitOpError() << "asks for " << launch.getSmem()
                           << " bytes of dynamic shared memory; a block on "
                           << target.getName() << " has at most " << blockLimit;
    break;
  }
  }
  return success();
}

//===----------------------------------------------------------------------===//
// RnnOp
//===----------------------------------------------------------------------===//

int64_t RnnOp::getGateCount() {
  return llvm::StringSwitch<int64_t>(getCell())
      .Case("lstm", 4)
      .Case("gru", 3)
      .Cases({"rnn_tanh", "rnn_relu"}, 1)
      .Default(0);
}

int64_t RnnOp::getSequenceLength() {
  return getInput().getType().getDimSize(getBatchFirst() ? 1 : 0);
}

int64_t RnnOp::getBatchSize() {
  return getInput().getType().getDimSize(getBatchFirst() ? 0 : 1);
}

int64_t RnnOp::getInputSize() { return getInput().getType().getDimSize(2); }

int64_t RnnOp::getHiddenSize() {
  return getInitialHidden().getType().getDimSize(2);
}

LogicalResult RnnOp::verify() {
  int64_t gates = getGateCount();
  if (!gates)
    return emitOpError() << "cell '" << getCell()
                         << "': expected lstm, gru, rnn_tanh or rnn_relu";
  bool lstm = getCell() == "lstm";
  if (bool(getInitialCell()) != lstm || bool(getFinalCell()) != lstm)
    return emitOpError() << "an LSTM has an initial and a final cell state, "
                            "other cells neither";
  for (Value value : getOperation()->getOperands())
    if (!cast<RankedTensorType>(value.getType()).hasStaticShape())
      return emitOpError() << "expected static shapes";
  Type element = getInput().getType().getElementType();
  for (Type type : llvm::concat<Type>(getOperation()->getOperandTypes(),
                                      getOperation()->getResultTypes()))
    if (cast<RankedTensorType>(type).getElementType() != element)
      return emitOpError() << "expected one element type, " << element
                           << ", throughout";
  if (getInput().getType().getRank() != 3 ||
      getInitialHidden().getType().getRank() != 3)
    return emitOpError() << "expected a 3-D input and hidden state";
  int64_t directions = getDirectionCount(), seq = getSequenceLength(),
          batch = getBatchSize(), features = getInputSize(),
          hidden = getHiddenSize();
  auto shaped = [](ArrayRef<int64_t> shape) {
    return [shape](Type type) {
      return cast<RankedTensorType>(type).getShape() == shape;
    };
  };
  SmallVector<int64_t> state = {directions, batch, hidden};
  if (getInitialHidden().getType().getShape() != ArrayRef<int64_t>(state) ||
      !shaped(state)(getFinalHidden().getType()) ||
      (lstm && (!shaped(state)(getInitialCell().getType()) ||
                !shaped(state)(getFinalCell().getType()))))
    return emitOpError() << "expected hidden and cell states of " << directions
                         << "x" << batch << "x" << hidden;
  SmallVector<int64_t> output =
      getBatchFirst() ? SmallVector<int64_t>{batch, seq, directions * hidden}
                      : SmallVector<int64_t>{seq, batch, directions * hidden};
  if (!shaped(output)(getOutput().getType()))
    return emitOpError() << "expected an output of " << output[0] << "x"
                         << output[1] << "x" << output[2];
  int64_t perDirection = int64_t(getWeights().size()) / directions;
  if (int64_t(getWeights().size()) != perDirection * directions ||
      (perDirection != 2 && perDirection != 4))
    return emitOpError() << "expected w_ih, w_hh and optionally b_ih, b_hh "
                            "for each of "
                         << directions << " directions, got "
                         << getWeights().size() << " weights";
  for (int64_t direction = 0; direction < directions; ++direction) {
    ValueRange weights =
        getWeights().slice(direction * perDirection, perDirection);
    SmallVector<SmallVector<int64_t>> expected = {{gates * hidden, features},
                                                  {gates * hidden, hidden}};
    if (perDirection == 4)
      expected.append({{gates * hidden}, {gates * hidden}});
    for (auto [index, weight] : llvm::enumerate(weights))
      if (!shaped(expected[index])(weight.getType()))
        return emitOpError()
               << "weight " << index << " of direction " << direction << " is "
               << weight.getType() << ": expected "
               << (index < 2 ? "w_ih and w_hh of " : "biases of ")
               << gates * hidden
               << (index == 0   ? "x" + std::to_string(features)
                   : index == 1 ? "x" + std::to_string(hidden)
                                : std::string())
               << " (" << gates << " gates of " << hidden << ")";
  }
  return success();
}
