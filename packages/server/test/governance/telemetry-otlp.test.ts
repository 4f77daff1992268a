import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { context, metrics, propagation, trace } from "@opentelemetry/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTelemetry, type StartedTelemetry } from "../../src/infra/telemetry/start-telemetry.js";
import { createLogger } from "../../src/logging/logger.js";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";
import { startSchemaMcpServer, type SchemaMcpServer } from "../mcp/helpers/start-schema-mcp-server.js";
import { oauthMethod, startProvider, type MockProvider } from "../oauth/oauth-fixtures.js";

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean };
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: OtlpAttribute[];
}

/** A real OTLP/HTTP receiver on loopback: decodes the JSON exports (`http/json`) of traces and metrics. */
async function startOtlpReceiver() {
  const bodies: Array<{ path: string; json: any }> = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      bodies.push({ path: request.url ?? "", json: JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") });
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans: (): OtlpSpan[] =>
      bodies
        .filter((body) => body.path === "/v1/traces")
        .flatMap((body) => body.json.resourceSpans ?? [])
        .flatMap((resource: any) => resource.scopeSpans ?? [])
        .flatMap((scope: any) => scope.spans ?? []),
    services: (): string[] =>
      bodies
        .filter((body) => body.path === "/v1/traces")
        .flatMap((body) => body.json.resourceSpans ?? [])
        .map((resource: any) => resource.resource.attributes.find((attribute: OtlpAttribute) => attribute.key === "service.name")?.value.stringValue),
    metricNames: (): string[] =>
      bodies
        .filter((body) => body.path === "/v1/metrics")
        .flatMap((body) => body.json.resourceMetrics ?? [])
        .flatMap((resource: any) => resource.scopeMetrics ?? [])
        .flatMap((scope: any) => scope.metrics ?? [])
        .map((metric: any) => metric.name),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const attributesOf = (span: OtlpSpan) => Object.fromEntries(span.attributes.map((attribute) => [attribute.key, Object.values(attribute.value)[0]]));
const TOKEN = "tok_traced_secret_9d1e";
const PARAM_SECRET = "param-value-never-in-spans";

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let telemetry: StartedTelemetry | null;
const saved = { ...process.env };

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  Object.assign(process.env, {
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
    OTEL_SERVICE_NAME: "plugboard-otlp-test",
    OTEL_LOGS_EXPORTER: "none",
    OTEL_METRIC_EXPORT_INTERVAL: "600000",
  });
  telemetry = await startTelemetry({ env: process.env, logger: createLogger({ level: "error", write: () => undefined }) });
});
afterAll(async () => {
  await telemetry?.shutdown();
  trace.disable();
  metrics.disable();
  propagation.disable();
  context.disable();
  for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
  await receiver?.close();
});

describe.each(testDatabases())("OpenTelemetry spans to a local OTLP receiver on $name", ({ open }) => {
  let db: Database;
  let pb: TestPlugboard;
  let upstream: Upstream;
  let mcpServer: SchemaMcpServer;
  let provider: MockProvider;
  let oauthPluginId: string;

  beforeAll(async () => {
    db = await open();
    upstream = await startUpstream();
    pb = await startPlugboard(db);
    await pb.createApprovedPlugin({
      slug: "traced",
      name: "Traced",
      baseUrl: upstream.url,
      authMethods: [{ type: "bearer_token", label: "Token" }],
      tools: [{ slug: "TRACED_GET", name: "Get", description: "Get", method: "GET", path: "/thing" }],
    });
    await pb.api("POST", "/api/v1/connections", { userId: "tia", plugin: "traced", authMethod: "bearer_token", credentials: { token: TOKEN } });
    provider = await startProvider();
    oauthPluginId = await pb.createApprovedPlugin({
      slug: "traced-oauth",
      name: "Traced OAuth",
      baseUrl: upstream.url,
      authMethods: [oauthMethod(provider)],
      tools: [{ slug: "TRACED_OAUTH_GET", name: "Get", description: "Get", method: "GET", path: "/oauth-thing" }],
    });
    const stored = await pb.api("POST", "/api/v1/connections", { userId: "tia", plugin: "traced-oauth", authMethod: "oauth2", credentials: { access_token: "old-access", refresh_token: "refresh-1" } });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    mcpServer = await startSchemaMcpServer([{ name: "echo", inputSchema: { type: "object" } }]);
    const mcpPluginId = await pb.createApprovedPlugin({ slug: "traced-mcp", name: "Traced MCP", toolSource: "mcp", mcpConfig: { serverUrl: mcpServer.mcpUrl } });
    await pb.services.mcpTools.sync(mcpPluginId, { developerId: pb.developerId });
  });
  afterAll(async () => {
    await pb?.close();
    await upstream?.close();
    await mcpServer?.close();
    await provider?.close();
    await db?.close();
  });

  it("continues the caller's trace: one execute span, children for lookup, credentials and the upstream, whose traceparent the upstream receives", async () => {
    const traceId = (Math.random().toString(16).slice(2) + "0".repeat(32)).slice(0, 31) + "1";
    const callerSpanId = "a1b2c3d4e5f60718";
    const executed = await pb.api("POST", "/api/v1/tools/execute", { userId: "tia", tool: "TRACED_GET", params: { q: PARAM_SECRET } }, { headers: { traceparent: `00-${traceId}-${callerSpanId}-01` } });
    expect(executed.status, JSON.stringify(executed.body)).toBe(200);
    await telemetry!.flush();

    const spans = receiver.spans().filter((span) => span.traceId === traceId);
    const root = spans.find((span) => span.name === "plugboard.execute")!;
    expect(root, JSON.stringify(spans.map((span) => span.name))).toBeDefined();
    expect(root.parentSpanId).toBe(callerSpanId);
    expect(attributesOf(root)).toMatchObject({
      "plugboard.developer.id": pb.developerId,
      "plugboard.plugin": "traced",
      "plugboard.tool": "TRACED_GET",
      "plugboard.source": "manual",
      "plugboard.outcome": "success",
    });
    expect(Number(attributesOf(root)["plugboard.status"])).toBe(200);
    const children = spans.filter((span) => span.parentSpanId === root.spanId).map((span) => span.name).sort();
    expect(children).toEqual(["plugboard.connection", "plugboard.credentials", "plugboard.lookup", "plugboard.upstream"]);
    const upstreamSpan = spans.find((span) => span.name === "plugboard.upstream")!;
    expect(upstreamSpan.kind).toBe(3); // SPAN_KIND_CLIENT
    expect(upstream.received.at(-1)!.headers.traceparent).toBe(`00-${traceId}-${upstreamSpan.spanId}-01`);
    expect(receiver.services()).toContain("plugboard-otlp-test");
    const everything = JSON.stringify(receiver.spans());
    expect(everything).not.toContain(TOKEN);
    expect(everything).not.toContain(PARAM_SECRET);
  });

  it("puts the trace context in the _meta of an MCP server's tools/call", async () => {
    const traceId = "4bf92f3577b34da6a3ce929d0e0e" + Math.floor(Math.random() * 0xffff).toString(16).padStart(4, "0");
    const listed = await pb.api("GET", "/api/v1/tools?plugin=traced-mcp");
    const slug = listed.body.tools[0].slug as string;
    const executed = await pb.api("POST", "/api/v1/tools/execute", { userId: "tia", tool: slug, plugin: "traced-mcp", params: { a: 1 } }, { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
    expect(executed.status, JSON.stringify(executed.body)).toBe(200);
    await telemetry!.flush();
    const upstreamSpan = receiver.spans().find((span) => span.traceId === traceId && span.name === "plugboard.upstream")!;
    expect(attributesOf(upstreamSpan)["plugboard.source"]).toBe("mcp");
    expect(mcpServer.calls.at(-1)!.meta).toMatchObject({ traceparent: `00-${traceId}-${upstreamSpan.spanId}-01` });
  });

  it("sends the upstream and the MCP server W3C trace context only: the caller's baggage stays with Plugboard", async () => {
    const traceId = "5cf92f3577b34da6a3ce929d0e0e" + Math.floor(Math.random() * 0xffff).toString(16).padStart(4, "0");
    const headers = { traceparent: `00-${traceId}-00f067aa0ba902b7-01`, tracestate: "vendor=opaque", baggage: "session.token=caller-secret-b4g,tenant=acme" };
    const manual = await pb.api("POST", "/api/v1/tools/execute", { userId: "tia", tool: "TRACED_GET", params: {} }, { headers });
    expect(manual.status, JSON.stringify(manual.body)).toBe(200);
    const sent = upstream.received.at(-1)!.headers;
    expect(sent.traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
    expect(sent.tracestate).toBe("vendor=opaque");
    expect(sent.baggage).toBeUndefined();
    expect(JSON.stringify(sent)).not.toContain("caller-secret-b4g");

    const slug = (await pb.api("GET", "/api/v1/tools?plugin=traced-mcp")).body.tools[0].slug as string;
    const viaMcp = await pb.api("POST", "/api/v1/tools/execute", { userId: "tia", tool: slug, plugin: "traced-mcp", params: { a: 1 } }, { headers });
    expect(viaMcp.status, JSON.stringify(viaMcp.body)).toBe(200);
    const meta = mcpServer.calls.at(-1)!.meta as Record<string, unknown>;
    expect(meta.traceparent).toMatch(new RegExp(`^00-${traceId}-`));
    expect(Object.keys(meta).filter((key) => key !== "progressToken").sort()).toEqual(["traceparent", "tracestate"]);
    expect(JSON.stringify(meta)).not.toContain("caller-secret-b4g");
  });

  it("a token refresh during the execution is a child span of its credentials step", async () => {
    const expired = await pb.context.prisma.credential.updateMany({
      where: { source: "rest", connection: { developerId: pb.developerId, userId: "tia", pluginId: oauthPluginId } },
      data: { expiresAt: new Date(Date.now() - 60_000), version: { increment: 1 } },
    });
    expect(expired.count).toBe(1);
    pb.services.bus.publish({ kind: "connection", developerId: pb.developerId, userId: "tia", pluginId: oauthPluginId });
    const traceId = "5bf92f3577b34da6a3ce929d0e0e" + Math.floor(Math.random() * 0xffff).toString(16).padStart(4, "0");
    const executed = await pb.api("POST", "/api/v1/tools/execute", { userId: "tia", tool: "TRACED_OAUTH_GET", params: {} }, { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
    expect(executed.status, JSON.stringify(executed.body)).toBe(200);
    expect(provider.tokenCalls.at(-1)!.body.grant_type).toBe("refresh_token");
    await telemetry!.flush();
    const spans = receiver.spans().filter((span) => span.traceId === traceId);
    const credentials = spans.find((span) => span.name === "plugboard.credentials")!;
    const refresh = spans.find((span) => span.name === "plugboard.token_refresh")!;
    expect(refresh, JSON.stringify(spans.map((span) => span.name))).toBeDefined();
    expect(refresh.parentSpanId).toBe(credentials.spanId);
    expect(attributesOf(refresh)).toMatchObject({ "plugboard.refresh.kind": "rest", "plugboard.outcome": "ok" });
    expect(JSON.stringify(receiver.spans())).not.toContain("refresh-1");
  });

  it("starts a new trace without an incoming traceparent, and exports the execution metrics", async () => {
    const before = new Set(receiver.spans().map((span) => span.traceId));
    expect((await pb.api("POST", "/api/v1/tools/execute", { userId: "nobody", tool: "TRACED_GET", params: {} })).status).toBe(409);
    await telemetry!.flush();
    const refused = receiver.spans().find((span) => span.name === "plugboard.execute" && !before.has(span.traceId) && attributesOf(span)["plugboard.error.code"] === "connection_required")!;
    expect(refused.parentSpanId ?? "").toBe("");
    expect(attributesOf(refused)["plugboard.error.code"]).toBe("connection_required");
    expect(receiver.metricNames()).toEqual(expect.arrayContaining(["plugboard.executions", "plugboard.execution.duration", "plugboard.token_refreshes"]));
  });
});
