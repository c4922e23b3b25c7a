//===- Database.h - The persistent tuning database -------------*- C++ -*-===//
//
// Measured costs kept across runs in one SQLite file (WAL mode, a schema
// version, safe with several writer processes), keyed by what determines a
// measurement: the task (its contract and body), the target, the variant
// (its space, parameters and source) and the toolchain.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_TUNING_DATABASE_H
#define HIERA_TUNING_DATABASE_H

#include "hiera/Dialect/Plan/IR/PlanDialect.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

struct sqlite3;

namespace hiera {

/// What determines a measurement: fingerprints (hex SHA-256) of the task
/// and of the variant, the target's name and the toolchain.
struct TuningKey {
  std::string task, target, variant, toolchain;
};

/// One measured cost.
struct TuningRecord {
  TuningKey key;
  /// For people: the task's and the variant's names when measured.
  std::string taskName, variantName;
  double medianUs = 0, p20Us = 0, p80Us = 0, maxRelError = 0;
  int64_t runs = 0;
  bool valid = false;
  std::string reason;
  /// Seconds since the epoch.
  int64_t recordedAt = 0;
  /// Hardware counters read in a second run (name, value); none where
  /// they were not read.
  std::vector<std::pair<std::string, double>> counters;
};

/// The key of `variant` of `task` on `target`.
TuningKey tuningKey(plan::TaskOp task, plan::VariantOp variant,
                    plan::TargetAttr target);
/// This build's toolchain: HIERA's schema, LLVM's version.
std::string currentToolchain();

/// What a command does with a tuning database.
enum class DatabaseAccess {
  /// Reads records only: a read-only file, or one on a read-only disk, is
  /// read; nothing is written, not even a schema update.
  Read,
  /// Reads and writes an existing database.
  Write,
  /// Reads and writes, creating the database where there is none.
  Create,
};

class TuningDatabase {
public:
  /// Opens `path` for `access`. A file that is not a HIERA tuning database
  /// (another SQLite database, a foreign file, a newer schema version) or
  /// a corrupt one is refused with `error` and left as it was; one of an
  /// older schema is brought up to date (for writing), its records kept.
  /// The error says what happened: no such database, read-only, locked by
  /// another process, the disk full, corrupt, not a tuning database. A
  /// database this call created and could not finish is removed. Processes
  /// opening the same new file at once all get the one database.
  static std::unique_ptr<TuningDatabase>
  open(const std::string &path, std::string &error,
       DatabaseAccess access = DatabaseAccess::Create);
  ~TuningDatabase();

  std::optional<TuningRecord> lookup(const TuningKey &key);
  /// Adds or replaces one record, in a transaction of its own.
  bool put(const TuningRecord &record, std::string &error);
  /// Adds or replaces all of `records` in one transaction: all or none.
  bool putAll(const std::vector<TuningRecord> &records, std::string &error);
  /// Every record, ordered by task then variant fingerprint.
  std::vector<TuningRecord> all(std::string &error);
  /// Deletes records measured by another toolchain than `keepToolchain`
  /// (when not empty), invalid ones (when `invalid`), and those older than
  /// `olderThan` seconds since the epoch (when > 0); returns how many.
  int64_t prune(const std::string &keepToolchain, bool invalid,
                int64_t olderThan, std::string &error);

  /// Records to and from JSON: {"format": "hiera-tuning", "schema_version",
  /// "records": [...]}. Reading fails naming the field at fault.
  static std::string toJSON(const std::vector<TuningRecord> &records);
  static bool fromJSON(const std::string &source, const std::string &text,
                       std::vector<TuningRecord> &records, std::string &error);

private:
  TuningDatabase(sqlite3 *db, const char *columns) : db(db), columns(columns) {}
  sqlite3 *db;
  /// The record's columns as this database's schema can select them.
  const char *columns;
};

} // namespace hiera

#endif // HIERA_TUNING_DATABASE_H
