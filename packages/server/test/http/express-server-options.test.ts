import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { expressServerOptions } from "../../src/http/express-server-options.js";

/**
 * An Express app served with `expressServerOptions(app)`: its requests and responses are born with
 * the app's prototypes, so Express does not swap them per request, and every Express feature an app
 * (or Plugboard's router) uses still works, sub-apps included.
 */
describe("expressServerOptions", () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  async function serve(app: express.Express, options = expressServerOptions(app)): Promise<string> {
    const server = createServer(options, app);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("gives requests and responses the app's prototypes from birth, so Express leaves them as they are", async () => {
    const app = express();
    const options = expressServerOptions(app);
    const born = new WeakMap<object, object | null>();
    app.get("/shape", (request, response) => {
      response.json({
        requestKept: born.get(request) === Object.getPrototypeOf(request),
        responseKept: born.get(response) === Object.getPrototypeOf(response),
        isAppRequest: Object.getPrototypeOf(request) === app.request,
      });
    });
    const url = await serve(app, options);
    servers[0]!.prependListener("request", (request, response) => {
      born.set(request, Object.getPrototypeOf(request));
      born.set(response, Object.getPrototypeOf(response));
    });
    const answer = await fetch(`${url}/shape`);
    expect(await answer.json()).toEqual({ requestKept: true, responseKept: true, isAppRequest: true });
  });

  it("keeps Express's request and response methods, app settings, JSON bodies and errors", async () => {
    const app = express();
    app.set("title", "served");
    app.use(express.json());
    app.post("/echo/:id", (request, response) => {
      response
        .status(201)
        .set("X-Title", request.app.get("title"))
        .json({ id: request.params.id, q: request.query.q, body: request.body, type: request.get("content-type"), json: request.is("json") });
    });
    app.get("/fail", () => {
      throw new Error("boom");
    });
    const url = await serve(app);
    const answer = await fetch(`${url}/echo/7?q=yes`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ a: 1 }) });
    expect(answer.status).toBe(201);
    expect(answer.headers.get("x-title")).toBe("served");
    expect(await answer.json()).toEqual({ id: "7", q: "yes", body: { a: 1 }, type: "application/json", json: "json" });
    expect((await fetch(`${url}/fail`)).status).toBe(500);
  });

  it("still lets a mounted sub-app use its own request methods", async () => {
    const app = express();
    const sub = express();
    (sub.request as express.Request & { greeting?: () => string }).greeting = function greeting(this: express.Request) {
      return `hello from ${this.baseUrl}`;
    };
    sub.get("/hi", (request, response) => {
      response.send((request as express.Request & { greeting(): string }).greeting());
    });
    app.use("/sub", sub);
    app.get("/own", (request, response) => {
      response.send(String("greeting" in request));
    });
    const url = await serve(app);
    expect(await (await fetch(`${url}/sub/hi`)).text()).toBe("hello from /sub");
    expect(await (await fetch(`${url}/own`)).text()).toBe("false");
  });

  it("returns the same classes when called twice for one app", () => {
    const app = express();
    expect(expressServerOptions(app)).toBe(expressServerOptions(app));
    expect(expressServerOptions(express())).not.toBe(expressServerOptions(app));
  });
});
