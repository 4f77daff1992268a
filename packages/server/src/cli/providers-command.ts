import { parseArgs } from "node:util";
import { InstallProviderRequestSchema, ListProvidersQuerySchema } from "@plugboard/core";
import { createProviderCatalog, type ProviderCatalog } from "../services/providers/provider-catalog-service.js";
import type { AdminCommand } from "./admin-command.js";

/** Usage lines of `providers`. */
export const PROVIDERS_USAGE = `providers list [--q WORDS] [--category C] [--json]
                                              list the provider catalog
  providers show ID                           one provider: auth modes, OAuth URLs and scopes, config, tools, sources
  providers install ID --email E [--slug S] [--auth-mode M]... [--client-id ID] [--client-secret-env VAR]
      [--scope S]... [--tool SLUG]... [--base-url U] [--authorize-url U] [--token-url U] [--revoke-url U] [--refresh-url U]
      [--connect-metadata-url U] [--server-url U] [--allow-proxy] [--submit]
                                              install it as that developer's submission`;

function firstIssue(error: { issues: Array<{ path: PropertyKey[]; message: string }> }, flags: Record<string, string>): string {
  const issue = error.issues[0]!;
  const segments = issue.path.map(String);
  for (let length = segments.length; length > 0; length -= 1) {
    const flag = flags[segments.slice(0, length).join(".")];
    if (flag) return `${flag}: ${issue.message}`;
  }
  return `--${segments.join(".") || "input"}: ${issue.message}`;
}

/**
 * `plugboard providers list|show`: read the catalog shipped with the server (no database needed) and
 * return the lines to print — `list` one line per provider (`--json`: the API's answer), `show` the
 * provider's detail as JSON, exactly as `GET /api/v1/providers/{id}` answers.
 *
 * @throws {Error} a usage error or an unknown provider, as one line
 */
export async function runProvidersReadCommand(sub: "list" | "show", args: string[], catalog: ProviderCatalog = createProviderCatalog()): Promise<string[]> {
  if (sub === "show") {
    const { positionals } = parseArgs({ args, allowPositionals: true, strict: true });
    if (!positionals[0]) throw new Error("the provider id is required: providers show ID (providers list names them)");
    return [JSON.stringify(await catalog.get(positionals[0]), null, 2)];
  }
  const { values } = parseArgs({ args, options: { q: { type: "string" }, category: { type: "string" }, json: { type: "boolean" } }, strict: true });
  const query = ListProvidersQuerySchema.safeParse({ q: values.q, category: values.category });
  if (!query.success) throw new Error(firstIssue(query.error, { q: "--q", category: "--category" }));
  const providers = await catalog.list(query.data);
  if (values.json) return [JSON.stringify({ providers })];
  return providers.map((provider) =>
    [provider.id.padEnd(22), provider.name.padEnd(26), provider.kind.padEnd(5), provider.authModes.join(",").padEnd(24), `${provider.toolCount} tools`.padEnd(10), provider.categories.join(",")].join(" "),
  );
}

/**
 * Parses `plugboard providers install ID --email E …` into the `providers.install` command, checked as
 * `POST /api/v1/providers/{id}/install` checks its body. The OAuth client secret is read from the
 * environment variable `--client-secret-env` names (never from the command line, which other users of
 * the machine can see). It runs here, or through a running `plugboard serve` on the same embedded
 * database, and prints `{ submission, warnings }` as JSON.
 */
export function parseProvidersInstallCommand(args: string[], env: NodeJS.ProcessEnv): AdminCommand {
  const { values, positionals } = parseArgs({
    args,
    options: {
      email: { type: "string" },
      slug: { type: "string" },
      "auth-mode": { type: "string", multiple: true },
      "client-id": { type: "string" },
      "client-secret-env": { type: "string" },
      scope: { type: "string", multiple: true },
      tool: { type: "string", multiple: true },
      "base-url": { type: "string" },
      "authorize-url": { type: "string" },
      "token-url": { type: "string" },
      "revoke-url": { type: "string" },
      "refresh-url": { type: "string" },
      "connect-metadata-url": { type: "string" },
      "server-url": { type: "string" },
      "allow-proxy": { type: "boolean" },
      submit: { type: "boolean" },
    },
    allowPositionals: true,
    strict: true,
  });
  const provider = positionals[0];
  if (!provider) throw new Error(`the provider id is required:\n  ${PROVIDERS_USAGE.split("\n").slice(3).join("\n")}`);
  if (!values.email) throw new Error("--email is required (the developer the plugin belongs to)");
  const secretVariable = values["client-secret-env"];
  const clientSecret = secretVariable === undefined ? undefined : env[secretVariable];
  if (secretVariable !== undefined && !clientSecret) throw new Error(`--client-secret-env: the environment variable ${secretVariable} is not set`);
  if (!values["client-id"] && (clientSecret || values.scope)) throw new Error("--client-id is required with --client-secret-env and --scope");
  const overrides = {
    baseUrl: values["base-url"],
    authorizeUrl: values["authorize-url"],
    tokenUrl: values["token-url"],
    revokeUrl: values["revoke-url"],
    refreshUrl: values["refresh-url"],
    connectMetadataUrl: values["connect-metadata-url"],
    serverUrl: values["server-url"],
  };
  const request = {
    slug: values.slug,
    authModes: values["auth-mode"],
    oauth: values["client-id"] ? { clientId: values["client-id"], clientSecret, scopes: values.scope } : undefined,
    tools: values.tool,
    overrides: Object.values(overrides).some((value) => value !== undefined) ? overrides : undefined,
    allowProxy: values["allow-proxy"],
    submitForReview: values.submit ?? false,
  };
  const checked = InstallProviderRequestSchema.safeParse(request);
  if (!checked.success) {
    throw new Error(
      firstIssue(checked.error, {
        slug: "--slug",
        authModes: "--auth-mode",
        "oauth.clientId": "--client-id",
        "oauth.clientSecret": "--client-secret-env",
        "oauth.scopes": "--scope",
        tools: "--tool",
        "overrides.baseUrl": "--base-url",
        "overrides.authorizeUrl": "--authorize-url",
        "overrides.tokenUrl": "--token-url",
        "overrides.revokeUrl": "--revoke-url",
        "overrides.refreshUrl": "--refresh-url",
        "overrides.connectMetadataUrl": "--connect-metadata-url",
        "overrides.serverUrl": "--server-url",
        allowProxy: "--allow-proxy",
      }),
    );
  }
  return { name: "providers.install", email: values.email, provider, request: checked.data };
}
