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
