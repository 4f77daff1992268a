import * as z from "zod";
import { HEADER_NAME_PATTERN } from "./http-header.js";
import { safeString } from "./safe-string.js";

// Headers the HTTP client or the auth injection owns: a param may not set them.
/** Request headers Plugboard sets itself (lower case): a tool's header params cannot be one of them. */
export const RESERVED_HEADERS: ReadonlySet<string> = new Set(["host", "content-length", "content-type", "transfer-encoding", "connection", "authorization", "cookie", "te", "trailer", "upgrade", "keep-alive", "expect"]);

const ParamNameSchema = safeString().min(1, "param name is required").max(200, "param name must be at most 200 characters");

/**
 * Body encodings a tool can send: a JSON document, an `application/x-www-form-urlencoded` form (arrays
 * as repeated keys, objects as JSON text), or `form-nested`: the same media type with nested values in
 * bracket notation, as Stripe documents its parameters (`metadata[plan]=pro`, `expand[]=customer`,
 * `items[0][price]=price_1`; an empty object or array is sent as an empty value, which Stripe reads as
 * "unset"). The OpenAPI import picks `form-nested` when the form's `encoding` declares `deepObject`.
 */
export const ToolBodyEncodingSchema = z.enum(["json", "form", "form-nested"]);
export type ToolBodyEncoding = z.infer<typeof ToolBodyEncodingSchema>;

/**
 * Where a manual tool's params go (optional; without it a tool sends params as it always did:
 * `{placeholder}`s in the path, the rest in the query string for GET and DELETE or as a JSON body).
 * With it:
 * - `{placeholder}`s of the path are filled first, as always;
 * - `query`: the params sent in the query string (arrays as repeated keys, objects as JSON);
 * - `header`: the params sent as request headers of the same name (arrays joined with commas); a value a
 *   header cannot carry is a 400 naming the param, and the auth method's headers win over them;
 * - `body`: how the body is encoded (`json`, `form` or `form-nested`, see {@link ToolBodyEncodingSchema}). The params not placed elsewhere form the body
 *   object, or, with `bodyParam`, the value of that one param is the whole body (any JSON value, e.g. an
 *   array). Without `body` (and always for GET) no body is sent and the params not placed elsewhere go
 *   to the query string.
 *
 * @example
 * // POST /repos/{owner}/{repo}/issues?dry_run=…, header X-Request-Id, the rest as a JSON object body
 * { query: ["dry_run"], header: ["X-Request-Id"], body: "json" }
 */
export const ToolParamPlacementSchema = z
  .strictObject({
    query: z.array(ParamNameSchema).max(500).default([]),
    header: z
      .array(
        z
          .string()
          .regex(HEADER_NAME_PATTERN, "must be a valid HTTP header name")
          .refine((name) => !RESERVED_HEADERS.has(name.toLowerCase()), "this header is set by Plugboard and cannot be a param"),
      )
      .max(100)
      .default([]),
    body: ToolBodyEncodingSchema.optional(),
    bodyParam: ParamNameSchema.optional(),
  })
  .check((context) => {
    const { query, header, body, bodyParam } = context.value;
    const seen = new Map<string, string>();
    const place = (name: string, where: string, path: (string | number)[]) => {
      const before = seen.get(name);
      if (before) context.issues.push({ code: "custom", message: `param ${name} is already placed in ${before}`, input: name, path });
      else seen.set(name, where);
    };
    query.forEach((name, index) => place(name, "query", ["query", index]));
    header.forEach((name, index) => place(name, "header", ["header", index]));
    if (bodyParam !== undefined) {
      if (body === undefined) context.issues.push({ code: "custom", message: "bodyParam needs body (json or form)", input: bodyParam, path: ["bodyParam"] });
      place(bodyParam, "bodyParam", ["bodyParam"]);
    }
  });
export type ToolParamPlacement = z.output<typeof ToolParamPlacementSchema>;
export type ToolParamPlacementInput = z.input<typeof ToolParamPlacementSchema>;
