import type { ProviderDefinitionInput } from "@plugboard/core";
import { withCatalogTriggers } from "./triggers/catalog-triggers.js";
import { airtable } from "./definitions/airtable.js";
import { anthropic } from "./definitions/anthropic.js";
import { asanaMcp } from "./definitions/asana-mcp.js";
import { asana } from "./definitions/asana.js";
import { atlassianMcp } from "./definitions/atlassian-mcp.js";
import { box } from "./definitions/box.js";
import { cloudflareMcp } from "./definitions/cloudflare-mcp.js";
import { cloudflare } from "./definitions/cloudflare.js";
import { confluence } from "./definitions/confluence.js";
import { datadog } from "./definitions/datadog.js";
import { discord } from "./definitions/discord.js";
import { dropbox } from "./definitions/dropbox.js";
import { figma } from "./definitions/figma.js";
import { githubMcp } from "./definitions/github-mcp.js";
import { github } from "./definitions/github.js";
import { gitlab } from "./definitions/gitlab.js";
import { googleCalendar } from "./definitions/google-calendar.js";
import { googleDrive } from "./definitions/google-drive.js";
import { googleGmail } from "./definitions/google-gmail.js";
import { googleSheets } from "./definitions/google-sheets.js";
import { hubspot } from "./definitions/hubspot.js";
import { intercom } from "./definitions/intercom.js";
import { jira } from "./definitions/jira.js";
import { linearMcp } from "./definitions/linear-mcp.js";
import { linear } from "./definitions/linear.js";
import { microsoftOnedrive } from "./definitions/microsoft-onedrive.js";
import { microsoftOutlookCalendar } from "./definitions/microsoft-outlook-calendar.js";
import { microsoftOutlookMail } from "./definitions/microsoft-outlook-mail.js";
import { notionMcp } from "./definitions/notion-mcp.js";
import { notion } from "./definitions/notion.js";
import { openai } from "./definitions/openai.js";
import { pagerduty } from "./definitions/pagerduty.js";
import { resend } from "./definitions/resend.js";
import { salesforce } from "./definitions/salesforce.js";
import { sendgrid } from "./definitions/sendgrid.js";
import { sentryMcp } from "./definitions/sentry-mcp.js";
import { sentry } from "./definitions/sentry.js";
import { shopify } from "./definitions/shopify.js";
import { slack } from "./definitions/slack.js";
import { spotify } from "./definitions/spotify.js";
import { stripeMcp } from "./definitions/stripe-mcp.js";
import { stripe } from "./definitions/stripe.js";
import { twilio } from "./definitions/twilio.js";
import { x } from "./definitions/x.js";
import { zendesk } from "./definitions/zendesk.js";
import { zoomS2s } from "./definitions/zoom-s2s.js";
import { zoom } from "./definitions/zoom.js";

/**
 * Every provider of the catalog, in the order the catalog lists them. Adding a provider: write
 * `definitions/<id>.ts` and add it here (see the package README); its triggers go in `triggers/`.
 */
export const providerDefinitions: readonly ProviderDefinitionInput[] = withCatalogTriggers([
  github, gitlab, googleGmail, googleCalendar, googleDrive, googleSheets, microsoftOutlookMail, microsoftOutlookCalendar, microsoftOnedrive, slack, salesforce, hubspot, asana, box, dropbox, zoom, zoomS2s, spotify, figma,
  shopify, zendesk, x, airtable, discord, intercom,
  notion, linear, jira, confluence,
  stripe, twilio, sendgrid, openai, resend, anthropic, datadog, pagerduty, sentry, cloudflare,
  githubMcp, notionMcp, linearMcp, atlassianMcp, sentryMcp, stripeMcp, asanaMcp, cloudflareMcp,
]);
