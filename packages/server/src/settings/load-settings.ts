import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { CreatePlugboardOptions } from "./create-plugboard-options.js";
import { readKey, readSetting, readSettingGroups, SETTING_DEFAULTS } from "./setting-groups.js";
import { SettingsError } from "./settings-error.js";

/** Settings of the standalone server: `CreatePlugboardOptions` plus the listen address and bootstrap. */
export interface ServerSettings extends CreatePlugboardOptions {
  port: number;
  host: string;
  dataDir: string;
  database: { url?: string; dataDir: string };
  /** True when the encryption key was generated into `dataDir` on this start. */
  generatedEncryptionKey: boolean;
  bootstrap?: { adminEmail: string; apiKey?: string };
}

/** `DATA_DIR` as an absolute path (default `./.plugboard`), without reading or creating anything. */
export function resolveDataDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.DATA_DIR || SETTING_DEFAULTS.dataDir);
}

/**
 * Reads and checks the settings (README "Settings", docs/deployment.md) from an environment. A bad value throws a
 * `SettingsError` naming the variable. In development a missing `ENCRYPTION_KEY` is generated once and
 * kept in `$DATA_DIR/encryption.key`; in production it is required.
 *
 * @example
 * const settings = loadSettings(process.env);
 */
export function loadSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  // Each variable read and checked by its group's schema (setting-groups.ts); what depends on several is here.
  const settings = readSettingGroups(env);
  const port = settings.port ?? SETTING_DEFAULTS.port;
  const dataDir = settings.dataDir ?? resolveDataDir(env);
  const production = settings.production ?? false;

  let encryptionKey = settings.encryptionKey;
  let generatedEncryptionKey = false;
  if (encryptionKey === undefined) {
    if (production) throw new SettingsError("ENCRYPTION_KEY", "is required in production (64 hex characters; `openssl rand -hex 32`)");
    const keyFile = join(dataDir, "encryption.key");
    if (existsSync(keyFile)) {
      encryptionKey = readSetting("ENCRYPTION_KEY", () => readKey(readFileSync(keyFile, "utf8")));
    } else {
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      encryptionKey = randomBytes(32).toString("hex");
      writeFileSync(keyFile, encryptionKey + "\n", { mode: 0o600 });
      generatedEncryptionKey = true;
    }
  }

  return {
    ...settings,
    port,
    host: settings.host ?? SETTING_DEFAULTS.host,
    baseUrl: settings.baseUrl ?? `http://localhost:${port}`,
    dataDir,
    encryptionKey,
    generatedEncryptionKey,
    database: { ...settings.database, dataDir },
    production,
  };
}
