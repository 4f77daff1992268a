import { Buffer } from "node:buffer";
import { randomBytes, randomUUID } from "node:crypto";
import * as z from "zod";
import { describe, expect, it } from "vitest";
import { CryptoError } from "./crypto-error";
import { createSealedToken } from "./sealed-token";
import type { StatePayload } from "./state-payload";
import { createStateSigner } from "./state-token";

const key = randomBytes(32).toString("hex");
const T0 = Date.UTC(2025, 0, 1, 12, 0, 0);

function codeOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    if (CryptoError.isInstance(error)) return error.code;
    throw error;
  }
  return "no error";
}

const restPayload = (): StatePayload => ({
  developerId: randomUUID(),
  userId: "user-42 é",
  pluginId: randomUUID(),
  authMethodId: randomUUID(),
  redirectUrl: "https://app.example/done?x=1",
  nonce: randomBytes(16).toString("hex"),
  isMcp: false,
});

const mcpPayload = (): StatePayload => ({
  ...restPayload(),
  authMethodId: null,
  isMcp: true,
  codeVerifier: randomBytes(32).toString("base64url"),
});

/** Replaces one character of `text` at `index` with a different base64url character. */
function flip(text: string, index: number): string {
  const replacement = text[index] === "A" ? "B" : "A";
  return text.slice(0, index) + replacement + text.slice(index + 1);
}

describe("createStateSigner", () => {
  let clock = T0;
  const states = createStateSigner({ key, now: () => clock });

  it.each([
    ["REST", restPayload()],
    ["MCP", mcpPayload()],
    ["with purpose", { ...restPayload(), purpose: "connect-page" }],
  ])("round-trips a %s payload with its issue time", (_label, payload) => {
    clock = T0;
    const token = states.sign(payload);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    clock = T0 + 5_000;
    expect(states.verify(token)).toEqual({ ...payload, issuedAt: T0 });
  });

  it("seals the payload: nothing of it, the PKCE verifier least of all, can be read from the token", () => {
    clock = T0;
    const payload = mcpPayload();
    const token = states.sign(payload);
    const bytes = Buffer.from(token, "base64url");
    const readable = [token, bytes.toString("utf8"), bytes.toString("latin1")].join("\n");
    for (const value of [payload.codeVerifier!, payload.userId, payload.developerId, payload.nonce, payload.redirectUrl, '"isMcp"', "iat"]) {
      expect(readable).not.toContain(value);
    }
    expect(() => JSON.parse(bytes.toString("utf8"))).toThrow();
    // A fresh IV per token: the same payload never seals to the same token twice.
    expect(states.sign(payload)).not.toBe(token);
  });

  it("refuses a token changed at any position, truncated or extended", () => {
    clock = T0;
    const token = states.sign(restPayload());
    for (let index = 0; index < token.length; index++) {
      expect(codeOf(() => states.verify(flip(token, index)))).toBe("invalid_state");
    }
    expect(codeOf(() => states.verify(token.slice(0, -1)))).toBe("invalid_state");
    expect(codeOf(() => states.verify(`${token}A`))).toBe("invalid_state");
    expect(codeOf(() => states.verify(token.slice(0, 40)))).toBe("invalid_state");
  });

  it("refuses a readable payload made up by hand, even a valid one", () => {
    clock = T0;
    const forged = Buffer.from(JSON.stringify({ ...restPayload(), iat: T0 })).toString("base64url");
    expect(codeOf(() => states.verify(forged))).toBe("invalid_state");
  });

  it("refuses a token sealed with another key", () => {
    clock = T0;
    const other = createStateSigner({ key: randomBytes(32).toString("hex"), now: () => clock });
    expect(codeOf(() => states.verify(other.sign(restPayload())))).toBe("invalid_state");
  });

  it.each([
    ["empty", ""],
    ["too short", "abc"],
    ["with dots", "a.b.c"],
    ["non-base64url", "a+b.c/d"],
    ["huge", "A".repeat(20_000)],
  ])("refuses a malformed token (%s) as invalid_state", (_label, token) => {
    expect(codeOf(() => states.verify(token))).toBe("invalid_state");
  });

  it("accepts a state up to maxAgeMs old and refuses it after", () => {
    clock = T0;
    const token = states.sign(restPayload());
    clock = T0 + 600_000;
    expect(states.verify(token).issuedAt).toBe(T0);
    clock = T0 + 600_001;
    expect(codeOf(() => states.verify(token))).toBe("state_expired");
  });

  it("honours a custom maxAgeMs", () => {
    let now = T0;
    const short = createStateSigner({ key, maxAgeMs: 1_000, now: () => now });
    const token = short.sign(restPayload());
    now = T0 + 1_001;
    expect(codeOf(() => short.verify(token))).toBe("state_expired");
  });

  it("refuses a state issued more than 60 s in the future, tolerates less", () => {
    clock = T0 + 60_000;
    const slightlyAhead = states.sign(restPayload());
    clock = T0 + 60_001;
    const tooFarAhead = states.sign(restPayload());
    clock = T0;
    expect(states.verify(slightlyAhead).issuedAt).toBe(T0 + 60_000);
    expect(codeOf(() => states.verify(tooFarAhead))).toBe("state_expired");
  });

  it("has error messages that do not echo the token or the payload", () => {
    clock = T0;
    const payload = restPayload();
    const token = states.sign(payload);
    clock = T0 + 700_000;
    try {
      states.verify(token);
      expect.unreachable();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("OAuth state");
      expect(message).not.toContain(token.slice(0, 20));
      expect(message).not.toContain(payload.nonce);
    }
  });

  it.each([
    ["MCP without codeVerifier", { ...restPayload(), isMcp: true, authMethodId: null }],
    ["non-UUID developerId", { ...restPayload(), developerId: "dev-1" }],
    ["javascript: redirectUrl", { ...restPayload(), redirectUrl: "javascript:alert(1)" }],
    ["non-hex nonce", { ...restPayload(), nonce: "not-hex-not-hex-not-hex" }],
    ["reserved iat", { ...restPayload(), iat: 1 }],
  ])("refuses to sign an invalid payload (%s)", (_label, payload) => {
    expect(() => states.sign(payload as StatePayload)).toThrow(TypeError);
  });

  it("refuses a correctly sealed payload that does not match the schema", () => {
    clock = T0;
    const loose = createSealedToken({ key, purpose: "state", schema: z.record(z.string(), z.unknown()), now: () => clock });
    const token = loose.sign({ ...restPayload(), developerId: "not-a-uuid" });
    expect(codeOf(() => states.verify(token))).toBe("invalid_state");
  });
});

describe("createSealedToken", () => {
  const schema = z.object({ userId: z.string() });

  it("never verifies a token of one purpose as another purpose, under the same key", () => {
    const state = createSealedToken({ key, purpose: "state", schema });
    const connect = createSealedToken({ key, purpose: "connect", schema });
    const connectToken = connect.sign({ userId: "u1" });
    expect(connect.verify(connectToken).userId).toBe("u1");
    expect(codeOf(() => state.verify(connectToken))).toBe("invalid_token");
    expect(codeOf(() => connect.verify(state.sign({ userId: "u1" })))).toBe("invalid_token");
  });

  it("state signer refuses a connect token even when its payload would pass the state schema", () => {
    const connect = createSealedToken({ key, purpose: "connect", schema: z.record(z.string(), z.unknown()) });
    const states = createStateSigner({ key });
    expect(codeOf(() => states.verify(connect.sign(restPayload())))).toBe("invalid_state");
  });

  it("uses token_expired by default", () => {
    let now = T0;
    const tokens = createSealedToken({ key, purpose: "connect", schema, maxAgeMs: 10, now: () => now });
    const token = tokens.sign({ userId: "u" });
    now += 11;
    expect(codeOf(() => tokens.verify(token))).toBe("token_expired");
  });

  it.each([["Upper"], ["with:colon"], [""], ["state:"]])("rejects the purpose %j", (purpose) => {
    expect(() => createSealedToken({ key, purpose, schema })).toThrow(TypeError);
  });

  it("rejects a bad key with invalid_key and a non-positive maxAgeMs", () => {
    expect(codeOf(() => createSealedToken({ key: "abc", purpose: "connect", schema }))).toBe("invalid_key");
    expect(() => createSealedToken({ key, purpose: "connect", schema, maxAgeMs: 0 })).toThrow(TypeError);
  });
});
