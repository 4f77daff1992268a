import type { DashboardPlugin } from "@plugboard/core";
import { describe, expect, it } from "vitest";
import { clientSnippets } from "../src/pages/mcp-links-page.js";
import { hostsOf } from "../src/pages/review-page.js";
import { payloadText, statusText } from "../src/pages/triggers-page.js";

const plugin = (fields: Partial<DashboardPlugin>): DashboardPlugin =>
  ({ baseUrl: null, mcpConfig: null, authMethods: [], tools: [], mcpTools: [], ...fields }) as unknown as DashboardPlugin;

describe("hostsOf (the Review page's list of hosts a submission sends requests to)", () => {
  it("lists the API, the MCP server and the OAuth endpoints once each", () => {
    const hosts = hostsOf(
      plugin({
        baseUrl: "https://api.acme.example/v2",
        mcpConfig: { serverUrl: "https://mcp.acme.example/mcp" } as DashboardPlugin["mcpConfig"],
        authMethods: [
          { config: { authorize_url: "https://login.acme.example/authorize", token_url: "https://login.acme.example/token" } },
          { config: { header_name: "X-API-Key" } },
        ] as unknown as DashboardPlugin["authMethods"],
      }),
    );
    expect(hosts).toEqual(["api.acme.example", "mcp.acme.example", "login.acme.example"]);
  });

  it("skips what is not a URL and lists nothing for a plugin without one", () => {
    expect(hostsOf(plugin({ baseUrl: "not a url" }))).toEqual([]);
  });
});

describe("clientSnippets (the MCP links page's copy-paste configurations)", () => {
  it("puts the link's URL in each client's configuration, as docs/mcp-server.md gives them", () => {
    const url = "https://plugboard.example.com/mcp/pbm_abc";
    const snippets = clientSnippets(url);
    expect(snippets.map((snippet) => snippet.client)).toEqual([
      "Claude Code",
      "Claude Desktop (claude_desktop_config.json)",
      "Cursor (.cursor/mcp.json)",
      "OpenAI Responses API (tools entry)",
    ]);
    expect(snippets[0]!.text).toBe(`claude mcp add --transport http plugboard "${url}"`);
    expect(JSON.parse(snippets[1]!.text)).toEqual({ mcpServers: { plugboard: { command: "npx", args: ["-y", "mcp-remote", url] } } });
    expect(JSON.parse(snippets[2]!.text)).toEqual({ mcpServers: { plugboard: { url } } });
    expect(JSON.parse(snippets[3]!.text)).toMatchObject({ type: "mcp", server_url: url });
  });
});

describe("statusText and payloadText (the Triggers page)", () => {
  it("says why a subscription is paused, keeping a reason it does not know as it is", () => {
    expect(statusText({ status: "active", statusReason: null })).toBe("active");
    expect(statusText({ status: "paused", statusReason: "connection_needs_reauth" })).toMatch(/^paused: the user's connection needs a new authorization.*\(connection_needs_reauth\)$/);
    expect(statusText({ status: "failed", statusReason: "upstream_gone" })).toBe("failed: upstream_gone");
  });

  it("shows a payload as indented JSON, cut after 4,000 characters saying how much is left out", () => {
    expect(payloadText({ a: "<b>x</b>" })).toBe('{\n  "a": "<b>x</b>"\n}');
    const long = payloadText({ text: "y".repeat(5000) });
    expect(long.length).toBeLessThan(4100);
    expect(long).toMatch(/… \(\d+ more characters not shown\)$/);
    expect(payloadText(undefined)).toBe("null");
  });
});
