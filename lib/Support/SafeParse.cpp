//===- SafeParse.cpp - Parsing IR that crashes MLIR's parser --------------===//

#include "hiera/Support/SafeParse.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#if LLVM_ADDRESS_SANITIZER_BUILD
#include <sanitizer/lsan_interface.h>
#endif

bool hiera::parserCrashes(const llvm::MemoryBuffer &input,
                          const mlir::DialectRegistry &registry,
                          bool allowUnregisteredDialects,
                          std::string &diagnostics) {
  mlir::MLIRContext scratch(registry, mlir::MLIRContext::Threading::DISABLED);
  scratch.allowUnregisteredDialects(allowUnregisteredDialects);
  auto source = std::make_shared<llvm::SourceMgr>();
  source->AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBuffer(input.getMemBufferRef()), llvm::SMLoc());
  llvm::raw_string_ostream os(diagnostics);
  mlir::SourceMgrDiagnosticHandler handler(*source, &scratch, os);
#if LLVM_ADDRESS_SANITIZER_BUILD
  // A parse cut short by a crash leaves its objects behind, not ours.
  __lsan::ScopedDisabler crashedParseObjects;
#endif
  llvm::CrashRecoveryContext::Enable();
  llvm::CrashRecoveryContext recovery;
  return !recovery.RunSafely([&] {
    (void)mlir::parseSourceFile<mlir::ModuleOp>(source, &scratch);
  });
}

std::optional<std::string>
hiera::nestingTooDeep(const llvm::MemoryBuffer &input, unsigned limit) {
  llvm::StringRef text = input.getBuffer();
  unsigned depth = 0, line = 1;
  size_t lineStart = 0;
  for (size_t i = 0, e = text.size(); i < e; ++i) {
    char c = text[i];
    char next = i + 1 < e ? text[i + 1] : '\0';
    switch (c) {
    case '\n':
      ++line;
      lineStart = i + 1;
      break;
    case '"':
      // A string literal, escapes included, to its closing quote.
      for (++i; i < e && text[i] != '"' && text[i] != '\n'; ++i)
        if (text[i] == '\\')
          ++i;
      if (i < e && text[i] == '\n')
        --i; // counted as a line above
      break;
    case '/':
      if (next == '/')
        while (i + 1 < e && text[i + 1] != '\n')
          ++i;
      break;
    case '{':
    case '[':
    case '(':
    case '<':
      // `<=` compares; every other '<' opens a type or attribute.
      if (c == '<' && next == '=')
        break;
      if (++depth > limit)
        return (input.getBufferIdentifier() + ":" + llvm::Twine(line) + ":" +
                llvm::Twine(i - lineStart + 1) +
                ": error: the IR nests more than " + llvm::Twine(limit) +
                " deep (regions, attributes and types alike): no program "
                "needs it, and deeper IR would overflow the stack")
            .str();
      break;
    case '}':
    case ']':
    case ')':
    case '>':
      // `->` and `>=` close nothing.
      if (c == '>' && (next == '=' || (i > 0 && text[i - 1] == '-')))
        break;
      if (depth)
        --depth;
      break;
    default:
      break;
    }
  }
  return std::nullopt;
}
