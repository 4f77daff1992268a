import type { ProviderDefinitionInput } from "@plugboard/core";
import { anthropic } from "./definitions/anthropic.js";
import { asanaMcp } from "./definitions/asana-mcp.js";
import { atlassianMcp } from "./definitions/atlassian-mcp.js";
import { cloudflare } from "./definitions/cloudflare.js";
import { cloudflareMcp } from "./definitions/cloudflare-mcp.js";
import { githubMcp } from "./definitions/github-mcp.js";
import { datadog } from "./definitions/datadog.js";
import { github } from "./definitions/github.js";
import { linearMcp } from "./definitions/linear-mcp.js";
import { notionMcp } from "./definitions/notion-mcp.js";
import { openai } from "./definitions/openai.js";
import { pagerduty } from "./definitions/pagerduty.js";
import { resend } from "./definitions/resend.js";
import { sendgrid } from "./definitions/sendgrid.js";
import { sentry } from "./definitions/sentry.js";
import { sentryMcp } from "./definitions/sentry-mcp.js";
import { stripeMcp } from "./definitions/stripe-mcp.js";
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
  openai,
  anthropic,
  sendgrid,
  resend,
  datadog,
  pagerduty,
  sentry,
  cloudflare,
  githubMcp,
  notionMcp,
  linearMcp,
  atlassianMcp,
  sentryMcp,
  stripeMcp,
  cloudflareMcp,
  asanaMcp,
];
