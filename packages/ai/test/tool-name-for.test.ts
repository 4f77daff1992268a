import { describe, expect, it } from "vitest";
import { MAX_TOOL_NAME_LENGTH, TOOL_NAME_PATTERN, toolNameFor, toolNamesFor } from "@plugboard/ai";

/** Each provider's documented rule for function/tool names. */
const PROVIDERS: Record<string, RegExp> = {
  openai: /^[a-zA-Z0-9_-]{1,64}$/,
  anthropic: /^[a-zA-Z0-9_-]{1,64}$/,
  gemini: /^[a-zA-Z_][a-zA-Z0-9_.-]{0,63}$/,
};

const expectValidEverywhere = (name: string) => {
  for (const [provider, pattern] of Object.entries(PROVIDERS)) expect(name, `${provider}: ${name}`).toMatch(pattern);
  expect(name).toMatch(TOOL_NAME_PATTERN);
};

const tool = (slug: string, pluginSlug = "github") => ({ slug, pluginSlug });

describe("toolNameFor", () => {
  it("defaults to the tool slug", () => {
    expect(toolNameFor(tool("GITHUB_CREATE_ISSUE"))).toBe("GITHUB_CREATE_ISSUE");
  });

  it.each([
    ["dots and spaces", "repos.list all", "repos_list_all"],
    ["a leading digit (Gemini refuses it)", "3D_PRINT", "_3D_PRINT"],
    ["a leading hyphen", "-x", "_-x"],
    ["unicode", "créer_problème", "cr_er_probl_me"],
    ["slashes and colons", "github/issues:create", "github_issues_create"],
    ["nothing usable", "***", "tool"],
    ["an empty name", "", "tool"],
  ])("makes %s provider-safe", (_label, raw, expected) => {
    const name = toolNameFor(tool("X"), { format: () => raw });
    expect(name).toBe(expected);
    expectValidEverywhere(name);
  });

  it("applies format and prefix, then sanitizes the whole", () => {
    const name = toolNameFor(tool("CREATE_ISSUE"), { prefix: "pb.", format: (t) => `${t.pluginSlug}__${t.slug.toLowerCase()}` });
    expect(name).toBe("pb_github__create_issue");
  });

  it("shortens names over 64 characters with a hash, keeping distinct long names distinct", () => {
    const long = "A".repeat(100);
    const first = toolNameFor(tool(`${long}_ONE`));
    const second = toolNameFor(tool(`${long}_TWO`));
    for (const name of [first, second]) {
      expect(name).toHaveLength(MAX_TOOL_NAME_LENGTH);
      expect(name).toMatch(/^A{57}_[a-z0-9]{6}$/);
      expectValidEverywhere(name);
    }
    expect(first).not.toBe(second);
  });

  it("keeps a name of exactly 64 characters as is", () => {
    const slug = "B".repeat(64);
    expect(toolNameFor(tool(slug))).toBe(slug);
  });

  it("honours a smaller maxLength", () => {
    const name = toolNameFor(tool("GITHUB_CREATE_ISSUE_COMMENT"), { maxLength: 16 });
    expect(name).toHaveLength(16);
    expect(name).toMatch(/^GITHUB_CR_[a-z0-9]{6}$/);
  });

  it.each([0, 7, 65, 1.5])("refuses maxLength %s", (maxLength) => {
    expect(() => toolNameFor(tool("X"), { maxLength })).toThrow(RangeError);
  });

  it("adds a deterministic hash suffix when the name is taken, ignoring case", () => {
    const options = { taken: ["create_issue"] };
    const name = toolNameFor(tool("CREATE_ISSUE", "gitlab"), options);
    expect(name).toMatch(/^CREATE_ISSUE_[a-z0-9]{6}$/);
    expect(toolNameFor(tool("CREATE_ISSUE", "gitlab"), options)).toBe(name);
    // Another plugin's tool of the same slug gets another suffix.
    expect(toolNameFor(tool("CREATE_ISSUE", "jira"), options)).not.toBe(name);
  });

  it("keeps looking when the hashed name is taken too", () => {
    const first = toolNameFor(tool("CREATE_ISSUE", "gitlab"), { taken: ["CREATE_ISSUE"] });
    const second = toolNameFor(tool("CREATE_ISSUE", "gitlab"), { taken: ["CREATE_ISSUE", first] });
    expect(second).toMatch(/^CREATE_ISSUE_[a-z0-9]{6}$/);
    expect(second).not.toBe(first);
  });
});

describe("toolNamesFor", () => {
  it("gives every tool of a set a distinct valid name, in input order", () => {
    const tools = [
      tool("CREATE_ISSUE", "tracker"),
      tool("CREATE_ISSUE", "github"),
      tool("LIST", "github"),
      tool("create_issue", "gitlab"),
      tool("CREATE ISSUE", "jira"),
    ];
    const names = toolNamesFor(tools);
    expect(names).toHaveLength(tools.length);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(tools.length);
    names.forEach(expectValidEverywhere);
    // "github" sorts first among the CREATE_ISSUE tools, so it keeps the plain name.
    expect(names[1]).toBe("CREATE_ISSUE");
    expect(names[2]).toBe("LIST");
    expect(names[0]).toMatch(/^CREATE_ISSUE_[a-z0-9]{6}$/);
    expect(names[3]).toMatch(/^create_issue_[a-z0-9]{6}$/);
    expect(names[4]).toMatch(/^CREATE_ISSUE_[a-z0-9]{6}$/);
  });

  it("does not depend on the order the tools were listed in", () => {
    const tools = [tool("CREATE_ISSUE", "tracker"), tool("CREATE_ISSUE", "github"), tool("CREATE_ISSUE", "gitlab"), tool("SEARCH", "github")];
    const names = toolNamesFor(tools);
    const reversed = toolNamesFor([...tools].reverse()).reverse();
    expect(reversed).toEqual(names);
  });

  it("avoids the names in taken (your own tools)", () => {
    const names = toolNamesFor([tool("SEARCH"), tool("WEATHER")], { taken: ["weather"] });
    expect(names[0]).toBe("SEARCH");
    expect(names[1]).toMatch(/^WEATHER_[a-z0-9]{6}$/);
  });

  it("keeps hundreds of long, colliding names unique and valid", () => {
    const tools = Array.from({ length: 300 }, (_, index) => tool(`${"VERY_LONG_TOOL_NAME_".repeat(4)}${index % 3}`, `plugin-${index}`));
    const names = toolNamesFor(tools);
    expect(new Set(names).size).toBe(300);
    names.forEach(expectValidEverywhere);
  });
});
