//===- CudaWriter.h - How every kernel family writes CUDA -------*- C++ -*-===//
//
// Private to the catalogue. One writer for all emitted source: lines at the
// current indentation (preprocessor lines at column 0, as clang-format
// puts them), scopes that close themselves, names no other in the source
// has, and device code shared by several parts of a kernel written once,
// ahead of the body.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_KERNELS_CUDAWRITER_H
#define HIERA_KERNELS_CUDAWRITER_H

#include "hiera/Kernels/Kernels.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/FormatVariadic.h"

#include <string>

namespace hiera {

class CudaWriter {
public:
  /// Closes a scope when it goes: the closing brace and what follows it
  /// (`;` for a struct or lambda), one level out.
  class [[nodiscard]] Scope {
  public:
    Scope(CudaWriter &writer, std::string close)
        : writer(&writer), close(std::move(close)) {}
    Scope(Scope &&other) : writer(other.writer), close(other.close) {
      other.writer = nullptr;
    }
    Scope(const Scope &) = delete;
    ~Scope() { end(); }
    /// Closes the scope before it goes.
    void end() {
      if (!writer)
        return;
      --writer->depth;
      writer->line(llvm::Twine(close));
      writer = nullptr;
    }

  private:
    CudaWriter *writer;
    std::string close;
  };

  /// A line at the current indentation: `format` as llvm::formatv has it
  /// when values follow, else the text as it is (braces and all).
  template <typename... Values>
  void line(const char *format, Values &&...values) {
    if constexpr (sizeof...(Values) == 0)
      line(llvm::Twine(format));
    else
      line(llvm::Twine(
          llvm::formatv(format, std::forward<Values>(values)...).str()));
  }
  void line(const llvm::Twine &text);

  /// The lines of `format` (a raw string, say, of several lines with an
  /// indentation of their own), formatted like line(), their common
  /// indentation replaced by the current one.
  template <typename... Values>
  void lines(const char *format, Values &&...values) {
    if constexpr (sizeof...(Values) == 0)
      lines(llvm::StringRef(format));
    else
      lines(llvm::StringRef(
          llvm::formatv(format, std::forward<Values>(values)...).str()));
  }
  void lines(llvm::StringRef text);

  /// `header {` and a level in, until the returned scope goes.
  template <typename... Values>
  Scope scope(const char *format, Values &&...values) {
    line(format, std::forward<Values>(values)...);
    return open("}");
  }
  /// As scope(), closed by the line `close` (`};` for a struct).
  template <typename... Values>
  Scope scopeClosedBy(llvm::StringRef close, const char *format,
                      Values &&...values) {
    line(format, std::forward<Values>(values)...);
    return open(close.str());
  }

  /// Device code that several parts of a kernel may ask for, written once,
  /// ahead of the body, in the order first asked: Prelude/<name>.cuh.
  void prelude(llvm::StringRef name);
  /// As prelude(), for code generated per kernel under `key` (a block
  /// reduction of one type, say); later calls with the key add nothing.
  void helper(llvm::StringRef key, llvm::StringRef code);

  /// The source's first line, ahead of everything: what the kernel is.
  template <typename... Values>
  void heading(const char *format, Values &&...values) {
    heading_ = llvm::formatv(format, std::forward<Values>(values)...).str();
  }

  /// `prefix` and a number no other name from this writer has.
  std::string fresh(llvm::StringRef prefix);

  /// A writer for statements this one takes later, perhaps several times
  /// (append()): its names are fresh in this writer, and what it asks of
  /// preludes and helpers this writer writes. It must not outlive this one.
  CudaWriter fragment() {
    CudaWriter part;
    part.owner = owner ? owner : this;
    return part;
  }
  /// The lines `part` holds, at the current indentation.
  void append(const CudaWriter &part) { lines(llvm::StringRef(part.body)); }

  /// Whether nothing is written in the body.
  bool empty() const { return body.empty(); }

  /// The source: the heading, the preludes and helpers, then the body.
  std::string str() const;

private:
  Scope open(std::string close) {
    ++depth;
    return Scope(*this, std::move(close));
  }

  std::string heading_, head, body;
  /// The writer a fragment's names and preludes belong to; null for a
  /// whole source.
  CudaWriter *owner = nullptr;
  llvm::StringMap<bool> written;
  llvm::StringMap<unsigned> counters;
  unsigned depth = 0;
};

/// What a payload reads beyond its block arguments, where the kernel
/// provides it: the point's coordinate along loop `dim` (linalg.index),
/// and the value a tensor.extract gathers at the given index expressions.
/// Without them, such a payload is refused.
struct PayloadPoint {
  llvm::function_ref<std::string(unsigned dim)> coordinate = nullptr;
  llvm::function_ref<mlir::FailureOr<std::string>(
      mlir::tensor::ExtractOp, llvm::ArrayRef<std::string> indices,
      WhyNot whyNot)>
      gather = nullptr;
};

/// Writes the payload of elementwise op `op` (`const T <prefix>N = expr;`
/// per value, N fresh), given an expression for each block argument it
/// reads in `arguments` (constants, in the payload or outside it, become
/// literals) and what `point` provides; returns the expression of the
/// value it yields, or "" with the reason given to `whyNot`.
std::string emitPayload(mlir::linalg::LinalgOp op,
                        llvm::DenseMap<mlir::Value, std::string> arguments,
                        llvm::StringRef prefix, mlir::Type element,
                        bool approxMath, CudaWriter &w, WhyNot whyNot,
                        const PayloadPoint &point = {});

/// Writes `ops`, elementwise ops after a kernel's main computation (an
/// epilogue), in order: each input of each op is the expression
/// `argument` gives (from the chain's values so far, `names`, which it
/// starts from), or failure with the reason given to `whyNot`; coordinates and
/// gathers as `point` provides them. Returns the expression of `result`.
mlir::FailureOr<std::string>
writeChain(llvm::ArrayRef<mlir::linalg::LinalgOp> ops,
           llvm::DenseMap<mlir::Value, std::string> names,
           llvm::function_ref<mlir::FailureOr<std::string>(
               mlir::linalg::LinalgOp, mlir::OpOperand &,
               const llvm::DenseMap<mlir::Value, std::string> &)>
               argument,
           mlir::Value result, mlir::Type element, bool approxMath,
           CudaWriter &w, WhyNot whyNot, const PayloadPoint &point = {});

} // namespace hiera

#endif // HIERA_KERNELS_CUDAWRITER_H
