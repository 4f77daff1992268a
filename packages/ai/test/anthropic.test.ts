// The official `@anthropic-ai/sdk` against msw standing in for Anthropic's Messages API, and a real
// Plugboard (with a real upstream) running the tools: the model answers with tool_use blocks,
// `runToolCalls` executes them as the end-user, and the tool_result blocks go back to the model.
import Anthropic from "@anthropic-ai/sdk";
import type { ContentBlock, MessageParam, ToolResultBlockParam } from "@anthropic-ai/sdk/resources/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAnthropicTools } from "@plugboard/ai/anthropic";
import { CREATE_ISSUE_OFFERED_SCHEMA, GITHUB_TOKEN, USER_ID, startPlugboardFixture, type PlugboardFixture } from "./helpers/plugboard-fixture.js";
import { PROVIDER_API_KEY, PROVIDER_URL, setupProviderServer } from "./helpers/provider-server.js";

const provider = setupProviderServer();
const MODEL = "claude-opus-4-6";

function assistantMessage(id: string, content: ContentBlock[]) {
  return {
    id,
    type: "message",
    role: "assistant",
    model: MODEL,
    content,
    stop_reason: content.some((block) => block.type === "tool_use") ? "tool_use" : "end_turn",
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 5 },
  };
}

function toolUse(id: string, name: string, input: unknown): ContentBlock {
  return { type: "tool_use", id, name, input, caller: { type: "direct" } } as ContentBlock;
}

function text(value: string): ContentBlock {
  return { type: "text", text: value, citations: null } as ContentBlock;
}

describe("@plugboard/ai/anthropic against msw (Anthropic) and a real Plugboard", () => {
  let fixture: PlugboardFixture;
  let anthropic: Anthropic;

  beforeAll(async () => {
    fixture = await startPlugboardFixture();
    // Made once msw listens: the SDK keeps the global fetch it finds when constructed.
    anthropic = new Anthropic({ baseURL: PROVIDER_URL, apiKey: PROVIDER_API_KEY, maxRetries: 0 });
  });

  afterAll(async () => {
    await fixture?.close();
  });

  it("Messages API: tool_use blocks run as the user, and one user message of tool_result blocks goes back", async () => {
    const plugboard = await createAnthropicTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github", "ai-tracker"] });
    // Both plugins have CREATE_ISSUE; the tracker's (the user has not connected it) gets a hashed name.
    const trackerTool = plugboard.tools.find((tool) => tool.name.startsWith("CREATE_ISSUE_"))!.name;
    const endpoint = provider.script(
      "/v1/messages",
      () =>
        assistantMessage("msg_1", [
          text("I'll file it in both places."),
          toolUse("toolu_issue", "CREATE_ISSUE", { owner: "acme", repo: "app", title: "Login bug" }),
          toolUse("toolu_ticket", trackerTool, { title: "Login bug" }),
        ]),
      () => assistantMessage("msg_2", [text("Opened issue #7. To file the ticket, please connect Tracker.")]),
    );
    const received = fixture.upstream.received.length;

    const messages: MessageParam[] = [{ role: "user", content: "File the login bug in acme/app and in the tracker" }];
    for (let step = 0; step < 5; step++) {
      const message = await anthropic.messages.create({ model: MODEL, max_tokens: 1024, messages, tools: plugboard.tools });
      messages.push({ role: "assistant", content: message.content });
      if (message.stop_reason !== "tool_use") break;
      messages.push(await plugboard.runToolCalls(message.content));
    }

    expect(messages.at(-1)).toEqual({ role: "assistant", content: [{ type: "text", text: "Opened issue #7. To file the ticket, please connect Tracker.", citations: null }] });
    expect(endpoint.bodies).toHaveLength(2);
    // The model was offered the tools with the plugin in the description and the sanitized schema.
    expect(endpoint.bodies[0]!.tools).toContainEqual({
      name: "CREATE_ISSUE",
      description: "[GitHub] Opens an issue in a repository.",
      input_schema: CREATE_ISSUE_OFFERED_SCHEMA,
    });
    // The second request ends with one user message: a tool_result per tool_use, the refusal marked as an error.
    const sent = endpoint.bodies[1]!.messages as MessageParam[];
    expect(sent.at(-1)).toEqual({
      role: "user",
      content: [
        { type: "tool_result", tool_use_id: "toolu_issue", content: JSON.stringify({ number: 7, title: "Login bug", url: "https://github.example/acme/app/issues/7" }) },
        {
          type: "tool_result",
          tool_use_id: "toolu_ticket",
          content: expect.stringMatching(/^Error: .+ \(status 409, connection_required\)\. The user has not connected Tracker\. Ask them to open this link to connect: http:\/\/127\.0\.0\.1:\d+\/connect\/ai-tracker\?token=\S+ — then try again once they are done\.$/),
          is_error: true,
        },
      ],
    });
    // Only the connected plugin's upstream was called, with the user's token injected.
    const requests = fixture.upstream.received.slice(received);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(["POST /gh/repos/acme/app/issues"]);
    expect(requests[0]!.headers.authorization).toBe(`Bearer ${GITHUB_TOKEN}`);
    // The provider got its own key, and never the user's credential.
    expect(endpoint.headers[0]!.get("authorization")).toBe(`Bearer ${PROVIDER_API_KEY}`);
    expect(JSON.stringify(endpoint.bodies)).not.toContain(GITHUB_TOKEN);
  });

  it("answers an upstream failure and an unknown tool with is_error results, and skips blocks that are not tool_use", async () => {
    const plugboard = await createAnthropicTools({ client: fixture.client, userId: USER_ID, plugins: "ai-github" });
    const received = fixture.upstream.received.length;

    const reply = await plugboard.runToolCalls([
      text("Trying."),
      toolUse("toolu_fail", "FAIL", {}),
      toolUse("toolu_unknown", "DELETE_REPO", { repo: "app" }),
      toolUse("toolu_search", "SEARCH", { q: "plugboard" }),
    ]);

    const results = reply.content as ToolResultBlockParam[];
    expect(reply.role).toBe("user");
    expect(results.map((block) => [block.tool_use_id, block.is_error ?? false])).toEqual([
      ["toolu_fail", true],
      ["toolu_unknown", true],
      ["toolu_search", false],
    ]);
    expect(results[0]!.content).toBe('Error: The external API answered with status 500 (status 500, upstream_failed).\nResponse: {"message":"upstream exploded"}');
    expect(results[1]!.content).toBe('Error: There is no tool named "DELETE_REPO". Call one of the tools you were given.');
    expect(JSON.parse(results[2]!.content as string)).toMatchObject({ method: "GET", path: "/gh/search", query: { q: "plugboard" } });
    expect(fixture.upstream.received.slice(received).map((request) => request.path)).toEqual(["/gh/fail", "/gh/search"]);
  });

  it("rejects an unknown plugin slug, and connectedOnly offers only the user's connected plugins", async () => {
    await expect(createAnthropicTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-gitlab"] })).rejects.toThrow('Unknown plugin "ai-gitlab" in plugins');
    const plugboard = await createAnthropicTools({ client: fixture.client, userId: USER_ID, connectedOnly: true });
    expect(plugboard.tools.map((tool) => tool.name).sort()).toEqual(["CREATE_ISSUE", "FAIL", "SEARCH", "SLOW"]);
  });
});
