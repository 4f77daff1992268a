import { describe, expect, it } from "vitest";
import { compileUrlTemplate, hostInDomain, UrlTemplateError, urlTemplateProblem } from "./url-template.js";

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

describe("where per-connection hosts may point", () => {
  const wholeHost = compileUrlTemplate("https://{{config.host}}/api");
  const salesforce = compileUrlTemplate("{{metadata.instance_url}}/services/data/v62.0");

  it.each(["127.1", "0x7f000001", "2130706433", "0177.0.0.1", "127.0.0.1", "0x7f.1", "10.1.1"])("a host placeholder refuses %s, an IP address to the URL parser", (host) => {
    const error = refusal(() => wholeHost.expand({ config: { host } }));
    expect(error).toMatchObject({ code: "invalid_value", field: "config.host" });
    expect(error.message).toBe("config.host must build a host name, not an IP address");
    expect(error.message).not.toContain(host);
    expect(wholeHost.hostProblem({ config: { host } })).toMatchObject({ field: "config.host" });
  });

  it("a host name passes, and a numeric label inside a host the template fixes is a host name", () => {
    expect(wholeHost.expand({ config: { host: "api.example.com" } })).toBe("https://api.example.com/api");
    expect(wholeHost.hostProblem({ config: { host: "api.example.com" } })).toBeUndefined();
    const shop = compileUrlTemplate("https://{{config.shop}}.myshopify.com/admin");
    expect(shop.expand({ config: { shop: "2130706433" } })).toBe("https://2130706433.myshopify.com/admin");
  });

  it("requireHttps: an origin from metadata must be https and name a DNS host", () => {
    expect(salesforce.expand({ metadata: { instance_url: "http://acme.my.salesforce.com" } })).toBe("http://acme.my.salesforce.com/services/data/v62.0");
    const policy = { requireHttps: true };
    expect(refusal(() => salesforce.expand({ metadata: { instance_url: "http://acme.my.salesforce.com" } }, policy)).message).toBe("metadata.instance_url must be an https origin");
    expect(refusal(() => salesforce.expand({ metadata: { instance_url: "https://2130706433" } }, policy)).message).toContain("not an IP address");
    expect(salesforce.expand({ metadata: { instance_url: "https://acme.my.salesforce.com" } }, policy)).toBe("https://acme.my.salesforce.com/services/data/v62.0");
  });

  it("domainSuffix: the host must be the domain or a subdomain of it", () => {
    const policy = { domainSuffix: "salesforce.com" };
    expect(salesforce.expand({ metadata: { instance_url: "https://acme.my.salesforce.com" } }, policy)).toBe("https://acme.my.salesforce.com/services/data/v62.0");
    expect(salesforce.expand({ metadata: { instance_url: "https://SALESFORCE.com" } }, policy)).toBe("https://salesforce.com/services/data/v62.0");
    for (const instance of ["https://evil.example", "https://salesforce.com.evil.example", "https://evilsalesforce.com"]) {
      expect(refusal(() => salesforce.expand({ metadata: { instance_url: instance } }, policy)).message).toBe("metadata.instance_url must be a host in salesforce.com (the provider pins its domain)");
    }
    expect(hostInDomain("a.b.salesforce.com.", "*.salesforce.com")).toBe(true);
    expect(hostInDomain("salesforce.community", "salesforce.com")).toBe(false);
  });

  it("hostProblem judges only the values given (a config before the metadata exists)", () => {
    const mixed = compileUrlTemplate("https://{{config.region}}.{{metadata.site}}/api");
    expect(mixed.hostProblem({ config: { region: "eu" } })).toBeUndefined();
    expect(mixed.hostProblem({ config: {} })).toBeUndefined();
    expect(compileUrlTemplate("https://api.example.com").hostProblem({ config: { x: "127.1" } })).toBeUndefined();
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
