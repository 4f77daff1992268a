// Search mode in every adapter: the model is given only search_tools, execute_tool and connect (core's
// META_TOOLS, as the MCP endpoint lists them), and they run over the client against a real Plugboard.
import Anthropic from "@anthropic-ai/sdk";
import type { ContentBlock, MessageParam } from "@anthropic-ai/sdk/resources/messages";
import { ToolMessage } from "@langchain/core/messages";
import { META_TOOLS } from "@plugboard/core";
import { generateText, stepCountIs } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadPlugboardTools } from "@plugboard/ai";
import { createAnthropicTools } from "@plugboard/ai/anthropic";
import { createLangChainTools } from "@plugboard/ai/langchain";
import { createOpenAIChatTools } from "@plugboard/ai/openai";
import { createAiSdkTools } from "@plugboard/ai/vercel";
import { GITHUB_TOKEN, USER_ID, startPlugboardFixture, type PlugboardFixture } from "./helpers/plugboard-fixture.js";
import { PROVIDER_API_KEY, PROVIDER_URL, setupProviderServer } from "./helpers/provider-server.js";

const provider = setupProviderServer();
const NAMES = ["search_tools", "execute_tool", "connect"];

type GenerateResult = Awaited<ReturnType<MockLanguageModelV3["doGenerate"]>>;
const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};
const toolCallTurn = (id: string, name: string, input: unknown): GenerateResult => ({
  content: [{ type: "tool-call", toolCallId: id, toolName: name, input: JSON.stringify(input) }],
  finishReason: { unified: "tool-calls", raw: "tool_calls" },
  usage,
  warnings: [],
});
const textTurn = (text: string): GenerateResult => ({ content: [{ type: "text", text }], finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] });

describe("search mode (mode: \"search\") in every adapter, against a real Plugboard", () => {
  let fixture: PlugboardFixture;

  beforeAll(async () => {
    fixture = await startPlugboardFixture();
  });
  afterAll(async () => {
    await fixture?.close();
  });

  it("loadPlugboardTools gives exactly the three meta-tools, with core's names, descriptions and schemas", async () => {
    const tools = await loadPlugboardTools({ client: fixture.client, userId: USER_ID, mode: "search" });
    expect(tools.map((tool) => [tool.name, tool.description, tool.inputSchema])).toEqual(META_TOOLS.map((tool) => [tool.name, tool.description, tool.inputSchema]));
  });

  it("search_tools finds by intent, says whether the user is connected; execute_tool runs it; connect gives a link", async () => {
    const [search, execute, connect] = await loadPlugboardTools({ client: fixture.client, userId: USER_ID, mode: "search" });
    const found = await search!.execute({ query: "open an issue in a repository", limit: 5 });
    expect(found.success).toBe(true);
    const hits = (found as { data: { tools: Array<{ tool: string; connected: boolean; inputSchema: unknown }> } }).data.tools;
    expect(hits[0]).toMatchObject({ tool: "ai-github/CREATE_ISSUE", connected: true, inputSchema: { type: "object" } });
    expect(hits.find((hit) => hit.tool === "ai-tracker/CREATE_ISSUE")).toMatchObject({ connected: false });

    const received = fixture.upstream.received.length;
    const ran = await execute!.execute({ tool: "ai-github/CREATE_ISSUE", params: { owner: "acme", repo: "app", title: "Found by search" } });
    expect(ran).toMatchObject({ success: true, status: 201, data: { number: 7, title: "Found by search" } });
    expect(fixture.upstream.received.slice(received)[0]!.headers.authorization).toBe(`Bearer ${GITHUB_TOKEN}`);

    const refused = await execute!.execute({ tool: "ai-tracker/CREATE_ISSUE", params: { title: "x" } });
    expect(refused).toMatchObject({ success: false, status: 409, code: "connection_required" });
    expect((refused as { hint: string }).hint).toMatch(new RegExp(`${fixture.pb.url}/connect/ai-tracker\\?token=`));

    const link = await connect!.execute({ plugin: "ai-tracker" });
    expect(link).toMatchObject({ success: true, data: { plugin: "ai-tracker", url: expect.stringContaining(`${fixture.pb.url}/connect/ai-tracker?token=`) } });
    expect((await fetch((link as { data: { url: string } }).data.url)).status).toBe(200);
    // A connected plugin: the model is told so, and gets no link that could replace the user's credentials.
    const connected = await connect!.execute({ plugin: "ai-github" });
    expect(connected).toMatchObject({ success: true, data: { plugin: "ai-github", connected: true, accountLabel: "default" } });
    expect(JSON.stringify(connected)).not.toContain("/connect/");

    expect(await search!.execute({ limit: 2 })).toMatchObject({ success: false, status: 400, code: "invalid_input" });
    expect(await connect!.execute({ plugin: "nope" })).toMatchObject({ success: false, status: 404 });
  });

  it("plugins and connectedOnly narrow the search", async () => {
    const [search] = await loadPlugboardTools({ client: fixture.client, userId: USER_ID, mode: "search", connectedOnly: true });
    const hits = ((await search!.execute({ query: "create an issue or a ticket", limit: 10 })) as { data: { tools: Array<{ plugin: string }> } }).data.tools;
    expect(hits.length).toBeGreaterThan(0);
    expect(new Set(hits.map((hit) => hit.plugin))).toEqual(new Set(["ai-github"]));
  });

  it("AI SDK: a scripted model searches, then executes, in one generateText loop", async () => {
    const tools = await createAiSdkTools({ client: fixture.client, userId: USER_ID, mode: "search" });
    expect(Object.keys(tools)).toEqual(NAMES);
    const turns = [
      toolCallTurn("c1", "search_tools", { query: "open an issue about the bug" }),
      toolCallTurn("c2", "execute_tool", { tool: "ai-github/CREATE_ISSUE", params: { owner: "acme", repo: "app", title: "Via AI SDK" } }),
      textTurn("Opened issue #7."),
    ];
    const model = new MockLanguageModelV3({ doGenerate: async () => turns.shift()! });
    const result = await generateText({ model, tools, stopWhen: stepCountIs(5), prompt: "File the login bug" });
    expect(result.text).toBe("Opened issue #7.");
    const outputs = result.steps.flatMap((step) => step.toolResults.map((call) => [call.toolName, call.output]));
    expect(outputs[0]![0]).toBe("search_tools");
    expect((outputs[0]![1] as { data: { tools: Array<{ tool: string }> } }).data.tools[0]!.tool).toBe("ai-github/CREATE_ISSUE");
    expect(outputs[1]).toEqual(["execute_tool", expect.objectContaining({ success: true, status: 201 })]);
  });

  it("LangChain: the three tools, invoked as tool calls", async () => {
    const tools = await createLangChainTools({ client: fixture.client, userId: USER_ID, mode: "search" });
    expect(tools.map((tool) => tool.name)).toEqual(NAMES);
    const message = (await tools[1]!.invoke({ type: "tool_call", id: "t1", name: "execute_tool", args: { tool: "ai-github/SEARCH", params: { q: "plugboard" } } })) as ToolMessage;
    expect(message.status).not.toBe("error");
    expect(fixture.upstream.received.at(-1)).toMatchObject({ method: "GET", path: "/gh/search", query: { q: "plugboard" } });
  });

  it("OpenAI Chat Completions: tool calls of the meta-tools run and answer tool messages", async () => {
    const openai = new OpenAI({ baseURL: `${PROVIDER_URL}/v1`, apiKey: PROVIDER_API_KEY, maxRetries: 0 });
    const plugboard = await createOpenAIChatTools({ client: fixture.client, userId: USER_ID, mode: "search" });
    expect(plugboard.tools.map((tool) => tool.function.name)).toEqual(NAMES);
    const completion = (toolCalls: Array<{ id: string; name: string; args: unknown }> | null, content: string | null) => ({
      id: "chatcmpl_1",
      object: "chat.completion",
      created: 1_700_000_000,
      model: "gpt-4o-mini",
      choices: [
        {
          index: 0,
          message: { role: "assistant", refusal: null, content, ...(toolCalls ? { tool_calls: toolCalls.map((call) => ({ id: call.id, type: "function", function: { name: call.name, arguments: JSON.stringify(call.args) } })) } : {}) },
          finish_reason: toolCalls ? "tool_calls" : "stop",
          logprobs: null,
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    });
    const chat = provider.script(
      "/v1/chat/completions",
      () => completion([{ id: "call_search", name: "search_tools", args: { query: "create a ticket" } }], null),
      () => completion([{ id: "call_connect", name: "connect", args: { plugin: "ai-tracker" } }], null),
      () => completion(null, "Please connect Tracker with the link."),
    );
    const messages: ChatCompletionMessageParam[] = [{ role: "user", content: "Create a ticket" }];
    for (let step = 0; step < 5; step++) {
      const answer = await openai.chat.completions.create({ model: "gpt-4o-mini", messages, tools: plugboard.tools });
      const message = answer.choices[0]!.message;
      messages.push(message);
      if (!message.tool_calls?.length) break;
      messages.push(...(await plugboard.runToolCalls(message.tool_calls)));
    }
    expect(chat.bodies).toHaveLength(3);
    const toolMessages = messages.filter((message) => message.role === "tool") as Array<{ content: string }>;
    expect(JSON.parse(toolMessages[0]!.content).tools.map((hit: { tool: string }) => hit.tool)).toContain("ai-tracker/CREATE_ISSUE");
    expect(JSON.parse(toolMessages[1]!.content).url).toContain(`${fixture.pb.url}/connect/ai-tracker?token=`);
  });

  it("Anthropic Messages: tool_use blocks of the meta-tools run and answer tool_result blocks", async () => {
    const anthropic = new Anthropic({ baseURL: PROVIDER_URL, apiKey: PROVIDER_API_KEY, maxRetries: 0 });
    const plugboard = await createAnthropicTools({ client: fixture.client, userId: USER_ID, mode: "search" });
    expect(plugboard.tools.map((tool) => tool.name)).toEqual(NAMES);
    const message = (id: string, content: ContentBlock[]) => ({
      id,
      type: "message",
      role: "assistant",
      model: "claude-opus-4-6",
      content,
      stop_reason: content.some((block) => block.type === "tool_use") ? "tool_use" : "end_turn",
      stop_sequence: null,
      usage: { input_tokens: 10, output_tokens: 5 },
    });
    const toolUse = (id: string, name: string, input: unknown) => ({ type: "tool_use", id, name, input, caller: { type: "direct" } }) as ContentBlock;
    provider.script(
      "/v1/messages",
      () => message("msg_1", [toolUse("tu_exec", "execute_tool", { tool: "ai-tracker/CREATE_ISSUE", params: { title: "x" } })]),
      () => message("msg_2", [{ type: "text", text: "Please connect Tracker.", citations: null } as ContentBlock]),
    );
    const messages: MessageParam[] = [{ role: "user", content: "Create a ticket" }];
    for (let step = 0; step < 5; step++) {
      const reply = await anthropic.messages.create({ model: "claude-opus-4-6", max_tokens: 1024, messages, tools: plugboard.tools });
      messages.push({ role: "assistant", content: reply.content });
      if (reply.stop_reason !== "tool_use") break;
      messages.push(await plugboard.runToolCalls(reply.content));
    }
    const results = messages[2]!.content as Array<{ type: string; content: string; is_error?: boolean }>;
    expect(results[0]).toMatchObject({ type: "tool_result", is_error: true });
    expect(results[0]!.content).toMatch(/connection_required.*\/connect\/ai-tracker\?token=/s);
  });
});
