//===- LLMClient.cpp - OpenAI-compatible chat-completions client ----------===//

#include "hiera/Policy/LLMClient.h"
#include "hiera/Support/Files.h"
#include "hiera/Support/JSON.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

#include <curl/curl.h>

#include <chrono>
#include <cstdlib>
#include <mutex>
#include <thread>

using namespace hiera;

namespace {

/// The largest answer body taken: a chat answer with a kernel is a few
/// KiB; past this the transfer stops.
constexpr size_t kMaxBodyBytes = 4 << 20;

size_t appendBody(char *data, size_t size, size_t count, void *out) {
  auto *body = static_cast<std::string *>(out);
  if (body->size() + size * count > kMaxBodyBytes)
    return 0; // curl stops with CURLE_WRITE_ERROR.
  body->append(data, size * count);
  return size * count;
}

size_t readHeader(char *data, size_t size, size_t count, void *out) {
  llvm::StringRef line(data, size * count);
  if (line.lower().rfind("retry-after:", 0) == 0) {
    double seconds = 0;
    if (!line.drop_front(12).trim().getAsDouble(seconds))
      *static_cast<double *>(out) = seconds;
  }
  return size * count;
}

/// One HTTP exchange's outcome.
struct Response {
  long status = 0;
  std::string body;
  double retryAfter = -1;
  /// The transport's failure (time-out, refused), empty when there was an
  /// answer.
  std::string transportError;
  bool timedOut = false;
  /// The body passed kMaxBodyBytes and was not taken.
  bool tooLarge = false;
};

Response post(const std::string &url, const std::string &key,
              const std::string &payload, int timeoutSeconds) {
  static std::once_flag initialized;
  std::call_once(initialized, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
  Response response;
  CURL *curl = curl_easy_init();
  if (!curl) {
    response.transportError = "cannot start an HTTP client";
    return response;
  }
  curl_slist *headers = curl_slist_append(nullptr, "Content-Type: application/json");
  if (!key.empty())
    headers = curl_slist_append(headers, ("Authorization: Bearer " + key).c_str());
  curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
  curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
  curl_easy_setopt(curl, CURLOPT_POSTFIELDS, payload.c_str());
  curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE, long(payload.size()));
  curl_easy_setopt(curl, CURLOPT_TIMEOUT, long(timeoutSeconds));
  curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, appendBody);
  curl_easy_setopt(curl, CURLOPT_WRITEDATA, &response.body);
  curl_easy_setopt(curl, CURLOPT_HEADERFUNCTION, readHeader);
  curl_easy_setopt(curl, CURLOPT_HEADERDATA, &response.retryAfter);
  CURLcode code = curl_easy_perform(curl);
  if (code != CURLE_OK) {
    response.timedOut = code == CURLE_OPERATION_TIMEDOUT;
    response.tooLarge = code == CURLE_WRITE_ERROR;
    response.transportError = curl_easy_strerror(code);
  } else {
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &response.status);
  }
  curl_slist_free_all(headers);
  curl_easy_cleanup(curl);
  return response;
}

} // namespace

LLMOptions hiera::llmOptionsFromEnvironment(const LLMOptions &overrides) {
  LLMOptions options = overrides;
  auto fromEnvironment = [](std::string &value, const char *name) {
    if (value.empty())
      if (const char *set = std::getenv(name))
        value = set;
  };
  fromEnvironment(options.endpoint, "HIERA_LLM_ENDPOINT");
  fromEnvironment(options.model, "HIERA_LLM_MODEL");
  fromEnvironment(options.apiKey, "HIERA_LLM_API_KEY");
  return options;
}

LLMClient::LLMClient(LLMOptions options) : options(std::move(options)) {}

std::string LLMClient::redact(std::string text) const {
  if (options.apiKey.empty())
    return text;
  for (size_t at; (at = text.find(options.apiKey)) != std::string::npos;)
    text.replace(at, options.apiKey.size(), "[key]");
  return text;
}

LLMReply LLMClient::chat(const std::vector<ChatMessage> &messages,
                         const llvm::json::Value *schema) {
  LLMReply reply;
  if (!options.replay && (options.endpoint.empty() || options.model.empty())) {
    reply.error = "no endpoint or model: set HIERA_LLM_ENDPOINT and "
                  "HIERA_LLM_MODEL, or pass endpoint= and model=";
    return reply;
  }
  llvm::json::Array chat;
  for (const ChatMessage &message : messages)
    chat.push_back(llvm::json::Object{{"role", message.role},
                                      {"content", message.content}});
  llvm::json::Object request{{"model", options.model},
                             {"messages", std::move(chat)}};
  if (schema)
    request["response_format"] = llvm::json::Object{
        {"type", "json_schema"},
        {"json_schema", llvm::json::Object{{"name", "answer"},
                                           {"schema", *schema},
                                           {"strict", true}}}};
  std::string payload;
  {
    llvm::raw_string_ostream os(payload);
    os << llvm::json::Value(llvm::json::Object(request));
  }
  if (options.transcript.empty())
    return exchange(payload);

  // Transcripts: one file per request, named by what was asked.
  std::array<uint8_t, 32> hash = llvm::SHA256::hash(llvm::ArrayRef<uint8_t>(
      reinterpret_cast<const uint8_t *>(payload.data()), payload.size()));
  llvm::SmallString<256> path(options.transcript);
  llvm::sys::path::append(path, llvm::toHex(hash, true) + ".json");
  if (options.replay) {
    auto buffer = hiera::readBoundedFile(path, hiera::kDataLimitBytes);
    if (!buffer) {
      reply.error = "the transcript " + options.transcript +
                    " has no answer to this request (" +
                    llvm::toString(buffer.takeError()) + ")";
      return reply;
    }
    // A malformed entry has no tokens: they add nothing.
    reply = parseTranscriptEntry((*buffer)->getBuffer(), path);
    totalPromptTokens += reply.promptTokens;
    totalCompletionTokens += reply.completionTokens;
    return reply;
  }
  reply = exchange(payload);
  if (std::error_code ec = llvm::sys::fs::create_directories(options.transcript)) {
    recordError = "cannot record the exchange in " + options.transcript + ": " +
                  ec.message();
    return reply;
  }
  llvm::json::Object entry{
      {"request", std::move(request)},
      {"reply", llvm::json::Object{{"content", reply.content},
                                   {"error", reply.error},
                                   {"attempts", reply.attempts},
                                   {"prompt_tokens", reply.promptTokens},
                                   {"completion_tokens",
                                    reply.completionTokens}}}};
  std::string text =
      redact(llvm::formatv("{0:2}", llvm::json::Value(std::move(entry))).str());
  if (llvm::Error failed = writeFileAtomically(
          path, [&](llvm::raw_ostream &os) { os << text << "\n"; }))
    recordError = "cannot record the exchange: " +
                  llvm::toString(std::move(failed));
  return reply;
}

LLMReply LLMClient::exchange(const std::string &payload) {
  LLMReply reply;
  std::string url = options.endpoint;
  while (!url.empty() && url.back() == '/')
    url.pop_back();
  url += "/chat/completions";

  // The whole exchange, retries and their waits included, ends by this
  // deadline: a server's Retry-After cannot hold the search longer.
  using Clock = std::chrono::steady_clock;
  Clock::time_point deadline =
      Clock::now() + std::chrono::seconds(int64_t(options.timeoutSeconds) *
                                          (options.retries + 1));
  auto secondsLeft = [&] {
    return std::chrono::duration<double>(deadline - Clock::now()).count();
  };
  double wait = options.backoffSeconds;
  for (int attempt = 0; attempt <= options.retries; ++attempt) {
    reply.attempts = attempt + 1;
    int timeout = std::max(
        1, int(std::min<double>(options.timeoutSeconds, secondsLeft())));
    Response response = post(url, options.apiKey, payload, timeout);
    bool retryable = response.timedOut || response.status == 429 ||
                     response.status >= 500;
    if (response.tooLarge) {
      reply.error = "the answer from " + url + " is larger than " +
                    std::to_string(kMaxBodyBytes >> 20) + " MiB: not taken";
      return reply;
    }
    if (!response.transportError.empty() && !response.timedOut) {
      reply.error = "cannot reach " + url + ": " + response.transportError;
      return reply;
    }
    if (retryable) {
      reply.error =
          response.timedOut
              ? "no answer within " + std::to_string(options.timeoutSeconds) +
                    " s"
              : "HTTP " + std::to_string(response.status) + " from " + url;
      if (attempt < options.retries) {
        double seconds = response.retryAfter >= 0 ? response.retryAfter : wait;
        if (seconds >= secondsLeft()) {
          reply.error += ": asked to wait " + llvm::formatv("{0:f1}", seconds).str() +
                         " s, past the exchange's deadline";
          break;
        }
        std::this_thread::sleep_for(std::chrono::duration<double>(seconds));
        wait *= 2;
      }
      continue;
    }
    if (response.status != 200) {
      reply.error = redact("HTTP " + std::to_string(response.status) +
                           " from " + url + ": " +
                           response.body.substr(0, 300));
      return reply;
    }
    llvm::Expected<llvm::json::Value> parsed = parseJSON(response.body);
    if (!parsed)
      llvm::consumeError(parsed.takeError());
    const llvm::json::Object *body = parsed ? parsed->getAsObject() : nullptr;
    const llvm::json::Array *choices = body ? body->getArray("choices") : nullptr;
    const llvm::json::Object *choice =
        choices && !choices->empty() ? choices->front().getAsObject() : nullptr;
    const llvm::json::Object *message =
        choice ? choice->getObject("message") : nullptr;
    std::optional<llvm::StringRef> content =
        message ? message->getString("content") : std::nullopt;
    if (!content) {
      reply.error = "malformed response from " + url +
                    ": no choices[0].message.content";
      return reply;
    }
    if (const llvm::json::Object *usage = body->getObject("usage")) {
      reply.promptTokens = usage->getInteger("prompt_tokens").value_or(0);
      reply.completionTokens =
          usage->getInteger("completion_tokens").value_or(0);
      totalPromptTokens += reply.promptTokens;
      totalCompletionTokens += reply.completionTokens;
    }
    if (choice->getString("finish_reason") == llvm::StringRef("length")) {
      reply.error = "the answer was cut off (finish_reason: length)";
      return reply;
    }
    // A server that echoes the key gets it no further: not into the IR,
    // a remark, the transcript or the next prompt.
    reply.content = redact(content->str());
    reply.error.clear();
    return reply;
  }
  reply.error = redact(reply.error + ", after " +
                       std::to_string(reply.attempts) + " attempts");
  return reply;
}

std::optional<llvm::json::Object> hiera::parseAnswerJSON(llvm::StringRef content,
                                                         std::string &error) {
  llvm::StringRef text = content.trim();
  // A fenced answer: the fence's body.
  size_t fence = text.find("```");
  if (fence != llvm::StringRef::npos) {
    llvm::StringRef rest = text.drop_front(fence + 3);
    rest = rest.drop_until([](char c) { return c == '\n'; });
    size_t end = rest.find("```");
    if (end == llvm::StringRef::npos) {
      error = "an unclosed code fence: the answer is truncated";
      return std::nullopt;
    }
    text = rest.take_front(end).trim();
  }
  llvm::Expected<llvm::json::Value> answer = parseJSON(text);
  if (!answer) {
    llvm::consumeError(answer.takeError());
    error = "the answer is not JSON" +
            std::string(text.starts_with("{") && !text.ends_with("}")
                            ? " (truncated)"
                            : "");
    return std::nullopt;
  }
  llvm::json::Object *object = answer->getAsObject();
  if (!object) {
    error = "the answer is JSON but not an object";
    return std::nullopt;
  }
  return std::move(*object);
}

/// schemaMismatch at `path` (empty for the whole value).
static std::optional<std::string>
mismatchAt(const llvm::json::Value &value, const llvm::json::Object &schema,
           const std::string &path) {
  std::string where = path.empty() ? "the answer" : "field '" + path + "'";
  if (std::optional<llvm::StringRef> type = schema.getString("type")) {
    bool matches =
        *type == "object"    ? value.getAsObject() != nullptr
        : *type == "array"   ? value.getAsArray() != nullptr
        : *type == "string"  ? value.getAsString().has_value()
        : *type == "integer" ? value.getAsInteger().has_value()
        : *type == "number"  ? value.getAsNumber().has_value()
        : *type == "boolean" ? value.getAsBoolean().has_value()
                             : true;
    if (!matches)
      return where + " must be " +
             (*type == "integer" || *type == "object" || *type == "array"
                  ? "an "
                  : "a ") +
             type->str();
  }
  if (const llvm::json::Array *choices = schema.getArray("enum"))
    if (llvm::find(*choices, value) == choices->end())
      return where + " must be one of the listed values";
  if (const llvm::json::Object *object = value.getAsObject()) {
    if (const llvm::json::Array *required = schema.getArray("required"))
      for (const llvm::json::Value &name : *required)
        if (std::optional<llvm::StringRef> field = name.getAsString())
          if (!object->get(*field))
            return "field '" + (path.empty() ? "" : path + ".") +
                   field->str() + "' is missing";
    if (const llvm::json::Object *properties = schema.getObject("properties"))
      for (const auto &[name, field] : *properties)
        if (const llvm::json::Value *given = object->get(name))
          if (const llvm::json::Object *fieldSchema = field.getAsObject())
            if (std::optional<std::string> problem = mismatchAt(
                    *given, *fieldSchema,
                    (path.empty() ? "" : path + ".") + name.str()))
              return problem;
  }
  if (const llvm::json::Array *array = value.getAsArray())
    if (const llvm::json::Object *items = schema.getObject("items"))
      for (auto [index, item] : llvm::enumerate(*array))
        if (std::optional<std::string> problem = mismatchAt(
                item, *items, path + "[" + std::to_string(index) + "]"))
          return problem;
  return std::nullopt;
}

std::optional<std::string> hiera::schemaMismatch(const llvm::json::Value &value,
                                                 const llvm::json::Value &schema) {
  const llvm::json::Object *object = schema.getAsObject();
  return object ? mismatchAt(value, *object, "") : std::nullopt;
}

LLMReply hiera::parseTranscriptEntry(llvm::StringRef text,
                                     llvm::StringRef path) {
  LLMReply reply;
  llvm::Expected<llvm::json::Value> recorded = parseJSON(text);
  const llvm::json::Object *r = nullptr;
  if (!recorded)
    llvm::consumeError(recorded.takeError());
  else if (const llvm::json::Object *entry = recorded->getAsObject())
    r = entry->getObject("reply");
  if (!r) {
    reply.error = path.str() + ": field 'reply' is missing or not an object";
    return reply;
  }
  // Every field as the transcript writes it; one of another type is
  // named, not taken as empty.
  auto string = [&](const char *field, std::string &into) {
    const llvm::json::Value *value = r->get(field);
    if (!value)
      return true;
    std::optional<llvm::StringRef> given = value->getAsString();
    if (!given)
      reply.error = path.str() + ": field 'reply." + field +
                    "' must be a string";
    else
      into = given->str();
    return bool(given);
  };
  auto count = [&](const char *field, auto &into) {
    const llvm::json::Value *value = r->get(field);
    if (!value)
      return true;
    std::optional<int64_t> number = value->getAsInteger();
    if (!number || *number < 0)
      reply.error = path.str() + ": field 'reply." + field +
                    "' must be a non-negative integer";
    else
      into = *number;
    return number && *number >= 0;
  };
  std::string recordedError;
  int64_t attempts = 0;
  if (!string("content", reply.content) || !string("error", recordedError) ||
      !count("attempts", attempts) ||
      !count("prompt_tokens", reply.promptTokens) ||
      !count("completion_tokens", reply.completionTokens)) {
    reply.content.clear();
    reply.promptTokens = reply.completionTokens = 0;
    return reply;
  }
  reply.error = recordedError;
  reply.attempts = int(std::min<int64_t>(attempts, INT32_MAX));
  return reply;
}

llvm::json::Value hiera::adviceSchema() {
  using llvm::json::Array;
  using llvm::json::Object;
  Object kernelFields{
      {"entry", Object{{"type", "string"}}},
      {"source", Object{{"type", "string"}}},
      {"grid", Object{{"type", "array"}, {"items", Object{{"type", "integer"}}}}},
      {"block", Object{{"type", "array"}, {"items", Object{{"type", "integer"}}}}}};
  return Object{
      {"type", "object"},
      {"required", Array{"direction", "strategy"}},
      {"properties",
       Object{{"direction",
               Object{{"type", "string"},
                      {"enum", Array{"control_flow", "parallelism",
                                     "memory_transactions", "data_reuse",
                                     "tensor_cores"}}}},
              {"strategy", Object{{"type", "string"}}},
              {"candidates", Object{{"type", "array"},
                                    {"items", Object{{"type", "string"}}}}},
              {"kernel",
               Object{{"type", "object"},
                      {"required", Array{"entry", "source", "grid", "block"}},
                      {"properties", std::move(kernelFields)}}}}}};
}
