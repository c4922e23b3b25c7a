//===- AttachNVVMTarget.cpp - The NVVM target of the module's GPU ---------===//

#include "hiera/Kernels/KernelFamily.h"
#include "hiera/Transforms/Passes.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "llvm/ADT/StringExtras.h"

namespace hiera {
#define GEN_PASS_DEF_HIERAATTACHNVVMTARGET
#include "hiera/Transforms/Passes.h.inc"
} // namespace hiera

using namespace mlir;
using namespace hiera;

namespace {
struct AttachNVVMTargetPass
    : public hiera::impl::HieraAttachNVVMTargetBase<AttachNVVMTargetPass> {
  using HieraAttachNVVMTargetBase::HieraAttachNVVMTargetBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The pipeline is built before any module is seen: the architecture is
    // the module's own, read here.
    std::string architecture = KernelTarget::chipOf(module, chip);
    // sm_<N>, with an `a` or `f` suffix for architecture-specific features.
    StringRef number = architecture;
    bool valid = number.consume_front("sm_");
    if (number.ends_with("a") || number.ends_with("f"))
      number = number.drop_back();
    if (!valid || number.empty() || !llvm::all_of(number, llvm::isDigit)) {
      module.emitError() << "hiera-attach-nvvm-target: '" << architecture
                         << "' is not an NVIDIA GPU architecture (sm_<N>, "
                            "sm_<N>a or sm_<N>f)";
      return signalPassFailure();
    }
    auto emitError = [&] { return module.emitError(); };
    auto target = NVVM::NVVMTargetAttr::getChecked(
        llvm::function_ref<InFlightDiagnostic()>(emitError),
        module.getContext(), int(optLevel), StringRef("nvptx64-nvidia-cuda"),
        StringRef(architecture), StringRef(features.getValue()),
        DictionaryAttr(), ArrayAttr(), true);
    if (!target)
      return signalPassFailure();
    Builder builder(module.getContext());
    module.walk([&](gpu::GPUModuleOp kernels) {
      if (!kernels.getTargetsAttr())
        kernels.setTargetsAttr(builder.getArrayAttr({Attribute(target)}));
    });
  }
};
} // namespace
