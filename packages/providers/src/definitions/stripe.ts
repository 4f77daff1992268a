import type { ProviderDefinitionInput } from "@plugboard/core";
import { stripeTools } from "../tools/stripe.js";

/**
 * Stripe's API with a secret or restricted API key. Stripe documents HTTP Basic with the key as the
 * username and no password, and Bearer with the key for cross-origin requests; both are offered.
 * Tools from Stripe's own OpenAPI document (see `scripts/curation/stripe.ts` for what was left out).
 */
export const stripe: ProviderDefinitionInput = {
  id: "stripe",
  name: "Stripe",
  description: "Payments on Stripe: customers, payment intents, charges and refunds, invoices, subscriptions, products and prices, balance, payouts and events.",
  categories: ["payments", "finance"],
  docsUrl: "https://docs.stripe.com/api",
  kind: "http",
  baseUrl: "https://api.stripe.com",
  authModes: [
    {
      type: "bearer",
      label: "Secret or restricted API key",
      description:
        "Use a restricted API key with only the permissions the agent needs, or a secret key (sk_test_… in test mode, sk_live_… in live mode), from the API keys page of the Stripe Dashboard. It is sent as Authorization: Bearer <key>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
    {
      type: "basic",
      label: "API key as HTTP Basic username",
      description: "Stripe's documented default: the secret or restricted API key as the Basic username, with an empty password.",
      usernameLabel: "Secret or restricted API key",
    },
  ],
  tools: stripeTools,
  verifiedAt: "2026-11-27",
  sources: [
    "https://docs.stripe.com/api/authentication",
    "https://docs.stripe.com/api",
    "https://github.com/stripe/openapi",
  ],
};
