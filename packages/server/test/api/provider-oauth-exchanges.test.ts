import { createHash } from "node:crypto";
import type { ProviderDefinition, ProviderOAuth2Mode, ProviderTool } from "@plugboard/core";
import { loadProviderCatalog } from "@plugboard/providers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";
import { testDatabases } from "../helpers/test-database.js";
import { startUpstream, type ReceivedRequest, type Upstream } from "../helpers/upstream-server.js";
import { storedCredential } from "../helpers/stored-credential.js";
import type { Database } from "../../src/store/open-database.js";

/**
 * Every OAuth 2.0 definition of the catalog, run end to end: installed through
 * `POST /api/v1/providers/{id}/install` with `overrides` pointing its authorize, token and base URLs
 * at one loopback server that plays that provider's quirks as its definition records them (scope
 * parameter and separator, PKCE, extra authorize and token parameters, client authentication, a form
 * or JSON token request, a separate refresh endpoint, the token response's shape: token path,
 * metadata, expiry, refresh rotation), then a user connected through the real redirect flow (followed
 * like a browser) — or, for a machine-to-machine grant (Zoom's `account_credentials`), connected with
 * its connection config and no redirect — the token refreshed, and one tool called.
 */

const CLIENT_ID = "catalog-client";
const CLIENT_SECRET = "catalog-secret-5b7e";
const RETURN = "https://app.example/connected";

const oauthProviders = loadProviderCatalog()
  .map((definition) => ({ definition, mode: definition.authModes.find((mode): mode is ProviderOAuth2Mode => mode.type === "oauth2") }))
  .filter((entry): entry is { definition: ProviderDefinition; mode: ProviderOAuth2Mode } => entry.mode !== undefined);

/**
 * Puts `value` at a dotted `path` of `target` (the token response's or connect answer's shape a
 * definition describes). A `member=value` segment (an array element picked by a member) becomes an
 * array holding a decoy element first and then the element carrying that member, so a path that picked
 * by position would read the decoy.
 */
function setPath(target: Record<string, any>, path: string, value: unknown): void {
  const keys = path.split(".");
  let node: any = target;
  keys.forEach((key, index) => {
    const last = index === keys.length - 1;
    const pick = /^([^=]+)=(.+)$/.exec(key);
    if (pick) {
      const list: any[] = Array.isArray(node) ? node : [];
      let element = list.find((candidate) => String(candidate?.[pick[1]!]) === pick[2]);
      if (!element) {
        if (list.length === 0) list.push({ [pick[1]!]: `not-${pick[2]}` });
        element = { [pick[1]!]: pick[2] };
        list.push(element);
      }
      node = element;
      return;
    }
    const nextIsPick = !last && /=/.test(keys[index + 1]!);
    if (last) node[key] = value;
    else node = node[key] ??= nextIsPick ? [] : {};
  });
}

/** A value an input schema accepts for a required parameter (the tool call only has to reach the API). */
function sample(schema: Record<string, any> | undefined): unknown {
  if (!schema) return "x";
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === "integer" || type === "number") return schema.minimum ?? 1;
  if (type === "boolean") return true;
  if (type === "array") return [];
  if (type === "object") return {};
  return "x";
}

/** The simplest tool of a definition (fewest required parameters), with parameters it accepts. */
function simplestTool(definition: ProviderDefinition): { tool: ProviderTool; params: Record<string, unknown> } {
  const required = (tool: ProviderTool) => ((tool.inputSchema as { required?: string[] }).required ?? []).length;
  const tool = [...definition.tools].sort((a, b) => Number(a.method !== "GET") - Number(b.method !== "GET") || required(a) - required(b))[0]!;
  const schema = tool.inputSchema as { required?: string[]; properties?: Record<string, Record<string, any>> };
  return { tool, params: Object.fromEntries((schema.required ?? []).map((name) => [name, sample(schema.properties?.[name])])) };
}

/** The value a user gives for each config field: its default, else its example. */
function configValues(definition: ProviderDefinition): Record<string, string> {
  return Object.fromEntries(definition.connectionConfig.filter((field) => field.default === undefined).map((field) => [field.name, field.example ?? "x"]));
}

/** A token request's parameters: the JSON object of a JSON request, else the form. */
const formOf = (request: ReceivedRequest): Record<string, string> =>
  /^application\/json\b/.test(request.headers["content-type"] ?? "") ? JSON.parse(request.body) : Object.fromEntries(new URLSearchParams(request.body));
/** The Content-Type a token request carries in each format. */
const contentTypeOf = (format: string | undefined) => (format === "json" ? /^application\/json/ : /^application\/x-www-form-urlencoded/);
const basicOf = (request: ReceivedRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith("Basic ") ? Buffer.from(header.slice(6), "base64").toString("utf8") : undefined;
};

async function getManual(url: string) {
  const response = await fetch(url, { redirect: "manual" });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get("location") };
}

describe.each(testDatabases())("every OAuth provider of the catalog against a server playing its quirks on $name", (engine) => {
  let database: Database;
  let pb: TestPlugboard;
  let server: Upstream;
  /** Per provider id: the token answers it gives (set by the test before each step). */
  const answers = new Map<string, { token: () => Record<string, unknown>; callbackExtras: Record<string, string>; connect?: Record<string, unknown> | unknown[] }>();

  beforeAll(async () => {
    server = await startUpstream();
    server.reply((request) => {
      const match = /^\/p\/([a-z0-9-]+)\/(authorize|token|refresh|connect)$/.exec(request.path);
      if (!match) return undefined; // the provider's API: echo
      const answer = answers.get(match[1]!)!;
      if (match[2] === "authorize") {
        const target = new URL(request.query.redirect_uri!);
        target.searchParams.set("code", `code-${match[1]}`);
        target.searchParams.set("state", request.query.state!);
        for (const [name, value] of Object.entries(answer.callbackExtras)) target.searchParams.set(name, value);
        return { status: 302, headers: { location: target.href }, body: "" };
      }
      if (match[2] === "connect") return { status: 200, body: answer.connect ?? {} };
      return { status: 200, body: answer.token() };
    });
    database = await engine.open();
    // A provider that pins its instance hosts (`instanceDomain`) gets an instance URL in that domain,
    // played on loopback.
    const instanceHosts = Object.fromEntries(oauthProviders.filter(({ definition }) => definition.instanceDomain).map(({ definition }) => [`instance.${definition.instanceDomain}`, "127.0.0.1"]));
    pb = await startPlugboard(database, { testOnlyHostAddresses: instanceHosts });
  });
  afterAll(async () => {
    await pb?.close();
    await database?.close();
    await server?.close();
  });

  const received = (id: string, step: "authorize" | "token" | "refresh" | "connect") => server.received.filter((request) => request.path === `/p/${id}/${step}`);

  it("has OAuth providers to run", () => {
    expect(oauthProviders.length).toBeGreaterThanOrEqual(15);
  });

  it.each(oauthProviders.map(({ definition, mode }) => [definition.id, definition, mode] as const))("%s: install, connect, refresh, call a tool", async (id, definition, mode) => {
    const prefix = `${server.url}/p/${id}`;
    const config = mode.config;
    const scopes = config.scopes;
    const grant = config.grant_type ?? "authorization_code";
    const tokenPath = config.access_token_path ?? "access_token";
    const rotation = config.refresh_token_rotation === true;
    const tokenParams = config.token_params ?? {};
    // The metadata the config keeps: token response and callback members under their paths, the connect request's fields under their names.
    const metadata = [
      ...(config.token_metadata ?? []).map((path) => ({ name: path, from: "token_response", path })),
      ...(config.callback_metadata ?? []).map((path) => ({ name: path, from: "callback_query", path })),
      ...Object.entries(config.connect_metadata?.fields ?? {}).map(([name, path]) => ({ name, from: "connect_request", path })),
    ];
    // Machine to machine (Zoom's account_credentials): no user redirect, a new token when it expires.
    const machine = grant !== "authorization_code";
    // The token response as the definition describes it: token at access_token_path, refresh token and
    // expiry beside it, metadata members present.
    let issued = 0;
    const tokenResponse = (withRefresh: boolean) => {
      issued += 1;
      const body: Record<string, unknown> = { token_type: "Bearer" };
      setPath(body, tokenPath, `${id}-access-${issued}`);
      setPath(body, tokenPath.replace(/access_token$/, "expires_in"), 3600);
      if (withRefresh && !machine) setPath(body, tokenPath.replace(/access_token$/, "refresh_token"), `${id}-refresh-${issued}`);
      const instance = definition.instanceDomain ? `http://instance.${definition.instanceDomain}:${new URL(server.url).port}` : server.url;
      for (const field of metadata.filter((field) => field.from === "token_response")) setPath(body, field.path, instance);
      return body;
    };
    const callbackExtras = Object.fromEntries(metadata.filter((field) => field.from === "callback_query").map((field) => [field.path, "4620816365"]));
    // The answer of the connect metadata URL (DocuSign's userinfo): a value the base URL starts with is
    // this server's origin, any other an id.
    // An answer that is a list (Xero's connections: a path that starts by picking an element) is an array.
    const connectFields = metadata.filter((field) => field.from === "connect_request");
    const connect = (connectFields.some((field) => /^[^.]+=/.test(field.path)) ? [] : {}) as Record<string, unknown>;
    for (const field of connectFields) {
      setPath(connect, field.path, definition.baseUrl!.startsWith(`{{metadata.${field.name}}}`) ? server.url : `acct-${field.name}-4620816365`);
    }
    answers.set(id, { token: () => tokenResponse(true), callbackExtras, connect });

    // Install with overrides pointing at the loopback server; a base URL whose host comes from metadata
    // stays; one with metadata in its path (QuickBooks' company id) keeps that path on the loopback origin.
    const metadataBase = definition.baseUrl!.startsWith("{{metadata.");
    const metadataPath = !metadataBase && definition.baseUrl!.includes("{{metadata.");
    const installed = await pb.api("POST", `/api/v1/providers/${id}/install`, {
      slug: `cat-${id}`,
      authModes: ["oauth2"],
      oauth: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET },
      overrides: {
        authorizeUrl: `${prefix}/authorize`,
        tokenUrl: `${prefix}/token`,
        ...(config.revokeUrl ? { revokeUrl: `${prefix}/revoke` } : {}),
        ...(config.refresh_url ? { refreshUrl: `${prefix}/refresh` } : {}),
        ...(config.connect_metadata ? { connectMetadataUrl: `${prefix}/connect` } : {}),
        ...(metadataBase ? {} : { baseUrl: `${prefix}/api${metadataPath ? definition.baseUrl!.replace(/^https:\/\/[^/]+/, "") : ""}` }) },
      submitForReview: true,
    });
    expect(installed.status, JSON.stringify(installed.body)).toBe(201);
    expect(installed.body.warnings).toEqual([]);
    const pluginId = installed.body.submission.id as string;
    await pb.services.review.review({ id: pluginId }, "approved");
    const userId = `user-${id}`;

    let exchange: ReceivedRequest;
    if (machine) {
      // No browser: the connection is created with its config, and the token fetched with the app's credentials.
      const started = await pb.api("POST", "/api/v1/connections/initiate", { userId, plugin: `cat-${id}`, redirectUrl: RETURN, connectionConfig: configValues(definition) });
      expect(started.status).toBe(400);
      const created = await pb.api("POST", "/api/v1/connections", { userId, plugin: `cat-${id}`, authMethod: "oauth2", credentials: {}, connectionConfig: configValues(definition) });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      exchange = received(id, "token").at(-1)!;
      expect(formOf(exchange)).toEqual({ grant_type: grant, ...(grant === "account_credentials" ? { account_id: configValues(definition).account_id } : {}), ...tokenParams });
    } else {
      // The browser leg: initiate, the provider's authorize redirect, Plugboard's callback.
      const started = await pb.api("POST", "/api/v1/connections/initiate", { userId, plugin: `cat-${id}`, redirectUrl: RETURN, connectionConfig: configValues(definition) });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      const connectUrl = new URL(started.body.connectUrl);
      expect(connectUrl.origin + connectUrl.pathname).toBe(`${prefix}/authorize`);
      const atProvider = await getManual(connectUrl.href);
      expect(atProvider.status).toBe(302);
      const landed = await getManual(atProvider.location!);
      expect(landed.status).toBe(302);
      expect(new URL(landed.location!).searchParams.get("status")).toBe("success");

      // The authorize request as the provider documents it.
      const authorize = received(id, "authorize").at(-1)!.query;
      expect(authorize).toMatchObject({ response_type: "code", client_id: CLIENT_ID, ...config.extra_params });
      const scopeParam = config.scope_param ?? "scope";
      if (scopes.length > 0) expect(authorize[scopeParam]).toBe(scopes.join(config.scope_separator ?? " "));
      if (scopeParam !== "scope") expect(authorize).not.toHaveProperty("scope");
      expect(authorize.code_challenge_method).toBe(config.pkce ? "S256" : undefined);

      // The code exchange: PKCE verifier, token parameters.
      exchange = received(id, "token").at(-1)!;
      const form = formOf(exchange);
      expect(form).toMatchObject({ grant_type: "authorization_code", code: `code-${id}`, ...tokenParams });
      if (config.pkce) expect(createHash("sha256").update(form.code_verifier!).digest("base64url")).toBe(authorize.code_challenge);
      else expect(form).not.toHaveProperty("code_verifier");
    }
    // The token request's format and the client's authentication.
    expect(exchange.headers["content-type"]).toMatch(contentTypeOf(config.token_request_format));
    if (config.token_endpoint_auth_method === "client_secret_basic") {
      expect(basicOf(exchange)).toBe(`${CLIENT_ID}:${CLIENT_SECRET}`);
      expect(formOf(exchange)).not.toHaveProperty("client_secret");
    } else if (config.token_endpoint_auth_method === "client_secret_as_username") {
      // The app's secret key as the Basic user name, an empty password; no client in the request itself.
      expect(basicOf(exchange)).toBe(`${CLIENT_SECRET}:`);
      expect(formOf(exchange)).not.toHaveProperty("client_secret");
      expect(formOf(exchange)).not.toHaveProperty("client_id");
    } else {
      expect(formOf(exchange)).toMatchObject({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET });
      expect(exchange.headers.authorization).toBeUndefined();
    }

    const connection = () =>
      pb.context.prisma.connection.findFirstOrThrow({ where: { developerId: pb.developerId, userId, pluginId } });
    const stored = await connection();
    const credential = await storedCredential(pb.context, stored.id, "rest");
    expect(credential!.values.access_token).toBe(`${id}-access-1`);
    // Metadata of the token response and the callback is kept under its path, that of the connect request under its name.
    for (const field of metadata) expect((stored.connectionMetadata as Record<string, string>)[field.from === "connect_request" ? field.name : field.path]).toBeDefined();
    if (config.connect_metadata) {
      // Read once, right after the exchange, with the new token, as API calls carry it.
      const header = config.header_name ?? "authorization";
      const prefixText = config.header_prefix ?? (config.header_name ? undefined : "Bearer");
      expect(received(id, "connect").map((request) => request.headers[header.toLowerCase()])).toEqual([prefixText ? `${prefixText} ${id}-access-1` : `${id}-access-1`]);
      for (const field of metadata.filter((field) => field.from === "connect_request")) {
        expect((stored.connectionMetadata as Record<string, string>)[field.name], field.name).not.toMatch(/^not-/);
      }
    }

    // The refresh: a rotating provider's new refresh token is kept; a refresh answer without one keeps the old one.
    answers.set(id, { token: () => tokenResponse(rotation), callbackExtras, connect });
    await pb.context.prisma.credential.update({ where: { connectionId_source: { connectionId: stored.id, source: "rest" } }, data: { expiresAt: new Date(Date.now() - 60_000) } });
    pb.services.bus.publish({ kind: "connection", developerId: pb.developerId, userId, pluginId });
    const expectedToken = `${id}-access-2`;

    // One tool on the loopback base URL, with the token injected as the provider expects it.
    const { tool, params } = simplestTool(definition);
    const before = server.received.length;
    const result = await pb.api("POST", "/api/v1/tools/execute", { userId, tool: tool.slug, plugin: `cat-${id}`, params });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    if (machine) {
      // A new token with the same grant, at the token URL.
      expect(formOf(received(id, "token").at(-1)!)).toMatchObject({ grant_type: grant });
      expect(received(id, "token")).toHaveLength(2);
    } else {
      // At the refresh URL when the provider has one (Figma), else at the token URL; in the request's format.
      const refresh = received(id, config.refresh_url ? "refresh" : "token").at(-1)!;
      expect(formOf(refresh)).toMatchObject({ grant_type: "refresh_token", refresh_token: `${id}-refresh-1`, ...tokenParams });
      expect(refresh.headers["content-type"]).toMatch(contentTypeOf(config.token_request_format));
      if (config.refresh_url) expect(received(id, "token")).toHaveLength(1);
      if (config.token_endpoint_auth_method === "client_secret_basic") expect(basicOf(refresh)).toBe(`${CLIENT_ID}:${CLIENT_SECRET}`);
      if (config.token_endpoint_auth_method === "client_secret_as_username") expect(basicOf(refresh)).toBe(`${CLIENT_SECRET}:`);
      const kept = (await storedCredential(pb.context, stored.id, "rest"))!.values;
      expect(kept).toMatchObject({ access_token: `${id}-access-2`, refresh_token: rotation ? `${id}-refresh-2` : `${id}-refresh-1` });
    }
    const call = server.received.slice(before).find((request) => !/\/(authorize|token|refresh|connect)$/.test(request.path))!;
    expect(call.method).toBe(tool.method);
    const header = config.header_name ?? "authorization";
    const prefixText = config.header_prefix ?? (config.header_name ? undefined : "Bearer");
    expect(call.headers[header.toLowerCase()]).toBe(prefixText ? `${prefixText} ${expectedToken}` : expectedToken);
    // Headers from the connection's metadata (Xero's tenant, chosen from the connect answer) on the call.
    for (const [name, kept] of Object.entries(config.metadata_headers ?? {})) {
      expect(call.headers[name.toLowerCase()]).toBe(`acct-${kept}-4620816365`);
    }
    expect(call.path.startsWith(metadataBase ? "/" : `/p/${id}/api/`)).toBe(true);
    if (definition.instanceDomain) expect(call.headers.host).toBe(`instance.${definition.instanceDomain}:${new URL(server.url).port}`);
    // Metadata the base URL holds (an account, a company id) reaches the call's path.
    for (const field of metadata.filter((field) => definition.baseUrl!.includes(`{{metadata.${field.name}}}/`) || definition.baseUrl!.endsWith(`{{metadata.${field.name}}}`))) {
      if (!definition.baseUrl!.startsWith(`{{metadata.${field.name}}}`)) expect(call.path).toContain((stored.connectionMetadata as Record<string, string>)[field.from === "connect_request" ? field.name : field.path]);
    }
  });
});
