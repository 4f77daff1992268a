import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createCipher, ENCRYPTED_VALUE_PATTERN } from "./create-cipher";
import { CryptoError } from "./crypto-error";
import { parseEncryptionKey } from "./encryption-key";

const newKey = (): string => randomBytes(32).toString("hex");

function expectCryptoError(action: () => unknown, code: CryptoError["code"]): CryptoError {
  let caught: unknown;
  try {
    action();
  } catch (error) {
    caught = error;
  }
  expect(CryptoError.isInstance(caught), `expected a CryptoError ${code}, got ${String(caught)}`).toBe(true);
  expect((caught as CryptoError).code).toBe(code);
  return caught as CryptoError;
}

describe("createCipher", () => {
  const cipher = createCipher({ key: newKey() });

  it.each([
    ["ascii", "hello world"],
    ["empty string", ""],
    ["unicode", "héllo 日本語 🔑 \u0000 zero byte"],
    ["long", "x".repeat(100_000)],
  ])("round-trips %s", (_label, plaintext) => {
    const encrypted = cipher.encrypt(plaintext);
    expect(encrypted).toMatch(ENCRYPTED_VALUE_PATTERN);
    expect(cipher.decrypt(encrypted)).toBe(plaintext);
  });

  it("writes the stored format: 12-byte IV, ciphertext as long as the UTF-8 plaintext, 16-byte tag, lowercase hex", () => {
    const plaintext = "é日";
    const [iv, ciphertext, tag] = cipher.encrypt(plaintext).split(":");
    expect(iv).toHaveLength(24);
    expect(ciphertext).toHaveLength(Buffer.byteLength(plaintext, "utf8") * 2);
    expect(tag).toHaveLength(32);
    expect(cipher.encrypt("")).toMatch(/^[0-9a-f]{24}::[0-9a-f]{32}$/);
  });

  it("does not contain the plaintext and uses a fresh IV each time", () => {
    const a = cipher.encrypt("secret-token");
    const b = cipher.encrypt("secret-token");
    expect(a).not.toBe(b);
    expect(a.split(":")[0]).not.toBe(b.split(":")[0]);
    expect(a).not.toContain(Buffer.from("secret-token").toString("hex"));
  });

  it("refuses a change to any single hex digit of IV, ciphertext or tag", () => {
    const encrypted = cipher.encrypt("tamper me");
    let checked = 0;
    for (let position = 0; position < encrypted.length; position++) {
      const char = encrypted[position];
      if (char === ":") continue;
      const replacement = char === "0" ? "1" : "0";
      const tampered = encrypted.slice(0, position) + replacement + encrypted.slice(position + 1);
      const error = expectCryptoError(() => cipher.decrypt(tampered), "decrypt_failed");
      expect(error.message).toBe("could not decrypt value: wrong key or tampered data");
      checked++;
    }
    expect(checked).toBe(24 + "tamper me".length * 2 + 32);
  });

  it("refuses a value encrypted under another key", () => {
    const other = createCipher({ key: newKey() });
    expectCryptoError(() => cipher.decrypt(other.encrypt("hello")), "decrypt_failed");
  });

  it("refuses a value whose parts were swapped between two encryptions", () => {
    const [ivA, ctA] = cipher.encrypt("aaaa").split(":");
    const [, , tagB] = cipher.encrypt("bbbb").split(":");
    expectCryptoError(() => cipher.decrypt(`${ivA}:${ctA}:${tagB}`), "decrypt_failed");
  });

  it.each([
    ["empty", ""],
    ["plaintext", "not encrypted"],
    ["two parts", `${"a".repeat(24)}:${"b".repeat(32)}`],
    ["short IV", `${"a".repeat(22)}:00:${"b".repeat(32)}`],
    ["short tag", `${"a".repeat(24)}:00:${"b".repeat(30)}`],
    ["uppercase hex", `${"A".repeat(24)}:00:${"B".repeat(32)}`],
    ["odd-length ciphertext", `${"a".repeat(24)}:abc:${"b".repeat(32)}`],
    ["non-hex ciphertext", `${"a".repeat(24)}:zz:${"b".repeat(32)}`],
    ["extra part", `${"a".repeat(24)}:00:${"b".repeat(32)}:00`],
  ])("refuses a malformed value (%s) as malformed_ciphertext", (_label, value) => {
    expectCryptoError(() => cipher.decrypt(value), "malformed_ciphertext");
  });

  it("round-trips JSON and refuses to read a plain string as JSON without echoing it", () => {
    const value = { accessToken: "ya29.abc", expiresAt: 123, scopes: ["a", "b"], nested: { é: null } };
    expect(cipher.decryptJson<typeof value>(cipher.encryptJson(value))).toEqual(value);
    const error = expectCryptoError(() => cipher.decryptJson(cipher.encrypt("top-secret-value")), "malformed_ciphertext");
    expect(error.message).not.toContain("top-secret");
    expect(error.cause).toBeUndefined();
    expect(() => cipher.encryptJson(undefined)).toThrow(TypeError);
  });

  describe("key rotation", () => {
    const oldKey = newKey();
    const currentKey = newKey();
    const before = createCipher({ key: oldKey });
    const after = createCipher({ key: currentKey, previousKeys: [newKey(), oldKey] });

    it("decrypts values written under a previous key", () => {
      expect(after.decrypt(before.encrypt("written before rotation"))).toBe("written before rotation");
      expect(after.decryptJson(before.encryptJson({ a: 1 }))).toEqual({ a: 1 });
    });

    it("encrypts only with the current key", () => {
      const written = after.encrypt("written after rotation");
      expectCryptoError(() => before.decrypt(written), "decrypt_failed");
      expect(createCipher({ key: currentKey }).decrypt(written)).toBe("written after rotation");
    });

    it("still refuses values under a key that is neither current nor previous", () => {
      expectCryptoError(() => after.decrypt(createCipher({ key: newKey() }).encrypt("x")), "decrypt_failed");
    });

    it("reencrypt moves a value from a previous key to the current one, and leaves current values alone", () => {
      const moved = after.reencrypt(before.encrypt("old secret"));
      expect(moved).toMatch(ENCRYPTED_VALUE_PATTERN);
      expect(createCipher({ key: currentKey }).decrypt(moved!)).toBe("old secret");
      expect(after.reencrypt(moved!)).toBeNull();
      expect(after.reencrypt(after.encrypt("new secret"))).toBeNull();
      expectCryptoError(() => after.reencrypt(createCipher({ key: newKey() }).encrypt("x")), "decrypt_failed");
      expectCryptoError(() => after.reencrypt("plain text"), "malformed_ciphertext");
    });
  });

  describe("keys", () => {
    const valid = newKey();

    it.each([
      ["too short", valid.slice(0, 62)],
      ["too long", `${valid}ab`],
      ["non-hex", `${valid.slice(0, 63)}g`],
      ["surrounding whitespace", ` ${valid.slice(1)}`],
      ["base64 of 32 bytes", randomBytes(32).toString("base64")],
      ["empty", ""],
    ])("refuses a key that is %s, without echoing it", (_label, key) => {
      const error = expectCryptoError(() => createCipher({ key }), "invalid_key");
      expect(error.message).toContain("64 hexadecimal characters");
      if (key.length > 0) expect(error.message).not.toContain(key);
      expect(error.message).not.toContain(key.slice(0, 8) || "\u0000");
    });

    it("refuses a bad previous key and names which one", () => {
      const bad = "ab".repeat(20);
      const error = expectCryptoError(() => createCipher({ key: valid, previousKeys: [newKey(), bad] }), "invalid_key");
      expect(error.message).toContain("previousKeys[1]");
      expect(error.message).not.toContain(bad);
    });

    it("parses 64 hex characters of either case into 32 bytes", () => {
      const key = parseEncryptionKey(valid.toUpperCase());
      expect(key).toHaveLength(32);
      expect(key.toString("hex")).toBe(valid);
    });
  });

  it("CryptoError.isInstance tells CryptoErrors apart from other errors", () => {
    expect(CryptoError.isInstance(new CryptoError("decrypt_failed", "x"))).toBe(true);
    expect(CryptoError.isInstance(new Error("x"))).toBe(false);
    expect(CryptoError.isInstance({ code: "decrypt_failed" })).toBe(false);
    expect(CryptoError.isInstance(null)).toBe(false);
    // A copy from another bundle carries the same registered brand symbol.
    const foreign = Object.assign(new Error("x"), { [Symbol.for("@plugboard/error")]: ["@plugboard/core.CryptoError"] });
    expect(CryptoError.isInstance(foreign)).toBe(true);
  });
});
