import { ErrorResponseSchema, ValidationErrorResponseSchema } from "@plugboard/core";
import type { Services } from "../../compose.js";
import type { OpenApiResponse } from "../openapi/openapi-route.js";
import { defineRoute } from "../route.js";

/** What the `/api/v1` handlers get. */
export interface V1Deps {
  services: Services;
  /** The OpenAPI document of `/api/v1` and `/api/dashboard` (built once). */
  openApiDocument(): Record<string, unknown>;
}

/** Declares an `/api/v1` route over all the services (see {@link defineRoute}); route tables use `v1RoutesUsing`, which hands them the same declarer over just the services they name. */
export const v1Route = defineRoute<V1Deps>();

/** 400 with `details.fieldErrors`. */
export const invalid: OpenApiResponse = { description: "The input failed validation; `details.fieldErrors` names each field", schema: ValidationErrorResponseSchema };
/** 401 without a valid API key. */
export const unauthorized: OpenApiResponse = { description: "Missing or invalid API key", schema: ErrorResponseSchema };
/** A documented `{ error, code }` answer. */
export const failure = (description: string): OpenApiResponse => ({ description, schema: ErrorResponseSchema });
