//===- hiera-db.cpp - Inspect and maintain a tuning database --------------===//
//
//   hiera-db list DB                 a line per record
//   hiera-db show DB NAME-OR-PREFIX  matching records as JSON
//   hiera-db export DB [-o FILE]     every record as JSON
//   hiera-db import DB FILE          records from JSON, in one transaction
//   hiera-db prune DB [--invalid] [--other-toolchains] [--older-than-days N]
//   hiera-db toolchain               the toolchain this build records
//
// A file that is not a HIERA tuning database is refused and left as it was;
// list, show and export read a read-only database.
//
//===----------------------------------------------------------------------===//

#include "hiera/Support/Files.h"
#include "hiera/Tuning/Database.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <ctime>

using namespace hiera;

static int usage() {
  llvm::errs() << "usage: hiera-db list DB\n"
                  "       hiera-db show DB NAME-OR-PREFIX\n"
                  "       hiera-db export DB [-o FILE]\n"
                  "       hiera-db import DB FILE\n"
                  "       hiera-db prune DB [--invalid] [--other-toolchains] "
                  "[--older-than-days N]\n"
                  "       hiera-db toolchain\n";
  return 2;
}

static int fail(const std::string &message) {
  llvm::errs() << "hiera-db: " << message << "\n";
  return 1;
}

static int run(int argc, char **argv) {
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.size() == 1 && args[0] == "toolchain") {
    llvm::outs() << currentToolchain() << "\n";
    return 0;
  }
  if (args.size() < 2)
    return usage();
  const std::string &command = args[0], &path = args[1];
  if (command != "list" && command != "show" && command != "export" &&
      command != "import" && command != "prune")
    return usage();
  // A database is a file: "DB/" names a directory, which SQLite would open
  // as "DB" for an import and no command could find again.
  if (path.empty() || llvm::sys::path::is_separator(path.back()) ||
      llvm::sys::fs::is_directory(path))
    return fail("'" + path +
                "': a tuning database is a file; this names a "
                "directory");
  std::string error;
  // An import's records are read, and refused, before the database is
  // opened: a bad file leaves no new database behind.
  std::vector<TuningRecord> imported;
  if (command == "import") {
    if (args.size() != 3)
      return usage();
    auto buffer = hiera::readBoundedFile(args[2], hiera::kDataLimitBytes);
    if (!buffer)
      return fail(llvm::toString(buffer.takeError()));
    if (!TuningDatabase::fromJSON(args[2], (*buffer)->getBuffer().str(),
                                  imported, error))
      return fail(error);
  }
  // Only an import makes a new database; prune changes one; the other
  // commands only read, and read a read-only one.
  DatabaseAccess access = command == "import"  ? DatabaseAccess::Create
                          : command == "prune" ? DatabaseAccess::Write
                                               : DatabaseAccess::Read;
  std::unique_ptr<TuningDatabase> db =
      TuningDatabase::open(path, error, access);
  if (!db)
    return fail(error);

  if (command == "import") {
    // All or none: an import that fails halfway leaves what was there.
    if (!db->putAll(imported, error))
      return fail(path + ": " + error);
    llvm::outs() << imported.size() << " records imported\n";
    return 0;
  }

  if (command == "prune") {
    bool invalid = false, otherToolchains = false;
    int64_t days = 0;
    for (size_t i = 2; i < args.size(); ++i) {
      if (args[i] == "--invalid")
        invalid = true;
      else if (args[i] == "--other-toolchains")
        otherToolchains = true;
      else if (args[i] == "--older-than-days" && i + 1 < args.size() &&
               llvm::to_integer(args[i + 1], days) && days > 0)
        ++i;
      else
        return usage();
    }
    // Records before this second go (0: none by age). No record is older
    // than the epoch, and past its age in days, days * 86400 overflows.
    int64_t now = std::time(nullptr), before = 0;
    if (days > 0 && days <= now / 86400)
      before = now - days * 86400;
    int64_t removed = db->prune(otherToolchains ? currentToolchain() : "",
                                invalid, before, error);
    if (removed < 0)
      return fail(path + ": " + error);
    llvm::outs() << removed << " records removed\n";
    return 0;
  }

  std::vector<TuningRecord> records = db->all(error);
  if (!error.empty())
    return fail(path + ": " + error);
  if (command == "list") {
    if (args.size() != 2)
      return usage();
    llvm::outs() << llvm::formatv("{0,-24} {1,-22} {2,11} {3,-5} {4,-16} {5}\n",
                                  "task", "variant", "median us", "valid",
                                  "task key", "toolchain");
    for (const TuningRecord &r : records)
      llvm::outs() << llvm::formatv(
          "{0,-24} {1,-22} {2,11:f1} {3,-5} {4,-16} {5}\n", r.taskName,
          r.variantName, r.medianUs, r.valid ? "yes" : "no",
          r.key.task.substr(0, 16), r.key.toolchain);
    return 0;
  }
  if (command == "show") {
    if (args.size() != 3)
      return usage();
    // Every key starts with the empty string.
    if (args[2].empty())
      return fail("show: an empty name matches every record; name a task, "
                  "a variant or a key's start (export prints them all)");
    std::vector<TuningRecord> matching;
    for (const TuningRecord &r : records)
      if (r.taskName == args[2] || r.variantName == args[2] ||
          llvm::StringRef(r.key.task).starts_with(args[2]) ||
          llvm::StringRef(r.key.variant).starts_with(args[2]))
        matching.push_back(r);
    if (matching.empty())
      return fail(path + ": no record matches '" + args[2] + "'");
    llvm::outs() << TuningDatabase::toJSON(matching);
    return 0;
  }
  // export
  std::string out = "-";
  if (args.size() == 4 && args[2] == "-o")
    out = args[3];
  else if (args.size() != 2)
    return usage();
  // Written to a temporary file and renamed: a failed write leaves what
  // was there, and the database is never its own output.
  bool same = false;
  if (out != "-" && !llvm::sys::fs::equivalent(out, path, same) && same)
    return fail(out + ": is the database itself; export to another file");
  if (llvm::Error written =
          writeFileAtomically(out, [&](llvm::raw_ostream &os) {
            os << TuningDatabase::toJSON(records);
          }))
    return fail(llvm::toString(std::move(written)));
  return 0;
}

int main(int argc, char **argv) {
  failOnUnwrittenStdoutAtExit("hiera-db");
  return run(argc, argv);
}
