import type { CONSOLE_CSRF_HEADER, ConsoleSession, ConsoleSignInRequest } from "@plugboard/core";

// Types only from core (the page bundles none of its code); the annotation makes a renamed header a type error.
const CSRF_HEADER: typeof CONSOLE_CSRF_HEADER = "x-plugboard-csrf";

/** An answer of the API that was not a success, with the API's own words. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly fieldErrors: Record<string, string[]>,
  ) {
    super(message);
  }
}

let csrfToken = "";

/** Fired on a 401 from the API: the app asks the server whether the session still holds. */
export const SESSION_CHECK_EVENT = "plugboard-console:session-check";

/** The server root the console is served under (`<mount>/`), from the page's own URL (`<mount>/console/`). */
const root = () => new URL("../", window.location.href);

/** Remembers the session's CSRF token (never the API key: the page does not have it). */
export function useCsrfToken(token: string): void {
  csrfToken = token;
}

function wordsOf(status: number, body: unknown): ApiError {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const details = (record.details ?? {}) as { fieldErrors?: Record<string, string[]>; formErrors?: string[] };
  const error = typeof record.error === "string" ? record.error : `The server answered ${status}`;
  return new ApiError(error, status, typeof record.code === "string" ? record.code : undefined, details.fieldErrors ?? {});
}

/**
 * Calls a Plugboard route (a path below the server root, such as `api/v1/executions`) with the
 * session cookie; changes carry the CSRF token. Resolves the JSON answer, or rejects with an
 * {@link ApiError} worded as the API worded it.
 */
export async function call<T>(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", path: string, options: { query?: Record<string, string | undefined>; body?: unknown } = {}): Promise<T> {
  const url = new URL(path, root());
  for (const [name, value] of Object.entries(options.query ?? {})) if (value !== undefined && value !== "") url.searchParams.set(name, value);
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (method !== "GET") headers[CSRF_HEADER] = csrfToken;
  const response = await fetch(url, { method, headers, credentials: "same-origin", body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    // The session may have ended (expired, signed out elsewhere, key revoked): let the app check.
    if (response.status === 401 && !path.startsWith("console/")) window.dispatchEvent(new Event(SESSION_CHECK_EVENT));
    throw wordsOf(response.status, body);
  }
  return body as T;
}

/** The console session: who is signed in (and the CSRF token), sign in, sign out. */
export const session = {
  get: () => call<ConsoleSession>("GET", "console/session"),
  signIn: (input: ConsoleSignInRequest) => call<ConsoleSession>("POST", "console/session", { body: input }),
  signOut: () => call<ConsoleSession>("DELETE", "console/session"),
};
