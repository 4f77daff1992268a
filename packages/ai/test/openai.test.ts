// The official `openai` SDK against msw standing in for OpenAI's HTTP API, and a real Plugboard (with
// a real upstream) running the tools: the model asks for tool calls, `runToolCalls` executes them as
// the end-user, and the tool messages go back to the model in the next request.
import OpenAI from "openai";
import type { ChatCompletionMessageParam, ChatCompletionMessageToolCall } from "openai/resources/chat/completions";
import type { ResponseOutputItem } from "openai/resources/responses/responses";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOpenAIChatTools, createOpenAIResponsesTools } from "@plugboard/ai/openai";
import { CREATE_ISSUE_OFFERED_SCHEMA, GITHUB_TOKEN, USER_ID, startPlugboardFixture, type PlugboardFixture } from "./helpers/plugboard-fixture.js";
import { PROVIDER_API_KEY, PROVIDER_URL, setupProviderServer } from "./helpers/provider-server.js";

const provider = setupProviderServer();
const MODEL = "gpt-4o-mini";

function chatCompletion(message: { content: string | null; tool_calls?: ChatCompletionMessageToolCall[] }) {
  return {
    id: "chatcmpl_1",
    object: "chat.completion",
    created: 1_700_000_000,
    model: MODEL,
    choices: [
      {
        index: 0,
        message: { role: "assistant", refusal: null, ...message },
        finish_reason: message.tool_calls ? "tool_calls" : "stop",
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  };
}

function functionCall(id: string, name: string, args: string): ChatCompletionMessageToolCall {
  return { id, type: "function", function: { name, arguments: args } };
}

function response(id: string, output: ResponseOutputItem[]) {
  return { id, object: "response", created_at: 1_700_000_000, status: "completed", model: MODEL, output, parallel_tool_calls: true, tools: [] };
}

describe("@plugboard/ai/openai against msw (OpenAI) and a real Plugboard", () => {
  let fixture: PlugboardFixture;
  let openai: OpenAI;

  beforeAll(async () => {
    fixture = await startPlugboardFixture();
    // Made once msw listens: the SDK keeps the global fetch it finds when constructed.
    openai = new OpenAI({ baseURL: `${PROVIDER_URL}/v1`, apiKey: PROVIDER_API_KEY, maxRetries: 0 });
  });

  afterAll(async () => {
    await fixture?.close();
  });

  it("Chat Completions: the model's tool calls run as the user, and the tool messages go back to the model", async () => {
    const plugboard = await createOpenAIChatTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github", "ai-tracker"] });
    // Both plugins have CREATE_ISSUE; the tracker's (the user has not connected it) gets a hashed name.
    const trackerTool = plugboard.tools.find((tool) => tool.function.name.startsWith("CREATE_ISSUE_"))!.function.name;
    const chat = provider.script(
      "/v1/chat/completions",
      () =>
        chatCompletion({
          content: null,
          tool_calls: [
            functionCall("call_issue", "CREATE_ISSUE", JSON.stringify({ owner: "acme", repo: "app", title: "Login bug" })),
            functionCall("call_ticket", trackerTool, JSON.stringify({ title: "Login bug" })),
          ],
        }),
      () => chatCompletion({ content: "Opened issue #7. To file the ticket, please connect Tracker." }),
    );
    const received = fixture.upstream.received.length;

    const messages: ChatCompletionMessageParam[] = [{ role: "user", content: "File the login bug in acme/app and in the tracker" }];
    for (let step = 0; step < 5; step++) {
      const completion = await openai.chat.completions.create({ model: MODEL, messages, tools: plugboard.tools });
      const message = completion.choices[0]!.message;
      messages.push(message);
      if (!message.tool_calls?.length) break;
      messages.push(...(await plugboard.runToolCalls(message.tool_calls)));
    }

    expect(messages.at(-1)).toMatchObject({ role: "assistant", content: "Opened issue #7. To file the ticket, please connect Tracker." });
    expect(chat.bodies).toHaveLength(2);
    // The model was offered the tools with the plugin in the description and the sanitized schema.
    expect(chat.bodies[0]!.tools).toContainEqual({
      type: "function",
      function: {
        name: "CREATE_ISSUE",
        description: "[GitHub] Opens an issue in a repository.",
        parameters: CREATE_ISSUE_OFFERED_SCHEMA,
      },
    });
    // The second request carries one tool message per call: the API's data, and a refusal the model can act on.
    const toolMessages = (chat.bodies[1]!.messages as ChatCompletionMessageParam[]).filter((message) => message.role === "tool");
    expect(toolMessages).toEqual([
      { role: "tool", tool_call_id: "call_issue", content: JSON.stringify({ number: 7, title: "Login bug", url: "https://github.example/acme/app/issues/7" }) },
      { role: "tool", tool_call_id: "call_ticket", content: expect.stringMatching(/^Error: .+ \(status 409, connection_required\)\. The user has not connected Tracker\. Ask them to open this link to connect: http:\/\/127\.0\.0\.1:\d+\/connect\/ai-tracker\?token=\S+ — then try again once they are done\.$/) },
    ]);
    // Only the connected plugin's upstream was called, with the user's token injected.
    const requests = fixture.upstream.received.slice(received);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(["POST /gh/repos/acme/app/issues"]);
    expect(requests[0]!.headers.authorization).toBe(`Bearer ${GITHUB_TOKEN}`);
    // The provider got its own key, and never the user's credential.
    expect(chat.headers[0]!.get("authorization")).toBe(`Bearer ${PROVIDER_API_KEY}`);
    expect(JSON.stringify(chat.bodies)).not.toContain(GITHUB_TOKEN);
  });

  it("answers every function call readably: an upstream failure, an unknown tool, arguments that are not JSON", async () => {
    const plugboard = await createOpenAIChatTools({ client: fixture.client, userId: USER_ID, plugins: "ai-github" });
    const received = fixture.upstream.received.length;

    const answers = await plugboard.runToolCalls([
      functionCall("call_fail", "FAIL", "{}"),
      functionCall("call_unknown", "DELETE_REPO", '{"repo":"app"}'),
      functionCall("call_json", "SEARCH", '{"q": "plug'),
      functionCall("call_empty", "SEARCH", ""),
      { id: "call_custom", type: "custom", custom: { name: "my_own_tool", input: "anything" } },
    ]);

    expect(answers.map((answer) => answer.tool_call_id)).toEqual(["call_fail", "call_unknown", "call_json", "call_empty"]);
    expect(answers[0]!.content).toBe('Error: The external API answered with status 500 (status 500, upstream_failed).\nResponse: {"message":"upstream exploded"}');
    expect(answers[1]!.content).toBe('Error: There is no tool named "DELETE_REPO". Call one of the tools you were given.');
    expect(answers[2]!.content).toMatch(/^Error: The arguments for SEARCH are not valid JSON \(.+\)\. Call it again with a JSON object that matches its input schema\.$/);
    // Empty arguments are sent as {}, which SEARCH's schema refuses (q is required) before the upstream is called.
    expect(answers[3]!.content).toBe('Error: Invalid input (status 400, invalid_input).\nDetails: {"formErrors":[],"fieldErrors":{"params.q":["is required"]}}');
    // Nothing reached the upstream for the unknown tool, the broken arguments or the refused ones.
    expect(fixture.upstream.received.slice(received).map((request) => request.path)).toEqual(["/gh/fail"]);
    expect(plugboard.has("SEARCH")).toBe(true);
    expect(plugboard.has("my_own_tool")).toBe(false);
    expect(await plugboard.runToolCalls(undefined)).toEqual([]);
  });

  it("rejects when the app cancels the calls", async () => {
    const plugboard = await createOpenAIChatTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github"] });
    const controller = new AbortController();
    const reason = new Error("cancelled by the app");
    controller.abort(reason);
    await expect(plugboard.runToolCalls([functionCall("call_slow", "SLOW", "{}")], { signal: controller.signal })).rejects.toBe(reason);
  });

  it("Responses API: function_call items run as the user and go back as function_call_output items", async () => {
    const plugboard = await createOpenAIResponsesTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github"] });
    const responses = provider.script(
      "/v1/responses",
      () =>
        response("resp_1", [
          { type: "reasoning", id: "rs_1", summary: [] },
          { type: "function_call", id: "fc_1", call_id: "call_search", name: "SEARCH", arguments: JSON.stringify({ q: "plugboard" }), status: "completed" },
        ]),
      () =>
        response("resp_2", [
          { type: "message", id: "msg_1", role: "assistant", status: "completed", content: [{ type: "output_text", text: "Found plugboard.", annotations: [] }] },
        ]),
    );

    let result = await openai.responses.create({ model: MODEL, input: "Search for plugboard", tools: plugboard.tools });
    for (let step = 0; step < 5; step++) {
      const outputs = await plugboard.runToolCalls(result.output);
      if (outputs.length === 0) break;
      result = await openai.responses.create({ model: MODEL, previous_response_id: result.id, input: outputs, tools: plugboard.tools });
    }

    expect(result.output_text).toBe("Found plugboard.");
    expect(responses.bodies[0]!.tools).toContainEqual({
      type: "function",
      name: "SEARCH",
      description: "[GitHub] Searches repositories.",
      parameters: { type: "object", properties: { q: { type: "string" } }, required: ["q"] },
      strict: false,
    });
    expect(responses.bodies[1]).toMatchObject({ previous_response_id: "resp_1" });
    const [output] = responses.bodies[1]!.input as Array<{ type: string; call_id: string; output: string }>;
    expect(responses.bodies[1]!.input).toHaveLength(1);
    expect(output).toMatchObject({ type: "function_call_output", call_id: "call_search" });
    expect(JSON.parse(output!.output)).toMatchObject({ method: "GET", path: "/gh/search", query: { q: "plugboard" } });
  });

  it("rejects an unknown plugin slug, and connectedOnly offers only the user's connected plugins", async () => {
    await expect(createOpenAIChatTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github", "ai-gitlab"] })).rejects.toThrow(
      'Unknown plugin "ai-gitlab" in plugins',
    );
    await expect(createOpenAIResponsesTools({ client: fixture.client, userId: USER_ID, plugins: "ai-gitlab" })).rejects.toThrow('Unknown plugin "ai-gitlab"');
    const chat = await createOpenAIChatTools({ client: fixture.client, userId: USER_ID, connectedOnly: true });
    expect(chat.tools.map((tool) => tool.function.name).sort()).toEqual(["CREATE_ISSUE", "FAIL", "SEARCH", "SLOW"]);
    const responses = await createOpenAIResponsesTools({ client: fixture.client, userId: USER_ID, connectedOnly: true });
    expect(responses.tools.map((tool) => tool.name).sort()).toEqual(["CREATE_ISSUE", "FAIL", "SEARCH", "SLOW"]);
  });
});
