import { describe, expect, it } from "vitest";
import { isExpiring, REFRESH_SKEW_MS } from "./tool-source.js";

describe("isExpiring", () => {
  const now = Date.parse("2030-01-01T00:00:00Z");
  it("counts a token within the skew of its expiry as expired", () => {
    expect(isExpiring(new Date(now - 1), now)).toBe(true);
    expect(isExpiring(new Date(now + REFRESH_SKEW_MS), now)).toBe(true);
    expect(isExpiring(new Date(now + REFRESH_SKEW_MS + 1), now)).toBe(false);
  });
  it("never expires a token without an expiry", () => {
    expect(isExpiring(null, now)).toBe(false);
  });
});
