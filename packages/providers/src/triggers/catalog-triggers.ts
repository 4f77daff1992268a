import type { ProviderDefinitionInput, TriggerDefinitionInput } from "@plugboard/core";
import { githubTriggers } from "./github.js";
import { linearTriggers } from "./linear.js";
import { slackTriggers } from "./slack.js";
import { shopifyTriggers, stripeWebhookTriggers } from "./stripe-shopify-webhooks.js";
import { gmailTriggers, hubspotTriggers, jiraTriggers, outlookMailTriggers, stripeTriggers, zendeskTriggers } from "./poll-triggers.js";

/** The catalog's triggers by provider id, each written from (and citing) the provider's own documentation. */
export const catalogTriggers: Readonly<Record<string, readonly TriggerDefinitionInput[]>> = {
  github: githubTriggers,
  linear: linearTriggers,
  slack: slackTriggers,
  "google-gmail": gmailTriggers,
  "microsoft-outlook-mail": outlookMailTriggers,
  stripe: [...stripeTriggers, ...stripeWebhookTriggers],
  shopify: shopifyTriggers,
  zendesk: zendeskTriggers,
  jira: jiraTriggers,
  hubspot: hubspotTriggers,
};

/**
 * The definitions with the catalog's triggers attached (kept in their own files, beside the
 * definitions, so a definition and its triggers can be edited apart).
 *
 * @example
 * export const providerDefinitions = withCatalogTriggers([github, gitlab]);
 */
export function withCatalogTriggers(definitions: readonly ProviderDefinitionInput[]): ProviderDefinitionInput[] {
  return definitions.map((definition) => {
    const triggers = catalogTriggers[definition.id];
    return triggers ? { ...definition, triggers: [...(definition.triggers ?? []), ...triggers] } : definition;
  });
}
