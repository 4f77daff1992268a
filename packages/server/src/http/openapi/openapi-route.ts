import type * as z from "zod";

/** How a documented route authenticates. */
export type OpenApiAuth = "apiKey" | "dashboard" | "idToken" | "none";

/**
 * How a route reads its request body: `json` (the default: `application/json`, validated with the
 * route's `body` schema), `form` (`application/x-www-form-urlencoded`, validated with the same schema),
 * or `raw` (the exact bytes, any media type, for a handler that verifies a signature over them).
 */
export type BodyKind = "json" | "form" | "raw";

/** One documented response. */
export interface OpenApiResponse {
  description: string;
  /** Body schema (a core Zod schema, converted on its output side). */
  schema?: z.ZodType;
  /** Media type of a body that is not JSON (e.g. `text/html`): the handler returns it as a string. */
  contentType?: string;
  /** A redirect: documents the `Location` header instead of a body. */
  redirect?: boolean;
}

/** One route of the OpenAPI document, described with core's Zod schemas. */
export interface OpenApiRoute {
  method: "get" | "post" | "put" | "patch" | "delete";
  /** OpenAPI path with `{param}` segments, e.g. `/api/dashboard/plugins/{pluginId}`. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  tag: string;
  auth: OpenApiAuth;
  /** Query parameters (an object schema, converted on its input side). */
  query?: z.ZodType;
  /** Request body schema (converted on its input side); a `raw` route has none. */
  body?: z.ZodType;
  /** How the body is read (default `json`); see {@link BodyKind}. */
  bodyKind?: BodyKind;
  responses: Record<number, OpenApiResponse>;
}
