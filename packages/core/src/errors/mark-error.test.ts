import { describe, expect, it } from "vitest";
import * as crypto from "../crypto.js";
import * as core from "../index.js";
import * as server from "../server.js";
import { hasErrorMarker, markError } from "./mark-error.js";

type ErrorClass = (abstract new (...args: never[]) => Error) & { isInstance(value: unknown): boolean };

/** Every class a module exports that extends Error. */
function errorClassesOf(module: Record<string, unknown>): Map<string, ErrorClass> {
  const found = new Map<string, ErrorClass>();
  for (const [name, value] of Object.entries(module)) {
    if (typeof value === "function" && value.prototype instanceof Error) found.set(name, value as unknown as ErrorClass);
  }
  return found;
}

/** One instance of each exported error class of core (a new error class must be added here). */
const EXAMPLES: Record<string, () => Error> = {
  CredentialError: () => new server.CredentialError("api_key", "is required"),
  PathParamError: () => new server.PathParamError({ code: "missing_path_param", param: "id", template: "/things/{id}", message: "id is missing" }),
  CryptoError: () => new crypto.CryptoError("decrypt_failed", "no key authenticates the value"),
  UrlTemplateError: () => new server.UrlTemplateError({ code: "missing_value", field: "config.shop", message: "the connection has no value for config.shop" }),
};

describe("markError / hasErrorMarker", () => {
  it("recognises a marked error by name, also through a copy that never saw the class", () => {
    const error = new Error("boom");
    markError(error, "@plugboard/test.BaseError");
    markError(error, "@plugboard/test.ChildError");
    expect(hasErrorMarker(error, "@plugboard/test.BaseError")).toBe(true);
    expect(hasErrorMarker(error, "@plugboard/test.ChildError")).toBe(true);
    expect(hasErrorMarker(error, "@plugboard/test.OtherError")).toBe(false);
    // Another bundle holds its own module instance but the same global symbol.
    expect((error as unknown as Record<symbol, unknown>)[Symbol.for("@plugboard/error")]).toEqual(["@plugboard/test.BaseError", "@plugboard/test.ChildError"]);
  });

  it("is invisible to JSON and property listings", () => {
    const error = Object.assign(new Error("boom"), { code: "x" });
    markError(error, "@plugboard/test.BaseError");
    expect(JSON.stringify(error)).toBe('{"code":"x"}');
    expect(Object.keys(error)).toEqual(["code"]);
  });

  it("answers false for anything unmarked", () => {
    for (const value of [null, undefined, "error", 42, {}, new Error("plain")]) expect(hasErrorMarker(value, "@plugboard/test.BaseError")).toBe(false);
  });
});

describe("every error class core exports", () => {
  const classes = new Map([...errorClassesOf(core), ...errorClassesOf(server), ...errorClassesOf(crypto)]);

  it("has an example here (so none escapes the checks below)", () => {
    expect([...classes.keys()].sort()).toEqual(Object.keys(EXAMPLES).sort());
  });

  it.each(Object.entries(EXAMPLES))("%s carries the brand @plugboard/core.<name> and a snake_case code", (name, make) => {
    const error = make();
    expect(hasErrorMarker(error, `@plugboard/core.${name}`)).toBe(true);
    expect(classes.get(name)!.isInstance(error)).toBe(true);
    expect(classes.get(name)!.isInstance(new Error(error.message))).toBe(false);
    expect((error as Error & { code?: string }).code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });
});
