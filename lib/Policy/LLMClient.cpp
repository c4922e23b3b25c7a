//===- LLMClient.cpp - OpenAI-compatible chat-completions client ----------===//

#include "hiera/Policy/LLMClient.h"

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

size_t appendBody(char *data, size_t size, size_t count, void *out) {
  static_cast<std::string *>(out)->append(data, size * count);
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
    auto buffer = llvm::MemoryBuffer::getFile(path);
    if (!buffer) {
      reply.error = "the transcript " + options.transcript +
                    " has no answer to this request (" + path.str().str() +
                    ")";
      return reply;
    }
    llvm::Expected<llvm::json::Value> recorded =
        llvm::json::parse((*buffer)->getBuffer());
    const llvm::json::Object *r = nullptr;
    if (!recorded)
      llvm::consumeError(recorded.takeError());
    else if (const llvm::json::Object *entry = recorded->getAsObject())
      r = entry->getObject("reply");
    if (!r) {
      reply.error = path.str().str() + ": field 'reply' is missing or not an object";
      return reply;
    }
    reply.content = r->getString("content").value_or("").str();
    reply.error = r->getString("error").value_or("").str();
    reply.attempts = r->getInteger("attempts").value_or(0);
    reply.promptTokens = r->getInteger("prompt_tokens").value_or(0);
    reply.completionTokens = r->getInteger("completion_tokens").value_or(0);
    totalPromptTokens += reply.promptTokens;
    totalCompletionTokens += reply.completionTokens;
    return reply;
  }
  reply = exchange(payload);
  llvm::sys::fs::create_directories(options.transcript);
  llvm::json::Object entry{
      {"request", std::move(request)},
      {"reply", llvm::json::Object{{"content", reply.content},
                                   {"error", reply.error},
                                   {"attempts", reply.attempts},
                                   {"prompt_tokens", reply.promptTokens},
                                   {"completion_tokens",
                                    reply.completionTokens}}}};
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (!ec)
    os << redact(llvm::formatv("{0:2}", llvm::json::Value(std::move(entry)))
                     .str())
       << "\n";
  return reply;
}

LLMReply LLMClient::exchange(const std::string &payload) {
  LLMReply reply;
  std::string url = options.endpoint;
  while (!url.empty() && url.back() == '/')
    url.pop_back();
  url += "/chat/completions";

  double wait = options.backoffSeconds;
  for (int attempt = 0; attempt <= options.retries; ++attempt) {
    reply.attempts = attempt + 1;
    Response response = post(url, options.apiKey, payload,
                             options.timeoutSeconds);
    bool retryable = response.timedOut || response.status == 429 ||
                     response.status >= 500;
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
    llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(response.body);
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
    reply.content = content->str();
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
  llvm::Expected<llvm::json::Value> answer = llvm::json::parse(text);
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
