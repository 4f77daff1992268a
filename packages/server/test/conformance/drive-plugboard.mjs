#!/usr/bin/env node
// The client command the MCP conformance suite runs (`conformance client --command "node drive-plugboard.mjs"`):
// it drives a running Plugboard through its public HTTP API the way an agent app would, with the
// scenario's MCP server URL as its last argument.
//
//   1. registers the server as an MCP plugin (POST /api/v1/submissions) and approves it (admin review);
//   2. connects a user (POST /api/v1/connections/initiate, connectionType "mcp"), following the
//      authorization redirects as the user's browser would;
//   3. lists the user's tools (GET /api/v1/tools?userId=…); when the listing says the plugin needs the
//      user to connect (or authorize again), the user follows the link it gives and the app lists again;
//   4. calls the first tool (POST /api/v1/tools/execute) with arguments made from its input schema; a
//      409 with a `connectUrl` is followed like a browser (hosted page → MCP authorization → callback)
//      and the call is retried, at most MAX_CONNECTS times.
//
// Environment: PLUGBOARD_URL, PLUGBOARD_API_KEY (an admin's key); MCP_CONFORMANCE_SCENARIO and
// MCP_CONFORMANCE_CONTEXT come from the suite (pre-registered client credentials, for example).
// Exit 0 when the tool call succeeded; 1 otherwise, with the reason on stderr.

const MAX_CONNECTS = 4;
const RETURN_URL = "https://agent-app.example/connected";

const serverUrl = process.argv[process.argv.length - 1];
const base = process.env.PLUGBOARD_URL;
const apiKey = process.env.PLUGBOARD_API_KEY;
const scenario = process.env.MCP_CONFORMANCE_SCENARIO ?? "unknown";
const context = process.env.MCP_CONFORMANCE_CONTEXT ? JSON.parse(process.env.MCP_CONFORMANCE_CONTEXT) : {};

function log(message) {
  process.stderr.write(`[drive-plugboard ${scenario}] ${message}\n`);
}

async function api(method, path, body) {
  const response = await fetch(new URL(path, base), {
    method,
    headers: { authorization: `Bearer ${apiKey}`, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = text;
  }
  return { status: response.status, body: json };
}

/** Follows redirects as a browser would, until the app's return URL (or Plugboard's "done" page); returns that URL. */
async function browse(start) {
  let url = new URL(start);
  for (let hop = 0; hop < 10; hop += 1) {
    if (url.href.startsWith(RETURN_URL) || /^\/connect\/[^/]+\/done$/.test(url.pathname)) return url;
    if (url.pathname.startsWith("/connect/") && url.origin === new URL(base).origin && url.searchParams.has("token")) {
      // The hosted connect page: press its MCP "Connect" button (what its script posts).
      const page = await fetch(url);
      if (!page.ok) throw new Error(`the connect page answered ${page.status}`);
      const started = await fetch(new URL("/api/connect/oauth-start", base), {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json", origin: new URL(base).origin },
        body: JSON.stringify({ connectToken: url.searchParams.get("token"), mcp: true }),
      });
      const json = await started.json().catch(() => ({}));
      if (!started.ok) throw new Error(`oauth-start answered ${started.status}: ${JSON.stringify(json)}`);
      url = new URL(json.authorizationUrl);
      continue;
    }
    const response = await fetch(url, { redirect: "manual" });
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) {
      throw new Error(`${url.origin}${url.pathname} answered ${response.status} without a redirect: ${(await response.text()).slice(0, 300)}`);
    }
    url = new URL(location, url);
  }
  throw new Error("too many redirects");
}

async function connectThrough(link) {
  const landed = await browse(link);
  const status = landed.searchParams.get("status");
  log(`connect flow ended at ${landed.origin}${landed.pathname} status=${status ?? "(none)"} ${landed.searchParams.get("error") ?? ""}`);
  if (status && status !== "success") throw new Error(`the connect flow failed: ${landed.searchParams.get("error")}`);
}

function sampleArguments(schema) {
  const args = {};
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    const type = Array.isArray(property?.type) ? property.type[0] : property?.type;
    args[name] = type === "number" || type === "integer" ? 1 : type === "boolean" ? true : type === "array" ? [] : type === "object" ? {} : "test";
  }
  return args;
}

async function main() {
  if (!base || !apiKey) throw new Error("PLUGBOARD_URL and PLUGBOARD_API_KEY must be set");
  const slug = `conf-${scenario.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}-${Date.now().toString(36)}`.slice(0, 60);
  const userId = `user-${slug}`;
  const mcpConfig = { serverUrl };
  if (context.client_id) mcpConfig.clientId = context.client_id;
  if (context.client_secret) mcpConfig.clientSecret = context.client_secret;

  const submitted = await api("POST", "/api/v1/submissions", { slug, name: `Conformance ${scenario}`, toolSource: "mcp", mcpConfig, submitForReview: true });
  if (submitted.status >= 300) throw new Error(`registering the plugin answered ${submitted.status}: ${JSON.stringify(submitted.body)}`);
  const reviewed = await api("POST", `/api/dashboard/plugins/${submitted.body.id}/review`, { status: "approved" });
  if (reviewed.status >= 300) throw new Error(`approving the plugin answered ${reviewed.status}: ${JSON.stringify(reviewed.body)}`);
  log(`plugin ${slug} registered and approved`);

  const initiated = await api("POST", "/api/v1/connections/initiate", { userId, plugin: slug, connectionType: "mcp", redirectUrl: RETURN_URL });
  if (initiated.status !== 200) throw new Error(`initiate answered ${initiated.status}: ${JSON.stringify(initiated.body)}`);
  await connectThrough(initiated.body.connectUrl);

  let connects = 0;
  let tools = [];
  for (;;) {
    const listed = await api("GET", `/api/v1/tools?userId=${encodeURIComponent(userId)}&plugin=${slug}`);
    if (listed.status !== 200) throw new Error(`listing tools answered ${listed.status}: ${JSON.stringify(listed.body)}`);
    tools = listed.body.tools ?? [];
    const needed = (listed.body.connectionsNeeded ?? []).find((entry) => entry.plugin === slug);
    log(`listed ${tools.length} tool(s)${needed ? `; the listing says: ${needed.code}: ${needed.error}` : ""}`);
    if (!needed) break;
    if (!needed.connectUrl) throw new Error(`the listing says ${needed.code}: ${needed.error}`);
    if (++connects > MAX_CONNECTS) throw new Error("the listing kept asking for a connection");
    await connectThrough(needed.connectUrl);
  }
  if (tools.length === 0) {
    // An open server with no tools (the `initialize` scenario): nothing to call, and nothing is missing.
    log("the server has no tools; nothing to call");
    return;
  }

  const tool = tools[0];
  for (;;) {
    const executed = await api("POST", "/api/v1/tools/execute", { userId, tool: tool.slug, plugin: slug, params: sampleArguments(tool.inputSchema) });
    if (executed.status === 409 && executed.body?.connectUrl) {
      log(`execute answered 409 ${executed.body.code}: ${executed.body.error}`);
      if (++connects > MAX_CONNECTS) throw new Error("execute kept asking for a connection");
      await connectThrough(executed.body.connectUrl);
      continue;
    }
    log(`execute answered ${executed.status}: ${JSON.stringify(executed.body).slice(0, 500)}`);
    if (executed.status !== 200 || executed.body?.success !== true) throw new Error(`the tool call failed with ${executed.status}`);
    return;
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    log(`failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
