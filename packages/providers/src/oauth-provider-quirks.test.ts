import { fillProviderTemplate, type OAuth2ProviderConfig, type ProviderDefinition } from "@plugboard/core";
import { describe, expect, it } from "vitest";
import { loadProviderCatalog } from "./load-provider-catalog.js";

// The quirks each OAuth provider's documentation states, as a builder reads them in the catalog:
// what reaches the authorize and token requests, and which hosts the per-connection config can build.

const catalog = new Map(loadProviderCatalog().map((provider) => [provider.id, provider]));

function provider(id: string): ProviderDefinition {
  const found = catalog.get(id);
  if (!found) throw new Error(`${id} is not in the catalog`);
  return found;
}

/** The OAuth configuration of a provider's oauth2 mode (stored as the installed plugin's oauth2 config). */
function oauth(id: string): OAuth2ProviderConfig {
  const mode = provider(id).authModes.find((candidate) => candidate.type === "oauth2");
  if (!mode || mode.type !== "oauth2") throw new Error(`${id} has no oauth2 mode`);
  return mode.config;
}

/** Every URL template of a provider (base URL and OAuth URLs) filled with the given config and metadata. */
function urls(id: string, values: { config?: Record<string, string>; metadata?: Record<string, string> }): string[] {
  const definition = provider(id);
  const mode = oauth(id);
  return [definition.baseUrl, mode.authorize_url, mode.token_url, mode.revokeUrl]
    .filter((template): template is string => template !== undefined)
    .map((template) => fillProviderTemplate(template, values));
}

describe("OAuth quirks of the catalog's providers", () => {
  it("X requires PKCE, and its confidential clients authenticate with HTTP Basic", () => {
    expect(oauth("x")).toMatchObject({ pkce: true, token_endpoint_auth_method: "client_secret_basic", authorize_url: "https://x.com/i/oauth2/authorize", token_url: "https://api.x.com/2/oauth2/token" });
    expect(oauth("x").scopes).toContain("offline.access");
  });

  it("Airtable requires PKCE and authenticates a client with a secret by HTTP Basic (its rotation is not confirmed: reuse)", () => {
    expect(oauth("airtable")).toMatchObject({ pkce: true, token_endpoint_auth_method: "client_secret_basic" });
    expect(oauth("airtable").refresh_token_rotation).toBeUndefined();
  });

  it("Zendesk, Notion, Jira and Confluence send token requests as JSON; the others as a form", () => {
    for (const id of ["zendesk", "notion", "jira", "confluence"]) expect(oauth(id).token_request_format, id).toBe("json");
    for (const id of ["github", "slack", "salesforce", "zoom", "figma"]) expect(oauth(id).token_request_format, id).toBeUndefined();
  });

  it("Figma refreshes at its own refresh endpoint, as its OpenAPI document's OAuth2 scheme names it", () => {
    expect(oauth("figma")).toMatchObject({ token_url: "https://api.figma.com/v1/oauth/token", refresh_url: "https://api.figma.com/v1/oauth/refresh" });
    expect(oauth("github").refresh_url).toBeUndefined();
  });

  it("Zoom's server-to-server app uses the account_credentials grant with HTTP Basic and the account id as connection config", () => {
    expect(oauth("zoom-s2s")).toMatchObject({ grant_type: "account_credentials", token_endpoint_auth_method: "client_secret_basic", token_url: "https://zoom.us/oauth/token" });
    expect(oauth("zoom-s2s").authorize_url).toBeUndefined();
    expect(provider("zoom-s2s").connectionConfig.map((field) => field.name)).toEqual(["account_id"]);
    expect(provider("zoom-s2s").tools.map((tool) => tool.slug)).toEqual(provider("zoom").tools.map((tool) => tool.slug));
  });

  it("Dropbox asks for offline access on the authorize request", () => {
    expect(oauth("dropbox").extra_params).toEqual({ token_access_type: "offline" });
  });

  it("Spotify and Zoom authenticate the client with HTTP Basic; Box, Zoom and Zendesk rotate refresh tokens", () => {
    expect(oauth("spotify").token_endpoint_auth_method).toBe("client_secret_basic");
    expect(oauth("zoom")).toMatchObject({ token_endpoint_auth_method: "client_secret_basic", refresh_token_rotation: true });
    expect(oauth("box").refresh_token_rotation).toBe(true);
    expect(oauth("zendesk").refresh_token_rotation).toBe(true);
  });

  it("Shopify joins scopes with commas and asks for expiring offline tokens, whose refresh tokens rotate", () => {
    expect(oauth("shopify")).toMatchObject({ scope_separator: ",", token_params: { expiring: "1" }, refresh_token_rotation: true });
  });

  it("Figma authenticates the client with HTTP Basic at its token and refresh endpoints", () => {
    expect(oauth("figma")).toMatchObject({ token_endpoint_auth_method: "client_secret_basic", token_url: "https://api.figma.com/v1/oauth/token", refresh_url: "https://api.figma.com/v1/oauth/refresh" });
  });

  it("Salesforce uses PKCE, which it requires of new connected and external client apps", () => {
    expect(oauth("salesforce")).toMatchObject({ pkce: true, token_endpoint_auth_method: "client_secret_post" });
  });

  it("HubSpot exchanges, refreshes and revokes at its 2026-03 OAuth endpoints, not the deprecated v1 ones", () => {
    expect(oauth("hubspot")).toMatchObject({
      token_url: "https://api.hubapi.com/oauth/2026-03/token",
      revokeUrl: "https://api.hubapi.com/oauth/2026-03/token/revoke",
      token_endpoint_auth_method: "client_secret_post",
    });
    expect(JSON.stringify(oauth("hubspot"))).not.toContain("/oauth/v1/");
  });

  it("Salesforce keeps instance_url from the token response and calls the API there", () => {
    expect(oauth("salesforce").token_metadata).toEqual(["instance_url"]);
    expect(urls("salesforce", { config: { environment: "test" }, metadata: { instance_url: "https://acme.my.salesforce.com" } })).toEqual([
      "https://acme.my.salesforce.com/services/data/v62.0",
      "https://test.salesforce.com/services/oauth2/authorize",
      "https://test.salesforce.com/services/oauth2/token",
      "https://test.salesforce.com/services/oauth2/revoke",
    ]);
  });

  it("builds each store's, account's and region's hosts from the connection config", () => {
    expect(urls("shopify", { config: { shop: "acme-store", apiVersion: "2025-10" } })).toEqual([
      "https://acme-store.myshopify.com/admin/api/2025-10",
      "https://acme-store.myshopify.com/admin/oauth/authorize",
      "https://acme-store.myshopify.com/admin/oauth/access_token",
    ]);
    expect(urls("zendesk", { config: { subdomain: "acme" } })).toEqual([
      "https://acme.zendesk.com/api/v2",
      "https://acme.zendesk.com/oauth/authorizations/new",
      "https://acme.zendesk.com/oauth/tokens",
    ]);
    expect(urls("intercom", { config: { region: "api.eu" } })[0]).toBe("https://api.eu.intercom.io");
  });

  it("GitLab uses PKCE and rotates refresh tokens", () => {
    expect(oauth("gitlab")).toMatchObject({ pkce: true, refresh_token_rotation: true, token_url: "https://gitlab.com/oauth/token" });
  });

  it("the Microsoft Graph providers sign in through the tenant the connection names, asking for offline access", () => {
    for (const id of ["microsoft-outlook-mail", "microsoft-outlook-calendar", "microsoft-onedrive"]) {
      expect(oauth(id)).toMatchObject({ pkce: true });
      expect(oauth(id).scope_separator ?? " ").toBe(" ");
      expect(oauth(id).scopes).toContain("offline_access");
      expect(urls(id, { config: { tenant: "contoso.onmicrosoft.com" } })).toEqual([
        "https://graph.microsoft.com/v1.0",
        "https://login.microsoftonline.com/contoso.onmicrosoft.com/oauth2/v2.0/authorize",
        "https://login.microsoftonline.com/contoso.onmicrosoft.com/oauth2/v2.0/token",
      ]);
      const tenant = new RegExp(provider(id).connectionConfig.find((field) => field.name === "tenant")!.pattern, "u");
      expect(["common", "organizations", "consumers", "9188040d-6c67-4c5b-b112-36a304b66dad"].every((value) => tenant.test(value))).toBe(true);
    }
  });

  it("refuses config values that would build another host", () => {
    const hostile = ["evil.com#", "evil.com/", "a@evil.com", "acme.evil.com", "acme:443", "", "ACME%2Fx", "acme\n"];
    const fields = [...catalog.values()].flatMap((definition) => definition.connectionConfig.map((field) => ({ id: definition.id, field })));
    expect(fields.map(({ id, field }) => `${id}.${field.name}`)).toEqual(
      expect.arrayContaining(["salesforce.environment", "shopify.shop", "shopify.apiVersion", "zendesk.subdomain", "intercom.region"]),
    );
    const accepted = fields.flatMap(({ id, field }) =>
      hostile.filter((value) => new RegExp(field.pattern, "u").test(value)).map((value) => `${id}.${field.name} accepts ${JSON.stringify(value)}`),
    );
    expect(accepted).toEqual([]);
  });

  it("Spotify's tools use the endpoints that replaced those its February 2026 changes removed", () => {
    const paths = provider("spotify").tools.map((tool) => `${tool.method} ${tool.path}`);
    expect(paths).toEqual(expect.arrayContaining(["GET /playlists/{playlist_id}/items", "POST /playlists/{playlist_id}/items", "POST /me/playlists", "PUT /me/library"]));
    expect(paths.filter((path) => /\/playlists\/\{playlist_id\}\/tracks|\/users\/\{user_id\}\/playlists|\/top-tracks|^(PUT|DELETE) \/me\/tracks/.test(path))).toEqual([]);
  });

  it("offers the personal or app token each provider documents besides OAuth", () => {
    const modes = (id: string) => provider(id).authModes.map((mode) => mode.type);
    expect(modes("hubspot")).toEqual(["oauth2", "bearer"]);
    expect(modes("asana")).toEqual(["oauth2", "bearer"]);
    expect(modes("airtable")).toEqual(["oauth2", "bearer"]);
    expect(modes("intercom")).toEqual(["oauth2", "bearer"]);
    expect(modes("zendesk")).toEqual(["oauth2", "basic"]);
    expect(provider("figma").authModes[1]).toMatchObject({ type: "api_key", in: "header", name: "X-Figma-Token" });
    expect(provider("shopify").authModes[1]).toMatchObject({ type: "api_key", in: "header", name: "X-Shopify-Access-Token" });
    // Discord's channel and message tools act as a bot: the bot token is the default mode.
    expect(provider("discord").authModes[0]).toMatchObject({ type: "bearer", prefix: "Bot" });
  });
  it("Klaviyo requires PKCE, authenticates the client with HTTP Basic, and sends token traffic to a.klaviyo.com with a revision header on calls", () => {
    expect(oauth("klaviyo")).toMatchObject({ pkce: true, token_endpoint_auth_method: "client_secret_basic", authorize_url: "https://www.klaviyo.com/oauth/authorize", token_url: "https://a.klaviyo.com/oauth/token", revokeUrl: "https://a.klaviyo.com/oauth/revoke" });
    expect(oauth("klaviyo").scopes).toContain("accounts:read");
    expect(provider("klaviyo").headers).toMatchObject({ revision: "2026-10-15" });
  });

  it("Salesloft sends its token request as JSON; Close rotates refresh tokens and always asks for offline_access; Gusto rotates too", () => {
    expect(oauth("salesloft")).toMatchObject({ token_request_format: "json", token_endpoint_auth_method: "client_secret_post", scopes: [] });
    expect(oauth("close")).toMatchObject({ refresh_token_rotation: true, token_url: "https://api.close.com/oauth2/token/" });
    expect(oauth("close").scopes).toContain("offline_access");
    expect(oauth("gusto").refresh_token_rotation).toBe(true);
  });

  it("Typeform asks for the offline scope (its refresh token); Eventbrite's tokens are never refreshed (no rotation set)", () => {
    expect(oauth("typeform").scopes).toContain("offline");
    expect(oauth("eventbrite").refresh_token_rotation).toBeUndefined();
  });
  it("Constant Contact and Deel authenticate the client with HTTP Basic; Constant Contact needs offline_access for a refresh token", () => {
    expect(oauth("constant-contact")).toMatchObject({ token_endpoint_auth_method: "client_secret_basic", token_url: "https://authz.constantcontact.com/oauth2/default/v1/token" });
    expect(oauth("constant-contact").scopes).toContain("offline_access");
    expect(oauth("deel")).toMatchObject({ token_endpoint_auth_method: "client_secret_basic", authorize_url: "https://app.deel.com/oauth2/authorize", token_url: "https://app.deel.com/oauth2/tokens" });
  });
  it("Keap asks for its one scope, full, and rotates refresh tokens", () => {
    expect(oauth("keap")).toMatchObject({ scopes: ["full"], refresh_token_rotation: true, token_url: "https://api.infusionsoft.com/token" });
  });
});
