import { describe, expect, it } from "vitest";
import { pickPolicy, type PolicyRule } from "./pick-policy.js";

const rule = (id: string, action: PolicyRule["action"], toolSlug = "", userIds: string[] = []): PolicyRule => ({ id, pluginSlug: "gmail", toolSlug, userIds, action });
const call = (toolSlug: string, userId = "u1") => ({ pluginSlug: "gmail", toolSlug, userId });

describe("pickPolicy", () => {
  const rules = [
    rule("plugin-all", "require_approval"),
    rule("plugin-u2", "allow", "", ["u2"]),
    rule("tool-all", "deny", "DELETE_EMAIL"),
    rule("tool-u3", "allow", "DELETE_EMAIL", ["u3"]),
    rule("other-plugin", "deny"),
  ];
  rules[4]!.pluginSlug = "slack";

  it("uses the plugin's policy for a tool without its own", () => {
    expect(pickPolicy(rules, call("SEND_EMAIL"))?.id).toBe("plugin-all");
  });

  it("prefers a user list over everyone at the same level", () => {
    expect(pickPolicy(rules, call("SEND_EMAIL", "u2"))?.id).toBe("plugin-u2");
  });

  it("prefers the tool's policy over the plugin's, even the plugin's user list", () => {
    expect(pickPolicy(rules, call("DELETE_EMAIL", "u2"))?.id).toBe("tool-all");
    expect(pickPolicy(rules, call("DELETE_EMAIL", "u3"))?.id).toBe("tool-u3");
  });

  it("answers undefined when nothing matches, and the stricter of two equal matches", () => {
    expect(pickPolicy(rules, { pluginSlug: "github", toolSlug: "X", userId: "u1" })).toBeUndefined();
    const tie = [rule("a", "allow", "", ["u1"]), rule("b", "deny", "", ["u1", "u9"]), rule("c", "require_approval", "", ["u1"])];
    expect(pickPolicy(tie, call("SEND_EMAIL"))?.id).toBe("b");
  });
});
