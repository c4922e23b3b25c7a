"""An OpenAI-compatible chat-completions server on loopback for the LLM
client's tests. The model name picks the behaviour:
  good       a JSON answer, with token usage
  fenced     the JSON inside a ```json fence
  flaky      429 with Retry-After: 0 on the first request, then good
  down       500 every time
  slow       answers after 3 s
  cut        finish_reason "length"
  garbage    a body that is not JSON
  prose      an answer that is not JSON
  forbidden  401, echoing the Authorization header it got
  kernel     planning advice with a ReLU kernel of its own
  broken     planning advice with a kernel that does not compile
  stalling   429 with Retry-After: 99999999, every time
  huge       an answer of 5 MiB
  echo-key   advice whose strategy and kernel source carry the API key
             the request was sent with
  include    a kernel that includes /etc/passwd
  mistyped   planning advice whose fields have the wrong types (a number
             for the direction, a kernel with an integer entry and a grid
             with a zero)
  faulty     for a 4096x4096 ReLU, a kernel of its own that writes out of
             bounds, then one that computes the wrong function (no ReLU),
             then a right one: the GPU suite's test that the checks reject
             a model's faulty kernels
Prints its port on the first line; serves until killed. Or, with
  fake_openai.py --run COMMAND ARG...
serves while COMMAND runs, with HIERA_LLM_ENDPOINT set to its URL (or, where
an argument holds "{endpoint}", that replaced by the URL instead), and exits
with COMMAND's status."""
import json
import os
import subprocess
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

requests = {}


def completion(content, finish="stop"):
    return {"choices": [{"message": {"role": "assistant", "content": content},
                         "finish_reason": finish}],
            "usage": {"prompt_tokens": 12, "completion_tokens": 5}}


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def reply(self, status, body, headers=()):
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self):
        request = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        model = request["model"]
        requests[model] = requests.get(model, 0) + 1
        answer = json.dumps({"direction": "memory_transactions", "echo": request["messages"][-1]["content"]})
        if self.path != "/v1/chat/completions":
            self.reply(404, {"error": "no such path " + self.path})
        elif model == "good":
            self.reply(200, completion(answer))
        elif model == "fenced":
            self.reply(200, completion("Here it is:\n```json\n" + answer + "\n```\n"))
        elif model == "flaky":
            if requests[model] == 1:
                self.reply(429, {"error": "slow down"}, [("Retry-After", "0")])
            else:
                self.reply(200, completion(answer))
        elif model == "down":
            self.reply(500, {"error": "internal"})
        elif model == "slow":
            time.sleep(3)
            self.reply(200, completion(answer))
        elif model == "cut":
            self.reply(200, completion(answer[:10], finish="length"))
        elif model == "garbage":
            self.reply(200, b"{\"choices\": [")
        elif model == "prose":
            self.reply(200, completion("I would vectorise the loads."))
        elif model in ("kernel", "broken"):
            body = "out0[i] = fmaxf(in0[i], 0.0f);" if model == "kernel" else "out0[i] = fmaxf(in0[i], 0.0f)"
            source = ("extern \"C\" __global__ void llm_relu(const float *in0, float *out0) { "
                      "for (long i = blockIdx.x * 256l + threadIdx.x; i < 268435456l; i += 65536l * 256) " + body + " }")
            self.reply(200, completion(json.dumps({
                "direction": "memory_transactions",
                "strategy": "a grid of 65536 blocks, each thread striding over the tensor",
                "candidates": ["elementwise_vec_u2"],
                "kernel": {"entry": "llm_relu", "source": source, "grid": [65536], "block": [256]}})))
        elif model == "faulty":
            body, strategy = [
                ("out0[i + (1l << 40)] = fmaxf(in0[i], 0.0f);", "a thread per element"),
                ("out0[i] = in0[i];", "a thread per element, without the compare"),
                ("out0[i] = fmaxf(in0[i], 0.0f);", "a thread per element, bounds kept"),
            ][min(requests[model], 3) - 1]
            source = ("extern \"C\" __global__ void llm_relu(const float *in0, float *out0) { "
                      "long i = blockIdx.x * 256l + threadIdx.x; if (i < 16777216l) " + body + " }")
            self.reply(200, completion(json.dumps({
                "direction": "memory_transactions", "strategy": strategy,
                "candidates": ["elementwise_vec_u2"],
                "kernel": {"entry": "llm_relu", "source": source, "grid": [65536], "block": [256]}})))
        elif model == "mistyped":
            self.reply(200, completion(json.dumps({
                "direction": 3, "strategy": ["not", "text"],
                "candidates": ["elementwise_vec_u2", 7],
                "kernel": {"entry": 42, "source": "x", "grid": [0, 4], "block": [256]}})))
        elif model == "stalling":
            self.reply(429, {"error": "come back later"}, [("Retry-After", "99999999")])
        elif model == "huge":
            self.reply(200, completion("x" * (5 << 20)))
        elif model == "echo-key":
            key = self.headers.get("Authorization", "").removeprefix("Bearer ")
            source = ("extern \"C\" __global__ void llm_relu(const float *in0, float *out0) { "
                      "/* " + key + " */ long i = blockIdx.x * 256l + threadIdx.x; "
                      "if (i < 16777216l) out0[i] = fmaxf(in0[i], 0.0f); }")
            self.reply(200, completion(json.dumps({
                "direction": "memory_transactions", "strategy": "the key: " + key,
                "candidates": ["elementwise_vec_u2"],
                "kernel": {"entry": "llm_relu", "source": source, "grid": [65536], "block": [256]}})))
        elif model == "include":
            source = ("#include \"/etc/passwd\"\n"
                      "extern \"C\" __global__ void llm_relu(const float *in0, float *out0) {}")
            self.reply(200, completion(json.dumps({
                "direction": "memory_transactions", "strategy": "read a file",
                "kernel": {"entry": "llm_relu", "source": source, "grid": [65536], "block": [256]}})))
        elif model == "forbidden":
            self.reply(401, {"error": "bad key " + self.headers.get("Authorization", "")})


server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
if len(sys.argv) > 2 and sys.argv[1] == "--run":
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    command, env = sys.argv[2:], dict(os.environ)
    if any("{endpoint}" in arg for arg in command):
        command = [arg.replace("{endpoint}", url) for arg in command]
    else:
        env["HIERA_LLM_ENDPOINT"] = url
    status = subprocess.run(command, env=env).returncode
    sys.exit(status if status >= 0 else 128 - status)
print(server.server_address[1], flush=True)
server.serve_forever()
