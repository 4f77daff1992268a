import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("../../src", import.meta.url));

/** Every source file under src/ (generated client and unit tests left out), `/`-separated relative paths. */
function sourceFiles(): Map<string, string> {
  const files = new Map<string, string>();
  (function walk(directory: string) {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "generated") walk(path);
      } else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")) {
        files.set(relative(SRC, path).split(sep).join("/"), readFileSync(path, "utf8"));
      }
    }
  })(SRC);
  return files;
}

const FILES = sourceFiles();
const CONNECT_FLOW = "services/connect-flow/";

/** The files whose code matches `pattern`, outside the allowed ones. */
function filesMatching(pattern: RegExp, allowed: (file: string) => boolean): string[] {
  return [...FILES].filter(([file, text]) => !allowed(file) && pattern.test(text)).map(([file]) => file).sort();
}

/**
 * What connecting a user is made of, and where each part may be used. Connecting goes through the
 * connect flow (`services/connect-flow/`): one protocol per kind (`*-kind.ts`), registered in
 * `connect-kinds.ts`, storing through `save-connection.ts`.
 */
const RULES: Array<{ what: string; pattern: RegExp; allowed: (file: string) => boolean }> = [
  {
    what: "writes a connection (upsertConnection: the one save rule)",
    pattern: /\bupsertConnection\s*\(/,
    allowed: (file) => file === "services/connections/upsert-connection.ts" || file === `${CONNECT_FLOW}save-connection.ts`,
  },
  {
    what: "builds a credential write for a new connection (credentialWrite)",
    // The credential lifecycle's refresh rewrites a stored credential in place; it never connects anyone.
    pattern: /\bcredentialWrite\s*\(/,
    allowed: (file) => file === `${CONNECT_FLOW}save-connection.ts` || file.startsWith("services/credentials/"),
  },
  {
    what: "starts a redirect flow (a pending connection)",
    pattern: /\bcreatePendingConnection\s*\(/,
    allowed: (file) => file === `${CONNECT_FLOW}oauth2-kind.ts` || file === "services/mcp-upstream/create-mcp-connect.ts" || file === "services/connect-sessions/pending-connections.ts",
  },
  {
    what: "completes a redirect flow (consumes a pending connection)",
    pattern: /\bconsumePendingConnection\s*\(/,
    allowed: (file) => file === `${CONNECT_FLOW}connect-callback.ts` || file === "services/connect-sessions/pending-connections.ts",
  },
  {
    what: "seals a hosted-page connect link",
    pattern: /\bconnectTokens\.sign\s*\(/,
    allowed: (file) => file === `${CONNECT_FLOW}credentials-kind.ts`,
  },
  {
    what: "calls a kind's own start or completion (MCP authorization, REST code exchange, machine grant)",
    pattern: /\bmcpConnect\.(?:initiate|exchangeCallback)\s*\(|\bexchangeRestCode\s*\(|\bfetchClientCredentialsToken\s*\(/,
    allowed: (file) =>
      ["mcp-kind.ts", "oauth2-kind.ts", "client-credentials-kind.ts"].some((kind) => file === `${CONNECT_FLOW}${kind}`) ||
      file === "services/oauth/exchange-rest-code.ts" ||
      file === "services/oauth/client-credentials-token.ts",
  },
  {
    what: "branches on a plugin's kind to connect a user (MCP or not, an oauth2 grant, a connection type)",
    pattern: /\bconnectionType\s*===|\bstate\.isMcp\b|\bisMachineGrant\s*\(/,
    // Not connecting anyone: the credential lifecycle refreshes machine grants, a provider definition is
    // translated to auth methods, a pending record must match its state, a tool call asks for step-up
    // scopes only where the user is redirected.
    allowed: (file) =>
      file.startsWith(CONNECT_FLOW) ||
      file.startsWith("services/credentials/") ||
      [
        "services/oauth/connection-token-request.ts",
        "services/providers/provider-auth-methods.ts",
        "services/connect-sessions/pending-connections.ts",
        "sources/manual-http/manual-tool-source.ts",
      ].includes(file),
  },
];

describe("connecting a user goes through the connect flow (services/connect-flow/)", () => {
  for (const rule of RULES) {
    it(`no code outside its place ${rule.what}`, () => {
      expect(filesMatching(rule.pattern, rule.allowed)).toEqual([]);
    });
  }

  it("every caller reaches the kinds through the flow: initiate, the hosted page, connect links, direct submission, the callback", () => {
    const router = FILES.get("http/v1/connections-routes.ts") ?? "";
    expect(router).toMatch(/services\.connectFlow\.handleCallback\(/);
    expect(router).toMatch(/services\.connectFlow\.connect\(/);
    for (const caller of ["initiate-service.ts", "connect-page-service.ts", "connect-link.ts"]) {
      const text = FILES.get(`${CONNECT_FLOW}${caller}`) ?? "";
      expect(text, caller).toMatch(/deps\.flow\.(?:start|submit)\(/);
      expect(text, caller).not.toMatch(/-kind\.js"/);
    }
  });

  it("each kind implements the one protocol and is registered", () => {
    const kinds = [...FILES.keys()].filter((file) => file.startsWith(CONNECT_FLOW) && file.endsWith("-kind.ts"));
    expect(kinds.length).toBeGreaterThanOrEqual(4);
    const registry = FILES.get(`${CONNECT_FLOW}connect-kinds.ts`) ?? "";
    for (const kind of kinds) {
      expect(FILES.get(kind), kind).toMatch(/: ConnectProtocol</);
      expect(registry, kind).toContain(`./${kind.slice(CONNECT_FLOW.length).replace(/\.ts$/, ".js")}`);
    }
  });

  it("the checks see real code (guards the rules above)", () => {
    expect(filesMatching(/\bupsertConnection\s*\(/, () => false)).toContain(`${CONNECT_FLOW}save-connection.ts`);
    expect(filesMatching(/\bstate\.isMcp\b/, () => false)).toContain(`${CONNECT_FLOW}connect-kinds.ts`);
    expect(filesMatching(/\bconnectTokens\.sign\s*\(/, () => false)).toEqual([`${CONNECT_FLOW}credentials-kind.ts`]);
  });
});
