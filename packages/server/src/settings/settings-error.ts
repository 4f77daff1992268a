import { hasErrorMarker, markError } from "@plugboard/core/errors";

/** A bad setting: its message names the environment variable and never holds the value of a secret. */
export class SettingsError extends Error {
  readonly setting: string;

  constructor(setting: string, message: string) {
    super(`${setting}: ${message}`);
    this.name = "SettingsError";
    this.setting = setting;
    markError(this, "@plugboard/server.SettingsError");
  }

  /** True for a SettingsError from any copy of this package. */
  static isInstance(value: unknown): value is SettingsError {
    return hasErrorMarker(value, "@plugboard/server.SettingsError");
  }
}
