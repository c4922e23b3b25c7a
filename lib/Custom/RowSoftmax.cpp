//===- RowSoftmax.cpp - Softmax over rows, one block per row --------------===//
//
// Each block owns one row and keeps it in registers: one 16-byte-wide read,
// the row's maximum and sum of exponentials by warp shuffles and a
// shared-memory step, one write. The contract's bytes, moved once.
//
//===----------------------------------------------------------------------===//

#include "hiera/Analysis/LibraryMatch.h"
#include "hiera/Custom/Kernels.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

/// The most vectors one thread keeps: beyond, registers would spill.
static constexpr int64_t kMaxVectorsPerThread = 16;

FailureOr<KernelSource>
hiera::buildRowSoftmaxKernel(TaskOp task, const RowSoftmaxParams &params,
                             std::string &why) {
  if (!isRowSoftmax(task)) {
    why = "not a softmax over the last dimension";
    return failure();
  }
  auto type = cast<RankedTensorType>(task.getInputs()[0].getType());
  Type element = type.getElementType();
  if (!element.isF32() && !element.isF64()) {
    why = "element type is not f32 or f64";
    return failure();
  }
  int64_t rows = type.getDimSize(0), cols = type.getDimSize(1);
  int64_t vector = element.isF32() ? 4 : 2;
  int64_t threads = params.threadsPerBlock;
  if (threads < 32 || threads > 1024 || threads % 32) {
    why = "threads per block must be a multiple of 32 up to 1024";
    return failure();
  }
  if (cols % (threads * vector) != 0) {
    why = llvm::formatv("a row of {0} is not a whole number of {1} threads "
                        "x {2}-wide vectors",
                        cols, threads, vector);
    return failure();
  }
  int64_t perThread = cols / (threads * vector);
  if (perThread > kMaxVectorsPerThread) {
    why = llvm::formatv("a row of {0} needs {1} vectors per thread, more "
                        "than {2} stay in registers",
                        cols, perThread, kMaxVectorsPerThread);
    return failure();
  }
  bool f32 = element.isF32();
  std::string T = f32 ? "float" : "double";
  std::string V = llvm::formatv("{0}{1}", T, vector);
  std::string exp = f32 ? "expf" : "exp";
  std::string name = "hiera_softmax_" + task.getName().str();
  for (char &c : name)
    if (!llvm::isAlnum(c))
      c = '_';
  static const char *const fields[] = {"x", "y", "z", "w"};
  auto forLanes = [&](llvm::function_ref<std::string(StringRef)> body) {
    std::string text;
    for (int64_t l = 0; l < vector; ++l)
      text += body(fields[l]);
    return text;
  };

  std::string source;
  llvm::raw_string_ostream os(source);
  os << "// " << name << ": softmax of " << rows << " rows of " << cols
     << ", one block of " << threads << " threads per row, " << perThread
     << " " << V << " per thread in registers\n";
  os << "template <typename F> __device__ inline " << T
     << " hiera_block_reduce(" << T << " value, F combine) {\n"
     << "  __shared__ " << T << " partial[32];\n"
     << "  for (int offset = 16; offset > 0; offset /= 2)\n"
     << "    value = combine(value, __shfl_xor_sync(0xffffffffu, value, "
        "offset));\n"
     << "  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;\n"
     << "  __syncthreads();\n"
     << "  if (lane == 0) partial[warp] = value;\n"
     << "  __syncthreads();\n"
     << "  value = partial[0];\n"
     << "  for (int w = 1; w < " << threads / 32 << "; ++w)\n"
     << "    value = combine(value, partial[w]);\n"
     << "  return value;\n}\n";
  os << "extern \"C\" __global__ void __launch_bounds__(" << threads << ") "
     << name << "(const " << T << " *__restrict__ in0, " << T
     << " *__restrict__ out0) {\n";
  os << "  const long row = blockIdx.x;\n";
  os << "  const " << V << " *in = reinterpret_cast<const " << V
     << " *>(in0 + row * " << cols << "l);\n";
  os << "  " << V << " *out = reinterpret_cast<" << V << " *>(out0 + row * "
     << cols << "l);\n";
  os << "  " << V << " v[" << perThread << "];\n";
  os << "#pragma unroll\n  for (int i = 0; i < " << perThread
     << "; ++i) v[i] = in[threadIdx.x + i * " << threads << "];\n";
  os << "  " << T << " m = v[0].x;\n";
  os << "#pragma unroll\n  for (int i = 0; i < " << perThread << "; ++i) {\n"
     << forLanes([&](StringRef f) {
          return llvm::formatv("    m = v[i].{0} > m ? v[i].{0} : m;\n", f)
              .str();
        })
     << "  }\n";
  os << "  m = hiera_block_reduce(m, [](" << T << " a, " << T
     << " b) { return a > b ? a : b; });\n";
  os << "  " << T << " s = 0;\n";
  os << "#pragma unroll\n  for (int i = 0; i < " << perThread << "; ++i) {\n"
     << forLanes([&](StringRef f) {
          return llvm::formatv("    v[i].{0} = {1}(v[i].{0} - m); s += "
                               "v[i].{0};\n",
                               f, exp)
              .str();
        })
     << "  }\n";
  os << "  s = hiera_block_reduce(s, [](" << T << " a, " << T
     << " b) { return a + b; });\n";
  os << "  const " << T << " inverse = 1 / s;\n";
  os << "#pragma unroll\n  for (int i = 0; i < " << perThread << "; ++i) {\n"
     << forLanes([&](StringRef f) {
          return llvm::formatv("    v[i].{0} *= inverse;\n", f).str();
        })
     << "    out[threadIdx.x + i * " << threads << "] = v[i];\n  }\n}\n";

  KernelSource kernel;
  kernel.entry = name;
  kernel.source = source;
  kernel.gridX = rows;
  kernel.blockX = threads;
  kernel.inputs = {0};
  return kernel;
}
