import * as z from "zod";
import { safeString } from "./safe-string.js";

/** The label of the account a connection stores when none is given. */
export const DEFAULT_ACCOUNT_LABEL = "default";

/**
 * Names one of a user's accounts at a plugin (`"work"`, `"alice@acme.com"`): 1–200 characters,
 * unique per (developer, user, plugin). Leading and trailing spaces are dropped.
 */
export const AccountLabelSchema = safeString()
  .trim()
  .min(1, "accountLabel must not be empty")
  .max(200, "accountLabel must be at most 200 characters");

/**
 * Which of the user's accounts a call uses: `connectionId` or `accountLabel`, not both; with neither,
 * the user's default account of the tool's plugin.
 */
export const AccountChoiceSchema = z.object({
  connectionId: safeString().min(1, "connectionId must not be empty").max(64, "connectionId must be at most 64 characters").optional(),
  accountLabel: AccountLabelSchema.optional(),
});
export type AccountChoice = z.infer<typeof AccountChoiceSchema>;

/** Refuses an {@link AccountChoice} naming both a connection id and a label (spread into a `.check`). */
export function refuseBothAccountChoices(context: z.core.ParsePayload<{ connectionId?: string | undefined; accountLabel?: string | undefined }>): void {
  if (context.value.connectionId !== undefined && context.value.accountLabel !== undefined) {
    context.issues.push({ code: "custom", message: "give connectionId or accountLabel, not both", path: ["accountLabel"], input: context.value });
  }
}

/**
 * Which account a write (`POST /api/v1/connections`, `/initiate`, a connect link) stores credentials
 * on. Without `addAccount` it updates one of the user's accounts at the plugin: `connectionId`'s, else
 * the one labelled `accountLabel`, else the default account (which takes `accountLabel`); only a user
 * with no account there gets a new one. `addAccount: true` adds an account named by `accountLabel`
 * (an existing label is updated instead).
 */
export const AccountWriteSchema = z.object({
  /** The account to update (from `GET /api/v1/connections`); `accountLabel` then renames it. */
  connectionId: AccountChoiceSchema.shape.connectionId,
  /** `true` adds an account (named by `accountLabel`) instead of updating the user's existing one. */
  addAccount: z.boolean().optional(),
});
export type AccountWrite = z.infer<typeof AccountWriteSchema>;

/** Refuses an {@link AccountWrite} that asks for a new account without naming it, or names an existing one too (spread into a `.check`). */
export function checkAccountWrite(context: z.core.ParsePayload<{ connectionId?: string | undefined; accountLabel?: string | undefined; addAccount?: boolean | undefined }>): void {
  if (context.value.addAccount !== true) return;
  if (context.value.connectionId !== undefined) {
    context.issues.push({ code: "custom", message: "addAccount adds a new account: give no connectionId", path: ["connectionId"], input: context.value });
  } else if (context.value.accountLabel === undefined) {
    context.issues.push({ code: "custom", message: "addAccount needs an accountLabel naming the new account", path: ["accountLabel"], input: context.value });
  }
}

/**
 * The header of the header-authenticated MCP endpoint that chooses accounts: either one label for
 * every plugin (`X-Plugboard-Account: work`) or comma-separated `plugin=label` pairs
 * (`X-Plugboard-Account: github=work, slack=acme`); labels are percent-decoded, so a label with a
 * comma or `=` is written `%2C` / `%3D`.
 */
export const MCP_ACCOUNT_HEADER = "x-plugboard-account";

/** What {@link parseAccountHeader} read: one label for all plugins, or a label per plugin slug. */
export type AccountHeader = { all: string } | { byPlugin: Record<string, string> };

/**
 * Reads an `X-Plugboard-Account` value ({@link MCP_ACCOUNT_HEADER}); returns a message naming the
 * problem when it is malformed.
 *
 * @example
 * parseAccountHeader("github=work, slack=acme") // { ok: true, value: { byPlugin: { github: "work", slack: "acme" } } }
 * parseAccountHeader("personal") // { ok: true, value: { all: "personal" } }
 */
export function parseAccountHeader(raw: string): { ok: true; value: AccountHeader } | { ok: false; error: string } {
  const decode = (part: string): string | undefined => {
    try {
      const parsed = AccountLabelSchema.safeParse(decodeURIComponent(part));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  };
  if (!raw.includes("=")) {
    const label = decode(raw);
    return label === undefined ? { ok: false, error: `${MCP_ACCOUNT_HEADER} must be a label or plugin=label pairs` } : { ok: true, value: { all: label } };
  }
  const byPlugin: Record<string, string> = {};
  for (const pair of raw.split(",")) {
    const at = pair.indexOf("=");
    const plugin = pair.slice(0, at).trim();
    const label = at > 0 ? decode(pair.slice(at + 1)) : undefined;
    if (!plugin || label === undefined) return { ok: false, error: `${MCP_ACCOUNT_HEADER}: "${pair.trim()}" is not plugin=label` };
    byPlugin[plugin] = label;
  }
  return { ok: true, value: { byPlugin } };
}
