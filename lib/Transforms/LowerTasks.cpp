//===- LowerTasks.cpp - Replace tasks by their chosen variants ------------===//

#include "hiera/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "hiera/Custom/Kernels.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/IRMapping.h"
#include "llvm/Support/FileSystem.h"

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
  if (auto reason = variant->getAttrOfType<StringAttr>(kInvalidReasonAttrName))
    diag << " (" << reason.getValue() << ")";
  diag << "; no variant of it was measured correct";
  return diag;
}

/// The address of `buffer`'s first element as an !llvm.ptr.
static Value pointerTo(OpBuilder &builder, Location loc, Value buffer) {
  Value index =
      memref::ExtractAlignedPointerAsIndexOp::create(builder, loc, buffer);
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
};

static TaskBuffers makeBuffers(OpBuilder &builder, TaskOp task) {
  Location loc = task.getLoc();
  TaskBuffers buffers;
  for (Value input : task.getInputs()) {
    auto tensor = dyn_cast<RankedTensorType>(input.getType());
    if (!tensor) {
      buffers.inputs.push_back(input);
      continue;
    }
    auto type = MemRefType::get(tensor.getShape(), tensor.getElementType());
    buffers.inputs.push_back(bufferization::ToBufferOp::create(
        builder, loc, type, input, /*read_only=*/true));
  }
  for (Type type : task.getResultTypes()) {
    auto tensor = cast<RankedTensorType>(type);
    buffers.outputs.push_back(memref::AllocOp::create(
        builder, loc,
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
static LogicalResult emitLibraryCall(TaskOp task, VariantOp variant) {
  Location loc = task.getLoc();
  OpBuilder builder(task);
  DictionaryAttr params = variant.getParamsAttr();
  auto callee = params.getAs<StringAttr>("call");
  TaskBuffers buffers = makeBuffers(builder, task);

  SmallVector<Value> args;
  for (Attribute arg : params.getAs<ArrayAttr>("args")) {
    if (auto integer = dyn_cast<IntegerAttr>(arg)) {
      args.push_back(arith::ConstantOp::create(builder, loc, integer));
      continue;
    }
    StringRef text = cast<StringAttr>(arg).getValue();
    unsigned index = 0;
    if (text == "null") {
      args.push_back(LLVM::ZeroOp::create(
          builder, loc, LLVM::LLVMPointerType::get(builder.getContext())));
    } else if (text.consume_front("in:") && !text.getAsInteger(10, index)) {
      if (!isa<MemRefType>(buffers.inputs[index].getType()))
        return variant.emitOpError()
               << "passes input " << index << " as a buffer, but it is "
               << buffers.inputs[index].getType();
      args.push_back(pointerTo(builder, loc, buffers.inputs[index]));
    } else if (text.consume_front("out:") && !text.getAsInteger(10, index)) {
      args.push_back(pointerTo(builder, loc, buffers.outputs[index]));
    }
  }
  auto type = builder.getFunctionType(ValueRange(args).getTypes(), {});
  FailureOr<func::FuncOp> declaration = declareCallee(
      task->getParentOfType<ModuleOp>(), loc, callee.getValue(), type);
  if (failed(declaration))
    return failure();
  func::CallOp::create(builder, loc, *declaration, args);
  finishTask(builder, task, buffers);
  return success();
}

/// Marks a declaration that stands for a kernel launch.
static constexpr llvm::StringLiteral kLaunchAttrName = "hiera.launch";

/// Replaces `task` by a launch of its custom kernel, compiled to PTX and
/// embedded as a gpu.binary, on the task's buffers.
/// A launch's grid or block: an integer, or 1 to 3 positive integers.
static std::optional<SmallVector<int64_t, 3>> launchDims(Attribute attr) {
  SmallVector<int64_t, 3> dims;
  if (auto integer = dyn_cast_or_null<IntegerAttr>(attr))
    dims.push_back(integer.getInt());
  else if (auto array = dyn_cast_or_null<ArrayAttr>(attr))
    for (Attribute element : array) {
      auto integer = dyn_cast<IntegerAttr>(element);
      if (!integer)
        return std::nullopt;
      dims.push_back(integer.getInt());
    }
  if (dims.empty() || dims.size() > 3 ||
      llvm::any_of(dims, [](int64_t d) { return d < 1; }))
    return std::nullopt;
  return dims;
}

static LogicalResult emitCustomKernel(TaskOp task, VariantOp variant,
                                      StringRef chip, StringRef clang) {
  Location loc = task.getLoc();
  DictionaryAttr params = variant.getParamsAttr();
  auto entry = params ? params.getAs<StringAttr>("entry") : StringAttr();
  auto inputs = params ? params.getAs<ArrayAttr>("inputs") : ArrayAttr();
  std::optional<SmallVector<int64_t, 3>> grid =
      launchDims(params ? params.get("grid") : Attribute());
  std::optional<SmallVector<int64_t, 3>> block =
      launchDims(params ? params.get("block") : Attribute());
  auto smemAttr = params ? params.getAs<IntegerAttr>("smem") : IntegerAttr();
  int64_t smem = smemAttr ? smemAttr.getInt() : 0;
  if (smem < 0 || smem > 227 * 1024)
    return variant.emitOpError()
           << "asks for " << smem
           << " bytes of dynamic shared memory; a block has 0 to 232448";
  if (!variant.getSource() || !entry || !inputs || !grid || !block)
    return variant.emitOpError()
           << "needs a source and params 'entry', 'inputs', 'grid' and "
              "'block' (each an integer or 1 to 3 positive integers) to be "
              "launched";
  // PTX given with the variant (written elsewhere), else its source
  // compiled now, for the architecture it asks for (sm_90a for wgmma).
  std::string ptx, error;
  auto kernelChip = params.getAs<StringAttr>("chip");
  if (auto compiled = params.getAs<StringAttr>("ptx"))
    ptx = compiled.getValue().str();
  else if (!compileCudaToPtx(*variant.getSource(),
                             kernelChip ? kernelChip.getValue() : chip, clang,
                             ptx, error))
    return variant.emitOpError() << "does not compile: " << error;

  ModuleOp module = task->getParentOfType<ModuleOp>();
  MLIRContext *context = module.getContext();
  OpBuilder top = OpBuilder::atBlockEnd(module.getBody());
  constexpr int32_t optLevel = 3;
  auto target = NVVM::NVVMTargetAttr::get(context, optLevel,
                                          "nvptx64-nvidia-cuda", chip);
  // The driver compiles the PTX at load time at the level in the object's
  // properties; without one it compiles at 0 (registers spill, slow code).
  auto properties = top.getDictionaryAttr(
      top.getNamedAttr("O", top.getI32IntegerAttr(optLevel)));
  auto object = gpu::ObjectAttr::get(context, target,
                                     gpu::CompilationTarget::Assembly,
                                     top.getStringAttr(ptx), properties,
                                     nullptr);
  auto binary = gpu::BinaryOp::create(top, loc, entry.getValue(), nullptr,
                                      ArrayRef<Attribute>{object});
  SymbolTable(module).insert(binary); // renamed if the name is taken
  module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                  top.getUnitAttr());

  OpBuilder builder(task);
  TaskBuffers buffers = makeBuffers(builder, task);
  SmallVector<Value> operands;
  for (Attribute index : inputs) {
    Value input = buffers.inputs[cast<IntegerAttr>(index).getInt()];
    operands.push_back(isa<MemRefType>(input.getType())
                           ? pointerTo(builder, loc, input)
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
  NamedAttribute launch[] = {
      top.getNamedAttr("kernel",
                       SymbolRefAttr::get(binary.getNameAttr(),
                                          {FlatSymbolRefAttr::get(entry)})),
      top.getNamedAttr("grid", top.getI64ArrayAttr(*grid)),
      top.getNamedAttr("block", top.getI64ArrayAttr(*block)),
      top.getNamedAttr("smem", top.getI64IntegerAttr(smem))};
  launcher->setAttr(kLaunchAttrName, top.getDictionaryAttr(launch));
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
    SmallVector<TaskOp> tasks;
    module.walk([&](TaskOp task) { tasks.push_back(task); });
    for (TaskOp task : tasks) {
      VariantOp variant = chooseVariant(task);
      if (!allowWrong && failed(checkMeasuredCorrect(task, variant)))
        return signalPassFailure();
      if (!variant || variant.getSpace() == Space::Linalg) {
        task.replaceWithBody();
        continue;
      }
      LogicalResult lowered =
          variant.getSpace() == Space::Custom
              ? emitCustomKernel(task, variant, chip, clang)
              : emitLibraryCall(task, variant);
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
      auto launch = launcher->getAttrOfType<DictionaryAttr>(kLaunchAttrName);
      if (!launch || !launcher.isExternal())
        continue;
      Location loc = launcher.getLoc();
      Block *entry = launcher.addEntryBlock();
      OpBuilder builder = OpBuilder::atBlockEnd(entry);
      auto dims = [&](StringRef name) {
        Value xyz[3];
        auto sizes = launch.getAs<ArrayAttr>(name);
        for (unsigned i = 0; i < 3; ++i)
          xyz[i] = arith::ConstantIndexOp::create(
              builder, loc,
              i < sizes.size() ? cast<IntegerAttr>(sizes[i]).getInt() : 1);
        return gpu::KernelDim3{xyz[0], xyz[1], xyz[2]};
      };
      int64_t smem = launch.getAs<IntegerAttr>("smem").getInt();
      Value dynamicShared =
          smem ? arith::ConstantIntOp::create(builder, loc, builder.getI32Type(),
                                              smem)
                     .getResult()
               : Value();
      gpu::LaunchFuncOp::create(
          builder, loc, launch.getAs<SymbolRefAttr>("kernel"), dims("grid"),
          dims("block"), dynamicShared, entry->getArguments());
      func::ReturnOp::create(builder, loc);
      launcher->removeAttr(kLaunchAttrName);
    }
  }
};
} // namespace
