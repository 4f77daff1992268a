import { hasErrorMarker, markError } from "../errors/mark-error.js";

/**
 * Credentials that do not fit their auth method. `field` names the missing or bad credential key;
 * the message never holds a credential value.
 */
export class CredentialError extends Error {
  readonly code = "invalid_credentials";
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.name = "CredentialError";
    this.field = field;
    markError(this, "@plugboard/core.CredentialError");
  }

  /** True for a CredentialError from any copy of this package. */
  static isInstance(value: unknown): value is CredentialError {
    return hasErrorMarker(value, "@plugboard/core.CredentialError");
  }
}
