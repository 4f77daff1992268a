import { timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { ExampleClientsStore, TokenEndpointAuthMethod } from "./example-clients-store.js";

/** Compares two secrets in constant time (for equal lengths; a length mismatch is already a mismatch). */
function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function decodeFormComponent(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, " "));
  } catch {
    return value;
  }
}

function reject(response: Response, options: { status: number; error: string; description: string; basic?: boolean }) {
  if (options.basic) response.set("WWW-Authenticate", 'Basic realm="token"');
  response.status(options.status).set("Cache-Control", "no-store").json({
    error: options.error,
    error_description: options.description,
  });
}

/**
 * Runs before the SDK's token and revocation handlers (whose own client check reads only `client_id` and
 * `client_secret` from the body): accepts HTTP Basic credentials (RFC 6749 §2.3.1, which the SDK handlers do not
 * read) by copying them into the parsed body, and insists that each client authenticates with the method it
 * registered — a `client_secret_basic` client cannot switch to the body, a public client sends no secret.
 * Expects the urlencoded body to be parsed already.
 */
export function authenticateTokenClient(clientsStore: ExampleClientsStore): RequestHandler {
  return async (request: Request, response: Response, next: NextFunction) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    request.body = body;
    let method: TokenEndpointAuthMethod;
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      const [scheme, encoded] = authorization.split(" ");
      const decoded = scheme?.toLowerCase() === "basic" && encoded ? Buffer.from(encoded, "base64").toString() : "";
      const separator = decoded.indexOf(":");
      if (separator < 0) {
        reject(response, { status: 401, error: "invalid_client", description: "Malformed Basic credentials", basic: true });
        return;
      }
      const clientId = decodeFormComponent(decoded.slice(0, separator));
      if (body.client_secret !== undefined || (body.client_id !== undefined && body.client_id !== clientId)) {
        reject(response, { status: 400, error: "invalid_request", description: "Use one client authentication method" });
        return;
      }
      body.client_id = clientId;
      body.client_secret = decodeFormComponent(decoded.slice(separator + 1));
      method = "client_secret_basic";
    } else {
      method = body.client_secret === undefined ? "none" : "client_secret_post";
    }

    if (typeof body.client_id !== "string" || body.client_id === "") {
      reject(response, { status: 400, error: "invalid_request", description: "client_id is required" });
      return;
    }
    const client = clientsStore.getClient(body.client_id);
    if (!client) {
      reject(response, { status: 401, error: "invalid_client", description: "Unknown client", basic: method === "client_secret_basic" });
      return;
    }
    const accepted = clientsStore.acceptedAuthMethods(client);
    if (!accepted.includes(method)) {
      reject(response, {
        status: 401,
        error: "invalid_client",
        description: `This client must authenticate with ${accepted.join(" or ")}`,
        basic: method === "client_secret_basic",
      });
      return;
    }
    if (method !== "none" && !sameSecret(String(body.client_secret), client.client_secret ?? "")) {
      reject(response, { status: 401, error: "invalid_client", description: "Invalid client credentials", basic: method === "client_secret_basic" });
      return;
    }
    next();
  };
}
