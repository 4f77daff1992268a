import type { ProviderDefinitionInput } from "@plugboard/core";
import { stripeTools } from "../tools/stripe.js";

/**
 * Stripe's API with a secret or restricted API key (bearer, or Basic with the key as the username).
 * Request bodies are form-encoded, as Stripe's OpenAPI description declares.
 */
export const stripe: ProviderDefinitionInput = {
  id: "stripe",
  name: "Stripe",
  description: "Customers, payments, refunds, invoices, subscriptions, products, prices and payment links on a Stripe account.",
  categories: ["payments", "finance"],
  docsUrl: "https://docs.stripe.com/api",
  kind: "http",
  baseUrl: "https://api.stripe.com",
  authModes: [
    {
      type: "bearer",
      label: "Secret or restricted API key",
      description:
        "A secret key (sk_live_… / sk_test_…) or, better, a restricted key (rk_…) limited to what the agent needs, from the Stripe Dashboard's API keys page; sent as Authorization: Bearer <key>.",
      headerName: "Authorization",
      prefix: "Bearer",
    },
    {
      type: "basic",
      label: "API key (HTTP Basic)",
      description: "The same key sent as the Basic username with an empty password.",
      usernameLabel: "API key",
    },
  ],
  tools: stripeTools,
  sources: ["https://docs.stripe.com/api/authentication", "https://docs.stripe.com/keys", "https://docs.stripe.com/api", "https://github.com/stripe/openapi"],
};
