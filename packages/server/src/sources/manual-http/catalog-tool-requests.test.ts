import { fillProviderTemplate, type AuthMethodConfig, type ProviderDefinition } from "@plugboard/core";
import { compilePath, injectAuth } from "@plugboard/core/server";
import { describe, expect, it } from "vitest";
import { loadProviderCatalog } from "@plugboard/providers";
// The server's own request builder: what a provider's tool sends once installed as a plugin.
import { buildToolRequest } from "./build-tool-request.js";
import type { ResolvedTool } from "./manual-tool-source.js";

const catalog = loadProviderCatalog();

/** The request a provider's tool makes with these params, credentials and connection config. */
function request(providerId: string, slug: string, params: Record<string, unknown>, auth: AuthMethodConfig, credentials: Record<string, string>, config: Record<string, string> = {}) {
  const provider = catalog.find((candidate) => candidate.id === providerId) as ProviderDefinition;
  const tool = provider.tools.find((candidate) => candidate.slug === slug)!;
  const baseUrl = fillProviderTemplate(provider.baseUrl!, { config });
  const resolved = {
    id: slug,
    slug,
    origin: new URL(baseUrl).origin,
    method: tool.method,
    path: compilePath(tool.path),
    inputSchema: tool.inputSchema,
    headers: { ...provider.headers, ...tool.headers },
    placement: tool.placement,
    plugin: { id: providerId, slug: providerId, name: provider.name, baseUrl },
  } as unknown as ResolvedTool;
  const built = buildToolRequest(resolved, params, injectAuth(auth, credentials));
  return { ...built, url: built.url.toString() };
}

describe("requests the API-key and Basic providers' tools make", () => {
  it("stripe: a refund as a form body, a customer search in the query, the key as the Basic username", () => {
    const refund = request("stripe", "CREATE_REFUND", { payment_intent: "pi_123", amount: 500, reason: "requested_by_customer" }, { type: "basic", config: {} }, { username: "sk_test_x" });
    expect(refund).toMatchObject({ method: "POST", url: "https://api.stripe.com/v1/refunds" });
    expect(refund.headers).toMatchObject({ "content-type": "application/x-www-form-urlencoded", authorization: `Basic ${btoa("sk_test_x:")}` });
    expect(Object.fromEntries(new URLSearchParams(refund.body))).toEqual({ payment_intent: "pi_123", amount: "500", reason: "requested_by_customer" });
    const search = request("stripe", "SEARCH_CUSTOMERS", { query: "email:'ann@example.com'", limit: 5 }, { type: "bearer_token", config: { header_name: "Authorization", header_prefix: "Bearer" } }, { token: "rk_x" });
    expect(search.url).toBe("https://api.stripe.com/v1/customers/search?limit=5&query=email%3A%27ann%40example.com%27");
    expect(search.body).toBeUndefined();
  });

  it("twilio: a message to the account's Messages resource as a form, with HTTP Basic", () => {
    const send = request("twilio", "SEND_MESSAGE", { AccountSid: `AC${"a".repeat(32)}`, To: "+15558675310", From: "+15017122661", Body: "Hi" }, { type: "basic", config: {} }, { username: "SKxxx", password: "secret" });
    expect(send.url).toBe(`https://api.twilio.com/2010-04-01/Accounts/AC${"a".repeat(32)}/Messages.json`);
    expect(Object.fromEntries(new URLSearchParams(send.body))).toEqual({ To: "+15558675310", From: "+15017122661", Body: "Hi" });
    expect(send.headers.authorization).toBe(`Basic ${btoa("SKxxx:secret")}`);
  });

  it("datadog: the user's site in the host, both keys in Datadog's headers, bracketed filters in the query", () => {
    const mode = catalog.find((provider) => provider.id === "datadog")!.authModes[0]!;
    if (mode.type !== "custom") throw new Error("datadog's first mode is custom");
    const list = request(
      "datadog",
      "LIST_DASHBOARDS",
      { "filter[shared]": true, count: 10 },
      { type: "custom", config: { injection_rules: mode.injectionRules } },
      { api_key: "k1", application_key: "k2" },
      { site: "datadoghq.eu" },
    );
    expect(list.url).toBe("https://api.datadoghq.eu/api/v1/dashboard?filter%5Bshared%5D=true&count=10");
    expect(list.headers).toMatchObject({ "dd-api-key": "k1", "dd-application-key": "k2" });
  });

  it("pagerduty: Token token=<key>, the version-2 Accept header, the acting user's From header and a JSON body", () => {
    const mode = catalog.find((provider) => provider.id === "pagerduty")!.authModes[0]!;
    if (mode.type !== "custom") throw new Error("pagerduty's first mode is custom");
    const incident = { type: "incident", title: "Checkout is down", service: { id: "PSVC1", type: "service_reference" }, urgency: "high" };
    const create = request("pagerduty", "CREATE_INCIDENT", { From: "oncall@example.com", incident }, { type: "custom", config: { injection_rules: mode.injectionRules } }, { api_key: "u+abc" });
    expect(create).toMatchObject({ method: "POST", url: "https://api.pagerduty.com/incidents" });
    expect(create.headers).toMatchObject({ authorization: "Token token=u+abc", accept: "application/vnd.pagerduty+json;version=2", from: "oncall@example.com", "content-type": "application/json" });
    expect(JSON.parse(create.body!)).toEqual({ incident });
    const list = request("pagerduty", "LIST_INCIDENTS", { "statuses[]": ["triggered", "acknowledged"], limit: 10 }, { type: "custom", config: { injection_rules: mode.injectionRules } }, { api_key: "u+abc" });
    expect(list.url).toBe("https://api.pagerduty.com/incidents?statuses%5B%5D=triggered&statuses%5B%5D=acknowledged&limit=10");
  });

  it("sentry, resend, anthropic: region host, the headers each API requires, JSON bodies", () => {
    const issues = request("sentry", "LIST_ISSUES", { organization_id_or_slug: "acme", query: "is:unresolved", statsPeriod: "24h" }, { type: "bearer_token", config: { header_name: "Authorization", header_prefix: "Bearer" } }, { token: "sntrys_x" }, { region: "de" });
    expect(issues.url).toBe("https://de.sentry.io/api/0/organizations/acme/issues/?query=is%3Aunresolved&statsPeriod=24h");
    const email = request("resend", "SEND_EMAIL", { from: "Acme <a@acme.dev>", to: ["b@example.com"], subject: "Hi", text: "Hello" }, { type: "bearer_token", config: { header_name: "Authorization", header_prefix: "Bearer" } }, { token: "re_x" });
    expect(email.headers).toMatchObject({ "user-agent": "Plugboard", authorization: "Bearer re_x", "content-type": "application/json" });
    const message = request("anthropic", "CREATE_MESSAGE", { model: "claude-sonnet-4-5", max_tokens: 256, messages: [{ role: "user", content: "Hi" }] }, { type: "api_key", config: { header_name: "x-api-key" } }, { api_key: "sk-ant-x" });
    expect(message).toMatchObject({ url: "https://api.anthropic.com/v1/messages", headers: { "x-api-key": "sk-ant-x", "anthropic-version": "2023-06-01" } });
    expect(JSON.parse(message.body!)).toEqual({ model: "claude-sonnet-4-5", max_tokens: 256, messages: [{ role: "user", content: "Hi" }] });
  });
});
