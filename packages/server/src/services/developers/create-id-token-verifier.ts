import type { JWTPayload, JWTVerifyGetKey } from "jose";

// jose is loaded with the first token to verify: a server without OIDC_ISSUER never needs it.
let jose: Promise<typeof import("jose")> | undefined;
const loadJose = () => (jose ??= import("jose"));
import type { Logger } from "../../logging/logger.js";
import { operatorFetch } from "../../outbound/operator-fetch.js";
import { oidcIssuerPolicy } from "../../outbound/outbound-policy.js";

/** Signature algorithms an ID token may use. `none` and the shared-secret HS* family are refused. */
export const ID_TOKEN_ALGORITHMS = ["RS256", "ES256"] as const;

/** Clock skew tolerated on `exp`, `nbf` and `iat`, in seconds. */
export const ID_TOKEN_CLOCK_TOLERANCE_SECONDS = 30;

/** Who a verified ID token names. */
export interface IdTokenIdentity {
  /** `sub`: the identity provider's stable id of the person. */
  subject: string;
  /** `email`, lowercased. */
  email: string;
  /** `email_verified` when the token carries it as a boolean; sign-in trusts the e-mail only when `true`. */
  emailVerified: boolean | undefined;
}

/** Why a token was refused (logged, never shown in detail to the caller). */
export type IdTokenRefusal =
  | "malformed"
  | "unsupported_algorithm"
  | "invalid_signature"
  | "unknown_key"
  | "expired"
  | "not_yet_valid"
  | "wrong_issuer"
  | "wrong_audience"
  | "missing_claim"
  | "provider_unreachable";

/** Outcome of {@link IdTokenVerifier.verify}: an expected failure is a result, not a throw. */
export type IdTokenResult = { ok: true; identity: IdTokenIdentity } | { ok: false; reason: IdTokenRefusal };

/** Verifies identity-provider ID tokens. */
export interface IdTokenVerifier {
  verify(token: string): Promise<IdTokenResult>;
}

/** Options of {@link createIdTokenVerifier}. */
export interface IdTokenVerifierOptions {
  /** `OIDC_ISSUER`: the `iss` every token must carry; its discovery document names the JWKS. */
  issuer: string;
  /** `OIDC_AUDIENCE`: the client id every token must be issued for (`aud`). */
  audience: string;
  /** Used for discovery and JWKS requests (default: `operatorFetch(oidcIssuerPolicy())`). */
  fetch?: typeof fetch;
  logger?: Logger;
  /** Clock tolerance in seconds (default {@link ID_TOKEN_CLOCK_TOLERANCE_SECONDS}). */
  clockToleranceSeconds?: number;
  /** Least time between two JWKS fetches, in ms (default 30 000): a token with an unknown `kid` refetches the keys at most this often. */
  jwksCooldownMs?: number;
}

const DISCOVERY_RETRY_MS = 5_000;
const HTTP_TIMEOUT_MS = 10_000;

/**
 * Creates a verifier of OpenID Connect ID tokens. On first use it reads the issuer's discovery
 * document (`/.well-known/openid-configuration`), checks that it names the configured issuer, and
 * builds a remote JWKS from its `jwks_uri`; jose caches the keys and refetches them when a token
 * carries an unknown `kid` (rotation). Each token must be signed with RS256 or ES256 by one of those
 * keys, carry the configured issuer and audience, a `sub`, an `email`, and be within its validity
 * window (30 s tolerance). `email_verified` is reported, not judged: what an unverified e-mail may do is
 * the sign-in's decision (`upsertDashboardDeveloper`). A failed discovery is retried after 5 s rather
 * than on every request.
 *
 * @example
 * const verifier = createIdTokenVerifier({ issuer: "https://login.example.com", audience: "plugboard" });
 * const result = await verifier.verify(token);
 * if (result.ok) console.log(result.identity.email);
 */
export function createIdTokenVerifier(options: IdTokenVerifierOptions): IdTokenVerifier {
  const fetchImpl = options.fetch ?? operatorFetch(oidcIssuerPolicy());
  const tolerance = options.clockToleranceSeconds ?? ID_TOKEN_CLOCK_TOLERANCE_SECONDS;
  let keys: { issuer: string; getKey: JWTVerifyGetKey } | undefined;
  let pending: Promise<{ issuer: string; getKey: JWTVerifyGetKey }> | undefined;
  let failedAt = 0;

  async function discover() {
    const base = options.issuer.replace(/\/+$/, "");
    const response = await fetchImpl(`${base}/.well-known/openid-configuration`, {
      headers: { accept: "application/json" },
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`discovery document answered HTTP ${response.status}`);
    const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown };
    if (typeof document.issuer !== "string" || document.issuer.replace(/\/+$/, "") !== base) {
      throw new Error("discovery document names another issuer");
    }
    if (typeof document.jwks_uri !== "string" || !/^https?:\/\//.test(document.jwks_uri)) {
      throw new Error("discovery document has no http(s) jwks_uri");
    }
    const { createRemoteJWKSet, customFetch } = await loadJose();
    const getKey = createRemoteJWKSet(new URL(document.jwks_uri), {
      [customFetch]: fetchImpl,
      timeoutDuration: HTTP_TIMEOUT_MS,
      cooldownDuration: options.jwksCooldownMs ?? 30_000,
      cacheMaxAge: 10 * 60_000,
    });
    return { issuer: document.issuer, getKey };
  }

  function loadKeys() {
    if (keys) return Promise.resolve(keys);
    if (!pending) {
      if (Date.now() - failedAt < DISCOVERY_RETRY_MS) return Promise.reject(new Error("discovery failed recently"));
      pending = discover().then(
        (loaded) => {
          keys = loaded;
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          failedAt = Date.now();
          options.logger?.warn("OIDC discovery failed", { issuer: options.issuer, errorMessage: error instanceof Error ? error.message : String(error) });
          throw error;
        },
      );
    }
    return pending;
  }

  async function verify(token: string): Promise<IdTokenResult> {
    const { decodeProtectedHeader, jwtVerify } = await loadJose();
    let algorithm: unknown;
    try {
      algorithm = decodeProtectedHeader(token).alg;
    } catch {
      return { ok: false, reason: "malformed" };
    }
    if (!(ID_TOKEN_ALGORITHMS as readonly unknown[]).includes(algorithm)) return { ok: false, reason: "unsupported_algorithm" };
    let loaded: { issuer: string; getKey: JWTVerifyGetKey };
    try {
      loaded = await loadKeys();
    } catch {
      return { ok: false, reason: "provider_unreachable" };
    }
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, loaded.getKey, {
        issuer: loaded.issuer,
        audience: options.audience,
        algorithms: [...ID_TOKEN_ALGORITHMS],
        clockTolerance: tolerance,
        requiredClaims: ["sub", "exp"],
      }));
    } catch (error) {
      return { ok: false, reason: refusalOf(error) };
    }
    const email = typeof payload.email === "string" ? payload.email.trim().toLowerCase() : "";
    if (typeof payload.sub !== "string" || payload.sub === "" || !email.includes("@")) return { ok: false, reason: "missing_claim" };
    const emailVerified = typeof payload.email_verified === "boolean" ? payload.email_verified : undefined;
    return { ok: true, identity: { subject: payload.sub, email, emailVerified } };
  }

  return { verify };
}

function refusalOf(error: unknown): IdTokenRefusal {
  const { code, claim } = (error ?? {}) as { code?: string; claim?: string };
  switch (code) {
    case "ERR_JWT_EXPIRED":
      return "expired";
    case "ERR_JWT_CLAIM_VALIDATION_FAILED":
      if (claim === "iss") return "wrong_issuer";
      if (claim === "aud") return "wrong_audience";
      if (claim === "nbf" || claim === "iat") return "not_yet_valid";
      return "missing_claim";
    case "ERR_JWS_SIGNATURE_VERIFICATION_FAILED":
      return "invalid_signature";
    case "ERR_JWKS_NO_MATCHING_KEY":
    case "ERR_JWKS_MULTIPLE_MATCHING_KEYS":
      return "unknown_key";
    case "ERR_JOSE_ALG_NOT_ALLOWED":
    case "ERR_JOSE_NOT_SUPPORTED":
      return "unsupported_algorithm";
    case "ERR_JWKS_TIMEOUT":
    case "ERR_JWKS_INVALID":
      return "provider_unreachable";
    default:
      return "malformed";
  }
}
