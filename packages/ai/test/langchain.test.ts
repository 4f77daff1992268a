// End to end: LangChain structured tools built from a real Plugboard, invoked directly, with tool
// calls, and inside a small agent loop driven by a scripted chat model.
import { BaseChatModel, type BindToolsInput } from "@langchain/core/language_models/chat_models";
import { AIMessage, HumanMessage, ToolMessage, type BaseMessage } from "@langchain/core/messages";
import type { ChatResult } from "@langchain/core/outputs";
import { ToolInputParsingException, type StructuredToolInterface } from "@langchain/core/tools";
import { convertToOpenAITool } from "@langchain/core/utils/function_calling";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLangChainTools } from "@plugboard/ai/langchain";
import { CREATE_ISSUE_OFFERED_SCHEMA, GITHUB_TOKEN, USER_ID, startPlugboardFixture, type PlugboardFixture } from "./helpers/plugboard-fixture.js";

/**
 * A chat model that answers with the given messages in turn (tool calls included) and records what
 * it was sent — the LangChain counterpart of the AI SDK's MockLanguageModelV3.
 */
class ScriptedChatModel extends BaseChatModel {
  readonly received: BaseMessage[][] = [];
  boundTools: ReturnType<typeof convertToOpenAITool>[] = [];
  readonly #turns: AIMessage[];

  constructor(turns: AIMessage[]) {
    super({});
    this.#turns = turns;
  }

  _llmType(): string {
    return "scripted";
  }

  override bindTools(tools: BindToolsInput[]) {
    // What a provider integration such as ChatOpenAI sends for these tools.
    this.boundTools = tools.map((tool) => convertToOpenAITool(tool));
    return this;
  }

  async _generate(messages: BaseMessage[]): Promise<ChatResult> {
    this.received.push([...messages]);
    const message = this.#turns[this.received.length - 1] ?? new AIMessage("(script exhausted)");
    return { generations: [{ message, text: typeof message.content === "string" ? message.content : "" }] };
  }
}

/** Up to `maxSteps` model turns, running every tool call between them, as an agent executor does. */
async function runAgent(model: ScriptedChatModel, tools: StructuredToolInterface[], prompt: string, maxSteps = 3): Promise<BaseMessage[]> {
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const bound = model.bindTools(tools);
  const messages: BaseMessage[] = [new HumanMessage(prompt)];
  for (let step = 0; step < maxSteps; step += 1) {
    const reply = (await bound.invoke(messages)) as AIMessage;
    messages.push(reply);
    if (!reply.tool_calls?.length) break;
    for (const call of reply.tool_calls) {
      messages.push((await byName.get(call.name)!.invoke({ ...call, type: "tool_call" })) as ToolMessage);
    }
  }
  return messages;
}

describe("createLangChainTools against a real Plugboard", () => {
  let fixture: PlugboardFixture;
  let tools: StructuredToolInterface[];
  const toolNamed = (name: string) => tools.find((tool) => tool.name === name)!;
  const trackerName = () => tools.map((tool) => tool.name).find((name) => /^CREATE_ISSUE_[a-z0-9]{6}$/.test(name))!;

  beforeAll(async () => {
    fixture = await startPlugboardFixture();
    tools = await createLangChainTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-github", "ai-tracker"] });
  });

  afterAll(async () => {
    await fixture?.close();
  });

  it("names, describes and schemas every tool as a provider receives it", () => {
    expect(tools.map((tool) => tool.name).sort()).toEqual(["CREATE_ISSUE", "FAIL", "SEARCH", "SLOW", trackerName()].sort());
    const createIssue = toolNamed("CREATE_ISSUE");
    expect(createIssue.description).toBe("[GitHub] Opens an issue in a repository.");
    expect(toolNamed(trackerName()).description).toBe("[Tracker] Creates a ticket.");
    expect(convertToOpenAITool(createIssue)).toEqual({
      type: "function",
      function: {
        name: "CREATE_ISSUE",
        description: "[GitHub] Opens an issue in a repository.",
        parameters: CREATE_ISSUE_OFFERED_SCHEMA,
      },
    });
  });

  it("runs the tool as the user when invoked directly and returns the data as text", async () => {
    const received = fixture.upstream.received.length;
    const output = await toolNamed("CREATE_ISSUE").invoke({ owner: "acme", repo: "app", title: "Crash on save" });
    expect(JSON.parse(output as string)).toEqual({ number: 7, title: "Crash on save", url: "https://github.example/acme/app/issues/7" });
    const [request] = fixture.upstream.received.slice(received);
    expect(request).toMatchObject({ method: "POST", path: "/gh/repos/acme/app/issues", json: { title: "Crash on save" } });
    expect(request!.headers.authorization).toBe(`Bearer ${GITHUB_TOKEN}`);
  });

  it("returns an upstream failure as a readable error string instead of throwing", async () => {
    const output = await toolNamed("FAIL").invoke({});
    expect(output).toBe('Error: The external API answered with status 500 (status 500, upstream_failed).\nResponse: {"message":"upstream exploded"}');
  });

  it("returns a missing connection (409) as a readable error string and sends nothing upstream", async () => {
    const received = fixture.upstream.received.length;
    const output = (await toolNamed(trackerName()).invoke({ title: "Crash on save" })) as string;
    // The model reads a link it can hand to the user: the hosted connect page for this user and plugin.
    const link = new RegExp(`^Error: .+ \\(status 409, connection_required\\)\\. The user has not connected Tracker\\. Ask them to open this link to connect: (${fixture.pb.url}/connect/ai-tracker\\?token=\\S+) — then try again once they are done\\.$`);
    expect(output).toMatch(link);
    const page = await fetch(link.exec(output)![1]!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Tracker");
    expect(fixture.upstream.received.length).toBe(received);
  });

  it("rejects input that breaks the schema before calling Plugboard", async () => {
    const received = fixture.upstream.received.length;
    await expect(toolNamed("SEARCH").invoke({ query: "wrong field" })).rejects.toThrow(ToolInputParsingException);
    expect(fixture.upstream.received.length).toBe(received);
  });

  it("answers a tool call with a ToolMessage: status, content for the model, full result as artifact", async () => {
    const ok = (await toolNamed("SEARCH").invoke({ type: "tool_call", id: "call_ok", name: "SEARCH", args: { q: "plugboard" } })) as ToolMessage;
    expect(ToolMessage.isInstance(ok)).toBe(true);
    expect(ok).toMatchObject({ tool_call_id: "call_ok", name: "SEARCH", status: "success" });
    expect(JSON.parse(ok.content as string)).toMatchObject({ ok: true, method: "GET", path: "/gh/search", query: { q: "plugboard" } });
    expect(ok.artifact).toMatchObject({ success: true, status: 200 });

    const failed = (await toolNamed("FAIL").invoke({ type: "tool_call", id: "call_bad", name: "FAIL", args: {} })) as ToolMessage;
    expect(failed).toMatchObject({ tool_call_id: "call_bad", status: "error" });
    expect(failed.content).toMatch(/^Error: The external API answered with status 500/);
    expect(failed.artifact).toMatchObject({ success: false, status: 500, code: "upstream_failed" });
  });

  it("drives an agent loop: the model calls tools, reads results and errors, and answers", async () => {
    const model = new ScriptedChatModel([
      new AIMessage({
        content: "",
        tool_calls: [
          { id: "call_issue", name: "CREATE_ISSUE", args: { owner: "acme", repo: "app", title: "Login bug" } },
          { id: "call_ticket", name: trackerName(), args: { title: "Login bug" } },
        ],
      }),
      new AIMessage("Opened GitHub issue #7; connect Tracker to file the ticket."),
    ]);
    const received = fixture.upstream.received.length;

    const messages = await runAgent(model, tools, "File the login bug everywhere");

    expect(messages.at(-1)!.content).toBe("Opened GitHub issue #7; connect Tracker to file the ticket.");
    expect(model.boundTools.map((tool) => tool.function.name).sort()).toEqual(tools.map((tool) => tool.name).sort());
    // The second model turn saw both results: the issue, and the missing connection as an error.
    const seen = model.received[1]!.filter((message): message is ToolMessage => ToolMessage.isInstance(message));
    expect(seen.map((message) => [message.tool_call_id, message.status])).toEqual([
      ["call_issue", "success"],
      ["call_ticket", "error"],
    ]);
    expect(JSON.parse(seen[0]!.content as string)).toMatchObject({ number: 7, title: "Login bug" });
    expect(seen[1]!.content).toContain("connection_required");
    // Only the connected plugin's upstream was called, once, with the token injected.
    const requests = fixture.upstream.received.slice(received);
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual(["POST /gh/repos/acme/app/issues"]);
    expect(requests[0]!.headers.authorization).toBe(`Bearer ${GITHUB_TOKEN}`);
    expect(JSON.stringify(model.received)).not.toContain(GITHUB_TOKEN);
  });

  it("rejects an unknown plugin slug, and connectedOnly offers only the user's connected plugins", async () => {
    await expect(createLangChainTools({ client: fixture.client, userId: USER_ID, plugins: ["ai-gitlab"] })).rejects.toThrow('Unknown plugin "ai-gitlab" in plugins');
    const connected = await createLangChainTools({ client: fixture.client, userId: USER_ID, connectedOnly: true });
    expect(connected.map((tool) => tool.name).sort()).toEqual(["CREATE_ISSUE", "FAIL", "SEARCH", "SLOW"]);
  });
});
