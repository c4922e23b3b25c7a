//===- Database.cpp - The persistent tuning database ----------------------===//

#include "hiera/Tuning/Database.h"
#include "hiera/Support/JSON.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

#include <sqlite3.h>

#include <chrono>
#include <cmath>
#include <limits>
#include <thread>

using namespace mlir;
using namespace hiera;
using namespace hiera::plan;

namespace {

constexpr const char *kFormat = "hiera-tuning";
/// 2 added hardware counters.
constexpr int kSchemaVersion = 2;
/// Part of every key's toolchain: bumped when a change to how candidates
/// are measured makes earlier records incomparable.
constexpr int kMeasurementVersion = 1;

std::string fingerprint(llvm::StringRef text) {
  std::array<uint8_t, 32> hash = llvm::SHA256::hash(
      llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t *>(text.data()),
                              text.size()));
  return llvm::toHex(hash, /*LowerCase=*/true);
}

/// A prepared statement, finalised on destruction.
class Statement {
public:
  Statement(sqlite3 *db, const char *sql) {
    if (sqlite3_prepare_v2(db, sql, -1, &statement, nullptr) != SQLITE_OK)
      statement = nullptr;
  }
  ~Statement() { sqlite3_finalize(statement); }
  explicit operator bool() const { return statement; }
  sqlite3_stmt *get() { return statement; }
  void bind(int index, const std::string &text) {
    sqlite3_bind_text(statement, index, text.c_str(), -1, SQLITE_TRANSIENT);
  }
  std::string text(int column) {
    const unsigned char *value = sqlite3_column_text(statement, column);
    return value ? reinterpret_cast<const char *>(value) : "";
  }

private:
  sqlite3_stmt *statement = nullptr;
};

bool exec(sqlite3 *db, const char *sql, std::string &error) {
  char *message = nullptr;
  if (sqlite3_exec(db, sql, nullptr, nullptr, &message) == SQLITE_OK)
    return true;
  error = message ? message : sqlite3_errmsg(db);
  sqlite3_free(message);
  return false;
}

constexpr const char *kColumns =
    "task, target, variant, toolchain, task_name, variant_name, median_us, "
    "p20_us, p80_us, runs, valid, max_rel_error, reason, recorded_at, "
    "counters";
/// What a database of schema 1, read without being brought up to date,
/// gives for the same columns.
constexpr const char *kSchema1Columns =
    "task, target, variant, toolchain, task_name, variant_name, median_us, "
    "p20_us, p80_us, runs, valid, max_rel_error, reason, recorded_at, NULL";

/// Counters as a JSON object of numbers, and back; what is not a number is
/// left out.
llvm::json::Object countersJSON(
    const std::vector<std::pair<std::string, double>> &counters) {
  llvm::json::Object object;
  for (const auto &[name, value] : counters)
    object[name] = value;
  return object;
}

std::string countersText(
    const std::vector<std::pair<std::string, double>> &counters) {
  if (counters.empty())
    return "";
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::json::Value(countersJSON(counters));
  return text;
}

std::vector<std::pair<std::string, double>>
countersFrom(const llvm::json::Object &object) {
  std::vector<std::pair<std::string, double>> counters;
  for (const auto &[name, value] : object)
    if (std::optional<double> number = value.getAsNumber())
      counters.push_back({name.str(), *number});
  // An object's order is a hash's; records keep their counters by name.
  llvm::sort(counters);
  return counters;
}

TuningRecord readRow(Statement &row) {
  TuningRecord record;
  record.key = {row.text(0), row.text(1), row.text(2), row.text(3)};
  record.taskName = row.text(4);
  record.variantName = row.text(5);
  record.medianUs = sqlite3_column_double(row.get(), 6);
  record.p20Us = sqlite3_column_double(row.get(), 7);
  record.p80Us = sqlite3_column_double(row.get(), 8);
  record.runs = sqlite3_column_int64(row.get(), 9);
  record.valid = sqlite3_column_int(row.get(), 10) != 0;
  record.maxRelError = sqlite3_column_double(row.get(), 11);
  record.reason = row.text(12);
  record.recordedAt = sqlite3_column_int64(row.get(), 13);
  if (std::string counters = row.text(14); !counters.empty())
    if (llvm::Expected<llvm::json::Value> parsed = parseJSON(counters)) {
      if (const llvm::json::Object *object = parsed->getAsObject())
        record.counters = countersFrom(*object);
    } else {
      // A row written by another tool: its counters are left out.
      llvm::consumeError(parsed.takeError());
    }
  return record;
}

} // namespace

/// `text` with `name` written as `@task` wherever it ends an identifier
/// (a kernel's entry point is `hiera_` and its task's name): the same
/// candidate of two tasks that compute the same has the same text.
static std::string withoutName(StringRef text, StringRef name) {
  auto identifier = [](char c) { return llvm::isAlnum(c) || c == '_'; };
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) {
    if (!name.empty() && text.substr(i).starts_with(name) &&
        (i == 0 || !llvm::isAlnum(text[i - 1])) &&
        (i + name.size() == text.size() ||
         !identifier(text[i + name.size()]))) {
      out += "@task";
      i += name.size();
      continue;
    }
    out += text[i++];
  }
  return out;
}

TuningKey hiera::tuningKey(TaskOp task, VariantOp variant, TargetAttr target) {
  OpPrintingFlags flags;
  flags.enableDebugInfo(false);
  // The task: its contract and the body it computes (two tasks with the same
  // shapes may compute different functions).
  std::string taskText;
  {
    llvm::raw_string_ostream os(taskText);
    os << task.getContractAttr() << "\n";
    for (Operation &op : task.getBodyBlock())
      op.print(os, flags);
  }
  std::string variantText;
  {
    llvm::raw_string_ostream os(variantText);
    os << stringifySpace(variant.getSpace()) << "\n" << variant.getName();
    for (Attribute typed : {Attribute(variant.getKernelAttr()),
                            Attribute(variant.getLaunchAttr()),
                            Attribute(variant.getCallAttr())})
      if (typed)
        os << "\n" << typed;
    if (StringAttr source = variant.getSourceAttr())
      os << "\n" << source.getValue();
  }
  std::string targetText;
  llvm::raw_string_ostream(targetText) << target;
  return {fingerprint(taskText), fingerprint(targetText),
          fingerprint(withoutName(variantText, task.getName())),
          currentToolchain()};
}

std::string hiera::currentToolchain() {
  return "hiera-tuning-" + std::to_string(kMeasurementVersion) + " llvm-" +
         LLVM_VERSION_STRING;
}

/// What SQLite's last failure on `db` means for a user, in words.
static std::string sqliteFailure(sqlite3 *db) {
  int code = db ? sqlite3_extended_errcode(db) & 0xff : SQLITE_NOMEM;
  std::string detail = db ? sqlite3_errmsg(db) : "out of memory";
  switch (code) {
  case SQLITE_READONLY:
    return "read-only (" + detail + ")";
  case SQLITE_BUSY:
  case SQLITE_LOCKED:
    return "locked by another process for over 30 s (" + detail + ")";
  case SQLITE_FULL:
    return "the disk is full (" + detail + ")";
  case SQLITE_CORRUPT:
    return "corrupt (" + detail + ")";
  case SQLITE_NOTADB:
    return "not a HIERA tuning database (" + detail + ")";
  case SQLITE_IOERR:
    return "an I/O error (" + detail + ")";
  case SQLITE_CANTOPEN:
  case SQLITE_PERM:
    return "cannot be opened (" + detail + ")";
  default:
    return detail;
  }
}

/// SQLite's own check of the file's structure: empty where it holds, else
/// its first complaint. A corrupt database can take writes and fail later
/// reads: it is refused before either.
static std::string structureFault(sqlite3 *db) {
  Statement check(db, "PRAGMA quick_check(1)");
  if (!check || sqlite3_step(check.get()) != SQLITE_ROW)
    return sqliteFailure(db);
  std::string text = check.text(0);
  llvm::StringRef verdict = text;
  if (verdict == "ok")
    return "";
  // "*** in database main ***\nOn tree page 10 ...": the complaint alone.
  verdict.consume_front("*** in database main ***");
  return "corrupt (" + verdict.trim().str() + ")";
}

/// Whether `db` can be read at all: a first read succeeds, or fails for a
/// reason other than the file's being read-only.
static bool readable(sqlite3 *db) {
  Statement first(db, "SELECT count(*) FROM sqlite_master");
  if (first && sqlite3_step(first.get()) == SQLITE_ROW)
    return true;
  int code = sqlite3_extended_errcode(db) & 0xff;
  return code != SQLITE_READONLY && code != SQLITE_CANTOPEN;
}

/// SQLite's URI for opening `path` read-only as immutable.
static std::string immutableURI(llvm::StringRef path) {
  std::string uri = "file:";
  for (char c : path) {
    if (c == '%' || c == '?' || c == '#')
      uri += llvm::formatv("%{0:X-2}", static_cast<unsigned char>(c)).str();
    else
      uri += c;
  }
  return uri + "?mode=ro&immutable=1";
}

std::unique_ptr<TuningDatabase> TuningDatabase::open(const std::string &path,
                                                     std::string &error,
                                                     DatabaseAccess access) {
  if (llvm::sys::fs::is_directory(path)) {
    error = path + ": a directory, not a tuning database";
    return nullptr;
  }
  bool existed = llvm::sys::fs::exists(path);
  if (!existed && access != DatabaseAccess::Create) {
    error = path + ": no such tuning database";
    return nullptr;
  }
  bool reading = access == DatabaseAccess::Read;
  int flags = (reading ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE) |
              (access == DatabaseAccess::Create ? SQLITE_OPEN_CREATE : 0) |
              SQLITE_OPEN_FULLMUTEX;
  sqlite3 *db = nullptr;
  if (sqlite3_open_v2(path.c_str(), &db, flags, nullptr) != SQLITE_OK) {
    error = path + ": " + sqliteFailure(db);
    sqlite3_close(db);
    return nullptr;
  }
  // A database in write-ahead mode is read through a shared-memory file
  // beside it, which a read-only folder cannot hold: such a file is read
  // as immutable, as nothing can change it either.
  if (reading && !readable(db)) {
    sqlite3_close(db);
    db = nullptr;
    if (sqlite3_open_v2(immutableURI(path).c_str(), &db,
                        flags | SQLITE_OPEN_URI, nullptr) != SQLITE_OK ||
        !readable(db)) {
      error = path + ": " + sqliteFailure(db);
      sqlite3_close(db);
      return nullptr;
    }
  }
  std::string sqlError;
  bool schema1 = false;
  // Nothing is written to a file that is not ours; a file this call made
  // and could not make a database (a full disk) does not stay behind.
  auto refuse = [&](const std::string &why) {
    exec(db, "ROLLBACK", sqlError);
    error = path + ": " + why + (existed ? "; left untouched" : "");
    sqlite3_close(db);
    if (!existed)
      for (const char *suffix : {"", "-journal", "-wal", "-shm"})
        llvm::sys::fs::remove(path + suffix);
    return nullptr;
  };
  // Writers wait for each other rather than fail.
  sqlite3_busy_timeout(db, 30000);
  // Whether the file is new, ours or another's is decided under the write
  // lock (a read transaction for reading), and a new one gets its schema in
  // the same transaction: a second process creating the same file at once
  // waits, then finds it ours.
  if (!exec(db, reading ? "BEGIN" : "BEGIN IMMEDIATE", sqlError))
    return refuse(sqliteFailure(db));
  bool fresh;
  {
    Statement tables(db, "SELECT count(*) FROM sqlite_master");
    if (!tables || sqlite3_step(tables.get()) != SQLITE_ROW)
      return refuse(sqliteFailure(db));
    fresh = sqlite3_column_int64(tables.get(), 0) == 0;
  }
  if (!fresh) {
    if (std::string fault = structureFault(db); !fault.empty())
      return refuse(fault + "; SQLite's .recover may save its records");
    Statement format(db, "SELECT value FROM meta WHERE key = 'format'");
    if (!format || sqlite3_step(format.get()) != SQLITE_ROW ||
        format.text(0) != kFormat)
      return refuse("not a HIERA tuning database");
    Statement version(db,
                      "SELECT value FROM meta WHERE key = 'schema_version'");
    std::string found = version && sqlite3_step(version.get()) == SQLITE_ROW
                            ? version.text(0)
                            : "unknown";
    if (found == "1" && !reading) {
      // Schema 1 had no counters: its records stand, without them.
      if (!exec(db,
                "ALTER TABLE costs ADD COLUMN counters TEXT;"
                "UPDATE meta SET value = '2' WHERE key = 'schema_version';",
                sqlError))
        return refuse("cannot bring schema 1 up to date: " + sqliteFailure(db));
    } else if (found == "1") {
      // Read as it is: brought up to date by the next command that writes.
      schema1 = true;
    } else if (found != std::to_string(kSchemaVersion)) {
      return refuse("schema version " + found + ", this build reads " +
                    std::to_string(kSchemaVersion));
    }
  } else if (reading) {
    return refuse("not a HIERA tuning database (it holds no tables)");
  } else {
    std::string schema =
        std::string("CREATE TABLE meta (key TEXT PRIMARY KEY, "
                    "value TEXT NOT NULL);"
                    "INSERT INTO meta VALUES ('format', '") +
        kFormat + "'), ('schema_version', '" + std::to_string(kSchemaVersion) +
        "');"
        "CREATE TABLE costs (task TEXT NOT NULL, target TEXT NOT "
        "NULL, variant TEXT NOT NULL, toolchain TEXT NOT NULL, task_name TEXT, "
        "variant_name TEXT, median_us REAL, p20_us REAL, p80_us REAL, runs "
        "INTEGER, valid INTEGER, max_rel_error REAL, reason TEXT, recorded_at "
        "INTEGER, counters TEXT, PRIMARY KEY (task, target, variant, "
        "toolchain));";
    if (!exec(db, schema.c_str(), sqlError))
      return refuse("cannot create the schema: " + sqliteFailure(db));
  }
  if (!exec(db, "COMMIT", sqlError))
    return refuse("cannot commit: " + sqliteFailure(db));
  if (reading)
    return std::unique_ptr<TuningDatabase>(
        new TuningDatabase(db, schema1 ? kSchema1Columns : kColumns));
  // Switching to write-ahead logging needs the file alone for a moment,
  // and SQLite answers "locked" at once rather than wait for it: retried
  // while other processes hold it, for as long as a writer waits.
  bool logging = false;
  for (int attempt = 0; attempt < 3000 && !logging; ++attempt) {
    logging = exec(db, "PRAGMA journal_mode = WAL", sqlError);
    int code = sqlite3_errcode(db) & 0xff;
    if (!logging && code != SQLITE_BUSY && code != SQLITE_LOCKED)
      break;
    if (!logging)
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  if (!logging || !exec(db, "PRAGMA synchronous = NORMAL", sqlError)) {
    error = path + ": cannot use write-ahead logging: " + sqliteFailure(db);
    sqlite3_close(db);
    return nullptr;
  }
  return std::unique_ptr<TuningDatabase>(new TuningDatabase(db, kColumns));
}

TuningDatabase::~TuningDatabase() { sqlite3_close(db); }

std::optional<TuningRecord> TuningDatabase::lookup(const TuningKey &key) {
  std::string sql = std::string("SELECT ") + columns +
                    " FROM costs WHERE task = ?1 AND target = ?2 AND "
                    "variant = ?3 AND toolchain = ?4";
  Statement row(db, sql.c_str());
  if (!row)
    return std::nullopt;
  row.bind(1, key.task);
  row.bind(2, key.target);
  row.bind(3, key.variant);
  row.bind(4, key.toolchain);
  if (sqlite3_step(row.get()) != SQLITE_ROW)
    return std::nullopt;
  return readRow(row);
}

bool TuningDatabase::put(const TuningRecord &record, std::string &error) {
  std::string sql = std::string("INSERT OR REPLACE INTO costs (") + kColumns +
                    ") VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, "
                    "?12, ?13, ?14, ?15)";
  Statement insert(db, sql.c_str());
  if (!insert) {
    error = sqliteFailure(db);
    return false;
  }
  insert.bind(1, record.key.task);
  insert.bind(2, record.key.target);
  insert.bind(3, record.key.variant);
  insert.bind(4, record.key.toolchain);
  insert.bind(5, record.taskName);
  insert.bind(6, record.variantName);
  sqlite3_bind_double(insert.get(), 7, record.medianUs);
  sqlite3_bind_double(insert.get(), 8, record.p20Us);
  sqlite3_bind_double(insert.get(), 9, record.p80Us);
  sqlite3_bind_int64(insert.get(), 10, record.runs);
  sqlite3_bind_int(insert.get(), 11, record.valid ? 1 : 0);
  sqlite3_bind_double(insert.get(), 12, record.maxRelError);
  insert.bind(13, record.reason);
  sqlite3_bind_int64(insert.get(), 14, record.recordedAt);
  if (std::string counters = countersText(record.counters); !counters.empty())
    insert.bind(15, counters);
  if (sqlite3_step(insert.get()) != SQLITE_DONE) {
    error = sqliteFailure(db);
    return false;
  }
  return true;
}

bool TuningDatabase::putAll(const std::vector<TuningRecord> &records,
                            std::string &error) {
  std::string sqlError;
  if (!exec(db, "BEGIN IMMEDIATE", sqlError)) {
    error = sqliteFailure(db);
    return false;
  }
  for (const TuningRecord &record : records)
    if (!put(record, error)) {
      exec(db, "ROLLBACK", sqlError);
      return false;
    }
  if (!exec(db, "COMMIT", sqlError)) {
    error = sqliteFailure(db);
    exec(db, "ROLLBACK", sqlError);
    return false;
  }
  return true;
}

std::vector<TuningRecord> TuningDatabase::all(std::string &error) {
  std::vector<TuningRecord> records;
  std::string sql = std::string("SELECT ") + columns +
                    " FROM costs ORDER BY task_name, variant_name, task, "
                    "variant, target, toolchain";
  Statement row(db, sql.c_str());
  if (!row) {
    error = sqliteFailure(db);
    return records;
  }
  int status;
  while ((status = sqlite3_step(row.get())) == SQLITE_ROW)
    records.push_back(readRow(row));
  if (status != SQLITE_DONE)
    error = sqliteFailure(db);
  return records;
}

int64_t TuningDatabase::prune(const std::string &keepToolchain, bool invalid,
                              int64_t olderThan, std::string &error) {
  Statement remove(db, "DELETE FROM costs WHERE (?1 != '' AND toolchain != "
                       "?1) OR (?2 AND valid = 0) OR (?3 > 0 AND "
                       "recorded_at < ?3)");
  if (!remove) {
    error = sqliteFailure(db);
    return -1;
  }
  remove.bind(1, keepToolchain);
  sqlite3_bind_int(remove.get(), 2, invalid ? 1 : 0);
  sqlite3_bind_int64(remove.get(), 3, olderThan);
  if (sqlite3_step(remove.get()) != SQLITE_DONE) {
    error = sqliteFailure(db);
    return -1;
  }
  return sqlite3_changes(db);
}

std::string TuningDatabase::toJSON(const std::vector<TuningRecord> &records) {
  llvm::json::Array array;
  for (const TuningRecord &r : records) {
    llvm::json::Object record{{"task", r.key.task},
                              {"target", r.key.target},
                              {"variant", r.key.variant},
                              {"toolchain", r.key.toolchain},
                              {"task_name", r.taskName},
                              {"variant_name", r.variantName},
                              {"median_us", finiteOrNull(r.medianUs)},
                              {"p20_us", finiteOrNull(r.p20Us)},
                              {"p80_us", finiteOrNull(r.p80Us)},
                              {"runs", r.runs},
                              {"valid", r.valid},
                              {"max_rel_error", finiteOrNull(r.maxRelError)},
                              {"reason", r.reason},
                              {"recorded_at", r.recordedAt}};
    if (!r.counters.empty())
      record["counters"] = countersJSON(r.counters);
    array.push_back(std::move(record));
  }
  llvm::json::Object root{{"format", kFormat},
                          {"schema_version", kSchemaVersion},
                          {"records", std::move(array)}};
  return llvm::formatv("{0:2}", llvm::json::Value(std::move(root))).str() +
         "\n";
}

bool TuningDatabase::fromJSON(const std::string &source,
                              const std::string &text,
                              std::vector<TuningRecord> &records,
                              std::string &error) {
  llvm::Expected<llvm::json::Value> parsed = parseJSON(text);
  const llvm::json::Object *root = parsed ? parsed->getAsObject() : nullptr;
  if (!parsed)
    llvm::consumeError(parsed.takeError());
  if (!root) {
    error = source + ": not a JSON object";
    return false;
  }
  std::optional<StringRef> format = root->getString("format");
  if (!format || *format != kFormat) {
    error = source + ": field 'format' is not \"" + kFormat + "\"";
    return false;
  }
  // Schema 1's records have no counters.
  std::optional<int64_t> schema = root->getInteger("schema_version");
  if (!schema || (*schema != 1 && *schema != kSchemaVersion)) {
    error = source + ": field 'schema_version' is not 1 or " +
            std::to_string(kSchemaVersion);
    return false;
  }
  const llvm::json::Array *entries = root->getArray("records");
  if (!entries) {
    error = source + ": field 'records' is missing or not an array";
    return false;
  }
  for (auto [index, value] : llvm::enumerate(*entries)) {
    auto at = [&](const char *name) {
      return source + ": records[" + std::to_string(index) + "]." + name;
    };
    const llvm::json::Object *entry = value.getAsObject();
    if (!entry) {
      error = source + ": records[" + std::to_string(index) +
              "] is not an object";
      return false;
    }
    TuningRecord record;
    for (auto [name, field] :
         {std::pair<const char *, std::string *>{"task", &record.key.task},
          {"target", &record.key.target},
          {"variant", &record.key.variant},
          {"toolchain", &record.key.toolchain},
          {"task_name", &record.taskName},
          {"variant_name", &record.variantName},
          {"reason", &record.reason}}) {
      std::optional<StringRef> text = entry->getString(name);
      if (!text) {
        error = at(name) + " is missing or not a string";
        return false;
      }
      *field = text->str();
    }
    for (auto [name, field] :
         {std::pair<const char *, double *>{"median_us", &record.medianUs},
          {"p20_us", &record.p20Us},
          {"p80_us", &record.p80Us},
          {"max_rel_error", &record.maxRelError}}) {
      // Null: no measurement, as export writes an infinite one. A number
      // past a double's range parses as infinity, and is refused.
      const llvm::json::Value *value = entry->get(name);
      if (value && value->getAsNull()) {
        *field = std::numeric_limits<double>::infinity();
        continue;
      }
      std::optional<double> number = entry->getNumber(name);
      if (!number || !std::isfinite(*number) || *number < 0) {
        error = at(name) +
                " is missing or not null or a finite, non-negative number";
        return false;
      }
      *field = *number;
    }
    for (auto [name, field] :
         {std::pair<const char *, int64_t *>{"runs", &record.runs},
          {"recorded_at", &record.recordedAt}}) {
      std::optional<int64_t> number = entry->getInteger(name);
      if (!number || *number < 0) {
        error = at(name) + " is missing or not a non-negative integer";
        return false;
      }
      *field = *number;
    }
    std::optional<bool> valid = entry->getBoolean("valid");
    if (!valid) {
      error = at("valid") + " is missing or not a boolean";
      return false;
    }
    record.valid = *valid;
    if (const llvm::json::Value *counters = entry->get("counters");
        counters && !counters->getAsNull()) {
      const llvm::json::Object *object = counters->getAsObject();
      if (!object) {
        error = at("counters") + " is not an object";
        return false;
      }
      for (const auto &[name, number] : *object)
        if (!number.getAsNumber() || !std::isfinite(*number.getAsNumber())) {
          error = at("counters") + "." + name.str() + " is not a finite number";
          return false;
        }
      record.counters = countersFrom(*object);
    }
    records.push_back(std::move(record));
  }
  return true;
}
