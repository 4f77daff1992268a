import { describe, expect, it } from "vitest";
import { loadProviderCatalog } from "./load-provider-catalog.js";

const catalog = loadProviderCatalog();
const provider = (id: string) => {
  const found = catalog.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`${id} is not in the catalog`);
  return found;
};
const tool = (id: string, slug: string) => {
  const found = provider(id).tools.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`${id} has no tool ${slug}`);
  return found;
};

describe("stripe", () => {
  it("sends the secret key as a Bearer token or as the Basic username", () => {
    expect(provider("stripe").authModes).toMatchObject([
      { type: "bearer", headerName: "Authorization", prefix: "Bearer" },
      { type: "basic", usernameLabel: "Secret or restricted API key" },
    ]);
    expect(provider("stripe").baseUrl).toBe("https://api.stripe.com");
  });

  it("sends a GET's filters in the query (the document's empty GET body is dropped) and a POST's params as a form with nested values in brackets", () => {
    expect(tool("stripe", "LIST_CUSTOMERS")).toMatchObject({ method: "GET", path: "/v1/customers", placement: { query: expect.arrayContaining(["email", "limit"]) } });
    expect(tool("stripe", "LIST_CUSTOMERS").placement?.body).toBeUndefined();
    // Stripe's document declares its form properties `style: deepObject` (metadata[k]=v, expand[]=…).
    expect(tool("stripe", "CREATE_REFUND")).toMatchObject({ method: "POST", path: "/v1/refunds", placement: { body: "form-nested" } });
    expect(Object.keys(tool("stripe", "CREATE_REFUND").inputSchema.properties as object)).toEqual(expect.arrayContaining(["payment_intent", "amount", "reason"]));
  });
});

describe("twilio", () => {
  it("authenticates with HTTP Basic and sends a message as a form to the account's Messages resource", () => {
    expect(provider("twilio").authModes.map((mode) => mode.type)).toEqual(["basic"]);
    expect(tool("twilio", "SEND_MESSAGE")).toMatchObject({ method: "POST", path: "/2010-04-01/Accounts/{AccountSid}/Messages.json", placement: { body: "form" } });
    expect(Object.keys(tool("twilio", "SEND_MESSAGE").inputSchema.properties as object)).toEqual(expect.arrayContaining(["AccountSid", "To", "From", "Body", "MessagingServiceSid"]));
  });
});

describe("sendgrid", () => {
  it("sends the API key as a Bearer token and mail as a JSON body", () => {
    expect(provider("sendgrid").authModes).toMatchObject([{ type: "bearer", headerName: "Authorization", prefix: "Bearer" }]);
    expect(tool("sendgrid", "SEND_EMAIL")).toMatchObject({ method: "POST", path: "/mail/send", placement: { body: "json" } });
    expect(Object.keys(tool("sendgrid", "SEND_EMAIL").inputSchema.properties as object)).toEqual(expect.arrayContaining(["personalizations", "from", "subject", "content", "template_id"]));
  });
});

describe("vercel, launchdarkly and mux", () => {
  it("send the credential each vendor's own OpenAPI document declares", () => {
    expect(provider("vercel").authModes).toMatchObject([{ type: "bearer", headerName: "Authorization", prefix: "Bearer" }]);
    // LaunchDarkly's Token scheme: the access token as is in Authorization, no prefix.
    expect(provider("launchdarkly").authModes).toEqual([expect.objectContaining({ type: "api_key", in: "header", name: "Authorization" })]);
    expect(provider("launchdarkly").authModes[0]).not.toHaveProperty("prefix");
    expect(provider("mux").authModes).toMatchObject([{ type: "basic", usernameLabel: "Access token ID", passwordLabel: "Secret key" }]);
  });

  it("place a flag change as the JSON body and a deployment id in the path", () => {
    expect(tool("launchdarkly", "UPDATE_FLAG")).toMatchObject({ method: "PATCH", path: "/flags/{projectKey}/{featureFlagKey}", placement: { body: "json" } });
    expect(tool("vercel", "GET_DEPLOYMENT")).toMatchObject({ method: "GET", path: "/v13/deployments/{idOrUrl}" });
  });
});

describe("trello", () => {
  it("sends the API key and the user's token as the key and token query parameters", () => {
    expect(provider("trello").authModes).toEqual([
      expect.objectContaining({ type: "custom", injectionRules: [{ target: "query", name: "key", value: "{{api_key}}" }, { target: "query", name: "token", value: "{{token}}" }] }),
    ]);
    expect(provider("trello").baseUrl).toBe("https://api.trello.com/1");
    expect(tool("trello", "CREATE_CARD")).toMatchObject({ method: "POST", path: "/cards", placement: { query: expect.arrayContaining(["idList", "name"]) } });
  });
});

describe("vendors' remote MCP servers", () => {
  const servers = {
    "github-mcp": "https://api.githubcopilot.com/mcp/",
    "notion-mcp": "https://mcp.notion.com/mcp",
    "linear-mcp": "https://mcp.linear.app/mcp",
    "atlassian-mcp": "https://mcp.atlassian.com/v1/mcp",
    "sentry-mcp": "https://mcp.sentry.dev/mcp",
    "stripe-mcp": "https://mcp.stripe.com",
    "cloudflare-mcp": "https://mcp.cloudflare.com/mcp",
    "asana-mcp": "https://mcp.asana.com/v2/mcp",
    "figma-mcp": "https://mcp.figma.com/mcp",
    "hubspot-mcp": "https://mcp.hubspot.com",
    "monday-mcp": "https://mcp.monday.com/mcp",
    "supabase-mcp": "https://mcp.supabase.com/mcp",
  };

  it.each(Object.entries(servers))("%s is an mcp provider at %s, signed in with the server's own OAuth first", (id, serverUrl) => {
    expect(provider(id)).toMatchObject({ kind: "mcp", serverUrl, tools: [] });
    expect(provider(id).authModes[0]?.type).toBe("mcp_oauth");
  });

  it("offers a bearer token only where the vendor documents one", () => {
    const withBearer = Object.keys(servers).filter((id) => provider(id).authModes.some((mode) => mode.type === "bearer"));
    expect(withBearer.sort()).toEqual(["cloudflare-mcp", "github-mcp", "stripe-mcp"]);
  });
});

describe("datadog", () => {
  it("builds the API host from the user's Datadog site, and refuses a value that is not a Datadog site", () => {
    const datadog = provider("datadog");
    expect(datadog.baseUrl).toBe("https://api.{{config.site}}");
    const site = new RegExp(datadog.connectionConfig[0]!.pattern, "u");
    for (const value of ["datadoghq.com", "datadoghq.eu", "us5.datadoghq.com", "ap1.datadoghq.com", "ddog-gov.com"]) expect(site.test(value)).toBe(true);
    for (const value of ["evil.com", "datadoghq.com.evil.com", "x.datadoghq.com", "datadoghq.com/", "127.0.0.1"]) expect(site.test(value)).toBe(false);
    expect(datadog.connectionConfig[0]!.default).toBe("datadoghq.com");
  });

  it("sends the API key and the application key in Datadog's two headers", () => {
    expect(provider("datadog").authModes).toMatchObject([
      { type: "custom", injectionRules: [{ target: "header", name: "DD-API-KEY" }, { target: "header", name: "DD-APPLICATION-KEY" }] },
    ]);
    expect(tool("datadog", "SEARCH_LOGS")).toMatchObject({ method: "POST", path: "/api/v2/logs/events/search", placement: { body: "json" } });
    expect(tool("datadog", "QUERY_METRICS").inputSchema.required).toEqual(["from", "to", "query"]);
  });
});

describe("pagerduty", () => {
  it("sends `Token token=<key>` and pins API version 2 with PagerDuty's Accept header", () => {
    expect(provider("pagerduty").authModes).toMatchObject([{ type: "custom", injectionRules: [{ target: "header", name: "Authorization", value: "Token token={{api_key}}" }] }]);
    expect(provider("pagerduty").headers).toEqual({ Accept: "application/vnd.pagerduty+json;version=2" });
  });

  it("places the acting user's From header, array filters in the query, and keeps nested required fields", () => {
    const create = tool("pagerduty", "CREATE_INCIDENT");
    expect(create.placement).toEqual({ query: [], header: ["From"], body: "json" });
    expect(create.inputSchema.required).toEqual(["From", "incident"]);
    expect((create.inputSchema.properties as Record<string, { required?: string[] }>).incident!.required).toEqual(["type", "title", "service"]);
    expect(tool("pagerduty", "LIST_INCIDENTS").placement?.query).toContain("statuses[]");
  });
});

describe("sentry", () => {
  it("serves the organization's data-storage region and nothing else, with a Bearer auth token", () => {
    const sentry = provider("sentry");
    expect(sentry.baseUrl).toBe("https://{{config.region}}.sentry.io");
    const region = new RegExp(sentry.connectionConfig[0]!.pattern, "u");
    expect(["us", "de"].every((value) => region.test(value))).toBe(true);
    expect(["eu", "evil.com/x", "us.evil", ""].some((value) => region.test(value))).toBe(false);
    expect(sentry.authModes).toMatchObject([{ type: "bearer", headerName: "Authorization", prefix: "Bearer" }]);
  });

  it("puts array filters in the query and an issue's changes in a JSON body", () => {
    expect(tool("sentry", "LIST_ISSUES").placement?.query).toEqual(expect.arrayContaining(["query", "project", "statsPeriod"]));
    expect(tool("sentry", "UPDATE_ISSUE")).toMatchObject({ method: "PUT", placement: { body: "json" } });
    expect(tool("sentry", "QUERY_EVENTS").inputSchema.required).toEqual(["organization_id_or_slug", "dataset", "field"]);
  });
});

describe("resend", () => {
  it("sends the API key as a Bearer token and the User-Agent Resend requires", () => {
    expect(provider("resend")).toMatchObject({ baseUrl: "https://api.resend.com", headers: { "User-Agent": "Plugboard" } });
    expect(provider("resend").authModes).toMatchObject([{ type: "bearer", headerName: "Authorization", prefix: "Bearer" }]);
  });

  it("sends an email as a JSON body (idempotency key as a header), and a batch as the whole body", () => {
    expect(tool("resend", "SEND_EMAIL")).toMatchObject({ method: "POST", path: "/emails", placement: { body: "json", header: ["Idempotency-Key"] } });
    expect(Object.keys(tool("resend", "SEND_EMAIL").inputSchema.properties as object)).toEqual(expect.arrayContaining(["from", "to", "subject", "html", "text", "scheduled_at"]));
    expect(tool("resend", "SEND_BATCH_EMAILS").placement).toMatchObject({ body: "json", bodyParam: "body" });
  });
});

describe("openai", () => {
  it("sends the API key as a Bearer token to /v1, with short request bodies for text generation", () => {
    expect(provider("openai")).toMatchObject({ baseUrl: "https://api.openai.com/v1", authModes: [{ type: "bearer", headerName: "Authorization", prefix: "Bearer" }] });
    const response = tool("openai", "CREATE_RESPONSE");
    expect(response).toMatchObject({ method: "POST", path: "/responses", placement: { body: "json" } });
    expect(response.inputSchema.required).toEqual(["model", "input"]);
    expect(JSON.stringify(response.inputSchema).length).toBeLessThan(5000);
    expect(tool("openai", "CREATE_CHAT_COMPLETION").inputSchema.required).toEqual(["model", "messages"]);
  });
});

describe("anthropic", () => {
  it("sends the API key in x-api-key and the anthropic-version header every request needs", () => {
    expect(provider("anthropic")).toMatchObject({ baseUrl: "https://api.anthropic.com", headers: { "anthropic-version": "2023-06-01" } });
    expect(provider("anthropic").authModes).toMatchObject([{ type: "api_key", in: "header", name: "x-api-key" }]);
    expect(tool("anthropic", "CREATE_MESSAGE").inputSchema.required).toEqual(["model", "max_tokens", "messages"]);
  });
});

describe("cloudflare", () => {
  it("offers an API token (Bearer) first and the legacy email and Global API key headers", () => {
    expect(provider("cloudflare").baseUrl).toBe("https://api.cloudflare.com/client/v4");
    expect(provider("cloudflare").authModes).toMatchObject([
      { type: "bearer", headerName: "Authorization", prefix: "Bearer" },
      { type: "custom", injectionRules: [{ name: "X-Auth-Email" }, { name: "X-Auth-Key" }] },
    ]);
  });

  it("creates a DNS record with type, name and TTL required in a JSON body, and filters records by dotted query keys", () => {
    const create = tool("cloudflare", "CREATE_DNS_RECORD");
    expect(create).toMatchObject({ method: "POST", path: "/zones/{zone_id}/dns_records", placement: { body: "json" } });
    expect((create.inputSchema.required as string[]).sort()).toEqual(["name", "ttl", "type", "zone_id"]);
    expect(tool("cloudflare", "LIST_DNS_RECORDS").placement?.query).toEqual(expect.arrayContaining(["type", "name.exact"]));
  });
});

describe("elevenlabs", () => {
  it("sends the API key in the xi-api-key header, never as a param a model gives", () => {
    expect(provider("elevenlabs").authModes).toMatchObject([{ type: "api_key", in: "header", name: "xi-api-key" }]);
    for (const each of provider("elevenlabs").tools) {
      expect(Object.keys(each.inputSchema.properties as object)).not.toContain("xi-api-key");
      expect(each.placement?.header ?? []).not.toContain("xi-api-key");
    }
    expect(tool("elevenlabs", "GET_VOICE")).toMatchObject({ method: "GET", path: "/v1/voices/{voice_id}" });
  });
});
