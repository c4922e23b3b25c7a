//===- LowerTasks.cpp - Replace tasks by their chosen variants ------------===//

#include "TensorViews.h"

#include "hiera/Transforms/Passes.h"
#include "hiera/Transforms/Transforms.h"

#include "hiera/Kernels/KernelFamily.h"
#include "hiera/Kernels/Kernels.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Threading.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"

#include <map>
#include <memory>
#include <optional>
#include <set>

namespace hiera {
#define GEN_PASS_DEF_HIERALOWERTASKS
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

/// The variant that implements `task`: the selected one, else the library
/// variant, else none (the body). Custom kernels wait to be selected.
static VariantOp chooseVariant(TaskOp task) {
  VariantOp library;
  for (Block &block : task.getVariants())
    for (VariantOp variant : block.getOps<VariantOp>()) {
      if (variant.getSelected())
        return variant;
      if (!library && variant.getSpace() == Space::Library)
        library = variant;
    }
  return library;
}

/// Fails, naming the task, where what implements it (`variant`, or the
/// body: the linalg variant) was measured wrong.
static LogicalResult checkMeasuredCorrect(TaskOp task, VariantOp variant) {
  if (!variant || variant.getSpace() == Space::Linalg)
    for (Block &block : task.getVariants())
      for (VariantOp candidate : block.getOps<VariantOp>())
        if (candidate.getSpace() == Space::Linalg)
          variant = candidate;
  if (!variant || !variant.getCostAttr() || variant.getCostAttr().getValid())
    return success();
  InFlightDiagnostic diag = task.emitError()
                            << "hiera-lower: task '" << task.getName()
                            << "': its implementation '" << variant.getName()
                            << "' was measured wrong";
  if (auto reason = variant->getAttrOfType<StringAttr>(PlanDialect::kInvalidReasonAttrName))
    diag << " (" << reason.getValue() << ")";
  diag << "; no variant of it was measured correct";
  return diag;
}

/// The address of `buffer`'s first element as an !llvm.ptr.
static Value pointerTo(OpBuilder &builder, Location loc, Value buffer,
                       int64_t offsetElements = 0) {
  Value index =
      memref::ExtractAlignedPointerAsIndexOp::create(builder, loc, buffer);
  if (offsetElements) {
    auto type = cast<MemRefType>(buffer.getType());
    int64_t bytes = llvm::divideCeil(type.getElementTypeBitWidth(), 8);
    index = arith::AddIOp::create(
        builder, loc, index,
        arith::ConstantIndexOp::create(builder, loc, offsetElements * bytes));
  }
  Value address = arith::IndexCastOp::create(builder, loc,
                                             builder.getI64Type(), index);
  return LLVM::IntToPtrOp::create(
      builder, loc, LLVM::LLVMPointerType::get(builder.getContext()), address);
}

/// Declares `name` with `type` in `module`, or checks the declaration.
static FailureOr<func::FuncOp> declareCallee(ModuleOp module, Location loc,
                                             StringRef name,
                                             FunctionType type) {
  if (auto existing = module.lookupSymbol<func::FuncOp>(name)) {
    if (existing.getFunctionType() != type)
      return emitError(loc) << "runtime function '" << name << "' is declared "
                            << existing.getFunctionType() << " but called as "
                            << type;
    return existing;
  }
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  auto callee = func::FuncOp::create(builder, loc, name, type);
  callee.setPrivate();
  return callee;
}

/// The buffers of a task that an external implementation reads and
/// writes: its inputs as memrefs (scalars as they are), fresh allocations
/// for its results.
struct TaskBuffers {
  SmallVector<Value> inputs, outputs;
  /// Per input, where in its buffer it starts, in elements: a contiguous
  /// view (a step of a sequence) is read in the tensor it views.
  SmallVector<int64_t> inputOffsets;
};

/// Where `tensor` lies in a tensor it is one contiguous run of: through
/// reshapes and static unit-stride slices that keep it contiguous (x[t] of
/// a sequence, viewed as a matrix), the viewed tensor and the offset of
/// `tensor`'s first element in it; `tensor` at 0 where it views none.
static std::pair<Value, int64_t> contiguousSourceOf(Value tensor) {
  Value source = tensor;
  int64_t offset = 0;
  while (true) {
    while (isa_and_present<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(
        source.getDefiningOp()))
      source = source.getDefiningOp()->getOperand(0);
    std::optional<ReadView> view = readViewOf(source);
    if (!view || view->tensor == source || !isContiguousView(*view))
      return {source, offset};
    SmallVector<int64_t> strides = computeSuffixProduct(
        cast<RankedTensorType>(view->tensor.getType()).getShape());
    for (auto [at, stride] : llvm::zip(view->offsets, strides))
      offset += at * stride;
    source = view->tensor;
  }
}

/// One read-only buffer per tensor, placed where the tensor is defined and
/// shared by every task that reads it: a tensor read by thousands of tasks
/// (a recurrent net's weights) would otherwise give one-shot bufferization
/// thousands of aliases to check against each other.
class InputBuffers {
public:
  Value of(Value tensor) {
    Value &buffer = buffers[tensor];
    if (buffer)
      return buffer;
    OpBuilder builder(tensor.getContext());
    Operation *after = tensor.getDefiningOp();
    Block *argumentsBlock = nullptr;
    if (!after) {
      // A block's arguments get their buffers at its start, in order.
      argumentsBlock = cast<BlockArgument>(tensor).getOwner();
      after = lastArgumentBuffer.lookup(argumentsBlock);
    }
    if (after)
      builder.setInsertionPointAfter(after);
    else
      builder.setInsertionPointToStart(argumentsBlock);
    auto type = cast<RankedTensorType>(tensor.getType());
    auto toBuffer = bufferization::ToBufferOp::create(
        builder, tensor.getLoc(),
        MemRefType::get(type.getShape(), type.getElementType()), tensor,
        /*read_only=*/true);
    if (argumentsBlock)
      lastArgumentBuffer[argumentsBlock] = toBuffer;
    buffer = toBuffer;
    return buffer;
  }

private:
  DenseMap<Value, Value> buffers;
  DenseMap<Block *, Operation *> lastArgumentBuffer;
};

static TaskBuffers makeBuffers(OpBuilder &builder, TaskOp task,
                               InputBuffers &inputBuffers) {
  TaskBuffers buffers;
  for (Value input : task.getInputs()) {
    if (!isa<RankedTensorType>(input.getType())) {
      buffers.inputs.push_back(input);
      buffers.inputOffsets.push_back(0);
      continue;
    }
    auto [source, offset] = contiguousSourceOf(input);
    // Kernels load 16-byte vectors and cuBLASLt's algorithms assume 256-byte
    // operands, as every allocation is: a view that starts elsewhere is
    // copied into a buffer of its own.
    auto type = cast<RankedTensorType>(input.getType());
    int64_t bytes = llvm::divideCeil(type.getElementTypeBitWidth(), 8);
    if (offset * bytes % kBufferAlignmentBytes) {
      source = input;
      offset = 0;
    }
    buffers.inputs.push_back(inputBuffers.of(source));
    buffers.inputOffsets.push_back(offset);
  }
  for (Type type : task.getResultTypes()) {
    auto tensor = cast<RankedTensorType>(type);
    buffers.outputs.push_back(memref::AllocOp::create(
        builder, task.getLoc(),
        MemRefType::get(tensor.getShape(), tensor.getElementType())));
  }
  return buffers;
}

/// Replaces the task's results by its output buffers, and erases it.
static void finishTask(OpBuilder &builder, TaskOp task,
                       const TaskBuffers &buffers) {
  for (auto [result, buffer] : llvm::zip(task.getResults(), buffers.outputs))
    result.replaceAllUsesWith(bufferization::ToTensorOp::create(
        builder, task.getLoc(), result.getType(), buffer, /*restrict=*/true,
        /*writable=*/true));
  task.erase();
}

/// Replaces `task` by a call of its library variant on the task's buffers.
static LogicalResult emitLibraryCall(TaskOp task, VariantOp variant,
                                     InputBuffers &inputBuffers) {
  Location loc = task.getLoc();
  OpBuilder builder(task);
  LibraryCallAttr call = variant.getCallAttr();
  TaskBuffers buffers = makeBuffers(builder, task, inputBuffers);

  SmallVector<Value> args;
  for (const CallArg &arg : call.getArgs()) {
    switch (arg.kind) {
    case CallArgKind::I32:
      args.push_back(arith::ConstantOp::create(
          builder, loc, builder.getI32IntegerAttr(arg.value)));
      break;
    case CallArgKind::I64:
      args.push_back(arith::ConstantOp::create(
          builder, loc, builder.getI64IntegerAttr(arg.value)));
      break;
    case CallArgKind::Null:
      args.push_back(LLVM::ZeroOp::create(
          builder, loc, LLVM::LLVMPointerType::get(builder.getContext())));
      break;
    case CallArgKind::Input: {
      Value input = buffers.inputs[arg.value];
      if (!isa<MemRefType>(input.getType()))
        return variant.emitOpError()
               << "passes input " << arg.value << " as a buffer, but it is "
               << input.getType();
      args.push_back(
          pointerTo(builder, loc, input, buffers.inputOffsets[arg.value]));
      break;
    }
    case CallArgKind::Output:
      args.push_back(pointerTo(builder, loc, buffers.outputs[arg.value]));
      break;
    }
  }
  auto type = builder.getFunctionType(ValueRange(args).getTypes(), {});
  FailureOr<func::FuncOp> declaration = declareCallee(
      task->getParentOfType<ModuleOp>(), loc, call.getCallee(), type);
  if (failed(declaration))
    return failure();
  func::CallOp::create(builder, loc, *declaration, args);
  finishTask(builder, task, buffers);
  return success();
}


/// A custom variant's PTX: given with it (written elsewhere), else its
/// source compiled for the architecture it asks for (sm_90a for wgmma),
/// or why it does not compile. Kernels of one compile share its text, whose
/// entry is renamed only for the one binary the module embeds.
struct CompiledKernel {
  std::shared_ptr<const std::string> ptx;
  /// The name of the entry in `ptx`.
  std::string ptxEntry;
  std::string error;
  bool compiled = false;
  /// The compile this kernel shares with every kernel that differs from it
  /// only in its entry's name; none for PTX given with the variant.
  std::optional<size_t> shared;
};

/// Replaces each whole-word occurrence of `name` in `text` by `by`.
static std::string replaceWord(StringRef text, StringRef name, StringRef by) {
  auto isWordChar = [](char c) { return llvm::isAlnum(c) || c == '_'; };
  std::string result;
  size_t start = 0;
  for (size_t at = text.find(name); at != StringRef::npos;
       at = text.find(name, at + 1)) {
    size_t end = at + name.size();
    if ((at > 0 && isWordChar(text[at - 1])) ||
        (end < text.size() && isWordChar(text[end])))
      continue;
    result.append(text.substr(start, at - start).str()).append(by.str());
    start = end;
  }
  return result.append(text.substr(start).str());
}

/// The PTX of each custom variant of `variants`, the sources compiled at
/// once: clang runs as a process per kernel, so a model's hundred kernels
/// compile on every core (where the context allows threads). A network's
/// repeated layers give kernels that differ only in their entry's name:
/// each distinct kernel compiles once, under a neutral name, and its PTX
/// takes each variant's own entry name back.
static std::vector<CompiledKernel> compileKernels(MLIRContext *context,
                                                  ArrayRef<VariantOp> variants,
                                                  StringRef chip,
                                                  StringRef clang) {
  static constexpr StringLiteral neutralEntry = "hiera_compiled_entry";
  // What the compiler needs, read from the IR before any thread starts.
  struct Job {
    std::string source, chip;
  };
  std::vector<CompiledKernel> kernels(variants.size());
  std::vector<Job> jobs;
  std::map<std::pair<std::string, std::string>, size_t> jobOf;
  // Per variant: its job and the entry's name in the job's source.
  std::vector<std::optional<size_t>> variantJob(variants.size());
  std::vector<std::string> entries(variants.size());
  for (size_t index = 0; index < variants.size(); ++index) {
    VariantOp variant = variants[index];
    if (!variant || variant.getSpace() != Space::Custom)
      continue;
    LaunchAttr launch = variant.getLaunchAttr();
    if (StringAttr given = launch.getPtx()) {
      kernels[index].ptx =
          std::make_shared<const std::string>(given.getValue().str());
      kernels[index].ptxEntry = launch.getEntry().str();
      kernels[index].compiled = true;
      continue;
    }
    StringRef source = variant.getSource().value_or("");
    // A source that already uses the neutral name compiles as it is.
    std::string shared =
        source.contains(neutralEntry)
            ? source.str()
            : replaceWord(source, launch.getEntry(), neutralEntry);
    entries[index] =
        shared == source ? launch.getEntry().str() : neutralEntry.str();
    std::string target =
        (launch.getChip().empty() ? chip : launch.getChip()).str();
    auto [found, added] =
        jobOf.try_emplace({shared, target}, jobs.size());
    if (added)
      jobs.push_back({std::move(shared), std::move(target)});
    variantJob[index] = found->second;
  }
  std::vector<CompiledKernel> compiled(jobs.size());
  parallelFor(context, 0, jobs.size(), [&](size_t index) {
    std::string ptx;
    CompiledKernel &kernel = compiled[index];
    kernel.compiled = compileCudaToPtx(jobs[index].source, jobs[index].chip,
                                       clang, ptx, kernel.error);
    kernel.ptx = std::make_shared<const std::string>(std::move(ptx));
  });
  for (size_t index = 0; index < variants.size(); ++index) {
    if (!variantJob[index])
      continue;
    kernels[index] = compiled[*variantJob[index]];
    kernels[index].ptxEntry = entries[index];
    kernels[index].shared = *variantJob[index];
  }
  return kernels;
}

size_t hiera::precompileKernels(MLIRContext *context,
                                ArrayRef<VariantOp> variants, StringRef chip,
                                StringRef clang) {
  if (!hasPtxCache())
    return 0;
  std::set<size_t> compiles;
  for (const CompiledKernel &kernel :
       compileKernels(context, variants, chip, clang))
    if (kernel.shared)
      compiles.insert(*kernel.shared);
  return compiles.size();
}

/// The gpu.binary of each shared compile (CompiledKernel::shared) and the
/// entry its PTX names: kernels that differ only in their entry's name (an
/// unrolled net's steps) launch one binary, which the module embeds and
/// the driver loads once.
using SharedBinaries = DenseMap<size_t, std::pair<gpu::BinaryOp, std::string>>;

/// Replaces `task` by a launch of its custom kernel, `kernel`'s PTX
/// embedded as a gpu.binary (or the binary of an identical kernel), on the
/// task's buffers.
static LogicalResult emitCustomKernel(TaskOp task, VariantOp variant,
                                      StringRef chip,
                                      const CompiledKernel &kernel,
                                      InputBuffers &inputBuffers,
                                      SharedBinaries &binaries) {
  Location loc = task.getLoc();
  LaunchAttr launch = variant.getLaunchAttr();

  ModuleOp module = task->getParentOfType<ModuleOp>();
  MLIRContext *context = module.getContext();
  OpBuilder top = OpBuilder::atBlockEnd(module.getBody());
  gpu::BinaryOp binary;
  std::string entry = launch.getEntry().str();
  if (kernel.shared)
    if (auto found = binaries.find(*kernel.shared); found != binaries.end())
      std::tie(binary, entry) = found->second;
  if (!binary) {
    constexpr int32_t optLevel = 3;
    auto target = NVVM::NVVMTargetAttr::get(context, optLevel,
                                            "nvptx64-nvidia-cuda", chip);
    // The driver compiles the PTX at load time at the level in the object's
    // properties; without one it compiles at 0 (registers spill, slow code).
    auto properties = top.getDictionaryAttr(
        top.getNamedAttr("O", top.getI32IntegerAttr(optLevel)));
    std::string ptx = kernel.ptxEntry == entry
                          ? *kernel.ptx
                          : replaceWord(*kernel.ptx, kernel.ptxEntry, entry);
    auto object = gpu::ObjectAttr::get(context, target,
                                       gpu::CompilationTarget::Assembly,
                                       top.getStringAttr(ptx),
                                       properties, nullptr);
    binary = gpu::BinaryOp::create(top, loc, entry, nullptr,
                                   ArrayRef<Attribute>{object});
    SymbolTable(module).insert(binary); // renamed if the name is taken
    if (kernel.shared)
      binaries[*kernel.shared] = {binary, entry};
  }
  module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                  top.getUnitAttr());

  OpBuilder builder(task);
  TaskBuffers buffers = makeBuffers(builder, task, inputBuffers);
  SmallVector<Value> operands;
  for (int64_t index : launch.getInputs()) {
    Value input = buffers.inputs[index];
    operands.push_back(
        isa<MemRefType>(input.getType())
            ? pointerTo(builder, loc, input, buffers.inputOffsets[index])
            : input);
  }
  for (Value output : buffers.outputs)
    operands.push_back(pointerTo(builder, loc, output));

  // Bufferization refuses ops whose effects it cannot see, so the launch
  // waits in a declaration, called on pointers like a library, until
  // hiera-materialize-launches gives it its body.
  auto launcher = func::FuncOp::create(
      top, loc, ("launch_" + binary.getName()).str(),
      top.getFunctionType(ValueRange(operands).getTypes(), {}));
  launcher.setPrivate();
  SymbolTable(module).insert(launcher);
  launcher->setAttr(
      PlanDialect::kKernelLaunchAttrName,
      KernelLaunchAttr::get(
          context,
          SymbolRefAttr::get(binary.getNameAttr(),
                             {FlatSymbolRefAttr::get(top.getStringAttr(entry))}),
          launch.getGrid(), launch.getBlock(), launch.getSmem()));
  func::CallOp::create(builder, loc, launcher, operands);
  finishTask(builder, task, buffers);
  return success();
}

namespace {
struct LowerTasksPass
    : public hiera::impl::HieraLowerTasksBase<LowerTasksPass> {
  using HieraLowerTasksBase::HieraLowerTasksBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The launches, the runtime's entry points and the JIT are the top
    // module's: tasks in a nested module (or in several modules of one
    // file) would lower to calls of launches no later pass finds.
    SmallVector<TaskOp> tasks;
    WalkResult nested = module.walk([&](TaskOp task) {
      auto owner = task->getParentOfType<ModuleOp>();
      if (owner == module) {
        tasks.push_back(task);
        return WalkResult::advance();
      }
      owner.emitError()
          << "hiera-lower: lowers the tasks of one module, and these are in "
             "a module nested in another (or one of several in a file): "
             "lower each module on its own";
      return WalkResult::interrupt();
    });
    if (nested.wasInterrupted())
      return signalPassFailure();
    std::string architecture = KernelTarget::chipOf(module, chip);
    SmallVector<VariantOp> variants;
    for (TaskOp task : tasks) {
      VariantOp variant = chooseVariant(task);
      if (!allowWrong && failed(checkMeasuredCorrect(task, variant)))
        return signalPassFailure();
      variants.push_back(variant);
    }
    std::vector<CompiledKernel> kernels =
        compileKernels(&getContext(), variants, architecture, clang);
    InputBuffers inputBuffers;
    SharedBinaries binaries;
    for (auto [task, variant, kernel] : llvm::zip(tasks, variants, kernels)) {
      if (!variant || variant.getSpace() == Space::Linalg) {
        task.replaceWithBody();
        continue;
      }
      if (variant.getSpace() == Space::Custom && !kernel.compiled) {
        variant.emitOpError() << "does not compile: " << kernel.error;
        return signalPassFailure();
      }
      LogicalResult lowered =
          variant.getSpace() == Space::Custom
              ? emitCustomKernel(task, variant, architecture, kernel,
                                 inputBuffers, binaries)
              : emitLibraryCall(task, variant, inputBuffers);
      if (failed(lowered))
        return signalPassFailure();
    }

    // What is left of linalg becomes kernels, which need libdevice.
    bool needsKernels = false;
    module.walk([&](linalg::LinalgOp) { needsKernels = true; });
    std::string libdevice = cudaPath + "/nvvm/libdevice/libdevice.10.bc";
    if (needsKernels && !llvm::sys::fs::exists(libdevice)) {
      module.emitError() << "hiera-lower: no libdevice at '" << libdevice
                         << "': set cuda-path= or CUDA_HOME to a CUDA toolkit";
      return signalPassFailure();
    }

    // Entry points: callable from C, and their tensors are the caller's.
    OpBuilder builder(module.getContext());
    for (auto function : module.getOps<func::FuncOp>()) {
      if (function.isPrivate() || function.isExternal())
        continue;
      function->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                        builder.getUnitAttr());
      for (unsigned i = 0, e = function.getNumArguments(); i < e; ++i)
        if (isa<TensorType>(function.getArgument(i).getType()))
          function.setArgAttr(i, "bufferization.writable",
                              builder.getBoolAttr(false));
    }
    module->removeAttr(PlanDialect::kTargetAttrName);
  }
};
} // namespace

namespace hiera {
#define GEN_PASS_DEF_HIERAMATERIALIZELAUNCHES
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

namespace {
struct MaterializeLaunchesPass
    : public hiera::impl::HieraMaterializeLaunchesBase<
          MaterializeLaunchesPass> {
  void runOnOperation() override {
    for (auto launcher : getOperation().getOps<func::FuncOp>()) {
      auto launch = launcher->getAttrOfType<KernelLaunchAttr>(
          PlanDialect::kKernelLaunchAttrName);
      if (!launch || !launcher.isExternal())
        continue;
      Location loc = launcher.getLoc();
      Block *entry = launcher.addEntryBlock();
      OpBuilder builder = OpBuilder::atBlockEnd(entry);
      auto dims = [&](ArrayRef<int64_t> sizes) {
        Value xyz[3];
        for (unsigned i = 0; i < 3; ++i)
          xyz[i] = arith::ConstantIndexOp::create(
              builder, loc, i < sizes.size() ? sizes[i] : 1);
        return gpu::KernelDim3{xyz[0], xyz[1], xyz[2]};
      };
      Value dynamicShared =
          launch.getSmem()
              ? arith::ConstantIntOp::create(builder, loc,
                                             builder.getI32Type(),
                                             launch.getSmem())
                    .getResult()
              : Value();
      gpu::LaunchFuncOp::create(builder, loc, launch.getKernel(),
                                dims(launch.getGrid()), dims(launch.getBlock()),
                                dynamicShared, entry->getArguments());
      func::ReturnOp::create(builder, loc);
      launcher->removeAttr(PlanDialect::kKernelLaunchAttrName);
    }
  }
};
} // namespace
