import type { OAuthRegisteredClientsStore } from "@modelcontextprotocol/sdk/server/auth/clients.js";
import { InvalidClientMetadataError } from "@modelcontextprotocol/sdk/server/auth/errors.js";
import type { OAuthClientInformationFull } from "@modelcontextprotocol/sdk/shared/auth.js";
import { isLoopbackHost } from "../transport-security.js";

/** Client authentication methods the token endpoint accepts (RFC 8414 `token_endpoint_auth_methods_supported`). */
export const TOKEN_ENDPOINT_AUTH_METHODS = ["none", "client_secret_post", "client_secret_basic"] as const;

/** One of {@link TOKEN_ENDPOINT_AUTH_METHODS}. */
export type TokenEndpointAuthMethod = (typeof TOKEN_ENDPOINT_AUTH_METHODS)[number];

/** Grant types this server implements. */
export const GRANT_TYPES = ["authorization_code", "refresh_token"] as const;

/** A client configured up front instead of through dynamic registration (like a client created in a provider's console). */
export interface StaticClient {
  clientId: string;
  /** Omit for a public client (PKCE only, `token_endpoint_auth_method: "none"`). */
  clientSecret?: string;
  redirectUris: string[];
  /**
   * Pins how the client authenticates at the token endpoint. Default: `none` without a secret; with a secret
   * both `client_secret_basic` and `client_secret_post` are accepted.
   */
  tokenEndpointAuthMethod?: TokenEndpointAuthMethod;
  clientName?: string;
}

/**
 * In-memory registry of OAuth clients: the static ones from the options plus those registered through RFC 7591.
 * The SDK's `clientRegistrationHandler` generates `client_id` and `client_secret`; this store validates the
 * metadata and fills in the defaults the SDK leaves open.
 */
export class ExampleClientsStore implements OAuthRegisteredClientsStore {
  readonly #clients = new Map<string, OAuthClientInformationFull>();
  /** Static confidential clients that did not pin a method: they may send their secret either way. */
  readonly #eitherSecretMethod = new Set<string>();
  readonly #onRegister: () => void;

  constructor(options: { staticClients?: StaticClient[]; onRegister?: () => void }) {
    this.#onRegister = options.onRegister ?? (() => {});
    for (const client of options.staticClients ?? []) {
      const method = client.tokenEndpointAuthMethod ?? (client.clientSecret ? "client_secret_basic" : "none");
      if (method !== "none" && !client.clientSecret) {
        throw new Error(`Static client ${client.clientId} uses ${method} but has no clientSecret`);
      }
      if (client.clientSecret && !client.tokenEndpointAuthMethod) this.#eitherSecretMethod.add(client.clientId);
      this.#clients.set(client.clientId, {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        client_name: client.clientName ?? client.clientId,
        redirect_uris: client.redirectUris,
        grant_types: [...GRANT_TYPES],
        response_types: ["code"],
        token_endpoint_auth_method: method,
      });
    }
  }

  getClient(clientId: string): OAuthClientInformationFull | undefined {
    return this.#clients.get(clientId);
  }

  /** The methods a client may use at the token endpoint: the one it registered (static clients: see {@link StaticClient}). */
  acceptedAuthMethods(client: OAuthClientInformationFull): TokenEndpointAuthMethod[] {
    if (this.#eitherSecretMethod.has(client.client_id)) return ["client_secret_basic", "client_secret_post"];
    const method = client.token_endpoint_auth_method ?? (client.client_secret ? "client_secret_basic" : "none");
    return [method as TokenEndpointAuthMethod];
  }

  /** Called by the SDK's registration handler with a generated `client_id` (and `client_secret` unless `none`). */
  registerClient(client: Omit<OAuthClientInformationFull, "client_id" | "client_id_issued_at">): OAuthClientInformationFull {
    const clientId = (client as Partial<OAuthClientInformationFull>).client_id;
    if (!clientId) throw new Error("The registration handler must generate client ids");

    if (client.redirect_uris.length === 0) {
      throw new InvalidClientMetadataError("redirect_uris must name at least one URI");
    }
    for (const uri of client.redirect_uris) {
      const url = new URL(uri);
      if (url.hash) throw new InvalidClientMetadataError(`redirect_uri ${uri} must not contain a fragment`);
      if (url.protocol !== "https:" && !(url.protocol === "http:" && isLoopbackHost(url.hostname))) {
        throw new InvalidClientMetadataError(`redirect_uri ${uri} must use https: (http: only for loopback hosts)`);
      }
    }
    // RFC 7591 §2 default is client_secret_basic; the SDK already generated a secret for every method but `none`.
    const method = client.token_endpoint_auth_method ?? "client_secret_basic";
    if (!(TOKEN_ENDPOINT_AUTH_METHODS as readonly string[]).includes(method)) {
      throw new InvalidClientMetadataError(
        `token_endpoint_auth_method must be one of ${TOKEN_ENDPOINT_AUTH_METHODS.join(", ")}`,
      );
    }
    // Lenient default: a client that names no grant types may still refresh (RFC 7591 would default to authorization_code only).
    const grantTypes = client.grant_types ?? [...GRANT_TYPES];
    const unsupportedGrant = grantTypes.find((grant) => !(GRANT_TYPES as readonly string[]).includes(grant));
    if (unsupportedGrant) throw new InvalidClientMetadataError(`grant type ${unsupportedGrant} is not supported`);
    const responseTypes = client.response_types ?? ["code"];
    if (responseTypes.some((type) => type !== "code")) {
      throw new InvalidClientMetadataError('response_types may only contain "code"');
    }

    const registered: OAuthClientInformationFull = {
      ...client,
      client_id: clientId,
      token_endpoint_auth_method: method,
      grant_types: grantTypes,
      response_types: responseTypes,
    };
    this.#clients.set(clientId, registered);
    this.#onRegister();
    return registered;
  }
}
