import type { ProviderDefinitionInput } from "@plugboard/core";
import { withCatalogTriggers } from "./triggers/catalog-triggers.js";
import { airtable } from "./definitions/airtable.js";
import { anthropic } from "./definitions/anthropic.js";
import { asanaMcp } from "./definitions/asana-mcp.js";
import { asana } from "./definitions/asana.js";
import { atlassianMcp } from "./definitions/atlassian-mcp.js";
import { attio } from "./definitions/attio.js";
import { bitbucket } from "./definitions/bitbucket.js";
import { box } from "./definitions/box.js";
import { calendly } from "./definitions/calendly.js";
import { close } from "./definitions/close.js";
import { cloudflareMcp } from "./definitions/cloudflare-mcp.js";
import { cloudflare } from "./definitions/cloudflare.js";
import { configcat } from "./definitions/configcat.js";
import { confluence } from "./definitions/confluence.js";
import { constantContact } from "./definitions/constant-contact.js";
import { datadog } from "./definitions/datadog.js";
import { deel } from "./definitions/deel.js";
import { devto } from "./definitions/devto.js";
import { digitalocean } from "./definitions/digitalocean.js";
import { discord } from "./definitions/discord.js";
import { docusign } from "./definitions/docusign.js";
import { dropbox } from "./definitions/dropbox.js";
import { elevenlabs } from "./definitions/elevenlabs.js";
import { eventbrite } from "./definitions/eventbrite.js";
import { figmaMcp } from "./definitions/figma-mcp.js";
import { figma } from "./definitions/figma.js";
import { githubMcp } from "./definitions/github-mcp.js";
import { github } from "./definitions/github.js";
import { gitlab } from "./definitions/gitlab.js";
import { googleCalendar } from "./definitions/google-calendar.js";
import { googleClassroom } from "./definitions/google-classroom.js";
import { googleContacts } from "./definitions/google-contacts.js";
import { googleDocs } from "./definitions/google-docs.js";
import { googleDrive } from "./definitions/google-drive.js";
import { googleForms } from "./definitions/google-forms.js";
import { googleGmail } from "./definitions/google-gmail.js";
import { googleSearchConsole } from "./definitions/google-search-console.js";
import { googleSheets } from "./definitions/google-sheets.js";
import { googleSlides } from "./definitions/google-slides.js";
import { googleTasks } from "./definitions/google-tasks.js";
import { googleYoutube } from "./definitions/google-youtube.js";
import { gusto } from "./definitions/gusto.js";
import { hetznerCloud } from "./definitions/hetzner-cloud.js";
import { hubspotMcp } from "./definitions/hubspot-mcp.js";
import { hubspot } from "./definitions/hubspot.js";
import { increase } from "./definitions/increase.js";
import { intercom } from "./definitions/intercom.js";
import { jira } from "./definitions/jira.js";
import { keap } from "./definitions/keap.js";
import { klaviyo } from "./definitions/klaviyo.js";
import { launchdarkly } from "./definitions/launchdarkly.js";
import { linearMcp } from "./definitions/linear-mcp.js";
import { linear } from "./definitions/linear.js";
import { linode } from "./definitions/linode.js";
import { microsoftExcel } from "./definitions/microsoft-excel.js";
import { microsoftOnedrive } from "./definitions/microsoft-onedrive.js";
import { microsoftOutlookCalendar } from "./definitions/microsoft-outlook-calendar.js";
import { microsoftOutlookMail } from "./definitions/microsoft-outlook-mail.js";
import { microsoftSharepoint } from "./definitions/microsoft-sharepoint.js";
import { microsoftTeams } from "./definitions/microsoft-teams.js";
import { mondayMcp } from "./definitions/monday-mcp.js";
import { mux } from "./definitions/mux.js";
import { netlify } from "./definitions/netlify.js";
import { notionMcp } from "./definitions/notion-mcp.js";
import { notion } from "./definitions/notion.js";
import { openai } from "./definitions/openai.js";
import { pagerduty } from "./definitions/pagerduty.js";
import { pipedrive } from "./definitions/pipedrive.js";
import { postmark } from "./definitions/postmark.js";
import { quickbooks } from "./definitions/quickbooks.js";
import { resend } from "./definitions/resend.js";
import { salesforce } from "./definitions/salesforce.js";
import { salesloft } from "./definitions/salesloft.js";
import { sendgrid } from "./definitions/sendgrid.js";
import { sentryMcp } from "./definitions/sentry-mcp.js";
import { sentry } from "./definitions/sentry.js";
import { shopify } from "./definitions/shopify.js";
import { slack } from "./definitions/slack.js";
import { spotify } from "./definitions/spotify.js";
import { square } from "./definitions/square.js";
import { stripeMcp } from "./definitions/stripe-mcp.js";
import { supabaseMcp } from "./definitions/supabase-mcp.js";
import { stripe } from "./definitions/stripe.js";
import { stripeConnect } from "./definitions/stripe-connect.js";
import { trello } from "./definitions/trello.js";
import { twilio } from "./definitions/twilio.js";
import { typeform } from "./definitions/typeform.js";
import { vercel } from "./definitions/vercel.js";
import { vimeo } from "./definitions/vimeo.js";
import { x } from "./definitions/x.js";
import { zendesk } from "./definitions/zendesk.js";
import { zoomS2s } from "./definitions/zoom-s2s.js";
import { zoom } from "./definitions/zoom.js";
// cat-a: second round (named providers, developer tools, storage)
import { xero } from "./definitions/xero.js";
import { xeroFiles } from "./definitions/xero-files.js";
import { microsoftTodo } from "./definitions/microsoft-todo.js";
import { microsoftPlanner } from "./definitions/microsoft-planner.js";
import { microsoftOnenote } from "./definitions/microsoft-onenote.js";
import { monday } from "./definitions/monday.js";
import { todoist } from "./definitions/todoist.js";
import { front } from "./definitions/front.js";
import { helpScout } from "./definitions/help-scout.js";
import { patreon } from "./definitions/patreon.js";
import { pinterest } from "./definitions/pinterest.js";
import { linkedin } from "./definitions/linkedin.js";
import { mistral } from "./definitions/mistral.js";
import { cohere } from "./definitions/cohere.js";
import { groq } from "./definitions/groq.js";
import { replicate } from "./definitions/replicate.js";
import { webflow } from "./definitions/webflow.js";
import { canva } from "./definitions/canva.js";
import { freshbooks } from "./definitions/freshbooks.js";
import { ringcentral } from "./definitions/ringcentral.js";
import { surveymonkey } from "./definitions/surveymonkey.js";
import { dialpad } from "./definitions/dialpad.js";
import { heroku } from "./definitions/heroku.js";
import { lucid } from "./definitions/lucid.js";
import { acuityScheduling } from "./definitions/acuity-scheduling.js";
import { outreach } from "./definitions/outreach.js";
import { jotform } from "./definitions/jotform.js";
import { huggingFace } from "./definitions/hugging-face.js";
import { deepgram } from "./definitions/deepgram.js";

// cat-c: second round (Google, Microsoft Graph, Zoho, Atlassian, and the named providers)
import { googleBigquery } from "./definitions/google-bigquery.js";
import { googleCloudStorage } from "./definitions/google-cloud-storage.js";
import { googleBlogger } from "./definitions/google-blogger.js";
import { googleAdminDirectory } from "./definitions/google-admin-directory.js";
import { googleAppsScript } from "./definitions/google-apps-script.js";
import { microsoftWord } from "./definitions/microsoft-word.js";
import { microsoftEntraId } from "./definitions/microsoft-entra-id.js";
import { microsoftBookings } from "./definitions/microsoft-bookings.js";
import { microsoftOutlookContacts } from "./definitions/microsoft-outlook-contacts.js";
import { mailchimp } from "./definitions/mailchimp.js";
import { googleCloudSql } from "./definitions/google-cloud-sql.js";
import { googleVault } from "./definitions/google-vault.js";
import { googleBooks } from "./definitions/google-books.js";
import { googleAnalyticsData } from "./definitions/google-analytics-data.js";
import { googleChat } from "./definitions/google-chat.js";
import { zohoCrm } from "./definitions/zoho-crm.js";
import { jiraServiceManagement } from "./definitions/jira-service-management.js";
import { freshdesk } from "./definitions/freshdesk.js";
import { servicenow } from "./definitions/servicenow.js";
import { netsuite } from "./definitions/netsuite.js";
import { microsoftTeamsMeetings } from "./definitions/microsoft-teams-meetings.js";
import { microsoftSecurity } from "./definitions/microsoft-security.js";
import { googleSiteVerification } from "./definitions/google-site-verification.js";
import { googleWorkspaceLicensing } from "./definitions/google-workspace-licensing.js";
import { googleCloudResourceManager } from "./definitions/google-cloud-resource-manager.js";
import { microsoftPeople } from "./definitions/microsoft-people.js";
// cat-c imports end

// cat-e: third batch (AI, email, analytics and content APIs)
import { togetherAi } from "./definitions/together-ai.js";
import { assemblyai } from "./definitions/assemblyai.js";
import { pinecone } from "./definitions/pinecone.js";
import { brevo } from "./definitions/brevo.js";
import { algolia } from "./definitions/algolia.js";
import { mixpanel } from "./definitions/mixpanel.js";
import { storyblok } from "./definitions/storyblok.js";
import { perplexity } from "./definitions/perplexity.js";
import { plausible } from "./definitions/plausible.js";
import { fireworksAi } from "./definitions/fireworks-ai.js";
// cat-e imports end
import { gong } from "./definitions/gong.js";
import { clickup } from "./definitions/clickup.js";
import { miro } from "./definitions/miro.js";

/**
 * Every provider of the catalog, in the order the catalog lists them. Adding a provider: write
 * `definitions/<id>.ts` and add it here (see the package README); its triggers go in `triggers/`.
 */
export const providerDefinitions: readonly ProviderDefinitionInput[] = withCatalogTriggers([
  github, gitlab, bitbucket, googleGmail, googleCalendar, googleDrive, googleSheets, googleDocs, googleSlides, googleContacts, googleTasks, googleForms, googleClassroom, googleYoutube, googleSearchConsole, microsoftOutlookMail, microsoftOutlookCalendar, microsoftOnedrive, microsoftTeams, microsoftSharepoint, microsoftExcel, slack, salesforce, hubspot, asana, box, dropbox, zoom, zoomS2s, spotify, figma,
  shopify, zendesk, x, airtable, discord, intercom, docusign, quickbooks, square, calendly, pipedrive, attio,
  notion, linear, jira, confluence, trello,
  xero, xeroFiles, microsoftTodo, microsoftPlanner, microsoftOnenote, monday,
  // CRM, support, HR, finance, marketing, social and scheduling (catalog, second round)
  salesloft, close, keap, typeform, klaviyo, constantContact, eventbrite, gusto, deel,
  stripe, stripeConnect, twilio, sendgrid, openai, resend, anthropic, datadog, pagerduty, sentry, cloudflare, vercel, launchdarkly, mux, digitalocean, vimeo, linode, increase, postmark, devto, configcat, elevenlabs, hetznerCloud, netlify,
  // cat-c: Google, Microsoft Graph, Zoho, Atlassian, and the named providers
  googleBigquery, googleCloudStorage, googleBlogger, googleAdminDirectory, googleAppsScript, googleCloudSql, googleVault, googleBooks, googleAnalyticsData, googleChat, googleSiteVerification, googleWorkspaceLicensing, googleCloudResourceManager,
  microsoftWord, microsoftEntraId, microsoftBookings, microsoftOutlookContacts, microsoftTeamsMeetings, microsoftSecurity, microsoftPeople,
  mailchimp, zohoCrm, jiraServiceManagement, freshdesk, servicenow, netsuite,
  githubMcp, notionMcp, linearMcp, atlassianMcp, sentryMcp, stripeMcp, asanaMcp, cloudflareMcp, figmaMcp, hubspotMcp, mondayMcp, supabaseMcp,
  // support, productivity, social and AI APIs (catalog, second round, second batch)
  todoist, front, helpScout, patreon, pinterest, linkedin, mistral, cohere, groq, replicate, webflow, canva, freshbooks, ringcentral, surveymonkey, dialpad, heroku, lucid, acuityScheduling, outreach, jotform, huggingFace, deepgram,
  // cat-e: AI, email, analytics and content APIs (catalog, second round, third batch)
  togetherAi, assemblyai, pinecone, brevo, algolia, mixpanel, storyblok, perplexity, plausible, fireworksAi,
  // revenue intelligence and project management (catalog, second round)
  gong,
  clickup,
  miro,
]);
