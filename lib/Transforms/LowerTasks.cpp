//===- LowerTasks.cpp - Replace tasks by their chosen variants ------------===//

#include "hiera/Transforms/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
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
/// variant, else none (the body).
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

/// Replaces `task` by a call of its library variant on the task's buffers.
static LogicalResult emitLibraryCall(TaskOp task, VariantOp variant) {
  Location loc = task.getLoc();
  OpBuilder builder(task);
  DictionaryAttr params = variant.getParamsAttr();
  auto callee = params.getAs<StringAttr>("call");

  SmallVector<Value> inputs;
  for (Value input : task.getInputs()) {
    auto tensor = dyn_cast<RankedTensorType>(input.getType());
    if (!tensor) {
      inputs.push_back(input);
      continue;
    }
    auto type = MemRefType::get(tensor.getShape(), tensor.getElementType());
    inputs.push_back(bufferization::ToBufferOp::create(builder, loc, type,
                                                       input,
                                                       /*read_only=*/true));
  }
  SmallVector<Value> outputs;
  for (Type type : task.getResultTypes()) {
    auto tensor = cast<RankedTensorType>(type);
    outputs.push_back(memref::AllocOp::create(
        builder, loc,
        MemRefType::get(tensor.getShape(), tensor.getElementType())));
  }

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
      if (!isa<MemRefType>(inputs[index].getType()))
        return variant.emitOpError()
               << "passes input " << index << " as a buffer, but it is "
               << inputs[index].getType();
      args.push_back(pointerTo(builder, loc, inputs[index]));
    } else if (text.consume_front("out:") && !text.getAsInteger(10, index)) {
      args.push_back(pointerTo(builder, loc, outputs[index]));
    }
  }
  auto type = builder.getFunctionType(ValueRange(args).getTypes(), {});
  FailureOr<func::FuncOp> declaration = declareCallee(
      task->getParentOfType<ModuleOp>(), loc, callee.getValue(), type);
  if (failed(declaration))
    return failure();
  func::CallOp::create(builder, loc, *declaration, args);

  for (auto [result, buffer] : llvm::zip(task.getResults(), outputs))
    result.replaceAllUsesWith(bufferization::ToTensorOp::create(
        builder, loc, result.getType(), buffer, /*restrict=*/true,
        /*writable=*/true));
  task.erase();
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
      if (!variant || variant.getSpace() == Space::Linalg) {
        task.replaceWithBody();
        continue;
      }
      if (variant.getSpace() == Space::Custom) {
        variant.emitOpError() << "is selected, but the custom space has no "
                                 "lowering yet";
        return signalPassFailure();
      }
      if (failed(emitLibraryCall(task, variant)))
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
