import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written from Brevo's own Node.js SDK for API v3 (getbrevo/brevo-node, generated from Brevo's
// OpenAPI definition): each API class names its operations' method, path and query params, and the
// model files their body fields.
/** The folder of Brevo's SDK API classes the tools below cite. */
export const BREVO_SDK_API = "https://github.com/getbrevo/brevo-node/blob/main/api";
const CONTACTS = `${BREVO_SDK_API}/contactsApi.ts`;
const EMAILS = `${BREVO_SDK_API}/transactionalEmailsApi.ts`;
const CAMPAIGNS = `${BREVO_SDK_API}/emailCampaignsApi.ts`;
const identifier: ReferenceParam = { type: "string", description: "The contact's email address or id." };
const page = { limit: { type: "integer" }, offset: { type: "integer" }, sort: { type: "string", enum: ["asc", "desc"] } } satisfies Record<string, ReferenceParam>;
const emailAddress = { type: "object", properties: { email: { type: "string" }, name: { type: "string" } }, required: ["email"] };

/** 20 tools of Brevo's API v3: transactional email, contacts and lists, email campaigns, senders and the account. */
export const brevoTools: ProviderToolInput[] = [
  referenceTool({ slug: "GET_ACCOUNT", name: "Get the account", description: "Gets the Brevo account: company, plan and credits left.", method: "GET", path: "/account", url: `${BREVO_SDK_API}/accountApi.ts` }),
  referenceTool({
    slug: "SEND_TRANSACTIONAL_EMAIL",
    name: "Send a transactional email",
    description: "Sends an email to one or more recipients, either with its own subject and htmlContent (or textContent) or from a template (templateId with params); answers the messageId.",
    method: "POST",
    path: "/smtp/email",
    url: EMAILS,
    params: {
      sender: { ...emailAddress, description: "The sender: a verified sender's email (and name)." },
      to: { type: "array", items: emailAddress, requiredParam: true },
      cc: { type: "array", items: emailAddress },
      bcc: { type: "array", items: emailAddress },
      replyTo: emailAddress,
      subject: { type: "string" },
      htmlContent: { type: "string" },
      textContent: { type: "string" },
      templateId: { type: "integer", description: "A template to send instead of htmlContent." },
      params: { type: "object", description: "Values of the template's {{params.x}} placeholders." },
      tags: { type: "array", items: { type: "string" } },
      scheduledAt: { type: "string", description: "Send later (ISO 8601 date-time)." },
    },
  }),
  referenceTool({
    slug: "LIST_TRANSACTIONAL_EMAILS",
    name: "List sent transactional emails",
    description: "Lists transactional emails sent, filtered by recipient email, templateId or messageId (one of them is needed) and dates.",
    method: "GET",
    path: "/smtp/emails",
    url: EMAILS,
    params: { email: { type: "string" }, templateId: { type: "integer" }, messageId: { type: "string" }, startDate: { type: "string", description: "YYYY-MM-DD" }, endDate: { type: "string", description: "YYYY-MM-DD" }, ...page },
  }),
  referenceTool({ slug: "GET_TRANSACTIONAL_EMAIL", name: "Get a sent transactional email", description: "Gets one sent email's content and its events (delivered, opened, clicked…) by its uuid.", method: "GET", path: "/smtp/emails/{uuid}", url: EMAILS, params: { uuid: { type: "string" } } }),
  referenceTool({ slug: "LIST_EMAIL_TEMPLATES", name: "List email templates", description: "Lists the transactional email templates with their ids, names and subjects.", method: "GET", path: "/smtp/templates", url: EMAILS, params: { templateStatus: { type: "boolean", description: "true for active templates only." }, limit: { type: "integer" }, offset: { type: "integer" }, sort: { type: "string", enum: ["asc", "desc"] } } }),
  referenceTool({ slug: "GET_EMAIL_TEMPLATE", name: "Get an email template", description: "Gets one template: subject, sender, HTML content and status.", method: "GET", path: "/smtp/templates/{templateId}", url: EMAILS, params: { templateId: { type: "integer" } } }),
  referenceTool({
    slug: "LIST_CONTACTS",
    name: "List contacts",
    description: "Lists contacts with their attributes and lists, newest first by default; filter by modification or creation date, list ids or segment.",
    method: "GET",
    path: "/contacts",
    url: CONTACTS,
    params: { ...page, modifiedSince: { type: "string", description: "ISO 8601 date-time." }, createdSince: { type: "string", description: "ISO 8601 date-time." }, segmentId: { type: "integer" }, listIds: { type: "array", items: { type: "integer" } } },
  }),
  referenceTool({ slug: "GET_CONTACT", name: "Get a contact", description: "Gets one contact by email or id: attributes, list memberships and blocklist status.", method: "GET", path: "/contacts/{identifier}", url: CONTACTS, params: { identifier } }),
  referenceTool({
    slug: "CREATE_CONTACT",
    name: "Create a contact",
    description: "Creates a contact (by email, or by an SMS attribute) with attributes and adds it to lists; updateEnabled=true updates it if it exists.",
    method: "POST",
    path: "/contacts",
    url: CONTACTS,
    params: {
      email: { type: "string" },
      attributes: { type: "object", description: "Attribute values by attribute name in capital letters, e.g. { FNAME: Elly, LNAME: Roger }; the attributes must exist in the account." },
      listIds: { type: "array", items: { type: "integer" } },
      updateEnabled: { type: "boolean" },
      emailBlacklisted: { type: "boolean" },
      smsBlacklisted: { type: "boolean" },
      extId: { type: "string", description: "Your own id for the contact." },
    },
  }),
  referenceTool({
    slug: "UPDATE_CONTACT",
    name: "Update a contact",
    description: "Changes a contact's attributes, adds it to lists (listIds) or removes it from lists (unlinkListIds), or blocklists it.",
    method: "PUT",
    path: "/contacts/{identifier}",
    url: CONTACTS,
    params: { identifier, attributes: { type: "object" }, listIds: { type: "array", items: { type: "integer" } }, unlinkListIds: { type: "array", items: { type: "integer" } }, emailBlacklisted: { type: "boolean" }, smsBlacklisted: { type: "boolean" } },
  }),
  referenceTool({ slug: "DELETE_CONTACT", name: "Delete a contact", description: "Deletes a contact by email or id.", method: "DELETE", path: "/contacts/{identifier}", url: CONTACTS, params: { identifier } }),
  referenceTool({ slug: "LIST_CONTACT_LISTS", name: "List contact lists", description: "Lists the contact lists with their ids, folder and number of subscribers.", method: "GET", path: "/contacts/lists", url: CONTACTS, params: page }),
  referenceTool({
    slug: "CREATE_CONTACT_LIST",
    name: "Create a contact list",
    description: "Creates a list in a folder (LIST_CONTACT_FOLDERS gives folder ids).",
    method: "POST",
    path: "/contacts/lists",
    url: CONTACTS,
    params: { name: { type: "string", requiredParam: true }, folderId: { type: "integer", requiredParam: true } },
  }),
  referenceTool({ slug: "LIST_CONTACT_FOLDERS", name: "List contact folders", description: "Lists the folders that hold contact lists.", method: "GET", path: "/contacts/folders", url: CONTACTS, params: page }),
  referenceTool({
    slug: "LIST_CONTACTS_IN_LIST",
    name: "List a list's contacts",
    description: "Lists the contacts of one list.",
    method: "GET",
    path: "/contacts/lists/{listId}/contacts",
    url: CONTACTS,
    params: { listId: { type: "integer" }, modifiedSince: { type: "string" }, ...page },
  }),
  referenceTool({
    slug: "ADD_CONTACTS_TO_LIST",
    name: "Add existing contacts to a list",
    description: "Adds existing contacts to a list, by emails or by ids.",
    method: "POST",
    path: "/contacts/lists/{listId}/contacts/add",
    url: CONTACTS,
    params: { listId: { type: "integer" }, emails: { type: "array", items: { type: "string" } }, ids: { type: "array", items: { type: "integer" } } },
  }),
  referenceTool({
    slug: "LIST_EMAIL_CAMPAIGNS",
    name: "List email campaigns",
    description: "Lists email campaigns, filtered by type (classic, trigger) and status (draft, sent, queued, suspended, inProcess, archive), optionally with statistics.",
    method: "GET",
    path: "/emailCampaigns",
    url: CAMPAIGNS,
    params: {
      type: { type: "string", enum: ["classic", "trigger"] },
      status: { type: "string", enum: ["suspended", "archive", "sent", "queued", "draft", "inProcess"] },
      statistics: { type: "string", enum: ["globalStats", "linksStats", "statsByDomain"] },
      startDate: { type: "string" },
      endDate: { type: "string" },
      ...page,
    },
  }),
  referenceTool({ slug: "GET_EMAIL_CAMPAIGN", name: "Get an email campaign", description: "Gets one campaign: subject, sender, recipients, status and statistics.", method: "GET", path: "/emailCampaigns/{campaignId}", url: CAMPAIGNS, params: { campaignId: { type: "integer" } } }),
  referenceTool({
    slug: "CREATE_EMAIL_CAMPAIGN",
    name: "Create an email campaign",
    description: "Creates a draft email campaign (name, sender, subject, htmlContent or templateId, recipients { listIds }); send it with SEND_EMAIL_CAMPAIGN_NOW or give scheduledAt.",
    method: "POST",
    path: "/emailCampaigns",
    url: CAMPAIGNS,
    params: {
      name: { type: "string", requiredParam: true },
      sender: { type: "object", requiredParam: true, description: "{ name, email } or { id } of a sender." },
      subject: { type: "string" },
      htmlContent: { type: "string" },
      templateId: { type: "integer" },
      previewText: { type: "string" },
      replyTo: { type: "string" },
      recipients: { type: "object", description: "{ listIds: [..], exclusionListIds?: [..] } or { segmentIds: [..] }" },
      scheduledAt: { type: "string", description: "ISO 8601 date-time." },
      tag: { type: "string" },
    },
  }),
  referenceTool({ slug: "SEND_EMAIL_CAMPAIGN_NOW", name: "Send an email campaign now", description: "Sends a campaign immediately to its recipients.", method: "POST", path: "/emailCampaigns/{campaignId}/sendNow", url: CAMPAIGNS, params: { campaignId: { type: "integer" } } }),
  referenceTool({ slug: "LIST_SENDERS", name: "List senders", description: "Lists the account's senders (name, email, active) usable as a sender.", method: "GET", path: "/senders", url: `${BREVO_SDK_API}/sendersApi.ts`, params: { ip: { type: "string" }, domain: { type: "string" } } }),
];
