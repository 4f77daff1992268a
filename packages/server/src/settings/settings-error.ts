const BRAND = Symbol.for("plugboard.server.SettingsError");

/** A bad setting: its message names the environment variable and never holds the value of a secret. */
export class SettingsError extends Error {
  readonly setting: string;
  readonly [BRAND] = true;

  constructor(setting: string, message: string) {
    super(`${setting}: ${message}`);
    this.name = "SettingsError";
    this.setting = setting;
  }

  /** True for a SettingsError from any copy of this package. */
  static isInstance(value: unknown): value is SettingsError {
    return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }
}
