//===- LLMClient.h - OpenAI-compatible chat-completions client --*- C++ -*-===//
//
// The LLM policy's transport: a chat-completions request to an
// OpenAI-compatible endpoint, answered in a JSON schema. Retries with
// backoff on 429 and 5xx (honouring Retry-After) and on time-outs, counts
// tokens, and never lets the API key into a message, a log or a result.
//
//===----------------------------------------------------------------------===//

#ifndef HIERA_POLICY_LLMCLIENT_H
#define HIERA_POLICY_LLMCLIENT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hiera {

struct LLMOptions {
  /// A base URL ending in /v1.
  std::string endpoint;
  std::string model;
  std::string apiKey;
  int timeoutSeconds = 120;
  /// Attempts after the first, on 429, 5xx and time-outs.
  int retries = 4;
  /// The first wait; doubled at each retry (a Retry-After header wins).
  double backoffSeconds = 1.0;
  /// A transcript directory: every exchange is recorded there (one JSON
  /// file per request, named by its fingerprint; never the key), or, with
  /// `replay`, answered from there without a network.
  std::string transcript;
  bool replay = false;
};

/// `overrides` where set, else HIERA_LLM_ENDPOINT, HIERA_LLM_MODEL and
/// HIERA_LLM_API_KEY. A replay needs none of them.
LLMOptions llmOptionsFromEnvironment(const LLMOptions &overrides);

struct ChatMessage {
  std::string role, content;
};

struct LLMReply {
  /// The answer's text; empty with `error` set on failure.
  std::string content;
  std::string error;
  int attempts = 0;
  int64_t promptTokens = 0, completionTokens = 0;
  explicit operator bool() const { return error.empty(); }
};

class LLMClient {
public:
  explicit LLMClient(LLMOptions options);

  /// One exchange; `schema` (a JSON schema) asks for a structured answer.
  LLMReply chat(const std::vector<ChatMessage> &messages,
                const llvm::json::Value *schema = nullptr);

  int64_t promptTokens() const { return totalPromptTokens; }
  /// Why the last exchange could not be recorded in the transcript (the
  /// answer itself stands), once; empty when it was.
  std::string takeRecordError() { return std::exchange(recordError, {}); }
  int64_t completionTokens() const { return totalCompletionTokens; }

private:
  /// `text` with the API key, wherever it appears, replaced.
  std::string redact(std::string text) const;
  /// The exchange over the network, with its retries.
  LLMReply exchange(const std::string &payload);

  LLMOptions options;
  std::string recordError;
  int64_t totalPromptTokens = 0, totalCompletionTokens = 0;
};

/// One recorded exchange, as a transcript file holds it (`path` names it
/// in errors): its reply, or an error naming the field of the wrong type.
LLMReply parseTranscriptEntry(llvm::StringRef text, llvm::StringRef path);

/// The JSON schema of a model's planning advice: a direction, a strategy,
/// candidates to measure and optionally a kernel of its own.
llvm::json::Value adviceSchema();

/// Where `value` departs from `schema`, the subset of JSON Schema HIERA
/// sends with its questions (type, properties, required, items, enum):
/// the field's path and what it must be ("field 'kernel.entry' must be
/// a string"); nothing where it conforms. A model's answer is checked
/// against the schema it was asked with before any field is used.
std::optional<std::string> schemaMismatch(const llvm::json::Value &value,
                                          const llvm::json::Value &schema);

/// The JSON object an answer holds: the whole text, or the one ```json
/// fence in it. Fails with `error` on anything else (truncated, malformed,
/// prose).
std::optional<llvm::json::Object> parseAnswerJSON(llvm::StringRef content,
                                                  std::string &error);

} // namespace hiera

#endif // HIERA_POLICY_LLMCLIENT_H
