import { describe, expect, it } from "vitest";
import { CONSOLE_SESSION_MAX_AGE_MS, createConsoleSessionCodec } from "./console-session-codec.js";

const KEY = "0f".repeat(32);

describe("createConsoleSessionCodec", () => {
  it("seals a session that opens to the same token and CSRF token, without the token in clear", () => {
    const codec = createConsoleSessionCodec({ encryptionKey: KEY, now: () => 1_000 });
    const session = codec.create("nk_secret_key");
    expect(session.expiresAt).toBe(1_000 + CONSOLE_SESSION_MAX_AGE_MS);
    const sealed = codec.seal(session);
    expect(sealed).not.toContain("nk_secret_key");
    expect(codec.open(sealed)).toEqual(session);
    const next = codec.create("nk_secret_key");
    expect(next.csrf).not.toBe(session.csrf);
    // Each session has its own id: signing one out leaves the others alone.
    expect(next.id).not.toBe(session.id);
  });

  it("refuses an expired, tampered or foreign cookie", () => {
    let now = 1_000;
    const codec = createConsoleSessionCodec({ encryptionKey: KEY, now: () => now });
    const sealed = codec.seal(codec.create("nk_a", 5_000));
    expect(codec.open(sealed)?.token).toBe("nk_a");
    now = 5_000;
    expect(codec.open(sealed)).toBeNull();
    now = 1_000;
    const flipped = sealed.slice(0, -1) + (sealed.endsWith("0") ? "1" : "0");
    expect(codec.open(flipped)).toBeNull();
    expect(codec.open("not a cookie")).toBeNull();
    expect(codec.open("")).toBeNull();
    const other = createConsoleSessionCodec({ encryptionKey: "1e".repeat(32), now: () => now });
    expect(other.open(sealed)).toBeNull();
  });

  it("never lasts longer than the maximum, whatever expiry is asked for", () => {
    const codec = createConsoleSessionCodec({ encryptionKey: KEY, now: () => 0 });
    expect(codec.create("token", Number.MAX_SAFE_INTEGER).expiresAt).toBe(CONSOLE_SESSION_MAX_AGE_MS);
  });

  it("matches the CSRF token only exactly", () => {
    const codec = createConsoleSessionCodec({ encryptionKey: KEY });
    const session = codec.create("nk_a");
    expect(codec.csrfMatches(session, session.csrf)).toBe(true);
    expect(codec.csrfMatches(session, undefined)).toBe(false);
    expect(codec.csrfMatches(session, "")).toBe(false);
    expect(codec.csrfMatches(session, session.csrf.slice(1))).toBe(false);
    const other = session.csrf.endsWith("A") ? "B" : "A";
    expect(codec.csrfMatches(session, `${session.csrf.slice(0, -1)}${other}`)).toBe(false);
  });
});
