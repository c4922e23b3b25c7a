//===- Generate.cpp - Candidate implementations of each task --------------===//

#include "hiera/Analysis/LibraryMatch.h"
#include "hiera/Kernels/KernelFamily.h"
#include "hiera/Transforms/Passes.h"
#include "hiera/Transforms/Transforms.h"

#include "mlir/IR/Verifier.h"

#include <cmath>

namespace hiera {
#define GEN_PASS_DEF_HIERAGENERATE
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

/// Appends a variant unless the task has one of that name; returns it, or
/// null where the name is taken.
static VariantOp addVariant(TaskOp task, StringRef name, Space space) {
  Region &variants = task.getVariants();
  if (variants.empty())
    variants.push_back(new Block());
  Block &block = variants.front();
  for (auto existing : block.getOps<VariantOp>())
    if (existing.getName() == name)
      return nullptr;
  OpBuilder builder = OpBuilder::atBlockEnd(&block);
  return VariantOp::create(builder, task.getLoc(), builder.getStringAttr(name),
                           SpaceAttr::get(task.getContext(), space),
                           /*direction=*/nullptr, /*kernel=*/nullptr,
                           /*launch=*/nullptr, /*call=*/nullptr,
                           /*source=*/nullptr, /*cost=*/nullptr,
                           /*selected=*/nullptr);
}

/// Records on `variant` the math it computes in, where that is not its
/// element type's.
static void setArithmetic(VariantOp variant, StringRef arithmetic) {
  if (!arithmetic.empty())
    variant->setAttr(PlanDialect::kArithmeticAttrName,
                     StringAttr::get(variant.getContext(), arithmetic));
}

static bool anyVariant(TaskOp task, function_ref<bool(VariantOp)> test) {
  for (Block &block : task.getVariants())
    for (VariantOp variant : block.getOps<VariantOp>())
      if (test(variant))
        return true;
  return false;
}

static bool hasVariant(TaskOp task, StringRef name) {
  return anyVariant(task,
                    [&](VariantOp variant) { return variant.getName() == name; });
}

/// The first diagnostic emitted while in scope, kept rather than printed:
/// a verifier's message, given as why a candidate is left out.
class FirstDiagnostic {
public:
  explicit FirstDiagnostic(MLIRContext *context)
      : handler(context, [this](Diagnostic &diagnostic) {
          if (message.empty())
            message = diagnostic.str();
          return success();
        }) {}
  const std::string &str() const { return message; }

private:
  std::string message;
  ScopedDiagnosticHandler handler;
};

/// The launch of `kernel` as a custom variant records it, or null, saying
/// why, where CUDA could not make it (a grid past a dimension's limit, as
/// rows past 2^31 - 1 ask): the limits are the attribute's verifier's.
static LaunchAttr launchOf(MLIRContext *context, const KernelSource &kernel,
                           function_ref<void(const Twine &)> whyNot) {
  SmallVector<int64_t> grid = {kernel.gridX}, block = {kernel.blockX};
  if (kernel.gridY != 1 || kernel.gridZ != 1)
    grid.append({kernel.gridY, kernel.gridZ});
  if (kernel.blockY != 1)
    block.push_back(kernel.blockY);
  SmallVector<int64_t> inputs(kernel.inputs.begin(), kernel.inputs.end());
  FirstDiagnostic diagnostic(context);
  LaunchAttr launch = LaunchAttr::getChecked(
      [&] { return mlir::emitError(UnknownLoc::get(context)); }, context,
      StringRef(kernel.entry), ArrayRef<int64_t>(grid),
      ArrayRef<int64_t>(block), ArrayRef<int64_t>(inputs),
      int64_t(kernel.dynamicSharedBytes), StringRef(kernel.chip),
      /*ptx=*/StringAttr(), int64_t(kernel.trafficBytes));
  if (!launch)
    whyNot("its launch cannot be made: " + diagnostic.str());
  return launch;
}

/// Whether an op of `task` iterates over nothing (an extent of 0), which
/// --hiera-normalize folds away but a pipeline without it leaves: its
/// result is its destination as it is, which MLIR's own loops give with no
/// trip, and which neither a kernel family (whose launch and arithmetic
/// divide by extents) nor a library call is made for.
static bool iteratesOverNothing(TaskOp task) {
  bool empty = false;
  task.getBody().walk([&](linalg::LinalgOp op) {
    empty |= llvm::is_contained(op.getStaticLoopRanges(), 0);
  });
  return empty;
}

/// Verifies `op`, its verifier's message given to `whyNot` where it fails.
static LogicalResult
verifyWithReason(Operation *op, function_ref<void(const Twine &)> whyNot) {
  FirstDiagnostic diagnostic(op->getContext());
  if (succeeded(verify(op)))
    return success();
  whyNot("the plan could not hold it: " + diagnostic.str());
  return failure();
}

namespace {
struct GeneratePass : public hiera::impl::HieraGenerateBase<GeneratePass> {
  using HieraGenerateBase::HieraGenerateBase;

  /// The candidates of every family that matches the task, each added as a
  /// custom variant where it emits (source and launch; nothing is
  /// compiled here: lowering compiles a variant's source when it is
  /// measured or implemented), reported where its parameters do not suit
  /// the task's shapes. A task of another family is none of a family's
  /// business.
  /// `floors`: the floor families alone, else the others.
  /// Returns whether any was added; `lastWhy` says why the last one left
  /// out was.
  bool addKernelVariants(TaskOp task, const KernelTarget &target, bool floors,
                         std::string &lastWhy) {
    MLIRContext *context = task.getContext();
    bool added = false;
    for (const std::unique_ptr<KernelFamily> &family :
         builtinKernelFamilies().families()) {
      if (family->isFloor() != floors)
        continue;
      std::string why;
      auto whyNot = [&](const Twine &reason) { why = reason.str(); };
      FailureOr<std::unique_ptr<KernelMatch>> match =
          family->match(task, whyNot);
      if (failed(match))
        continue;
      if (failed(family->supports(**match, target, whyNot))) {
        if (reportLeftOut)
          task.emitRemark() << "hiera-generate: no " << family->name()
                            << " kernel: " << why;
        lastWhy = family->name().str() + ": " + why;
        continue;
      }
      auto leaveOut = [&](const std::string &name) {
        if (reportLeftOut)
          task.emitRemark()
              << "hiera-generate: " << name << " left out: " << why;
        lastWhy = name + ": " + why;
      };
      for (const KernelCandidate &candidate :
           family->candidates(**match, target)) {
        if (hasVariant(task, candidate.name))
          continue;
        if (!candidate.params) {
          why = "parameters outside the family's limits";
          leaveOut(candidate.name);
          continue;
        }
        FailureOr<KernelSource> kernel =
            family->emit(**match, candidate.params, target, whyNot);
        if (failed(kernel)) {
          leaveOut(candidate.name);
          continue;
        }
        LaunchAttr launch = launchOf(context, *kernel, whyNot);
        if (!launch) {
          leaveOut(candidate.name);
          continue;
        }
        VariantOp variant = addVariant(task, candidate.name, Space::Custom);
        setArithmetic(variant, candidate.arithmetic);
        variant.setKernelAttr(candidate.params);
        variant.setLaunchAttr(launch);
        variant.setSourceAttr(StringAttr::get(context, kernel->source));
        // What the variant asks of the module's target (its shared memory)
        // is the op's verifier's to say: a variant the plan could not hold
        // is left out, not written into a plan that does not read back.
        if (failed(verifyWithReason(variant, whyNot))) {
          variant.erase();
          leaveOut(candidate.name);
          continue;
        }
        added = true;
      }
    }
    return added;
  }

  /// A task --hiera-select-space gave the custom space, a family matching
  /// it, whose candidates all turn out not to suit it: the space chosen
  /// again without the catalogue, and why.
  static void chooseAgainWithoutCustom(TaskOp task, bool library,
                                       StringRef why) {
    BottleneckAttr bottleneck = task.getBottleneckAttr();
    if (!bottleneck || task.getSpace() != Space::Custom)
      return;
    auto [space, rationale] = chooseSpace(bottleneck, library, false);
    MLIRContext *context = task.getContext();
    task.setSpaceAttr(SpaceAttr::get(context, space));
    task.setRationaleAttr(StringAttr::get(context, rationale));
    task.emitRemark() << "hiera-generate: no custom kernel suits the task ("
                      << why << "): " << stringifySpace(space) << " instead";
  }

  /// Selects the first variant of the task's chosen space, unless one is.
  static void selectChosenSpace(TaskOp task) {
    std::optional<Space> space = task.getSpace();
    if (!space)
      return;
    VariantOp first;
    for (Block &block : task.getVariants())
      for (VariantOp variant : block.getOps<VariantOp>()) {
        if (variant.getSelected())
          return;
        if (!first && variant.getSpace() == *space)
          first = variant;
      }
    if (first)
      first.setSelected(true);
  }

  void runOnOperation() override {
    KernelTarget target = KernelTarget::of(getOperation());
    getOperation().walk([&](TaskOp task) {
      if (!task.getContractAttr())
        return;
      // MLIR's own path: the body itself, lowered by --hiera-lower.
      addVariant(task, "linalg", Space::Linalg);
      if (iteratesOverNothing(task)) {
        task.setSpaceAttr(SpaceAttr::get(task.getContext(), Space::Linalg));
        task.setRationaleAttr(StringAttr::get(
            task.getContext(), "it iterates over nothing (an extent of 0): "
                               "its result is its destination as it is"));
        selectChosenSpace(task);
        return;
      }
      SmallVector<LibraryCall> calls = matchLibraryCalls(task);
      for (const LibraryCall &call : calls)
        if (VariantOp variant =
                addVariant(task, call.variantName, Space::Library))
        {
          variant.setCallAttr(call.call);
          setArithmetic(variant, call.arithmetic);
        }
      std::string why;
      auto anyCustom = [&] {
        return anyVariant(task, [](VariantOp variant) {
          return variant.getSpace() == Space::Custom;
        });
      };
      // The floor where nothing else computes the task.
      if (!addKernelVariants(task, target, /*floors=*/false, why) &&
          !anyCustom() &&
          (!calls.empty() ||
           !addKernelVariants(task, target, /*floors=*/true, why)))
        chooseAgainWithoutCustom(task, !calls.empty(), why);
      selectChosenSpace(task);
    });
  }
};
} // namespace
