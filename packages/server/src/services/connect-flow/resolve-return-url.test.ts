import { describe, expect, it } from "vitest";
import { resolveReturnUrl } from "./resolve-return-url.js";

const development = { baseUrl: "http://localhost:3000", production: false };
const production = { baseUrl: "https://pb.example.com", production: true };

describe("resolveReturnUrl", () => {
  it("takes the first body alias, then the headers X-Svc-Redirect-Url, X-Return-Url, Referer, Origin in that order", () => {
    expect(resolveReturnUrl(production, { returnUrl: "https://app.example/a", callback_url: "https://app.example/b" }, {})).toBe("https://app.example/a");
    expect(resolveReturnUrl(production, {}, { "x-return-url": "https://app.example/x", referer: "https://app.example/r" })).toBe("https://app.example/x");
    expect(resolveReturnUrl(production, {}, { origin: "https://app.example" })).toBe("https://app.example/");
  });

  it("uses the requester's URL when the app names this service itself", () => {
    expect(resolveReturnUrl(development, { redirectUrl: "http://localhost:3000/" }, { referer: "http://localhost:5173/settings" })).toBe("http://localhost:5173/settings");
  });

  it("answers a 400 naming redirectUrl and where it came from", () => {
    const fieldError = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as { details: { fieldErrors: Record<string, string[]> } }).details.fieldErrors.redirectUrl?.[0];
      }
      throw new Error("expected a 400");
    };
    expect(fieldError(() => resolveReturnUrl(production, {}, {}))).toMatch(/redirectUrl is required/);
    expect(fieldError(() => resolveReturnUrl(production, { return_url: "http://app.example/" }, {}))).toMatch(/given as return_url/);
    expect(fieldError(() => resolveReturnUrl(production, {}, { "x-svc-redirect-url": "javascript:alert(1)" }))).toMatch(/X-SVC-Redirect-URL header/);
  });
});
