// An offline stand-in for the OpenAI (Chat Completions, Responses) and Anthropic (Messages) HTTP APIs,
// so the example runs anywhere: the first turn asks for GET_FORECAST in Paris, the next answers from
// the tool's result. The official SDKs talk to it as they would to the real APIs.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

type Json = Record<string, unknown>;

const MODEL = "scripted";
const FORECAST_CALL = { name: "GET_FORECAST", input: { city: "Paris", days: 2 } };

/** "Paris: sunny, up to 23°C." from the forecast the tool returned. */
function answerFrom(toolOutput: string): string {
  const forecast = JSON.parse(toolOutput) as { city: string; forecast: string; highC: number };
  return `${forecast.city}: ${forecast.forecast}, up to ${forecast.highC}°C.`;
}

function chatCompletion(body: Json): Json {
  const messages = body.messages as Array<{ role: string; content: string }>;
  const toolResult = messages.find((message) => message.role === "tool");
  const message = toolResult
    ? { role: "assistant", content: answerFrom(toolResult.content), refusal: null }
    : {
        role: "assistant",
        content: null,
        refusal: null,
        tool_calls: [{ id: "call_1", type: "function", function: { name: FORECAST_CALL.name, arguments: JSON.stringify(FORECAST_CALL.input) } }],
      };
  return {
    id: "chatcmpl_scripted",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: MODEL,
    choices: [{ index: 0, message, finish_reason: toolResult ? "stop" : "tool_calls", logprobs: null }],
  };
}

function response(body: Json): Json {
  const input = Array.isArray(body.input) ? (body.input as Array<{ type?: string; output?: string }>) : [];
  const toolResult = input.find((item) => item.type === "function_call_output");
  const output = toolResult
    ? [{ type: "message", id: "msg_1", role: "assistant", status: "completed", content: [{ type: "output_text", text: answerFrom(toolResult.output!), annotations: [] }] }]
    : [{ type: "function_call", id: "fc_1", call_id: "call_1", name: FORECAST_CALL.name, arguments: JSON.stringify(FORECAST_CALL.input), status: "completed" }];
  return { id: toolResult ? "resp_2" : "resp_1", object: "response", created_at: Math.floor(Date.now() / 1000), status: "completed", model: MODEL, output };
}

function message(body: Json): Json {
  const messages = body.messages as Array<{ role: string; content: string | Array<{ type: string; content?: string }> }>;
  const last = messages.at(-1)!.content;
  const toolResult = typeof last === "string" ? undefined : last.find((block) => block.type === "tool_result");
  const content = toolResult
    ? [{ type: "text", text: answerFrom(toolResult.content!) }]
    : [{ type: "tool_use", id: "toolu_1", name: FORECAST_CALL.name, input: FORECAST_CALL.input }];
  return {
    id: "msg_scripted",
    type: "message",
    role: "assistant",
    model: MODEL,
    content,
    stop_reason: toolResult ? "end_turn" : "tool_use",
    stop_sequence: null,
    usage: { input_tokens: 12, output_tokens: 8 },
  };
}

const ROUTES: Record<string, (body: Json) => Json> = {
  "/v1/chat/completions": chatCompletion,
  "/v1/responses": response,
  "/v1/messages": message,
};

async function readJson(request: IncomingMessage): Promise<Json> {
  let text = "";
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text) as Json;
}

/** Starts the stand-in on loopback; `url` is its origin (OpenAI's `baseURL` is `${url}/v1`, Anthropic's `url`). */
export async function startScriptedModels(): Promise<{ url: string; close(): void }> {
  const server = createServer(async (request, reply) => {
    const route = request.method === "POST" ? ROUTES[new URL(request.url ?? "/", "http://models.local").pathname] : undefined;
    if (!route) {
      reply.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "not scripted" } }));
      return;
    }
    reply.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(route(await readJson(request))));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}
