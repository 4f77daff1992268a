// An app that embeds Plugboard and already runs its own OpenTelemetry SDK gets Plugboard's spans in
// its own traces: Plugboard installs nothing and uses the global providers the app registered.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { context, metrics, propagation, trace } from "@opentelemetry/api";
import { NodeSDK } from "@opentelemetry/sdk-node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPlugboard, plugboardInternals, type PlugboardRouter } from "../../src/create-plugboard.js";
import { createLogger } from "../../src/logging/logger.js";
import type { Database } from "../../src/store/open-database.js";
import { TEST_ENCRYPTION_KEY } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type Upstream } from "../helpers/upstream-server.js";

interface Ended {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
}

const ended: Ended[] = [];
let sdk: NodeSDK;

beforeAll(() => {
  // The app's SDK: spans kept in memory by its own processor; nothing read from OTEL_* here.
  sdk = new NodeSDK({
    serviceName: "embedding-app",
    instrumentations: [],
    spanProcessors: [
      {
        onStart: () => undefined,
        onEnd: (span) => {
          const { traceId, spanId } = span.spanContext();
          ended.push({ name: span.name, traceId, spanId, parentSpanId: span.parentSpanContext?.spanId });
        },
        forceFlush: async () => undefined,
        shutdown: async () => undefined,
      },
    ],
  });
  sdk.start();
});
afterAll(async () => {
  await sdk.shutdown();
  trace.disable();
  metrics.disable();
  propagation.disable();
  context.disable();
});

describe.each(testDatabases())("Plugboard's spans in an embedding app's own traces on $name", ({ open }) => {
  let db: Database;
  let upstream: Upstream;
  let plugboard: PlugboardRouter;
  let server: Server;
  let url: string;
  let apiKey: string;

  beforeAll(async () => {
    db = await open();
    upstream = await startUpstream();
    const app = express();
    const tracer = trace.getTracer("embedding-app");
    // The app's own request instrumentation (what @opentelemetry/instrumentation-http does): one span
    // per request, active for everything the request runs, its body events included.
    app.use((request, response, next) => {
      const span = tracer.startSpan(`app ${request.method} ${request.path}`);
      response.on("finish", () => span.end());
      const active = trace.setSpan(context.active(), span);
      context.bind(active, request);
      context.with(active, next);
    });
    plugboard = createPlugboard({ baseUrl: "http://127.0.0.1", encryptionKey: TEST_ENCRYPTION_KEY, database: db, logger: createLogger({ level: "error", write: () => undefined }) });
    app.use("/", plugboard);
    server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { services } = await plugboardInternals(plugboard);
    const developer = await services.developers.ensure({ email: `embed-${Date.now()}@test.local`, admin: true });
    apiKey = (await services.apiKeys.create({ developerId: developer.id, name: "embed" })).key;
    const call = (path: string, body: unknown) =>
      fetch(url + path, { method: "POST", headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json" }, body: JSON.stringify(body) });
    const created = await (await call("/api/v1/submissions", { slug: "embedded", name: "Embedded", baseUrl: upstream.url, submitForReview: true, tools: [{ slug: "EMBED_GET", name: "Get", description: "Get", method: "GET", path: "/x" }], authMethods: [{ type: "no_auth", label: "None" }] })).json();
    await services.review.review({ id: created.id }, "approved");
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await plugboard?.close();
    await upstream?.close();
    await db?.close();
  });

  it("the execute span is a child of the app's request span, and the upstream gets the app's trace id", async () => {
    const response = await fetch(`${url}/api/v1/tools/execute`, {
      method: "POST",
      headers: { authorization: `Bearer ${apiKey}`, "content-type": "application/json", traceparent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01" },
      body: JSON.stringify({ userId: "u1", tool: "EMBED_GET", params: {} }),
    });
    expect(response.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const execute = ended.filter((span) => span.name === "plugboard.execute").at(-1)!;
    const request = ended.find((span) => span.name === "app POST /api/v1/tools/execute" && span.spanId === execute.parentSpanId);
    expect(request, JSON.stringify(ended.slice(-8))).toBeDefined();
    expect(ended.filter((span) => span.parentSpanId === execute.spanId).map((span) => span.name).sort()).toEqual(["plugboard.connection", "plugboard.credentials", "plugboard.lookup", "plugboard.upstream"]);
    const upstreamSpan = ended.find((span) => span.name === "plugboard.upstream" && span.parentSpanId === execute.spanId)!;
    expect(upstream.received.at(-1)!.headers.traceparent).toBe(`00-${execute.traceId}-${upstreamSpan.spanId}-01`);
  });
});
