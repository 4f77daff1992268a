import * as z from "zod";

/**
 * Members of the OAuth state token, validated when signing and again after
 * verifying, so the callback can trust every member it reads.
 *
 * - `authMethodId` is `null` for MCP flows.
 * - `redirectUrl` is the already validated final return URL (http or https).
 * - `nonce` is random hex (at least 16 digits) that ties the state to its pending connection.
 * - `codeVerifier` (RFC 7636: 43–128 unreserved characters) is required when `isMcp` is true; a REST
 *   flow carries one when its oauth2 method sets `pkce`.
 * - `purpose` is an optional free-form label of the flow that started the authorization (for example
 *   `"connect-page"`); it is not the sealing purpose of `createSealedToken`.
 * - `requestId` (optional) is the connection request whose outcome this flow reports.
 *
 * The token is sealed (AES-256-GCM), not merely signed: nothing in it, the PKCE verifier least of all, is
 * readable by the browser, the provider or anyone who intercepts the redirect.
 *
 * @example
 * ```ts
 * const payload = StatePayloadSchema.parse({
 *   developerId, userId: "user-42", pluginId, authMethodId, redirectUrl: "https://app.example/done",
 *   nonce: randomBytes(16).toString("hex"), isMcp: false,
 * });
 * ```
 */
export const StatePayloadSchema = z
  .object({
    developerId: z.uuid(),
    userId: z.string().min(1),
    pluginId: z.uuid(),
    authMethodId: z.uuid().nullable(),
    redirectUrl: z.url({ protocol: /^https?$/ }),
    nonce: z.string().regex(/^[0-9a-f]{16,}$/i, "nonce must be at least 16 hexadecimal digits"),
    isMcp: z.boolean(),
    codeVerifier: z
      .string()
      .regex(/^[A-Za-z0-9\-._~]{43,128}$/, "codeVerifier must be 43-128 unreserved characters (RFC 7636)")
      .optional(),
    purpose: z.string().optional(),
    requestId: z.uuid().optional(),
    /** REST: the scopes the authorization asked for (space-separated): the grant when the token response names none. */
    scope: z.string().max(4000).optional(),
  })
  .superRefine((payload, context) => {
    if (payload.isMcp && payload.codeVerifier === undefined) {
      context.addIssue({ code: "custom", path: ["codeVerifier"], message: "codeVerifier is required when isMcp is true" });
    }
  });

/** The OAuth state token's payload; see {@link StatePayloadSchema}. */
export type StatePayload = z.infer<typeof StatePayloadSchema>;
