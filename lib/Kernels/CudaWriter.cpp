//===- CudaWriter.cpp - How every kernel family writes CUDA ---------------===//

#include "CudaWriter.h"

#include "hiera/Kernels/Kernels.h"

#include <algorithm>

using namespace hiera;

void CudaWriter::line(const llvm::Twine &text) {
  std::string content = text.str();
  if (!content.empty() && content.front() != '#')
    body.append(2 * depth, ' ');
  body += content;
  body += '\n';
}

void CudaWriter::lines(llvm::StringRef text) {
  llvm::SmallVector<llvm::StringRef> split;
  text.split(split, '\n');
  // A raw string ends in a newline: no line after it.
  if (!split.empty() && split.back().trim().empty())
    split.pop_back();
  size_t common = llvm::StringRef::npos;
  for (llvm::StringRef each : split)
    if (!each.trim().empty() && !each.ltrim().starts_with("#"))
      common = std::min(common, each.size() - each.ltrim(' ').size());
  if (common == llvm::StringRef::npos)
    common = 0;
  for (llvm::StringRef each : split) {
    if (each.trim().empty())
      body += '\n';
    else if (each.ltrim().starts_with("#"))
      line(llvm::Twine(each.ltrim()));
    else
      line(llvm::Twine(each.drop_front(common)));
  }
}

void CudaWriter::prelude(llvm::StringRef name) {
  helper(name, cudaPrelude(name));
}

void CudaWriter::helper(llvm::StringRef key, llvm::StringRef code) {
  if (owner)
    return owner->helper(key, code);
  if (!written.insert({key, true}).second)
    return;
  head += code;
  if (!code.empty() && code.back() != '\n')
    head += '\n';
}

std::string CudaWriter::fresh(llvm::StringRef prefix) {
  if (owner)
    return owner->fresh(prefix);
  return (prefix + llvm::Twine(counters[prefix]++)).str();
}

std::string CudaWriter::str() const {
  return (heading_.empty() ? "" : "// " + heading_ + "\n") + head + body;
}
