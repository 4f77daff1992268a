import { Buffer } from "node:buffer";
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import * as z from "zod";
import { describe, expect, it } from "vitest";
import { CryptoError } from "./crypto-error";
import { createSignedToken } from "./signed-token";
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
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    clock = T0 + 5_000;
    expect(states.verify(token)).toEqual({ ...payload, issuedAt: T0 });
  });

  it("encodes the payload as base64url JSON with iat, signed by HMAC-SHA256 over 'plugboard:state:' + payload", () => {
    clock = T0;
    const payload = restPayload();
    const [encoded, signature] = states.sign(payload).split(".");
    expect(JSON.parse(Buffer.from(encoded!, "base64url").toString("utf8"))).toEqual({ ...payload, iat: T0 });
    const expected = createHmac("sha256", Buffer.from(key, "hex"))
      .update(`plugboard:state:${encoded}`)
      .digest("base64url");
    expect(signature).toBe(expected);
  });

  it("refuses a token whose payload was changed, at any position", () => {
    clock = T0;
    const token = states.sign(restPayload());
    const [encoded, signature] = token.split(".") as [string, string];
    for (let index = 0; index < encoded.length; index++) {
      expect(codeOf(() => states.verify(`${flip(encoded, index)}.${signature}`))).toBe("invalid_state");
    }
  });

  it("refuses a re-encoded payload with different members even if it is valid JSON", () => {
    clock = T0;
    const [encoded, signature] = states.sign(restPayload()).split(".") as [string, string];
    const forged = { ...JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")), userId: "attacker" };
    const forgedEncoded = Buffer.from(JSON.stringify(forged)).toString("base64url");
    expect(codeOf(() => states.verify(`${forgedEncoded}.${signature}`))).toBe("invalid_state");
  });

  it("refuses a token whose signature was changed, at any position, truncated or extended", () => {
    clock = T0;
    const [encoded, signature] = states.sign(restPayload()).split(".") as [string, string];
    for (let index = 0; index < signature.length; index++) {
      expect(codeOf(() => states.verify(`${encoded}.${flip(signature, index)}`))).toBe("invalid_state");
    }
    expect(codeOf(() => states.verify(`${encoded}.${signature.slice(0, -1)}`))).toBe("invalid_state");
    expect(codeOf(() => states.verify(`${encoded}.${signature}A`))).toBe("invalid_state");
  });

  it("refuses a token signed with another key", () => {
    clock = T0;
    const other = createStateSigner({ key: randomBytes(32).toString("hex"), now: () => clock });
    expect(codeOf(() => states.verify(other.sign(restPayload())))).toBe("invalid_state");
  });

  it.each([
    ["empty", ""],
    ["no dot", "abc"],
    ["three parts", "a.b.c"],
    ["non-base64url", "a+b.c/d"],
    ["huge", `${"A".repeat(20_000)}.AAAA`],
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
    ["REST with codeVerifier", { ...restPayload(), codeVerifier: "v".repeat(43) }],
    ["non-UUID developerId", { ...restPayload(), developerId: "dev-1" }],
    ["javascript: redirectUrl", { ...restPayload(), redirectUrl: "javascript:alert(1)" }],
    ["non-hex nonce", { ...restPayload(), nonce: "not-hex-not-hex-not-hex" }],
    ["reserved iat", { ...restPayload(), iat: 1 }],
  ])("refuses to sign an invalid payload (%s)", (_label, payload) => {
    expect(() => states.sign(payload as StatePayload)).toThrow(TypeError);
  });

  it("refuses a correctly signed payload that does not match the schema", () => {
    clock = T0;
    const loose = createSignedToken({ key, purpose: "state", schema: z.record(z.string(), z.unknown()), now: () => clock });
    const token = loose.sign({ ...restPayload(), developerId: "not-a-uuid" });
    expect(codeOf(() => states.verify(token))).toBe("invalid_state");
  });
});

describe("createSignedToken", () => {
  const schema = z.object({ userId: z.string() });

  it("never verifies a token of one purpose as another purpose, under the same key", () => {
    const state = createSignedToken({ key, purpose: "state", schema });
    const connect = createSignedToken({ key, purpose: "connect", schema });
    const connectToken = connect.sign({ userId: "u1" });
    expect(connect.verify(connectToken).userId).toBe("u1");
    expect(codeOf(() => state.verify(connectToken))).toBe("invalid_token");
    expect(codeOf(() => connect.verify(state.sign({ userId: "u1" })))).toBe("invalid_token");
  });

  it("state signer refuses a connect token even when its payload would pass the state schema", () => {
    const connect = createSignedToken({ key, purpose: "connect", schema: z.record(z.string(), z.unknown()) });
    const states = createStateSigner({ key });
    expect(codeOf(() => states.verify(connect.sign(restPayload())))).toBe("invalid_state");
  });

  it("uses token_expired by default", () => {
    let now = T0;
    const tokens = createSignedToken({ key, purpose: "connect", schema, maxAgeMs: 10, now: () => now });
    const token = tokens.sign({ userId: "u" });
    now += 11;
    expect(codeOf(() => tokens.verify(token))).toBe("token_expired");
  });

  it.each([["Upper"], ["with:colon"], [""], ["state:"]])("rejects the purpose %j", (purpose) => {
    expect(() => createSignedToken({ key, purpose, schema })).toThrow(TypeError);
  });

  it("rejects a bad key with invalid_key and a non-positive maxAgeMs", () => {
    expect(codeOf(() => createSignedToken({ key: "abc", purpose: "connect", schema }))).toBe("invalid_key");
    expect(() => createSignedToken({ key, purpose: "connect", schema, maxAgeMs: 0 })).toThrow(TypeError);
  });
});
