/**
 * The account label the tools of `pluginSlug` act for under `options` (`accounts`, then
 * `accountLabel`); undefined means the user's default account.
 *
 * @example
 * accountLabelFor({ accounts: { github: "work" } }, "github") // "work"
 */
export function accountLabelFor(options: { accounts?: Readonly<Record<string, string>> | undefined; accountLabel?: string | undefined }, pluginSlug: string): string | undefined {
  return options.accounts?.[pluginSlug] ?? options.accountLabel;
}
