// Reference points for the benchmark: the smallest Express proxies (JSON body in, one GET to the upstream,
// a JSON envelope out), with none of Plugboard's work. They show how much of the gap to the direct call
// is the proxy pattern and Express itself.
//
// BENCH_PROXY_KIND picks the variant:
// - "fetch" (the reviewers' proxy of issue 28, the anchor of its ratios): `express.json()`, undici `fetch`
//   to the upstream, served with `http.createServer(app)` as Express apps usually are;
// - "request" (issue 15's bare proxy): the same with undici `request` over a 128-connection pool;
// - "served": the "request" app served as `plugboard serve` serves (expressServerOptions: requests born
//   with Express's prototypes);
// - "floor": no framework at all — `node:http` reads the JSON body, undici `request` to the upstream, the
//   envelope written with `end()`: the least any Node process doing this hop costs on the machine.
import { createServer } from "node:http";
import express from "express";
import { Agent, fetch, request } from "undici";
import { expressServerOptions } from "@plugboard/server";
import { profileIfAsked } from "./profile-if-asked.js";

const upstream = process.env.BENCH_UPSTREAM_URL!;
const kind = process.env.BENCH_PROXY_KIND ?? "request";
const agent = new Agent({ connections: 128 });
const app = express();
app.use(express.json());
if (kind === "fetch") {
  app.post("/proxy/:id", async (req, res) => {
    const response = await fetch(`${upstream}/items/${encodeURIComponent(req.params.id)}`);
    res.json({ success: true, data: await response.json(), status: response.status });
  });
} else {
  app.post("/proxy/:id", async (req, res) => {
    const response = await request(`${upstream}/items/${encodeURIComponent(req.params.id)}`, { method: "GET", dispatcher: agent });
    res.json({ success: true, data: await response.body.json(), status: response.statusCode });
  });
}
/** The "floor" proxy: the same exchange on `node:http` alone. */
const floor = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", async () => {
    JSON.parse(Buffer.concat(chunks).toString("utf8"));
    const id = decodeURIComponent(req.url!.slice("/proxy/".length));
    const response = await request(`${upstream}/items/${encodeURIComponent(id)}`, { method: "GET", dispatcher: agent });
    const text = JSON.stringify({ success: true, data: await response.body.json(), status: response.statusCode });
    res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text) });
    res.end(text);
  });
});
const server = kind === "floor" ? floor : kind === "served" ? createServer(expressServerOptions(app), app) : createServer(app);
server.keepAliveTimeout = 60_000;
await profileIfAsked({ fetch: "fetch-proxy", request: "proxy", served: "served-proxy", floor: "floor-proxy" }[kind] ?? kind);
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
});
