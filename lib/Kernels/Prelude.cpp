//===- Prelude.cpp - Constant device code, compiled in --------------------===//
//
// The device code every kernel of a family shares and no task changes
// (NaN-propagating min and max, the grid barrier, cp.async, TF32
// rounding) lives in Prelude/*.cuh as CUDA, embedded here at build time.
//
//===----------------------------------------------------------------------===//

#include "hiera/Kernels/Kernels.h"

#include "llvm/Support/ErrorHandling.h"

namespace {
struct PreludePiece {
  const char *name;
  const char *text;
};
const PreludePiece kPieces[] = {
#include "Prelude.inc"
};
} // namespace

llvm::StringRef hiera::cudaPrelude(llvm::StringRef name) {
  for (const PreludePiece &piece : kPieces)
    if (name == piece.name)
      return piece.text;
  llvm::report_fatal_error("no device code Prelude/" + name + ".cuh");
}
