import type { RequestHandler } from "express";

interface CorsGroup {
  prefix: string;
  anyOrigin: boolean;
  credentials: boolean;
  methods: string;
}

/** The cross-origin table (docs/dashboard-api.md §4), most specific prefix first. */
const GROUPS: CorsGroup[] = [
  { prefix: "/api/v1/", anyOrigin: true, credentials: false, methods: "GET, POST, PUT, PATCH, DELETE, OPTIONS" },
  { prefix: "/api/dashboard/", anyOrigin: false, credentials: true, methods: "GET, POST, PUT, DELETE, OPTIONS" },
  { prefix: "/api/connect/", anyOrigin: false, credentials: true, methods: "GET, POST, OPTIONS" },
  { prefix: "/api/auth/", anyOrigin: false, credentials: false, methods: "GET, POST, OPTIONS" },
  // The MCP endpoint authenticates by its URL token or an API key, never by cookies: any origin may call it.
  { prefix: "/mcp/", anyOrigin: true, credentials: false, methods: "GET, POST, DELETE, OPTIONS" },
];

const ALLOWED_HEADERS =
  "Authorization, Content-Type, X-SVC-Redirect-URL, X-Return-URL, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID, X-Plugboard-User-Id, X-Plugboard-Plugins";

/**
 * Applies the CORS policy per route group: `/api/v1/**` allows any origin without
 * credentials; dashboard, connect and auth routes allow only the service's own origin. OPTIONS
 * preflights are answered 204 here and never reach a route handler.
 */
export function cors(options: { baseUrl: string }): RequestHandler {
  const ownOrigin = new URL(options.baseUrl).origin;
  return (request, response, next) => {
    const path = request.path;
    const group = GROUPS.find((candidate) => path.startsWith(candidate.prefix) || path + "/" === candidate.prefix);
    if (!group) return next();
    const origin = request.headers.origin;
    if (group.anyOrigin) {
      response.setHeader("Access-Control-Allow-Origin", "*");
    } else {
      response.setHeader("Vary", "Origin");
      if (origin === ownOrigin) {
        response.setHeader("Access-Control-Allow-Origin", ownOrigin);
        if (group.credentials) response.setHeader("Access-Control-Allow-Credentials", "true");
      }
    }
    response.setHeader("Access-Control-Allow-Methods", group.methods);
    response.setHeader("Access-Control-Allow-Headers", ALLOWED_HEADERS);
    response.setHeader("Access-Control-Max-Age", "600");
    if (request.method === "OPTIONS") {
      response.status(204).end();
      return;
    }
    next();
  };
}
