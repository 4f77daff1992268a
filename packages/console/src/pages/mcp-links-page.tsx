import type { CreateMcpLinkResponse } from "@plugboard/core";
import { useState } from "preact/hooks";
import { api } from "../endpoints.js";
import { CopyField, Done, Empty, ErrorNote, PageHeader, useAction, useLoad, When } from "../components.js";

/** Configuration snippets for common MCP clients (as docs/mcp-server.md gives them). */
export function clientSnippets(url: string): Array<{ client: string; text: string }> {
  return [
    { client: "Claude Code", text: `claude mcp add --transport http plugboard "${url}"` },
    { client: "Claude Desktop (claude_desktop_config.json)", text: JSON.stringify({ mcpServers: { plugboard: { command: "npx", args: ["-y", "mcp-remote", url] } } }, null, 2) },
    { client: "Cursor (.cursor/mcp.json)", text: JSON.stringify({ mcpServers: { plugboard: { url } } }, null, 2) },
    { client: "OpenAI Responses API (tools entry)", text: JSON.stringify({ type: "mcp", server_label: "plugboard", server_url: url, require_approval: "never" }, null, 2) },
  ];
}

function CreateLink({ onCreated }: { onCreated: () => void }) {
  const [userId, setUserId] = useState("");
  const [plugins, setPlugins] = useState("");
  const [name, setName] = useState("");
  const [toolMode, setToolMode] = useState<"all" | "search">("all");
  const [days, setDays] = useState("");
  const [created, setCreated] = useState<CreateMcpLinkResponse>();
  const action = useAction();
  const create = async (event: Event) => {
    event.preventDefault();
    const slugs = plugins.split(/[\s,]+/).filter(Boolean);
    const link = await action.run(() =>
      api.mcpLinks.create({
        userId: userId.trim(),
        toolMode,
        ...(slugs.length ? { plugins: slugs } : {}),
        ...(name.trim() ? { name: name.trim() } : {}),
        ...(days.trim() ? { expiresInSeconds: Math.round(Number(days) * 86_400) } : {}),
      }),
    );
    if (link) {
      setCreated(link);
      onCreated();
    }
  };
  return (
    <section aria-labelledby="new-link" class="card">
      <h2 id="new-link">Create an MCP link</h2>
      <form onSubmit={create}>
        <label>
          User id
          <input required value={userId} onInput={(event) => setUserId(event.currentTarget.value)} />
        </label>
        <label>
          Plugins (slugs, comma-separated; empty: every approved plugin)
          <input value={plugins} onInput={(event) => setPlugins(event.currentTarget.value)} />
        </label>
        <label>
          Tool mode
          <select value={toolMode} onChange={(event) => setToolMode(event.currentTarget.value as "all" | "search")}>
            <option value="all">Every tool</option>
            <option value="search">Search (three meta-tools)</option>
          </select>
        </label>
        <label>
          Name (optional)
          <input value={name} onInput={(event) => setName(event.currentTarget.value)} />
        </label>
        <label>
          Expires after (days, optional)
          <input type="number" min="1" max="365" value={days} onInput={(event) => setDays(event.currentTarget.value)} />
        </label>
        <button type="submit" disabled={action.busy}>
          Create MCP link
        </button>
      </form>
      <ErrorNote error={action.error} />
      {created && (
        <>
          <p role="status">Link created for {created.userId}. Its URL is shown only now: copy it.</p>
          <CopyField label="MCP link URL" value={created.url} />
          {clientSnippets(created.url).map((snippet) => (
            <CopyField key={snippet.client} label={snippet.client} value={snippet.text} multiline />
          ))}
        </>
      )}
    </section>
  );
}

/** MCP links: create for a user (plugins, tool mode), copy the URL and client snippets, revoke. */
export function McpLinksPage() {
  const [filter, setFilter] = useState("");
  const [userId, setUserId] = useState<string>();
  const links = useLoad(() => api.mcpLinks.list(userId), [userId]);
  const action = useAction();
  const list = links.data?.links ?? [];
  return (
    <>
      <PageHeader title="MCP links">Per-user MCP server URLs for Claude, Cursor and other MCP clients.</PageHeader>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setUserId(filter.trim() || undefined);
        }}
      >
        <label>
          Only links of user id
          <input value={filter} onInput={(event) => setFilter(event.currentTarget.value)} />
        </label>
        <button type="submit">Show links</button>
      </form>
      <ErrorNote error={links.error ?? action.error} />
      <Done text={action.done} />
      {links.data && list.length === 0 && <Empty>No MCP links{userId ? ` for ${userId}` : ""}. Create one below and give its URL to the user's MCP client.</Empty>}
      {list.length > 0 && (
        <ul class="rows">
          {list.map((link) => (
            <li key={link.id}>
              <span>
                <strong>{link.name ?? "Unnamed link"}</strong> for <code>{link.userId}</code> · {link.plugins.length ? link.plugins.join(", ") : "every approved plugin"} ·{" "}
                {link.toolMode === "search" ? "search mode" : "every tool"} · created <When at={link.createdAt} />
                {link.expiresAt && (
                  <>
                    {" "}
                    · expires <When at={link.expiresAt} />
                  </>
                )}
              </span>
              <button
                type="button"
                disabled={action.busy}
                aria-label={`Revoke ${link.name ?? "link"} of ${link.userId}`}
                onClick={() => action.run(() => api.mcpLinks.revoke(link.id), () => (links.reload(), `Revoked ${link.name ?? "the link"} of ${link.userId}`))}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
      <CreateLink onCreated={links.reload} />
    </>
  );
}
