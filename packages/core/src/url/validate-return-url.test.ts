import { describe, expect, it } from "vitest";
import { validateReturnUrl } from "./validate-return-url";

const BASE_DEV = "http://localhost:3000";
const BASE_PROD = "https://plugboard.example";

type Row = [url: string, expected: string | RegExp];
// expected: the returned URL when accepted, or a RegExp the refusal reason must match.

const refusedEverywhere: Row[] = [
  ["javascript:alert(1)", /http: or https:, not javascript:/],
  ["  JavaScript:alert(1)", /not javascript:/],
  ["data:text/html,<script>alert(1)</script>", /not data:/],
  ["ftp://app.example/file", /not ftp:/],
  ["/relative/path", /not an absolute URL/],
  ["//app.example/done", /not an absolute URL/],
  ["app.example/done", /not an absolute URL/],
  ["", /empty/],
];

describe("validateReturnUrl — strict mode (dashboard flows)", () => {
  it.each<Row>([
    ["http://localhost:3000/dashboard?tab=1", "http://localhost:3000/dashboard?tab=1"],
    ["http://localhost:3000", "http://localhost:3000/"],
    ["http://localhost:3001/dashboard", /must be on this service's origin http:\/\/localhost:3000/],
    ["https://localhost:3000/dashboard", /must be on this service's origin/],
    ["http://127.0.0.1:3000/dashboard", /must be on this service's origin/],
    ["https://app.example/done", /must be on this service's origin/],
    ["http://user:pass@localhost:3000/dashboard", /must not contain a username or password/],
    ...refusedEverywhere,
  ])("development: %s → %s", (url, expected) => {
    const result = validateReturnUrl(url, { mode: "strict", baseUrl: BASE_DEV, production: false });
    assertResult(result, expected);
  });

  it.each<Row>([
    ["https://plugboard.example/dashboard", "https://plugboard.example/dashboard"],
    ["https://plugboard.example:443/x", "https://plugboard.example/x"],
    ["http://plugboard.example/dashboard", /must be on this service's origin/],
    ["https://evil.plugboard.example/dashboard", /must be on this service's origin/],
    ["https://plugboard.example.evil.com/", /must be on this service's origin/],
    ["https://plugboard.example@evil.com/", /must be on this service's origin|username or password/],
    ...refusedEverywhere,
  ])("production: %s → %s", (url, expected) => {
    const result = validateReturnUrl(url, { mode: "strict", baseUrl: BASE_PROD, production: true });
    assertResult(result, expected);
  });
});

describe("validateReturnUrl — relaxed mode (SDK flows)", () => {
  it.each<Row>([
    ["https://app.example/done?x=1#top", "https://app.example/done?x=1#top"],
    ["http://localhost:5173/callback", "http://localhost:5173/callback"],
    ["http://127.0.0.1:8080/cb", "http://127.0.0.1:8080/cb"],
    ["http://[::1]:8080/cb", "http://[::1]:8080/cb"],
    ["http://LOCALHOST/cb", "http://localhost/cb"],
    ["http://app.example/done", /http: only for localhost, 127.0.0.1 or \[::1\] in development/],
    ["http://localhost.evil.com/cb", /http: only for localhost/],
    ["http://192.168.1.10/cb", /http: only for localhost/],
    ["https://user@app.example/done", /must not contain a username or password/],
    ["https://:secret@app.example/done", /must not contain a username or password/],
    ...refusedEverywhere,
  ])("development: %s → %s", (url, expected) => {
    const result = validateReturnUrl(url, { mode: "relaxed", baseUrl: BASE_DEV, production: false });
    assertResult(result, expected);
  });

  it.each<Row>([
    ["https://app.example/done", "https://app.example/done"],
    ["https://localhost:5173/callback", "https://localhost:5173/callback"],
    ["https://plugboard.example/connected", "https://plugboard.example/connected"],
    ["http://localhost:5173/callback", /must use https: in production/],
    ["http://app.example/done", /must use https: in production/],
    ["https://user:pass@app.example/done", /must not contain a username or password/],
    ...refusedEverywhere,
  ])("production: %s → %s", (url, expected) => {
    const result = validateReturnUrl(url, { mode: "relaxed", baseUrl: BASE_PROD, production: true });
    assertResult(result, expected);
  });

  type RequesterRow = [url: string, requesterUrl: string | null | undefined, production: boolean, expected: string | RegExp];
  it.each<RequesterRow>([
    // own origin + valid requester on another origin → the requester URL
    ["https://plugboard.example/", "https://app.example/settings", true, "https://app.example/settings"],
    ["https://plugboard.example/any/path", "https://app.example/", true, "https://app.example/"],
    ["http://localhost:3000/", "http://localhost:5173/app", false, "http://localhost:5173/app"],
    // requester missing or invalid → the own-origin URL itself
    ["https://plugboard.example/", null, true, "https://plugboard.example/"],
    ["https://plugboard.example/", undefined, true, "https://plugboard.example/"],
    ["https://plugboard.example/", "", true, "https://plugboard.example/"],
    ["https://plugboard.example/", "http://app.example/", true, "https://plugboard.example/"],
    ["https://plugboard.example/", "javascript:alert(1)", true, "https://plugboard.example/"],
    ["https://plugboard.example/", "/relative", true, "https://plugboard.example/"],
    ["https://plugboard.example/", "https://plugboard.example/other", true, "https://plugboard.example/"],
    ["http://localhost:3000/", "http://app.example/", false, "http://localhost:3000/"],
    // URL not on own origin → requester ignored
    ["https://app.example/done", "https://other.example/", true, "https://app.example/done"],
    // URL itself invalid → refused even with a valid requester
    ["javascript:alert(1)", "https://app.example/", true, /not javascript:/],
  ])("url %s with requester %s (production %s) → %s", (url, requesterUrl, production, expected) => {
    const result = validateReturnUrl(url, {
      mode: "relaxed",
      baseUrl: production ? BASE_PROD : BASE_DEV,
      production,
      requesterUrl,
    });
    assertResult(result, expected);
  });

  it("ignores requesterUrl in strict mode", () => {
    const result = validateReturnUrl("https://plugboard.example/x", {
      mode: "strict",
      baseUrl: BASE_PROD,
      production: true,
      requesterUrl: "https://app.example/",
    });
    expect(result).toEqual({ ok: true, url: "https://plugboard.example/x" });
  });
});

it("throws for a baseUrl that is not an absolute URL (a configuration bug)", () => {
  expect(() => validateReturnUrl("https://a.example/", { mode: "strict", baseUrl: "localhost", production: false })).toThrow();
});

function assertResult(result: ReturnType<typeof validateReturnUrl>, expected: string | RegExp): void {
  if (typeof expected === "string") {
    expect(result).toEqual({ ok: true, url: expected });
  } else {
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toMatch(expected);
  }
}
