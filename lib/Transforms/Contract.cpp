//===- Contract.cpp - Group linalg ops into tasks with contracts ----------===//

#include "hiera/Analysis/LibraryMatch.h"
#include "hiera/Analysis/Workload.h"
#include "hiera/Kernels/KernelFamily.h"
#include "hiera/Transforms/Passes.h"

#include "mlir/Analysis/TopologicalSortUtils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/RegionUtils.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringSet.h"

namespace hiera {
#define GEN_PASS_DEF_HIERACONTRACT
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

/// Ops cloned into every task that uses them instead of becoming operands:
/// constants and tensor.empty carry no data worth passing.
static bool isCloneable(Operation *op) {
  return op && op->getNumOperands() == 0 && op->getNumRegions() == 0 &&
         op->getNumResults() == 1 && isMemoryEffectFree(op);
}

/// The padding `use` reads its operand through, where it joins the task of
/// the op that reads it: a border of constant value and static width around
/// the input of a window or a convolution. In the task, its kernels read
/// the border as bounds (cuDNN's padding, a guarded load) instead of a
/// padded copy written before them. A pad that any other op reads stays
/// outside: the families of those ops read no border.
static tensor::PadOp absorbedPad(OpOperand &use) {
  auto pad = use.get().getDefiningOp<tensor::PadOp>();
  if (!pad || !isWindowInput(use) || !constantBorder(pad))
    return {};
  llvm::SetVector<Value> captured;
  getUsedValuesDefinedAbove(pad.getRegion(), captured);
  if (!llvm::all_of(captured, [](Value value) {
        return isCloneable(value.getDefiningOp());
      }))
    return {};
  return pad;
}

/// The ops, in order, that `use`'s operand is computed by in the task of
/// the op that reads it rather than outside: an absorbed pad
/// (absorbedPad); or a transposed convolution's spread input (its fill,
/// the slice, in groups its view) and flipped filter, which the library
/// reads through to the unspread input and the weight
/// (matchTransposedConv).
static SmallVector<Operation *> absorbedProducers(OpOperand &use) {
  if (tensor::PadOp pad = absorbedPad(use))
    return {pad};
  auto conv = dyn_cast<linalg::LinalgOp>(use.getOwner());
  if (!conv || !conv.isDpsInput(&use))
    return {};
  std::optional<TransposedConv> transposed = matchTransposedConv(conv);
  if (!transposed)
    return {};
  // A flip is small: each convolution that reads it computes it.
  if (use.get() == transposed->flip->getResult(0))
    return {transposed->flip};
  SmallVector<Operation *> spread{
      transposed->spread.getDest().getDefiningOp(), transposed->spread};
  if (transposed->groupsView)
    spread.push_back(transposed->groupsView);
  if (!llvm::all_of(spread, [](Operation *op) { return op->hasOneUse(); }))
    return {};
  return spread;
}

/// Whether the task of a reader of `op` computes it (absorbedProducers), or
/// every reader of `op` is computed there and reads it where a slice goes,
/// as a view, or as an unread destination (the fills before a spread and a
/// flip): then it is in no group of its own.
static bool isAbsorbedProducer(Operation *op) {
  return !op->use_empty() && llvm::all_of(op->getUses(), [&](OpOperand &use) {
    Operation *reader = use.getOwner();
    return llvm::is_contained(absorbedProducers(use), op) ||
           ((isa<tensor::InsertSliceOp, tensor::ExpandShapeOp>(reader) ||
             isUnreadInit(use)) &&
            isAbsorbedProducer(reader));
  });
}

/// What the ops of `absorbed` read from outside them: operands and values
/// their regions capture, each with whether it is an unread destination.
static SmallVector<std::pair<Value, bool>>
readFromOutside(ArrayRef<Operation *> absorbed) {
  SmallVector<std::pair<Value, bool>> read;
  for (Operation *op : absorbed) {
    for (OpOperand &use : op->getOpOperands())
      if (!llvm::is_contained(absorbed, use.get().getDefiningOp()))
        read.push_back({use.get(), isUnreadInit(use)});
    llvm::SetVector<Value> captured;
    getUsedValuesDefinedAbove(op->getRegions(), captured);
    for (Value value : captured)
      read.push_back({value, false});
  }
  return read;
}

/// Whether `value`, used inside a payload but defined outside it, is a
/// tensor the payload reads at computed indices (an embedding table read
/// with tensor.extract): it becomes an input of the task.
static bool isGatherTable(Value value) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  return type && type.hasStaticShape() && getSizeInBytes(type);
}

/// Whether `op`'s payload reads a tensor defined outside it (a gather).
static bool readsGatherTable(Operation *op) {
  llvm::SetVector<Value> captured;
  getUsedValuesDefinedAbove(op->getRegions(), captured);
  return llvm::any_of(captured, isGatherTable);
}

/// Why `op` cannot join a task; empty when it can.
static std::string whyNotPlannable(linalg::LinalgOp op) {
  if (!op.hasPureTensorSemantics())
    return "it works on buffers, not tensors";
  auto isUnsupported = [](Type type) {
    return isa<ShapedType>(type) && !getSizeInBytes(type);
  };
  for (Type type : llvm::concat<const Type>(op->getOperandTypes(),
                                            op->getResultTypes())) {
    auto shaped = dyn_cast<ShapedType>(type);
    if (shaped && !shaped.hasStaticShape())
      return "it has dynamic shapes";
    if (isUnsupported(type))
      return "its element type has no fixed size";
  }
  llvm::SetVector<Value> captured;
  getUsedValuesDefinedAbove(op->getRegions(), captured);
  for (Value value : captured)
    if (!isCloneable(value.getDefiningOp()) && !isGatherTable(value))
      return "its payload uses a value defined outside that is neither a "
             "constant nor a tensor of static shape";
  return "";
}

namespace {

struct Group {
  SmallVector<Operation *> ops;
  bool hasContraction = false;
  bool hasReduction = false;
  /// An op of it reads a tensor at computed indices (an embedding lookup).
  bool gathers = false;
  bool onlyFills = true;
  bool alive = true;
  /// The ops of the block outside the group that use a member's result:
  /// where a path out of the group starts.
  llvm::SmallPtrSet<Operation *, 8> outsideUsers;
};

/// The most linalg ops a fusion group takes; the suite's largest task has
/// 25, and Inductor stops fusing at 64 nodes too.
constexpr size_t kMaxGroupOps = 64;

/// Partitions the plannable ops of one block into fusion groups.
class Partitioner {
public:
  explicit Partitioner(Block &block) : block(block) {}

  void add(linalg::LinalgOp op);
  ArrayRef<Group> getGroups() const { return groups; }

private:
  SmallVector<unsigned> selectProducers(linalg::LinalgOp op, OpClass kind);
  bool wouldCycle(Operation *op, ArrayRef<unsigned> indices);
  Operation *ancestorInBlock(Operation *op) {
    return block.findAncestorOpInBlock(*op);
  }

  Block &block;
  std::vector<Group> groups;
  DenseMap<Operation *, unsigned> groupOf;
};

} // namespace

/// The producer groups `op` may fuse with. An elementwise op joins its
/// contraction (as its epilogue) or else all its producers; a reduction joins
/// its elementwise and reduction producers; a contraction takes only the
/// fills of its accumulator. So no group ever holds two contractions, or a
/// contraction and a reduction, or a contraction's elementwise prologue.
/// A widening cast is no epilogue: the GEMM would write the wider copy, and
/// its readers (the statistics of a norm) widen each value as they read it.
SmallVector<unsigned> Partitioner::selectProducers(linalg::LinalgOp op,
                                                   OpClass kind) {
  llvm::SetVector<unsigned> producers;
  for (Value operand : op->getOperands())
    if (Operation *def = operand.getDefiningOp())
      if (auto it = groupOf.find(def); it != groupOf.end())
        producers.insert(it->second);

  SmallVector<unsigned> selected;
  switch (kind) {
  case OpClass::Fill:
    break;
  case OpClass::Contraction:
    // Only its accumulator's fills: a fill it reads as an operand (a
    // recurrent net's zero state) is a task of its own, which the library
    // reads as any operand.
    for (Value init : op.getDpsInits())
      if (Operation *def = init.getDefiningOp())
        if (auto it = groupOf.find(def);
            it != groupOf.end() && groups[it->second].onlyFills &&
            !llvm::is_contained(selected, it->second))
          selected.push_back(it->second);
    break;
  case OpClass::Reduction: {
    // A gather stays an elementwise task of its own: the reduction
    // families read their inputs in order, not at computed indices. The
    // scan family reads a producer's gathers where they point (an
    // exclusive scan's shift, x[j - 1]).
    bool scan = matchScan(op).has_value();
    for (unsigned index : producers)
      if (!groups[index].hasContraction && (scan || !groups[index].gathers))
        selected.push_back(index);
    break;
  }
  case OpClass::Elementwise: {
    // An epilogue joins its contraction alone: what else it reads stays
    // outside, so that a prologue never slips in between.
    auto contraction = llvm::find_if(
        producers, [&](unsigned i) { return groups[i].hasContraction; });
    if (contraction != producers.end() && isWideningCast(op))
      break;
    // Beside a reduction (a norm's normalisation, reading the mean and
    // the gathered embeddings), a gather stays a task of its own, as it
    // does before one; so it does before a widening cast, which the
    // statistics' reduction takes in.
    bool apartFromGathers =
        isWideningCast(op) || llvm::any_of(producers, [&](unsigned i) {
          return groups[i].hasReduction;
        });
    for (unsigned index : producers)
      if ((contraction == producers.end() || index == *contraction ||
           groups[index].onlyFills) &&
          !(apartFromGathers && groups[index].gathers &&
            !groups[index].hasReduction))
        selected.push_back(index);
    break;
  }
  }
  return selected;
}

/// Whether `op` and the groups `indices` joined would have a value leave
/// them and come back through an op outside: such a group cannot become one
/// task. Ops join in block order, so every member precedes `op`, and a path
/// back into the members runs through ops before it: the search starts at
/// the groups' outside users and stops at `op`, however large the groups.
bool Partitioner::wouldCycle(Operation *op, ArrayRef<unsigned> indices) {
  auto isMember = [&](Operation *candidate) {
    if (candidate == op)
      return true;
    auto it = groupOf.find(candidate);
    return it != groupOf.end() && llvm::is_contained(indices, it->second);
  };
  SmallVector<Operation *> worklist;
  for (unsigned index : indices)
    for (Operation *user : groups[index].outsideUsers)
      if (!isMember(user))
        worklist.push_back(user);
  llvm::SmallPtrSet<Operation *, 16> visited;
  while (!worklist.empty()) {
    Operation *outside = worklist.pop_back_val();
    if (!outside->isBeforeInBlock(op) || !visited.insert(outside).second)
      continue;
    for (Operation *user : outside->getUsers()) {
      Operation *next = ancestorInBlock(user);
      if (!next || next == outside)
        continue;
      if (isMember(next))
        return true;
      worklist.push_back(next);
    }
  }
  return false;
}

void Partitioner::add(linalg::LinalgOp op) {
  OpClass kind = classifyOp(op);
  SmallVector<unsigned> selected = selectProducers(op, kind);

  // Where joining every selected producer would make a cycle, keep only the
  // accumulator fills; failing that, start afresh.
  auto wouldCycle = [&](ArrayRef<unsigned> indices) {
    return this->wouldCycle(op, indices);
  };
  // An elementwise op that reads a contraction's result and a reduction
  // of it (the normalisation of a layer norm after a GEMM) joins the
  // reduction: it cannot be the contraction's epilogue.
  if (wouldCycle(selected) && kind == OpClass::Elementwise) {
    SmallVector<unsigned> others;
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        if (auto it = groupOf.find(def);
            it != groupOf.end() && !groups[it->second].hasContraction &&
            !llvm::is_contained(others, it->second))
          others.push_back(it->second);
    if (!others.empty() && !wouldCycle(others))
      selected = others;
  }
  if (wouldCycle(selected)) {
    llvm::erase_if(selected,
                   [&](unsigned index) { return !groups[index].onlyFills; });
    if (wouldCycle(selected))
      selected.clear();
  }
  // A group stops growing at kMaxGroupOps: its kernel's compile time
  // grows faster than its size (a chain of 1000 row normalisations took
  // clang 56 s as one kernel), while no model's task comes near.
  size_t joined = 0;
  for (unsigned index : selected)
    joined += groups[index].ops.size();
  if (joined >= kMaxGroupOps)
    selected.clear();

  unsigned target;
  if (selected.empty()) {
    target = groups.size();
    groups.emplace_back();
  } else {
    target = selected.front();
    SmallVector<Operation *> moved;
    for (unsigned index : llvm::drop_begin(selected)) {
      Group &from = groups[index];
      for (Operation *member : from.ops)
        groupOf[member] = target;
      moved.append(from.ops.begin(), from.ops.end());
    }
    for (unsigned index : llvm::drop_begin(selected)) {
      Group &from = groups[index];
      Group &to = groups[target];
      to.ops.append(from.ops.begin(), from.ops.end());
      to.hasContraction |= from.hasContraction;
      to.hasReduction |= from.hasReduction;
      to.gathers |= from.gathers;
      to.onlyFills &= from.onlyFills;
      for (Operation *user : from.outsideUsers)
        if (auto it = groupOf.find(user);
            it == groupOf.end() || it->second != target)
          to.outsideUsers.insert(user);
      from.outsideUsers.clear();
      from.alive = false;
    }
    // What one joined group used of another is inside now.
    for (Operation *member : moved)
      groups[target].outsideUsers.erase(member);
  }
  Group &group = groups[target];
  group.ops.push_back(op);
  group.hasContraction |= kind == OpClass::Contraction;
  group.hasReduction |= kind == OpClass::Reduction;
  group.gathers |= readsGatherTable(op);
  group.onlyFills &= kind == OpClass::Fill;
  groupOf[op] = target;
  group.outsideUsers.erase(op);
  for (Operation *user : op->getUsers())
    if (Operation *next = ancestorInBlock(user); next && next != op)
      group.outsideUsers.insert(next);
}

/// A name for a task: its main op's name, or the op's class for generics.
static std::string taskBaseName(ArrayRef<Operation *> ops) {
  auto rank = [](Operation *op) {
    switch (classifyOp(cast<linalg::LinalgOp>(op))) {
    case OpClass::Contraction:
      return 3;
    case OpClass::Reduction:
      return 2;
    case OpClass::Elementwise:
      return 1;
    case OpClass::Fill:
      return 0;
    }
    llvm_unreachable("unknown op class");
  };
  Operation *main = *llvm::max_element(
      ops, [&](Operation *a, Operation *b) { return rank(a) < rank(b); });
  // A named op names its task, unless it is one of several elementwise ops.
  bool elementwiseChain = rank(main) <= 1 && ops.size() > 1;
  if (!isa<linalg::GenericOp>(main) && !elementwiseChain)
    return main->getName().stripDialect().str();
  switch (rank(main)) {
  case 3:
    return "contraction";
  case 2:
    return "reduction";
  default:
    return "elementwise";
  }
}

/// The name of the task of `ops`, numbered `counter`.
static std::string taskName(ArrayRef<Operation *> ops, unsigned counter) {
  return taskBaseName(ops) + "_" + std::to_string(counter);
}

/// Replaces the ops of `group` by one plan.task. Returns null, leaving the
/// IR untouched, when nothing outside uses the group's results.
static TaskOp buildTask(Block &block, ArrayRef<Operation *> groupOps,
                        StringRef name) {
  SmallVector<Operation *> ops(groupOps);
  llvm::sort(ops, [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  llvm::SmallPtrSet<Operation *, 16> members(ops.begin(), ops.end());
  auto isMember = [&](Operation *op) {
    Operation *ancestor = block.findAncestorOpInBlock(*op);
    return ancestor && members.contains(ancestor);
  };

  llvm::SetVector<Value> inputs;
  auto isInside = [&](Value value) {
    Operation *def = value.getDefiningOp();
    return (def && members.contains(def)) || isCloneable(def);
  };
  for (Operation *op : ops)
    for (OpOperand &use : op->getOpOperands()) {
      SmallVector<Operation *> absorbed = absorbedProducers(use);
      if (!absorbed.empty()) {
        for (auto [value, unreadInit] : readFromOutside(absorbed))
          if (!isInside(value) && !unreadInit)
            inputs.insert(value);
        continue;
      }
      if (!isInside(use.get()) && !isUnreadInit(use))
        inputs.insert(use.get());
    }
  // Tensors a payload reads at computed indices are inputs too.
  for (Operation *op : ops) {
    llvm::SetVector<Value> captured;
    getUsedValuesDefinedAbove(op->getRegions(), captured);
    for (Value value : captured) {
      Operation *def = value.getDefiningOp();
      if (!(def && members.contains(def)) && !isCloneable(def) &&
          isGatherTable(value))
        inputs.insert(value);
    }
  }
  // A producer the task computes itself (a window's padding), whose
  // readers are all in the task, reads its operand there alone: that is
  // no reason to yield the operand.
  llvm::SmallPtrSet<Operation *, 4> absorbedInside;
  for (Operation *op : ops)
    for (OpOperand &use : op->getOpOperands())
      for (Operation *producer : absorbedProducers(use))
        absorbedInside.insert(producer);
  std::function<bool(Operation *)> readInside = [&](Operation *user) {
    return isMember(user) || (absorbedInside.contains(user) &&
                              llvm::all_of(user->getUsers(), readInside));
  };
  auto usedOutside = [&](Value result) {
    return llvm::any_of(result.getUsers(),
                        [&](Operation *user) { return !readInside(user); });
  };
  SmallVector<Value> outputs;
  for (Operation *op : ops) {
    // A recurrent layer's library call writes all of its results: yielded
    // together once one is used (a model that reads only the final state
    // still needs a buffer for the output).
    bool whole = isa<RnnOp>(op) && llvm::any_of(op->getResults(), usedOutside);
    for (Value result : op->getResults())
      if (whole || usedOutside(result))
        outputs.push_back(result);
  }
  if (outputs.empty())
    return {};

  SmallVector<Location> locs =
      llvm::map_to_vector(ops, [](Operation *op) { return op->getLoc(); });
  OpBuilder builder(ops.back());
  Location loc = builder.getFusedLoc(locs);
  auto task = TaskOp::create(builder, loc, name,
                             ValueRange(outputs).getTypes(),
                             inputs.getArrayRef());

  Block &body = task.getBodyBlock();
  OpBuilder inside = OpBuilder::atBlockEnd(&body);
  IRMapping mapping;
  mapping.map(inputs.getArrayRef(), body.getArguments());
  llvm::SetVector<Operation *> outsideProducers;
  auto materialize = [&](Value value, bool unreadInit) {
    if (mapping.contains(value))
      return;
    Operation *def = value.getDefiningOp();
    if (isCloneable(def)) {
      inside.clone(*def, mapping);
      outsideProducers.insert(def);
      return;
    }
    // Only the shape of an unread destination matters.
    assert(unreadInit && "every other outside value is a task input");
    (void)unreadInit;
    auto type = cast<RankedTensorType>(value.getType());
    mapping.map(value, tensor::EmptyOp::create(inside, value.getLoc(),
                                               type.getShape(),
                                               type.getElementType()));
    if (def)
      outsideProducers.insert(def);
  };
  for (Operation *op : ops) {
    for (OpOperand &use : op->getOpOperands()) {
      if (mapping.contains(use.get()))
        continue;
      if (SmallVector<Operation *> absorbed = absorbedProducers(use);
          !absorbed.empty()) {
        for (auto [value, unreadInit] : readFromOutside(absorbed))
          materialize(value, unreadInit);
        for (Operation *producer : absorbed) {
          inside.clone(*producer, mapping);
          outsideProducers.insert(producer);
        }
        continue;
      }
      if (!members.contains(use.get().getDefiningOp()))
        materialize(use.get(), isUnreadInit(use));
    }
    llvm::SetVector<Value> captured;
    getUsedValuesDefinedAbove(op->getRegions(), captured);
    for (Value value : captured)
      materialize(value, /*unreadInit=*/false);
    inside.clone(*op, mapping);
  }
  SmallVector<Value> yielded = llvm::map_to_vector(
      outputs, [&](Value value) { return mapping.lookup(value); });
  YieldOp::create(inside, loc, yielded);

  for (auto [output, result] : llvm::zip(outputs, task.getResults()))
    output.replaceUsesWithIf(result, [&](OpOperand &use) {
      return !isMember(use.getOwner());
    });
  for (Operation *op : llvm::reverse(ops))
    op->erase();
  for (Operation *producer : llvm::reverse(outsideProducers))
    if (isOpTriviallyDead(producer))
      producer->erase();
  return task;
}

/// Puts the ops of `task` back where it stood and erases it: the inverse of
/// buildTask. Returns the ops, in order.
static SmallVector<Operation *> unbuildTask(TaskOp task) {
  Block &body = task.getBodyBlock();
  YieldOp yield = task.getYield();
  SmallVector<Value> yielded(yield.getOperands());
  yield->erase();
  SmallVector<Operation *> ops = llvm::map_to_vector(
      body.getOperations(), [](Operation &op) { return &op; });
  IRRewriter rewriter(task.getContext());
  rewriter.inlineBlockBefore(&body, task, task.getInputs());
  rewriter.replaceOp(task, yielded);
  return ops;
}

/// The structured ops of a task taken apart by unbuildTask, but those a
/// reader's task computes itself (absorbedProducers): what buildTask takes.
static SmallVector<Operation *> groupOps(ArrayRef<Operation *> ops) {
  SmallVector<Operation *> linalgOps;
  for (Operation *op : ops)
    if (isa<linalg::LinalgOp>(op) && !isAbsorbedProducer(op))
      linalgOps.push_back(op);
  return linalgOps;
}

/// Whether `op` is a pointwise op worth computing again wherever it is
/// read rather than written to memory once: it reads no more bytes than it
/// writes (a widening cast, an activation), at no computed index.
static bool isCheapToRecompute(linalg::LinalgOp op) {
  if (classifyOp(op) != OpClass::Elementwise || op->getNumResults() != 1 ||
      !op.getMatchingIndexingMap(op.getDpsInitOperand(0)).isIdentity())
    return false;
  llvm::SetVector<Value> captured;
  getUsedValuesDefinedAbove(op->getRegions(), captured);
  if (llvm::any_of(captured, [](Value value) {
        return isa<ShapedType>(value.getType());
      }))
    return false;
  std::optional<int64_t> written = getSizeInBytes(op->getResult(0).getType());
  int64_t read = 0;
  for (OpOperand *input : op.getDpsInputOperands()) {
    if (!op.payloadUsesValueFromOperand(input))
      continue;
    std::optional<int64_t> bytes = getSizeInBytes(input->get().getType());
    if (!bytes)
      return false;
    read += *bytes;
  }
  return written && read <= *written;
}

/// Gives every reader of a cheap op of `ops` (isCheapToRecompute) but the
/// first a copy of the op of its own, just before it, and adds the copies
/// to `ops` there: runs split from a group then compute such values where
/// they read them (the f64 copy of a GEMM's output that both statistics of
/// a training-mode batch norm read), rather than one run writing them to
/// memory for the others.
static void copyCheapOpsForReaders(SmallVectorImpl<Operation *> &ops) {
  for (size_t index = 0; index < ops.size(); ++index) {
    auto cheap = dyn_cast<linalg::LinalgOp>(ops[index]);
    if (!cheap || !isCheapToRecompute(cheap))
      continue;
    SmallVector<Operation *> readers;
    for (Operation *op : ArrayRef<Operation *>(ops).drop_front(index + 1))
      if (llvm::is_contained(op->getOperands(), cheap->getResult(0)))
        readers.push_back(op);
    // The first reader keeps the op.
    for (Operation *reader : ArrayRef(readers).drop_front(!readers.empty())) {
      OpBuilder builder(reader);
      Operation *copy = builder.clone(*cheap);
      for (OpOperand &operand : reader->getOpOperands())
        if (operand.get() == cheap->getResult(0))
          operand.set(copy->getResult(0));
      ops.insert(llvm::find(ops, reader), copy);
    }
  }
}

/// Builds a group's ops as tasks. Where no implementation computes the
/// group whole (a strict-f32 GEMM with a GELU, a norm over channels, a
/// softmax over a middle dimension), it becomes consecutive tasks, each
/// the longest run of the ops left that one computes: the library's GEMM,
/// then an elementwise kernel; a reduction, then an elementwise kernel
/// reading its result. A contraction stays in the first task with the ops
/// before it; a run none computes shrinks to one op, left to MLIR's loops.
/// Returns the last task.
static TaskOp buildCoveredTasks(Block &block, ArrayRef<Operation *> ops,
                                unsigned &taskCounter,
                                function_ref<bool(TaskOp)> covered) {
  std::string name = taskName(ops, taskCounter);
  TaskOp task = buildTask(block, ops, name);
  if (!task || covered(task))
    return task;
  // The ops not yet in a kept task, in order; buildTask moves clones into
  // a task, so the ones taken back from it are new each time.
  SmallVector<Operation *> pending;
  // Each fill goes just before the op that accumulates on it (a fill
  // takes no operands), so that the two can go into one task.
  auto takeBack = [&](TaskOp built, ArrayRef<Operation *> after) {
    SmallVector<Operation *> ops, fills;
    for (Operation *op : groupOps(unbuildTask(built)))
      (classifyOp(cast<linalg::LinalgOp>(op)) == OpClass::Fill ? fills : ops)
          .push_back(op);
    llvm::append_range(ops, after);
    pending.clear();
    for (Operation *op : ops) {
      for (Operation *&fill : fills)
        if (fill && llvm::is_contained(fill->getUsers(), op)) {
          pending.push_back(fill);
          fill = nullptr;
        }
      pending.push_back(op);
    }
    for (Operation *fill : fills)
      if (fill)
        pending.insert(pending.begin(), fill);
  };
  takeBack(task, {});
  copyCheapOpsForReaders(pending);
  // The tasks kept so far, and whether any is computed by an
  // implementation: where none is, the group stays one task, so that the
  // pieces do not each fall to MLIR's loops.
  SmallVector<TaskOp> kept;
  bool anyCovered = false;
  std::string groupName = name;
  auto finish = [&](ArrayRef<Operation *> last) {
    if (anyCovered || kept.empty())
      return buildTask(block, last, name);
    SmallVector<Operation *> all;
    for (TaskOp piece : kept)
      llvm::append_range(all, groupOps(unbuildTask(piece)));
    llvm::append_range(all, last);
    taskCounter -= kept.size();
    return buildTask(block, all, groupName);
  };
  // The whole of `pending` is not computed by any implementation.
  while (true) {
    // Where it may be cut: after the contraction, and never right after a
    // fill, which stands just before the op that accumulates on it.
    auto isA = [](Operation *op, OpClass kind) {
      return classifyOp(cast<linalg::LinalgOp>(op)) == kind;
    };
    size_t least = 1;
    for (auto [index, op] : llvm::enumerate(pending))
      if (isA(op, OpClass::Contraction))
        least = index + 1;
    SmallVector<size_t> ends;
    for (size_t end = least; end < pending.size(); ++end)
      if (!isA(pending[end - 1], OpClass::Fill))
        ends.push_back(end);
    if (ends.empty())
      return finish(pending);
    for (size_t end : llvm::reverse(ends)) {
      SmallVector<Operation *> after(llvm::drop_begin(pending, end));
      TaskOp first =
          buildTask(block, ArrayRef(pending).take_front(end), name);
      if (!first)
        return finish(pending);
      bool firstCovered = covered(first);
      if (firstCovered || end == ends.front()) {
        kept.push_back(first);
        anyCovered |= firstCovered;
        ++taskCounter;
        name = taskName(after, taskCounter);
        TaskOp rest = buildTask(block, after, name);
        if (!rest || covered(rest))
          return rest;
        takeBack(rest, {});
        break;
      }
      takeBack(first, after);
    }
  }
}

/// Gives each extra use of a fill its own copy, so that every accumulator's
/// initialisation can join the task that consumes it.
static void splitSharedFills(Block &block) {
  for (auto fill : llvm::make_early_inc_range(block.getOps<linalg::LinalgOp>())) {
    if (classifyOp(fill) != OpClass::Fill)
      continue;
    SmallVector<OpOperand *> uses = llvm::map_to_vector(
        fill->getUses(), [](OpOperand &use) { return &use; });
    OpBuilder builder(fill);
    builder.setInsertionPointAfter(fill);
    for (OpOperand *use : ArrayRef(uses).drop_front(!uses.empty()))
      use->set(builder.clone(*fill)->getResult(0));
  }
}

/// The one task that reads `task`'s results, if one alone does.
static TaskOp soleReaderTask(TaskOp task) {
  TaskOp reader;
  for (Operation *user : task->getUsers()) {
    auto readerTask = dyn_cast<TaskOp>(user);
    if (!readerTask || readerTask == task || (reader && reader != readerTask))
      return {};
    reader = readerTask;
  }
  return reader;
}

/// An elementwise task whose results one other task alone reads joins it
/// where a library call or a kernel family other than the floor computes
/// the two as one: what a library's convolution could not take as its
/// epilogue (a tanh, a scale) becomes the prologue of the pooling after
/// it, one pass over memory instead of two. A task with a contraction
/// takes no prologue: the libraries read their operands from memory.
static void mergeIntoReaders(Block &block,
                             function_ref<bool(TaskOp)> computedWhole) {
  constexpr StringLiteral kFromProducer = "hiera.merged_producer";
  auto computesOnly = [](TaskOp task, ArrayRef<OpClass> kinds) {
    return llvm::all_of(task.getBodyBlock(), [&](Operation &op) {
      auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
      return !isa<RnnOp>(op) &&
             (!linalgOp || llvm::is_contained(kinds, classifyOp(linalgOp)));
    });
  };
  llvm::StringSet<> apart;
  bool merged = true;
  while (merged) {
    merged = false;
    for (TaskOp producer : llvm::to_vector(block.getOps<TaskOp>())) {
      TaskOp reader = soleReaderTask(producer);
      // A gather stays a task of its own, as selectProducers keeps it.
      bool gathers = llvm::any_of(producer.getBodyBlock(), [](Operation &op) {
        return isa<linalg::LinalgOp>(op) && readsGatherTable(&op);
      });
      if (apart.contains(producer.getName()) || !reader || gathers ||
          !computesOnly(producer, {OpClass::Elementwise, OpClass::Fill}) ||
          !computesOnly(reader, {OpClass::Elementwise, OpClass::Fill,
                                 OpClass::Reduction}))
        continue;
      std::string producerName = producer.getName().str();
      std::string readerName = reader.getName().str();
      // The producer's structured ops carry a mark through the clones
      // buildTask makes, so that they can be told apart again.
      SmallVector<Operation *> ops = groupOps(unbuildTask(producer));
      for (Operation *op : ops)
        op->setAttr(kFromProducer, UnitAttr::get(op->getContext()));
      llvm::append_range(ops, groupOps(unbuildTask(reader)));
      TaskOp together = buildTask(block, ops, readerName);
      if (together && computedWhole(together)) {
        for (Operation &op : together.getBodyBlock())
          op.removeAttr(kFromProducer);
        merged = true;
        break;
      }
      // Apart again, as they were.
      if (together)
        ops = groupOps(unbuildTask(together));
      SmallVector<Operation *> first, second;
      for (Operation *op : ops)
        (op->removeAttr(kFromProducer) ? first : second).push_back(op);
      buildTask(block, first, producerName);
      buildTask(block, second, readerName);
      apart.insert(producerName);
      merged = true;
      break;
    }
  }
}

static void partitionBlock(Block &block, unsigned &taskCounter,
                           function_ref<bool(TaskOp)> covered,
                           function_ref<bool(TaskOp)> computedWhole) {
  // A recurrent layer is a task of its own: one library call computes it,
  // and nothing fuses into its sequential steps.
  for (auto layer : llvm::make_early_inc_range(block.getOps<RnnOp>()))
    if (buildTask(block, {layer.getOperation()},
                  "rnn_" + layer.getCell().str() + "_" +
                      std::to_string(taskCounter)))
      ++taskCounter;
  splitSharedFills(block);
  Partitioner partitioner(block);
  for (Operation &op : block) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (!linalgOp || isAbsorbedProducer(&op))
      continue;
    std::string reason = whyNotPlannable(linalgOp);
    if (!reason.empty()) {
      op.emitRemark() << "hiera-contract: left as is: " << reason;
      continue;
    }
    partitioner.add(linalgOp);
  }
  // Number tasks in the order they will stand in: by their last op.
  SmallVector<const Group *> live;
  for (const Group &group : partitioner.getGroups())
    if (group.alive)
      live.push_back(&group);
  auto lastOp = [](const Group *group) {
    return *llvm::max_element(group->ops, [](Operation *a, Operation *b) {
      return a->isBeforeInBlock(b);
    });
  };
  llvm::sort(live, [&](const Group *a, const Group *b) {
    return lastOp(a)->isBeforeInBlock(lastOp(b));
  });
  bool changed = false;
  for (const Group *groupPtr : live) {
    const Group &group = *groupPtr;
    TaskOp task = buildCoveredTasks(block, group.ops, taskCounter, covered);
    if (task) {
      ++taskCounter;
      changed = true;
    } else {
      group.ops.front()->emitRemark()
          << "hiera-contract: left as is: nothing uses its results";
    }
  }
  if (changed) {
    sortTopologically(&block);
    mergeIntoReaders(block, computedWhole);
  }
}

//===----------------------------------------------------------------------===//
// Contracts
//===----------------------------------------------------------------------===//

/// What each task operand is to the computation.
static SmallVector<OperandRole> inferRoles(TaskOp task) {
  SmallVector<OperandRole> roles;
  for (BlockArgument arg : task.getBodyBlock().getArguments()) {
    if (!isa<ShapedType>(arg.getType())) {
      roles.push_back(OperandRole::Scalar);
      continue;
    }
    OperandRole role = OperandRole::Activation;
    for (OpOperand &use : arg.getUses()) {
      auto op = dyn_cast<linalg::LinalgOp>(use.getOwner());
      if (!op || !op.isDpsInput(&use))
        continue;
      OpClass kind = classifyOp(op);
      // The second operand of a matmul or convolution: B, the filter.
      if (kind == OpClass::Contraction && use.getOperandNumber() >= 1) {
        role = OperandRole::Weight;
        break;
      }
      // A lower-rank operand broadcast over an elementwise op is a bias
      // when added and a weight (a scale) when multiplied.
      if (kind == OpClass::Elementwise &&
          op.getMatchingIndexingMap(&use).getNumResults() < op.getNumLoops()) {
        BlockArgument payloadArg = op.getMatchingBlockArgument(&use);
        bool scales = llvm::any_of(payloadArg.getUsers(), [](Operation *u) {
          return isa<arith::MulFOp, arith::MulIOp>(u);
        });
        role = scales ? OperandRole::Weight : OperandRole::Bias;
      }
    }
    roles.push_back(role);
  }
  return roles;
}

/// The default tolerance of a task's least precise float type, loosened
/// when the policy lets f32 math run in a 10- or 7-bit mantissa.
static std::pair<double, double> defaultTolerance(TaskOp task,
                                                  PrecisionPolicy precision) {
  unsigned narrowestFloat = 0;
  auto visit = [&](Type type) {
    if (auto floatType = dyn_cast<FloatType>(getElementTypeOrSelf(type)))
      if (!narrowestFloat || floatType.getWidth() < narrowestFloat)
        narrowestFloat = floatType.getWidth();
  };
  llvm::for_each(task.getInputs().getTypes(), visit);
  llvm::for_each(task.getResultTypes(), visit);
  if (narrowestFloat == 0)
    return {0.0, 0.0}; // Integers compare exactly.
  if (narrowestFloat >= 64)
    return {1e-9, 1e-9};
  bool reducedF32 = bitEnumContainsAny(
      precision, PrecisionPolicy::TF32 | PrecisionPolicy::BF16);
  if (narrowestFloat >= 32 && !reducedF32)
    return {1e-4, 1e-4};
  return {1e-2, 1e-2};
}

static ContractAttr buildContract(TaskOp task, PrecisionPolicy precision) {
  MLIRContext *context = task.getContext();
  std::optional<Workload> workload = computeWorkload(task);
  int64_t flops = workload ? workload->flops : 0;
  int64_t bytes = workload ? workload->bytes : 0;
  double intensity = bytes > 0 ? static_cast<double>(flops) / bytes : 0.0;
  auto [rtol, atol] = defaultTolerance(task, precision);

  SmallVector<Type> inputs(task.getInputs().getTypes());
  SmallVector<Type> results(task.getResultTypes());
  auto isContiguous = [](Type type) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    return !isa<ShapedType>(type) || (tensor && !tensor.getEncoding());
  };
  ContractConstraints constraints = ContractConstraints::None;
  if (workload)
    constraints = constraints | ContractConstraints::StaticShapes;
  if (llvm::all_of(inputs, isContiguous) && llvm::all_of(results, isContiguous))
    constraints = constraints | ContractConstraints::Contiguous;
  // Device allocators align to far more; 16 bytes is what vector access needs.
  constexpr int64_t kAlignment = 16;
  return ContractAttr::get(context, inputs, inferRoles(task), results, flops,
                           bytes, intensity, precision, rtol, atol,
                           constraints, kAlignment);
}

namespace {
struct ContractPass : public hiera::impl::HieraContractBase<ContractPass> {
  using HieraContractBase::HieraContractBase;

  void runOnOperation() override {
    PrecisionPolicy precision = PrecisionPolicy::Strict;
    for (const std::string &name : allow) {
      std::optional<PrecisionPolicy> flag = symbolizePrecisionPolicy(name);
      if (!flag || *flag == PrecisionPolicy::Strict) {
        getOperation().emitError()
            << "hiera-contract: unknown precision '" << name
            << "' in allow=: expected tf32, bf16, f16_accumulate or "
               "approx_math";
        return signalPassFailure();
      }
      precision = precision | *flag;
    }

    // A contract's counts are int64: a shape past them would plan with
    // counts wrapped around (a tensor of 2^65 elements "has none").
    bool tooLarge = false;
    getOperation().walk([&](linalg::LinalgOp op) {
      if (std::optional<std::string> what = countOverflow(op)) {
        op->emitError() << "hiera-contract: too large to plan: " << *what
                        << " pass 2^63 - 1";
        tooLarge = true;
      }
    });
    if (tooLarge)
      return signalPassFailure();

    FrameworkPrecisionAttr framework = frameworkPrecisionOf(getOperation());
    KernelTarget target = KernelTarget::of(getOperation());
    // Whether a library call or a kernel family computes a task whole;
    // without `floors`, a family other than the floor.
    auto computedBy = [&](TaskOp task, bool floors) {
      task.setContractAttr(
          buildContract(task, precision | frameworkPrecision(task, framework)));
      return !matchLibraryCalls(task).empty() ||
             catalogueSupports(builtinKernelFamilies(), task, target,
                               /*reasons=*/nullptr, floors);
    };
    auto covered = [&](TaskOp task) { return computedBy(task, true); };
    auto computedWhole = [&](TaskOp task) { return computedBy(task, false); };
    getOperation().walk([&](FunctionOpInterface function) {
      unsigned taskCounter = 0;
      function->walk([&](TaskOp) { ++taskCounter; });
      for (Block &block : function.getFunctionBody())
        partitionBlock(block, taskCounter, covered, computedWhole);
      // Linalg ops in nested regions (loops, other ops' bodies) are not
      // planned.
      function->walk([&](linalg::LinalgOp op) {
        if (op->getParentOp() != function.getOperation() &&
            !op->getParentOfType<TaskOp>())
          op->emitRemark() << "hiera-contract: left as is: it is nested in "
                              "another op's region";
      });
    });

    // Ops in the linalg dialect that are not structured (linalg.softmax,
    // ...) are left for the user to decompose.
    getOperation().walk([&](Operation *op) {
      if (isa<linalg::LinalgDialect>(op->getDialect()) &&
          !isa<linalg::LinalgOp>(op) && !op->hasTrait<OpTrait::IsTerminator>() &&
          !op->getParentOfType<TaskOp>() &&
          !isa<linalg::LinalgOp>(op->getParentOp()))
        op->emitRemark() << "hiera-contract: left as is: not a structured "
                            "linalg op; decompose it first";
    });

    // Tensor ops that write a new tensor (a pad no window reads, a slice
    // inserted, a concatenation) become copies outside every task, where
    // no kernel or measurement sees them; hiera-normalize rewrites those it
    // can into ops a task takes.
    getOperation().walk([&](Operation *op) {
      if (isa<tensor::PadOp, tensor::InsertSliceOp, tensor::ConcatOp,
              tensor::GenerateOp, tensor::InsertOp, tensor::ScatterOp,
              tensor::GatherOp>(op) &&
          !op->getParentOfType<TaskOp>())
        op->emitRemark() << "hiera-contract: left as is: a tensor op that "
                            "copies, outside every task";
    });

    getOperation().walk([&](TaskOp task) {
      if (!task.getContractAttr())
        task.setContractAttr(buildContract(
            task, precision | frameworkPrecision(task, framework)));
      // Each op's counts fit; a task's sums of them may not.
      if (workloadOverflows(task)) {
        task.emitError() << "hiera-contract: too large to plan: the task's "
                            "FLOPs or bytes pass 2^63 - 1";
        tooLarge = true;
      }
    });
    if (tooLarge)
      signalPassFailure();
  }
};
} // namespace
