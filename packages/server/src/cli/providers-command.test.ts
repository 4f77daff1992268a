import { describe, expect, it } from "vitest";
import { parseProvidersInstallCommand } from "./providers-command.js";

describe("parseProvidersInstallCommand", () => {
  it("asks for allowProxy only with --allow-proxy", () => {
    const plain = parseProvidersInstallCommand(["github", "--email", "ada@example.com"], {});
    expect(plain).toMatchObject({ name: "providers.install", provider: "github" });
    expect((plain as { request: { allowProxy?: boolean } }).request.allowProxy).toBeUndefined();
    const open = parseProvidersInstallCommand(["github", "--email", "ada@example.com", "--allow-proxy"], {});
    expect((open as { request: { allowProxy?: boolean } }).request.allowProxy).toBe(true);
  });
});
