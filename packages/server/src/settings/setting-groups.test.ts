import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadSettings } from "./load-settings.js";
import { SETTING_GROUPS } from "./setting-groups.js";
import { SETTINGS_TABLE_END, SETTINGS_TABLE_START, settingsTable, withSettingsTable } from "./settings-table.js";

const README = fileURLToPath(new URL("../../../../README.md", import.meta.url));
const KEY = "a".repeat(64);

describe("the settings schema", () => {
  it("is the README's settings table (run `pnpm --filter @plugboard/server docs:settings` when this fails)", () => {
    const page = readFileSync(README, "utf8");
    expect(page).toContain(SETTINGS_TABLE_START);
    expect(page).toContain(SETTINGS_TABLE_END);
    expect(withSettingsTable(page, settingsTable())).toBe(page);
  });

  it("names each variable once", () => {
    const names = SETTING_GROUPS.flatMap((group) => Object.keys(group.env));
    expect(new Set(names).size).toBe(names.length);
    for (const name of ["PORT", "HOST", "BASE_URL", "DATABASE_URL", "DATA_DIR", "ENCRYPTION_KEY", "PREVIOUS_ENCRYPTION_KEYS", "NODE_ENV", "OIDC_ISSUER", "OIDC_AUDIENCE", "ADMIN_EMAILS", "PLUGBOARD_BOOTSTRAP_ADMIN_EMAIL", "PLUGBOARD_BOOTSTRAP_API_KEY", "LOG_LEVEL"]) {
      expect(names).toContain(name);
    }
  });

  it("reads each variable into its option, with the defaults the table shows", () => {
    const settings = loadSettings({ ENCRYPTION_KEY: KEY, DATA_DIR: "/tmp/plugboard-settings-test" });
    expect(settings).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      baseUrl: "http://localhost:3000",
      production: false,
      logLevel: "info",
      toolTimeoutMs: 30_000,
      toolMaxResponseBytes: 10_485_760,
      allowPrivateNetwork: false,
      adminEmails: [],
      previousEncryptionKeys: [],
      database: { dataDir: "/tmp/plugboard-settings-test" },
    });
    expect(settings.outboundFastPath).toBeUndefined();
    const set = loadSettings({
      ENCRYPTION_KEY: KEY,
      PORT: "8080",
      OIDC_ISSUER: "https://id.example.com/",
      OIDC_AUDIENCE: "plugboard",
      PLUGBOARD_BOOTSTRAP_ADMIN_EMAIL: " Admin@Example.com ",
      PLUGBOARD_MCP_SESSION_IDLE_S: "60",
      PLUGBOARD_TRIGGER_MIN_INTERVAL_S: "5",
      PLUGBOARD_MCP_CLIENT_METADATA_URL: "off",
    });
    expect(set).toMatchObject({
      port: 8080,
      baseUrl: "http://localhost:8080",
      oidc: { issuer: "https://id.example.com", audience: "plugboard" },
      bootstrap: { adminEmail: "admin@example.com" },
      mcpSessionIdleMs: 60_000,
      triggers: { minIntervalSeconds: 5 },
      mcpClientMetadataUrl: null,
    });
  });

  it("turns the outbound fast path off with either switch", () => {
    expect(loadSettings({ ENCRYPTION_KEY: KEY, PLUGBOARD_RUNTIME_FAST_PATHS: "off" }).outboundFastPath).toBe(false);
    expect(loadSettings({ ENCRYPTION_KEY: KEY, PLUGBOARD_OUTBOUND_FAST_PATH: "off" }).outboundFastPath).toBe(false);
    expect(loadSettings({ ENCRYPTION_KEY: KEY, PLUGBOARD_RUNTIME_FAST_PATHS: "on" }).outboundFastPath).toBeUndefined();
  });

  it("names the variable of a bad value, and checks pairs before values", () => {
    expect(() => loadSettings({ ENCRYPTION_KEY: KEY, PORT: "70000" })).toThrow(/^PORT: must be a port number/);
    expect(() => loadSettings({ ENCRYPTION_KEY: "nope" })).toThrow(/^ENCRYPTION_KEY: must be 64 hexadecimal characters/);
    expect(() => loadSettings({ ENCRYPTION_KEY: KEY, OIDC_ISSUER: "not a url" })).toThrow(/^OIDC_AUDIENCE: is required when OIDC_ISSUER is set/);
    expect(() => loadSettings({ ENCRYPTION_KEY: KEY, LOG_LEVEL: "loud" })).toThrow(/^LOG_LEVEL: must be one of debug, info, warn, error, silent/);
    expect(() => loadSettings({ NODE_ENV: "production" })).toThrow(/^ENCRYPTION_KEY: is required in production/);
  });
});
