const BRAND = Symbol.for("plugboard.core.CredentialError");

/**
 * Credentials that do not fit their auth method. `field` names the missing or bad credential key;
 * the message never holds a credential value.
 */
export class CredentialError extends Error {
  readonly code = "INVALID_CREDENTIALS";
  readonly field: string;
  readonly [BRAND] = true;

  constructor(field: string, message: string) {
    super(message);
    this.name = "CredentialError";
    this.field = field;
  }

  /** True for a CredentialError from any copy of this package. */
  static isInstance(value: unknown): value is CredentialError {
    return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }
}
