import * as z from "zod";
import { TimestampSchema } from "./common.js";
import { safeString } from "./safe-string.js";
import { DashboardIdSchema } from "./dashboard-common.js";

/** Body of `POST /api/dashboard/api-keys`. */
export const CreateApiKeyRequestSchema = z.object({
  name: safeString().trim().min(1, "name is required").max(100, "name must be at most 100 characters"),
});
export type CreateApiKeyRequest = z.input<typeof CreateApiKeyRequestSchema>;

/** An API key as listed: never the key itself, only the prefix that tells keys apart. */
export const ApiKeyItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: TimestampSchema,
  lastUsedAt: TimestampSchema.nullable(),
});
export type ApiKeyItem = z.infer<typeof ApiKeyItemSchema>;

/** Response of `POST /api/dashboard/api-keys`: `key` is shown this once and stored only as a hash. */
export const CreateApiKeyResponseSchema = ApiKeyItemSchema.extend({ key: z.string() });
export type CreateApiKeyResponse = z.infer<typeof CreateApiKeyResponseSchema>;

/** Response of `GET /api/dashboard/api-keys`: the caller's own keys. */
export const ListApiKeysResponseSchema = z.object({ apiKeys: z.array(ApiKeyItemSchema) });
export type ListApiKeysResponse = z.infer<typeof ListApiKeysResponseSchema>;

/** Body of `DELETE /api/dashboard/api-keys`; the key is refused from then on. */
export const DeleteApiKeyRequestSchema = z.object({ keyId: DashboardIdSchema });
export type DeleteApiKeyRequest = z.input<typeof DeleteApiKeyRequestSchema>;
