import { describe, expect, it } from "vitest";
import { checkConnectionConfig, ConnectionConfigFieldSchema } from "./connection-config.js";

const shop = { name: "shop", label: "Shop name", pattern: "[a-z0-9][a-z0-9-]*" };

describe("checkConnectionConfig", () => {
  it("keeps values that match their pattern as a whole", () => {
    expect(checkConnectionConfig([shop], { shop: "acme-1" })).toEqual({ ok: true, values: { shop: "acme-1" } });
  });

  it("anchors the pattern: a value with more around it is refused, naming the field only", () => {
    const result = checkConnectionConfig([shop], { shop: "acme.evil.com/" });
    expect(result).toEqual({ ok: false, fieldErrors: { "connectionConfig.shop": ["Shop name does not match the pattern [a-z0-9][a-z0-9-]*"] } });
  });

  it("requires required fields, allows optional ones to be absent, refuses unknown ones", () => {
    expect(checkConnectionConfig([shop, { name: "region", label: "Region", pattern: "us|eu", required: false }], {})).toEqual({
      ok: false,
      fieldErrors: { "connectionConfig.shop": ["Shop name is required"] },
    });
    expect(checkConnectionConfig([shop], { shop: "a", other: "x" })).toMatchObject({ ok: false, fieldErrors: { "connectionConfig.other": [expect.stringContaining("no config field")] } });
  });

  it("refuses a field whose pattern is not a regular expression", () => {
    expect(ConnectionConfigFieldSchema.safeParse({ ...shop, pattern: "[" }).success).toBe(false);
  });

  it("uses a field's default when the user gives no value, and still checks a given one", () => {
    const site = { name: "site", label: "Site", pattern: "^(datadoghq\\.com|datadoghq\\.eu)$", default: "datadoghq.com" };
    expect(checkConnectionConfig([site], {})).toEqual({ ok: true, values: { site: "datadoghq.com" } });
    expect(checkConnectionConfig([site], { site: "" })).toEqual({ ok: true, values: { site: "datadoghq.com" } });
    expect(checkConnectionConfig([site], { site: "evil.example" })).toMatchObject({ ok: false, fieldErrors: { "connectionConfig.site": [expect.stringContaining("does not match")] } });
  });
});
