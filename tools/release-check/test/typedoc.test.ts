// `pnpm run docs` must keep working: the API reference of all four packages builds without a warning.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));

describe("API reference", () => {
  it("typedoc documents every package without warnings", () => {
    const output = execFileSync(join(root, "node_modules", ".bin", "typedoc"), ["--emit", "none", "--treatWarningsAsErrors"], {
      cwd: root,
      encoding: "utf8",
    });
    expect(output).toMatch(/Converting project at \.\/packages\/core/);
    expect(output).toMatch(/Converting project at \.\/packages\/ai/);
    expect(output).not.toMatch(/\[warning\]|\[error\]/);
    // Five packages (the provider catalog's data among them): minutes on a busy 2-core machine.
  }, 600_000);
});
