import type { ProviderDefinitionInput } from "@plugboard/core";
import { github } from "./definitions/github.js";
import { sendgrid } from "./definitions/sendgrid.js";
import { stripe } from "./definitions/stripe.js";
import { twilio } from "./definitions/twilio.js";

/**
 * Every provider of the catalog, in the order the catalog lists them. Adding a provider: write
 * `definitions/<id>.ts` and add it here (see the package README).
 */
export const providerDefinitions: readonly ProviderDefinitionInput[] = [
  github,
  stripe,
  twilio,
  sendgrid,
];
