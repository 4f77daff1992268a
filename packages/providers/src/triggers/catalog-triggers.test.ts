import { describe, expect, it } from "vitest";
import { loadProviderCatalog } from "../load-provider-catalog.js";

describe("the catalog's triggers", () => {
  const catalog = loadProviderCatalog();
  const triggers = catalog.flatMap((provider) => provider.triggers.map((trigger) => ({ provider: provider.id, docsUrl: provider.docsUrl, ...trigger })));

  it("cover at least 14 triggers over at least 8 providers, at least 5 of each kind", () => {
    expect(triggers.length).toBeGreaterThanOrEqual(14);
    expect(new Set(triggers.map((trigger) => trigger.provider)).size).toBeGreaterThanOrEqual(8);
    expect(triggers.filter((trigger) => trigger.kind === "webhook").length).toBeGreaterThanOrEqual(5);
    expect(triggers.filter((trigger) => trigger.kind === "poll").length).toBeGreaterThanOrEqual(5);
  });

  it("each cites a page of its provider's own documentation over https", () => {
    for (const trigger of triggers) {
      const source = new URL(trigger.source!);
      expect(source.protocol, `${trigger.provider}.${trigger.slug}`).toBe("https:");
      // The provider's own site (its docs host or a sibling of it), never another product's pages.
      const own = (host: string) => host.split(".").slice(-2).join(".");
      const allowed = new Set([own(new URL(trigger.docsUrl).hostname), "google.com", "microsoft.com", "atlassian.com", "stripe.com", "linear.app", "zendesk.com", "hubspot.com", "github.com"]);
      expect(allowed.has(own(source.hostname)), `${trigger.provider}.${trigger.slug}: ${source.hostname}`).toBe(true);
    }
  });

  it("webhook triggers that register themselves remove their webhook too, and say how deliveries are verified and identified", () => {
    for (const trigger of triggers.filter((item) => item.kind === "webhook")) {
      // App-level triggers are set up once in the provider's app settings: nothing to register or remove.
      if (trigger.webhook!.delivery === "app") expect(trigger.webhook!.route, `${trigger.provider}.${trigger.slug}`).toBeDefined();
      else expect(trigger.webhook!.registration?.delete, `${trigger.provider}.${trigger.slug}`).toBeDefined();
      expect(trigger.webhook!.verification.scheme).toBeDefined();
      expect(trigger.webhook!.eventId).toBeDefined();
    }
  });

  it("Slack's message-in-a-channel trigger is app-level: routed by the workspace the connection keeps from the token response", () => {
    const slack = catalog.find((provider) => provider.id === "slack")!;
    const trigger = slack.triggers.find((item) => item.slug === "message_in_channel")!;
    expect(trigger.webhook).toMatchObject({ delivery: "app", verification: { scheme: "slack_v0" }, route: [{ path: "team_id", connection: "{{metadata.team.id}}" }] });
    const oauth = slack.authModes.find((mode) => mode.type === "oauth2")!;
    expect(oauth.type === "oauth2" && oauth.config.token_metadata).toContain("team.id");
  });

  it("every subscription config schema names its required fields among its properties", () => {
    for (const trigger of triggers) {
      const schema = trigger.configSchema as { properties?: Record<string, unknown>; required?: string[] };
      for (const field of schema.required ?? []) expect(Object.keys(schema.properties ?? {}), `${trigger.provider}.${trigger.slug}`).toContain(field);
    }
  });
});
