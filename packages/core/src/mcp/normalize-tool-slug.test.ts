import { describe, expect, it } from "vitest";
import { ToolSlugSchema } from "../contract/common.js";
import { normalizeToolSlug, uniqueToolSlugs } from "./normalize-tool-slug.js";

describe("normalizeToolSlug", () => {
  it.each([
    ["get-time", "GET_TIME"],
    ["search.repos", "SEARCH_REPOS"],
    ["getTime", "GET_TIME"],
    ["getHTTPStatus", "GET_HTTP_STATUS"],
    ["HTTPRequest", "HTTP_REQUEST"],
    ["list_v2Items", "LIST_V2_ITEMS"],
    ["ECHO", "ECHO"],
    ["  spaced   out  ", "SPACED_OUT"],
    ["créer-événement", "CREER_EVENEMENT"],
    ["2fa/verify", "TOOL_2FA_VERIFY"],
    ["--", "TOOL"],
    ["工具", "TOOL"],
  ])("%s → %s", (name, slug) => {
    expect(normalizeToolSlug(name)).toBe(slug);
    expect(ToolSlugSchema.safeParse(slug).success).toBe(true);
  });

  it("caps the slug at 128 characters without a trailing underscore", () => {
    const slug = normalizeToolSlug(`${"a".repeat(127)}-b`);
    expect(slug.length).toBeLessThanOrEqual(128);
    expect(slug).toBe("A".repeat(127));
    expect(ToolSlugSchema.safeParse(slug).success).toBe(true);
  });
});

describe("uniqueToolSlugs", () => {
  it("gives names that normalize alike distinct slugs, deterministically", () => {
    const slugs = uniqueToolSlugs(["get_time", "get-time", "getTime", "echo"]);
    expect(Object.fromEntries(slugs)).toEqual({ "get-time": "GET_TIME", getTime: "GET_TIME_2", get_time: "GET_TIME_3", echo: "ECHO" });
    expect(Object.fromEntries(uniqueToolSlugs(["getTime", "get_time", "get-time", "echo"]))).toEqual(Object.fromEntries(slugs));
  });
});
