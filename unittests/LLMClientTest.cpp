//===- LLMClientTest.cpp - The LLM client against a loopback server -------===//

#include "hiera/Policy/LLMClient.h"

#include "gtest/gtest.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"

#include <chrono>
#include <csignal>
#include <cstdio>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

using namespace hiera;

namespace {

constexpr const char *kKey = "sk-test-secret-0123";

/// The fake OpenAI-compatible server, started once for the suite on a free
/// loopback port and stopped at its end.
class LLMClientTest : public ::testing::Test {
protected:
  static void SetUpTestSuite() {
    int fds[2];
    ASSERT_EQ(pipe(fds), 0);
    server = fork();
    if (server == 0) {
      dup2(fds[1], 1);
      close(fds[0]);
      execlp("python3", "python3", HIERA_UNITTEST_INPUTS "/fake_openai.py",
             nullptr);
      _exit(127);
    }
    close(fds[1]);
    FILE *out = fdopen(fds[0], "r");
    char line[32] = {0};
    ASSERT_NE(fgets(line, sizeof(line), out), nullptr);
    port = std::stoi(line);
  }
  static void TearDownTestSuite() {
    kill(server, SIGTERM);
    waitpid(server, nullptr, 0);
  }

  LLMClient client(const std::string &model, int timeout = 10) {
    LLMOptions options;
    options.endpoint = "http://127.0.0.1:" + std::to_string(port) + "/v1";
    options.model = model;
    options.apiKey = kKey;
    options.timeoutSeconds = timeout;
    options.retries = 2;
    options.backoffSeconds = 0.01;
    return LLMClient(options);
  }

  std::vector<ChatMessage> ask() {
    return {{"system", "You plan GPU kernels."}, {"user", "softmax, memory-bound"}};
  }

  static pid_t server;
  static int port;
};
pid_t LLMClientTest::server = 0;
int LLMClientTest::port = 0;

TEST_F(LLMClientTest, GoodAnswerInASchema) {
  LLMClient good = client("good");
  llvm::json::Value schema = llvm::json::Object{{"type", "object"}};
  LLMReply reply = good.chat(ask(), &schema);
  ASSERT_TRUE(reply) << reply.error;
  EXPECT_EQ(reply.attempts, 1);
  std::string error;
  auto answer = parseAnswerJSON(reply.content, error);
  ASSERT_TRUE(answer) << error;
  EXPECT_EQ(answer->getString("direction"), "memory_transactions");
  EXPECT_EQ(answer->getString("echo"), "softmax, memory-bound");
  EXPECT_EQ(good.promptTokens(), 12);
  EXPECT_EQ(good.completionTokens(), 5);
}

TEST_F(LLMClientTest, CodeFence) {
  LLMReply reply = client("fenced").chat(ask());
  ASSERT_TRUE(reply) << reply.error;
  std::string error;
  auto answer = parseAnswerJSON(reply.content, error);
  ASSERT_TRUE(answer) << error;
  EXPECT_EQ(answer->getString("direction"), "memory_transactions");
}

TEST_F(LLMClientTest, RetriesAfter429) {
  LLMReply reply = client("flaky").chat(ask());
  ASSERT_TRUE(reply) << reply.error;
  EXPECT_EQ(reply.attempts, 2);
}

TEST_F(LLMClientTest, ServerErrorsExhaustTheRetries) {
  LLMReply reply = client("down").chat(ask());
  EXPECT_FALSE(reply);
  EXPECT_EQ(reply.attempts, 3);
  EXPECT_NE(reply.error.find("HTTP 500"), std::string::npos) << reply.error;
  EXPECT_NE(reply.error.find("after 3 attempts"), std::string::npos);
}

TEST_F(LLMClientTest, TimeOut) {
  LLMReply reply = client("slow", /*timeout=*/1).chat(ask());
  EXPECT_FALSE(reply);
  EXPECT_NE(reply.error.find("no answer within 1 s"), std::string::npos)
      << reply.error;
}

TEST_F(LLMClientTest, TruncatedAnswer) {
  LLMReply reply = client("cut").chat(ask());
  EXPECT_FALSE(reply);
  EXPECT_NE(reply.error.find("cut off"), std::string::npos) << reply.error;
  std::string error;
  EXPECT_FALSE(parseAnswerJSON("{\"direction\": \"mem", error));
  EXPECT_NE(error.find("truncated"), std::string::npos) << error;
  EXPECT_FALSE(parseAnswerJSON("```json\n{\"a\": 1}\n", error));
  EXPECT_NE(error.find("unclosed code fence"), std::string::npos) << error;
}

TEST_F(LLMClientTest, MalformedResponseAndProse) {
  LLMReply garbage = client("garbage").chat(ask());
  EXPECT_FALSE(garbage);
  EXPECT_NE(garbage.error.find("malformed response"), std::string::npos)
      << garbage.error;
  LLMReply prose = client("prose").chat(ask());
  ASSERT_TRUE(prose) << prose.error;
  std::string error;
  EXPECT_FALSE(parseAnswerJSON(prose.content, error));
  EXPECT_EQ(error, "the answer is not JSON");
}

TEST_F(LLMClientTest, TheKeyNeverShows) {
  // The server echoes the Authorization header it got into its error.
  LLMReply reply = client("forbidden").chat(ask());
  EXPECT_FALSE(reply);
  EXPECT_NE(reply.error.find("HTTP 401"), std::string::npos) << reply.error;
  EXPECT_EQ(reply.error.find(kKey), std::string::npos) << reply.error;
  EXPECT_NE(reply.error.find("[key]"), std::string::npos) << reply.error;
}

TEST_F(LLMClientTest, AnEchoedKeyGoesNoFurther) {
  // The server puts the key it got into the answer itself.
  LLMReply reply = client("echo-key").chat(ask());
  ASSERT_TRUE(reply) << reply.error;
  EXPECT_EQ(reply.content.find(kKey), std::string::npos) << reply.content;
  EXPECT_NE(reply.content.find("[key]"), std::string::npos) << reply.content;
}

TEST_F(LLMClientTest, RetryAfterIsCappedByTheDeadline) {
  // Retry-After: 99999999 on every answer: the exchange ends at once,
  // saying why, instead of sleeping for years.
  auto started = std::chrono::steady_clock::now();
  LLMReply reply = client("stalling", /*timeout=*/2).chat(ask());
  double seconds = std::chrono::duration<double>(
                       std::chrono::steady_clock::now() - started)
                       .count();
  EXPECT_FALSE(reply);
  EXPECT_LT(seconds, 5.0);
  EXPECT_NE(reply.error.find("past the exchange's deadline"), std::string::npos)
      << reply.error;
}

TEST_F(LLMClientTest, AnOversizedAnswerIsRefused) {
  LLMReply reply = client("huge").chat(ask());
  EXPECT_FALSE(reply);
  EXPECT_NE(reply.error.find("larger than 4 MiB"), std::string::npos)
      << reply.error;
  EXPECT_TRUE(reply.content.empty());
}

TEST(SchemaMismatch, NamesTheFirstFieldOfAWrongType) {
  using llvm::json::Array;
  using llvm::json::Object;
  llvm::json::Value schema = Object{
      {"type", "object"},
      {"required", Array{"direction"}},
      {"properties",
       Object{{"direction", Object{{"type", "string"},
                                   {"enum", Array{"parallelism", "data_reuse"}}}},
              {"candidates", Object{{"type", "array"},
                                    {"items", Object{{"type", "string"}}}}},
              {"kernel", Object{{"type", "object"},
                                {"required", Array{"entry"}},
                                {"properties",
                                 Object{{"entry", Object{{"type", "string"}}},
                                        {"grid", Object{{"type", "array"},
                                                        {"items", Object{{"type", "integer"}}}}}}}}}}}};
  auto mismatch = [&](const char *text) {
    llvm::Expected<llvm::json::Value> value = llvm::json::parse(text);
    EXPECT_TRUE(bool(value));
    std::optional<std::string> problem = schemaMismatch(*value, schema);
    return problem.value_or("");
  };
  EXPECT_EQ(mismatch(R"({"direction": "parallelism", "candidates": ["a"], "kernel": {"entry": "k", "grid": [1]}})"), "");
  EXPECT_EQ(mismatch(R"([1])"), "the answer must be an object");
  EXPECT_EQ(mismatch(R"({})"), "field 'direction' is missing");
  EXPECT_EQ(mismatch(R"({"direction": 3})"), "field 'direction' must be a string");
  EXPECT_EQ(mismatch(R"({"direction": "sideways"})"),
            "field 'direction' must be one of the listed values");
  EXPECT_EQ(mismatch(R"({"direction": "parallelism", "candidates": ["a", 7]})"),
            "field 'candidates[1]' must be a string");
  EXPECT_EQ(mismatch(R"({"direction": "parallelism", "kernel": {"entry": 42}})"),
            "field 'kernel.entry' must be a string");
  EXPECT_EQ(mismatch(R"({"direction": "parallelism", "kernel": {"grid": [1]}})"),
            "field 'kernel.entry' is missing");
  EXPECT_EQ(mismatch(R"({"direction": "parallelism", "kernel": {"entry": "k", "grid": [1.5]}})"),
            "field 'kernel.grid[0]' must be an integer");
}

TEST_F(LLMClientTest, NothingToCall) {
  LLMOptions none;
  unsetenv("HIERA_LLM_ENDPOINT");
  unsetenv("HIERA_LLM_MODEL");
  LLMReply reply = LLMClient(llmOptionsFromEnvironment(none)).chat(ask());
  EXPECT_FALSE(reply);
  EXPECT_NE(reply.error.find("HIERA_LLM_ENDPOINT"), std::string::npos);
}

TEST(LLMOptions, EnvironmentFillsWhatIsNotSet) {
  setenv("HIERA_LLM_ENDPOINT", "http://127.0.0.1:1/v1", 1);
  setenv("HIERA_LLM_MODEL", "from-environment", 1);
  LLMOptions overrides;
  overrides.model = "from-option";
  LLMOptions options = llmOptionsFromEnvironment(overrides);
  EXPECT_EQ(options.endpoint, "http://127.0.0.1:1/v1");
  EXPECT_EQ(options.model, "from-option");
  unsetenv("HIERA_LLM_ENDPOINT");
  unsetenv("HIERA_LLM_MODEL");
}

} // namespace

namespace {

TEST_F(LLMClientTest, RecordThenReplayWithoutANetwork) {
  llvm::SmallString<128> directory;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("hiera-transcript",
                                                    directory));
  LLMOptions options;
  options.endpoint = "http://127.0.0.1:" + std::to_string(port) + "/v1";
  options.model = "good";
  options.apiKey = kKey;
  options.transcript = directory.str().str();
  LLMReply live = LLMClient(options).chat(ask());
  ASSERT_TRUE(live) << live.error;

  // Nothing listens on port 1: the answer comes from the transcript.
  options.endpoint = "http://127.0.0.1:1/v1";
  options.apiKey.clear();
  options.replay = true;
  LLMClient replaying(options);
  LLMReply replayed = replaying.chat(ask());
  ASSERT_TRUE(replayed) << replayed.error;
  EXPECT_EQ(replayed.content, live.content);
  EXPECT_EQ(replaying.promptTokens(), 12);

  LLMReply unknown = replaying.chat({{"user", "something never asked"}});
  EXPECT_FALSE(unknown);
  EXPECT_NE(unknown.error.find("has no answer to this request"),
            std::string::npos)
      << unknown.error;

  // The transcript never holds the key.
  std::error_code ec;
  for (llvm::sys::fs::directory_iterator it(directory, ec), end;
       it != end && !ec; it.increment(ec)) {
    auto buffer = llvm::MemoryBuffer::getFile(it->path());
    ASSERT_TRUE(bool(buffer));
    EXPECT_EQ((*buffer)->getBuffer().find(kKey), llvm::StringRef::npos);
  }
  llvm::sys::fs::remove_directories(directory);
}

} // namespace
