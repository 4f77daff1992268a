// End to end: a real AI SDK agent loop (generateText with a scripted model) calling Plugboard tools
// on a real Plugboard server, which calls a real upstream with the user's credentials injected.
import { generateText, simulateReadableStream, stepCountIs, streamText } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAiSdkTools } from "@plugboard/ai/vercel";
import { CREATE_ISSUE_OFFERED_SCHEMA, GITHUB_TOKEN, USER_ID, startPlugboardFixture, type PlugboardFixture } from "./helpers/plugboard-fixture.js";

// The provider types, taken from the mock so the test needs no direct @ai-sdk/provider dependency.
type CallOptions = Parameters<MockLanguageModelV3["doGenerate"]>[0];
type GenerateResult = Awaited<ReturnType<MockLanguageModelV3["doGenerate"]>>;
type StreamResult = Awaited<ReturnType<MockLanguageModelV3["doStream"]>>;
type StreamPart = StreamResult["stream"] extends ReadableStream<infer Part> ? Part : never;

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

function toolCallTurn(...calls: Array<{ id: string; name: string; input: unknown }>): GenerateResult {
  return {
    content: calls.map((call) => ({ type: "tool-call", toolCallId: call.id, toolName: call.name, input: JSON.stringify(call.input) })),
    finishReason: { unified: "tool-calls", raw: "tool_calls" },
    usage,
    warnings: [],
  };
}

function textTurn(text: string): GenerateResult {
  return { content: [{ type: "text", text }], finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] };
}

function streamTurn(...chunks: StreamPart[]): StreamResult {
  return { stream: simulateReadableStream({ chunks }) };
}

/** The tool results the model was shown in a call, by tool call id. */
function toolResultsSeen(call: CallOptions): Record<string, unknown> {
  const seen: Record<string, unknown> = {};
  for (const message of call.prompt) {
    if (message.role !== "tool") continue;
    for (const part of message.content) if (part.type === "tool-result") seen[part.toolCallId] = part.output;
  }
  return seen;
}

describe("createAiSdkTools against a real Plugboard", () => {
  let fixture: PlugboardFixture;

  beforeAll(async () => {
    fixture = await startPlugboardFixture();
  });

  afterAll(async () => {
    await fixture?.close();
  });

  it("names the tools by slug, describes them with the plugin name, and loads only the plugins asked for", async () => {
    const tools = await createAiSdkTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github"] });
    expect(Object.keys(tools).sort()).toEqual(["CREATE_ISSUE", "FAIL", "SEARCH", "SLOW"]);
    expect(tools.CREATE_ISSUE!.description).toBe("[GitHub] Opens an issue in a repository.");
    expect(tools.CREATE_ISSUE!.type).toBe("dynamic");
    expect(await createAiSdkTools({ client: fixture.client, userId: USER_ID, plugins: [] })).toEqual({});
  });

  it("runs a generateText loop: the model calls the tool, Plugboard injects the token, the model reads the result", async () => {
    const sentBefore = fixture.clientRequests.length;
    const tools = await createAiSdkTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github"] });
    const model = new MockLanguageModelV3({
      doGenerate: [
        toolCallTurn({ id: "call_1", name: "CREATE_ISSUE", input: { owner: "acme", repo: "app", title: "Login bug" } }),
        textTurn("Opened issue #7."),
      ],
    });
    const received = fixture.upstream.received.length;

    const result = await generateText({ model, tools, stopWhen: stepCountIs(3), prompt: "File the login bug in acme/app" });

    expect(result.text).toBe("Opened issue #7.");
    expect(result.steps).toHaveLength(2);
    // The upstream got exactly one request, with the user's token injected and the params placed.
    const requests = fixture.upstream.received.slice(received);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: "POST", path: "/gh/repos/acme/app/issues", json: { title: "Login bug" } });
    expect(requests[0]!.headers.authorization).toBe(`Bearer ${GITHUB_TOKEN}`);
    // The app sees the whole result; the model was shown the upstream data.
    expect(result.steps[0]!.toolResults[0]).toMatchObject({
      toolName: "CREATE_ISSUE",
      dynamic: true,
      output: { success: true, status: 201, data: { number: 7, title: "Login bug" } },
    });
    const [first, second] = model.doGenerateCalls;
    expect(toolResultsSeen(second!)).toEqual({
      call_1: { type: "json", value: { number: 7, title: "Login bug", url: "https://github.example/acme/app/issues/7" } },
    });
    // The model was offered the sanitized schema: no $schema, required only declared properties, arrays with items.
    const offered = first!.tools?.find((entry) => entry.name === "CREATE_ISSUE");
    expect(offered).toMatchObject({ type: "function", description: "[GitHub] Opens an issue in a repository." });
    expect(offered && "inputSchema" in offered ? offered.inputSchema : undefined).toEqual(CREATE_ISSUE_OFFERED_SCHEMA);
    // One listing, then one execution: tools are fetched once, not per call.
    expect(fixture.clientRequests.slice(sentBefore)).toEqual(["GET /api/v1/tools", "POST /api/v1/tools/execute"]);
    // The credential never reaches the model.
    expect(JSON.stringify(model.doGenerateCalls)).not.toContain(GITHUB_TOKEN);
  });

  it("works the same with streamText", async () => {
    const tools = await createAiSdkTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github"] });
    const model = new MockLanguageModelV3({
      doStream: [
        streamTurn(
          { type: "tool-call", toolCallId: "call_s", toolName: "SEARCH", input: JSON.stringify({ q: "plugboard" }) },
          { type: "finish", finishReason: { unified: "tool-calls", raw: "tool_calls" }, usage },
        ),
        streamTurn(
          { type: "text-start", id: "t1" },
          { type: "text-delta", id: "t1", delta: "Found it." },
          { type: "text-end", id: "t1" },
          { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
        ),
      ],
    });
    const received = fixture.upstream.received.length;

    const result = streamText({ model, tools, stopWhen: stepCountIs(3), prompt: "Search" });

    expect(await result.text).toBe("Found it.");
    const [request] = fixture.upstream.received.slice(received);
    expect(request).toMatchObject({ method: "GET", path: "/gh/search", query: { q: "plugboard" } });
    expect(request!.headers.authorization).toBe(`Bearer ${GITHUB_TOKEN}`);
    expect(toolResultsSeen(model.doStreamCalls[1]!).call_s).toMatchObject({ type: "json", value: { ok: true, query: { q: "plugboard" } } });
  });

  it("hands failures to the model as error results and keeps the loop going (upstream 500, no connection)", async () => {
    const tools = await createAiSdkTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github", "ai-tracker"] });
    // Both plugins have CREATE_ISSUE: GitHub's (the first plugin slug) keeps the plain name.
    const trackerName = Object.keys(tools).find((name) => name !== "CREATE_ISSUE" && name.startsWith("CREATE_ISSUE"));
    expect(trackerName).toMatch(/^CREATE_ISSUE_[a-z0-9]{6}$/);
    expect(tools[trackerName!]!.description).toBe("[Tracker] Creates a ticket.");
    const model = new MockLanguageModelV3({
      doGenerate: [
        toolCallTurn({ id: "call_fail", name: "FAIL", input: {} }, { id: "call_ticket", name: trackerName!, input: { title: "Login bug" } }),
        textTurn("GitHub is failing and you need to connect Tracker first."),
      ],
    });
    const received = fixture.upstream.received.length;

    const result = await generateText({ model, tools, stopWhen: stepCountIs(3), prompt: "Do it" });

    expect(result.text).toBe("GitHub is failing and you need to connect Tracker first.");
    const seen = toolResultsSeen(model.doGenerateCalls[1]!);
    expect(seen.call_fail).toEqual({
      type: "error-json",
      value: { error: "The external API answered with status 500", status: 500, code: "upstream_failed", data: { message: "upstream exploded" } },
    });
    expect(seen.call_ticket).toMatchObject({
      type: "error-json",
      value: {
        status: 409,
        code: "connection_required",
        // The model reads the link in the hint, phrased so it can hand it to the user.
        hint: expect.stringMatching(/^The user has not connected Tracker\. Ask them to open this link to connect: http:\/\/127\.0\.0\.1:\d+\/connect\/ai-tracker\?token=\S+ — then try again once they are done\.$/),
      },
    });
    // The failing tool reached the upstream; the unconnected one was stopped by Plugboard (and was
    // not mixed up with GitHub's CREATE_ISSUE, for which the user does have a connection).
    expect(fixture.upstream.received.slice(received).map((request) => request.path)).toEqual(["/gh/fail"]);
    expect(result.steps[0]!.toolResults.map((entry) => (entry.output as { success: boolean }).success)).toEqual([false, false]);
  });

  it("returns an invalid call (Plugboard's 400) to the model with the field that was wrong", async () => {
    const tools = await createAiSdkTools({ client: fixture.client, userId: USER_ID, plugins: "ai-github" });
    const model = new MockLanguageModelV3({
      doGenerate: [toolCallTurn({ id: "call_bad", name: "CREATE_ISSUE", input: { title: "No repo" } }), textTurn("I need the repository.")],
    });
    const result = await generateText({ model, tools, stopWhen: stepCountIs(3), prompt: "File it" });
    expect(result.text).toBe("I need the repository.");
    expect(toolResultsSeen(model.doGenerateCalls[1]!).call_bad).toMatchObject({
      type: "error-json",
      value: { status: 400, code: "invalid_input", details: { fieldErrors: { "params.owner": [expect.any(String)] } } },
    });
  });

  it("cancels the running Plugboard call when the generation is aborted", async () => {
    const tools = await createAiSdkTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github"] });
    const model = new MockLanguageModelV3({ doGenerate: [toolCallTurn({ id: "call_slow", name: "SLOW", input: {} }), textTurn("unreachable")] });
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error("user left")), 200);
    const started = Date.now();
    await expect(generateText({ model, tools, stopWhen: stepCountIs(3), prompt: "Go", abortSignal: controller.signal })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(model.doGenerateCalls).toHaveLength(1);
  });

  it("refuses to build tools when Plugboard rejects the API key (nothing to hide behind an empty tool set)", async () => {
    const { Plugboard, AuthenticationError } = await import("@plugboard/client");
    const client = new Plugboard({ apiKey: "nk_wrong", baseUrl: fixture.pb.url, retry: false });
    const error = await createAiSdkTools({ client, userId: USER_ID }).catch((caught: unknown) => caught);
    expect(AuthenticationError.isInstance(error)).toBe(true);
  });

  it("rejects an unknown plugin slug, and connectedOnly offers only the user's connected plugins", async () => {
    await expect(createAiSdkTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github", "ai-gitlab"] })).rejects.toThrow(
      'Unknown plugin "ai-gitlab" in plugins',
    );
    const tools = await createAiSdkTools({ client: fixture.client, userId: USER_ID, connectedOnly: true });
    expect(Object.keys(tools).sort()).toEqual(["CREATE_ISSUE", "FAIL", "SEARCH", "SLOW"]);
  });
});
