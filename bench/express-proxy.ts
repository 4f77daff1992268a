// Reference point for the benchmark: the smallest Express proxy (JSON body in, one undici GET to the
// upstream over a keep-alive pool, JSON out), with none of Plugboard's work. It shows how much of the
// gap to the direct call is the proxy pattern and Express itself. With BENCH_SERVER_OPTIONS=1 it is
// served as `plugboard serve` serves (expressServerOptions: requests born with Express's prototypes).
import { createServer } from "node:http";
import express from "express";
import { Agent, request } from "undici";
import { expressServerOptions } from "@plugboard/server";
import { profileIfAsked } from "./profile-if-asked.js";

const upstream = process.env.BENCH_UPSTREAM_URL!;
const agent = new Agent({ connections: 128 });
const app = express();
app.use(express.json());
app.post("/proxy/:id", async (req, res) => {
  const response = await request(`${upstream}/items/${encodeURIComponent(req.params.id)}`, { method: "GET", dispatcher: agent });
  res.json({ success: true, data: await response.body.json(), status: response.statusCode });
});
const server = process.env.BENCH_SERVER_OPTIONS === "1" ? createServer(expressServerOptions(app), app) : createServer(app);
server.keepAliveTimeout = 60_000;
await profileIfAsked(process.env.BENCH_SERVER_OPTIONS === "1" ? "served-proxy" : "proxy");
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
});
