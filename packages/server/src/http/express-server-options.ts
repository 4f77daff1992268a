import { IncomingMessage, ServerResponse } from "node:http";
import type { Express } from "express";

/** What {@link expressServerOptions} returns: the request and response classes for `http.createServer`. */
export interface ExpressServerOptions {
  IncomingMessage: typeof IncomingMessage;
  ServerResponse: typeof ServerResponse;
}

const made = new WeakMap<Express, ExpressServerOptions>();

/**
 * Options for `http.createServer` (or `https.createServer`) that let Node create each request and
 * response of `app` with Express's prototypes already in place.
 *
 * Express gives every request and response its methods by changing their prototype
 * (`Object.setPrototypeOf`) as they enter the app. V8 then has to give each object a new shape, which
 * costs CPU and makes the request's objects outlive the young generation: on this project's machine a
 * one-route Express app served about 2.7 times as many requests per second, and its heap stopped
 * needing a full collection every quarter of a second, once the objects were born with the right
 * prototype (expressjs/express#5998). With these classes Express's own `setPrototypeOf` finds the
 * prototype already set and does nothing; everything else about Express is unchanged. `plugboard
 * serve` serves this way; an application that mounts Plugboard can too.
 *
 * Call it once per app, before the server takes requests (a second call returns the same classes).
 * Sub-apps mounted with `app.use(subApp)` still set their own prototypes while a request is in them.
 *
 * @example
 * const app = express();
 * app.use(createPlugboard({ baseUrl, encryptionKey }));
 * createServer(expressServerOptions(app), app).listen(3000);
 */
export function expressServerOptions(app: Express): ExpressServerOptions {
  const existing = made.get(app);
  if (existing) return existing;
  class Request extends IncomingMessage {}
  class Response extends ServerResponse {}
  // Request.prototype → app.request → express.request → IncomingMessage.prototype (and so for the
  // response); then the app's prototypes are these, so Express's per-request swap is a no-op.
  Object.setPrototypeOf(Request.prototype, app.request);
  Object.setPrototypeOf(Response.prototype, app.response);
  app.request = Request.prototype as unknown as Express["request"];
  app.response = Response.prototype as unknown as Express["response"];
  // The classes only add prototypes; to `http.createServer` they are Node's own.
  const options = { IncomingMessage: Request, ServerResponse: Response } as unknown as ExpressServerOptions;
  made.set(app, options);
  return options;
}
