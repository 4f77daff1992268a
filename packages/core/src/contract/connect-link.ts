import * as z from "zod";
import { AccountLabelSchema, AccountWriteSchema, checkAccountWrite } from "./account.js";
import { PluginSlugSchema, TimestampSchema, UserIdSchema } from "./common.js";

/**
 * Body of `POST /api/v1/connections/connect-link`: a hosted connect-page URL for one end-user and
 * plugin, to hand the user (in a chat, an email…); the flow ends on Plugboard's "you can close this
 * window" page.
 */
export const CreateConnectLinkRequestSchema = z
  .object({
    userId: UserIdSchema,
    plugin: PluginSlugSchema,
    /** The account the link connects: the user's existing one (see {@link AccountWriteSchema}) unless `addAccount`. */
    accountLabel: AccountLabelSchema.optional(),
    ...AccountWriteSchema.shape,
    /**
     * For links handed to an agent (a model could complete them itself): the link may only add a
     * missing account or authorize again one that needs it, never replace an active account's
     * credentials. When the account is active the answer is 409 `already_connected`, without a link.
     */
    reauthorizeOnly: z.boolean().optional(),
  })
  .check(checkAccountWrite);
export type CreateConnectLinkRequest = z.input<typeof CreateConnectLinkRequestSchema>;

/**
 * Response of `POST /api/v1/connections/connect-link`: the URL, usable once, until `expiresAt`, and
 * the connection request that follows its outcome (`GET /api/v1/connections/requests/{id}`,
 * `connections.waitForConnection` in the client SDK).
 */
export const CreateConnectLinkResponseSchema = z.object({ url: z.string(), expiresAt: TimestampSchema, connectionRequestId: z.string(), accountLabel: z.string() });
export type CreateConnectLinkResponse = z.infer<typeof CreateConnectLinkResponseSchema>;
