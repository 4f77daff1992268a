import * as z from "zod";
import { TimestampSchema } from "./common.js";
import { DashboardDeveloperSchema } from "./dashboard-common.js";

/** Name of the header that carries the console session's CSRF token on every state-changing request. */
export const CONSOLE_CSRF_HEADER = "x-plugboard-csrf";

/**
 * Body of `POST /console/session`: sign in to the console with an `nk_` API key or, where an
 * identity provider is configured, an ID token. The server keeps the token in an `HttpOnly` cookie;
 * the page never sees it again.
 */
export const ConsoleSignInRequestSchema = z.union(
  [
    z.strictObject({ apiKey: z.string().trim().min(1, "apiKey must not be empty").max(200, "apiKey must be at most 200 characters") }),
    z.strictObject({ idToken: z.string().trim().min(1, "idToken must not be empty").max(8000, "idToken must be at most 8000 characters") }),
  ],
  { error: "give apiKey (an nk_ API key) or idToken (an identity-provider ID token)" },
);
export type ConsoleSignInRequest = z.input<typeof ConsoleSignInRequestSchema>;

/**
 * Response of `GET` and `POST /console/session`: who is signed in and the CSRF token to send as
 * {@link CONSOLE_CSRF_HEADER}, or `signedIn: false`. `idTokenSignIn` says whether an identity
 * provider is configured (so the sign-in form offers ID tokens).
 */
export const ConsoleSessionSchema = z.discriminatedUnion("signedIn", [
  z.object({
    signedIn: z.literal(true),
    developer: DashboardDeveloperSchema,
    csrfToken: z.string(),
    expiresAt: TimestampSchema,
    idTokenSignIn: z.boolean(),
  }),
  z.object({ signedIn: z.literal(false), idTokenSignIn: z.boolean() }),
]);
export type ConsoleSession = z.infer<typeof ConsoleSessionSchema>;
