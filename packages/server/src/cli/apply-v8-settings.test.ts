import { describe, expect, it } from "vitest";
import { applyV8Settings } from "./apply-v8-settings.js";

// The case that changes V8 (PostgreSQL, the switch on) runs in its own process: test/cli/young-generation.test.ts.
describe("plugboard serve's V8 settings", () => {
  it("are left out with PLUGBOARD_RUNTIME_FAST_PATHS=off, and on the embedded database", () => {
    expect(applyV8Settings({ DATABASE_URL: "postgres://db.example/plugboard", PLUGBOARD_RUNTIME_FAST_PATHS: "off" })).toBe(false);
    expect(applyV8Settings({ DATABASE_URL: "memory://" })).toBe(false);
    expect(applyV8Settings({})).toBe(false);
  });
});
