// A minimal upstream API for the benchmark: answers every request with a small JSON body.
import { createServer } from "node:http";

const body = JSON.stringify({ id: 1, name: "item", tags: ["a", "b"], ok: true });
const server = createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    response.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    response.end(body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  process.send?.({ port: typeof address === "object" && address ? address.port : 0 });
});
