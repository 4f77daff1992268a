import { describe, expect, it } from "vitest";
import { compileUrlTemplate, UrlTemplateError, urlTemplateProblem } from "./url-template.js";

const shop = compileUrlTemplate("https://{{config.shop}}.myshopify.com/admin/api/2024-10");

function refusal(run: () => unknown): UrlTemplateError {
  try {
    run();
  } catch (error) {
    if (UrlTemplateError.isInstance(error)) return error;
    throw error;
  }
  throw new Error("expected a UrlTemplateError");
}

describe("compileUrlTemplate", () => {
  it("expands a static template to itself", () => {
    const base = compileUrlTemplate("https://api.example.com/v1");
    expect(base.isStatic).toBe(true);
    expect(base.originKey).toBe("https://api.example.com");
    expect(base.expand({})).toBe("https://api.example.com/v1");
  });

  it("fills a host placeholder with DNS labels", () => {
    expect(shop.expand({ config: { shop: "acme-store" } })).toBe("https://acme-store.myshopify.com/admin/api/2024-10");
    expect(shop.originKey).toBe("https://{{config.shop}}.myshopify.com");
    expect(shop.fields).toEqual(["config.shop"]);
  });

  it.each(["evil.com/", "evil.com#", "evil.com?", "a@evil.com", "evil.com:80", "..", "a..b", "-a", "evil.com%2f", "a b", ""])(
    "refuses host value %j, naming the field",
    (value) => {
      const error = refusal(() => shop.expand({ config: { shop: value } }));
      expect(error.field).toBe("config.shop");
      expect(error.message).not.toContain(value === "" ? "\u0000" : value);
    },
  );

  it("encodes path and query values and refuses dot segments", () => {
    const tenant = compileUrlTemplate("https://login.example.com/{{config.tenant}}/oauth2/token?region={{config.region}}");
    expect(tenant.originKey).toBe("https://login.example.com");
    expect(tenant.expand({ config: { tenant: "a/../b", region: "eu&x=1" } })).toBe("https://login.example.com/a%2F..%2Fb/oauth2/token?region=eu%26x%3D1");
    expect(refusal(() => tenant.expand({ config: { tenant: "..", region: "eu" } })).field).toBe("config.tenant");
  });

  it("takes a metadata origin at the start and refuses anything but an origin", () => {
    const salesforce = compileUrlTemplate("{{metadata.instance_url}}/services/data/v61.0");
    expect(salesforce.expand({ metadata: { instance_url: "https://acme.my.salesforce.com" } })).toBe("https://acme.my.salesforce.com/services/data/v61.0");
    expect(salesforce.expand({ metadata: { instance_url: "https://acme.my.salesforce.com/" } })).toBe("https://acme.my.salesforce.com/services/data/v61.0");
    for (const value of ["https://evil.example/x", "https://u:p@evil.example", "javascript:alert(1)", "ftp://x.example", "not a url"]) {
      expect(refusal(() => salesforce.expand({ metadata: { instance_url: value } })).field).toBe("metadata.instance_url");
    }
  });

  it("names a missing value", () => {
    const error = refusal(() => shop.expand({ config: {} }));
    expect(error.code).toBe("missing_value");
    expect(error.message).toContain("config.shop");
  });
});

describe("urlTemplateProblem", () => {
  it("accepts plain URLs and well-formed placeholders", () => {
    expect(urlTemplateProblem("https://api.example.com", ["config"])).toBeUndefined();
    expect(urlTemplateProblem("https://{{config.sub}}.zendesk.com/api/v2", ["config"])).toBeUndefined();
  });

  it.each([
    ["https://{{shop}}.myshopify.com", ["config"]],
    ["https://{{config.shop}.myshopify.com", ["config"]],
    ["{{metadata.instance_url}}/x", ["config"]],
    ["{{config.a}}{{config.b}}/x", ["config"]],
    ["ftp://{{config.a}}.example", ["config"]],
    ["/relative/{{config.a}}", ["config"]],
  ] as const)("refuses %s", (template, scopes) => {
    expect(urlTemplateProblem(template, scopes)).toBeDefined();
  });
});
