import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { generateApiKey, hashApiKey } from "./hash-api-key";

describe("hashApiKey", () => {
  it("is the SHA-256 hex digest of the key", () => {
    expect(hashApiKey("nk_test")).toBe(createHash("sha256").update("nk_test").digest("hex"));
    expect(hashApiKey("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});

describe("generateApiKey", () => {
  it("returns an nk_ key of 40 base62 characters, its 10-character prefix and its hash", () => {
    const { key, prefix, hash } = generateApiKey();
    expect(key).toMatch(/^nk_[0-9A-Za-z]{40}$/);
    expect(prefix).toBe(key.slice(0, 10));
    expect(prefix).toHaveLength(10);
    expect(hash).toBe(hashApiKey(key));
    expect(hash).not.toContain(key);
  });

  it("generates distinct keys that use the whole alphabet", () => {
    const keys = Array.from({ length: 500 }, () => generateApiKey().key);
    expect(new Set(keys).size).toBe(keys.length);
    const seen = new Set(keys.join("").replaceAll("nk_", ""));
    expect(seen.size).toBe(62);
  });
});
