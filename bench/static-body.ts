// A reference server for the listing benchmark: `node:http` answering every request with the bytes of one
// file (BENCH_BODY_FILE) as JSON — how long this machine takes to move a response of that size, with no
// work behind it.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const body = readFileSync(process.env.BENCH_BODY_FILE!);
const server = createServer((_request, response) => {
  response.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
  response.end(body);
});
server.keepAliveTimeout = 60_000;
process.on("SIGINT", () => process.exit(0));
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
});
