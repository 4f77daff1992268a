import express from "express";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inSequence, underPaths } from "./in-sequence.js";

// A real Express app on loopback: the combined handlers must behave as the same handlers in separate layers.
const app = express();
const seen: string[] = [];
const tag = (name: string): express.RequestHandler => (_request, _response, next) => {
  seen.push(name);
  next();
};
const inner = express.Router();
inner.get("/health", (_request, response) => void response.json({ ok: true }));
app.use(underPaths(["/health"], inner));
app.use(inSequence(tag("a"), tag("b")));
app.get("/fail", inSequence(tag("c"), () => {
  throw new Error("thrown");
}));
app.get("/reject", inSequence(async () => {
  throw new Error("rejected");
}));
app.get("/answer", inSequence((_request, response) => void response.json({ answered: true }), tag("never")));
app.use((_request: express.Request, response: express.Response) => void response.status(404).json({ seen }));
app.use((error: Error, _request: express.Request, response: express.Response, _next: express.NextFunction) => void response.status(500).json({ error: error.message, seen }));

const server = createServer(app);
let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function get(path: string): Promise<{ status: number; body: any }> {
  seen.length = 0;
  const response = await fetch(base + path);
  return { status: response.status, body: await response.json() };
}

describe("inSequence and underPaths", () => {
  it("run the handlers in order and go on to the next layer", async () => {
    expect(await get("/elsewhere")).toEqual({ status: 404, body: { seen: ["a", "b"] } });
  });

  it("pass a thrown error or a rejected promise to the error handler, and stop", async () => {
    expect(await get("/fail")).toEqual({ status: 500, body: { error: "thrown", seen: ["a", "b", "c"] } });
    expect(await get("/reject")).toEqual({ status: 500, body: { error: "rejected", seen: ["a", "b"] } });
  });

  it("stop when a handler answers", async () => {
    expect(await get("/answer")).toEqual({ status: 200, body: { answered: true } });
    expect(seen).toEqual(["a", "b"]);
  });

  it("underPaths enters the router for its paths only, matching case-insensitively as Express does", async () => {
    expect(await get("/health")).toEqual({ status: 200, body: { ok: true } });
    expect(await get("/HEALTH/")).toEqual({ status: 200, body: { ok: true } });
    expect((await get("/healthz")).status).toBe(404);
  });
});
