import type { ProviderDefinitionInput, ProviderToolInput } from "@plugboard/core";
import { googleGmailScopes, googleGmailTools } from "../tools/google-gmail.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

const USER_ID = { type: "string", description: "The user's email address; the special value `me` is the signed-in user." };
const RAW = { type: "string", description: "The entire email message, RFC 2822 formatted and base64url encoded (To, Subject and other headers included)." };
const THREAD_ID = { type: "string", description: "The thread the message belongs to, to send it as a reply in that thread (the Subject and References headers must match)." };

// The published document lists only the media-upload variant of these methods; the JSON variant is in the reference.
const sendTools: ProviderToolInput[] = [
  {
    slug: "SEND_MESSAGE",
    name: "Send a message",
    description: "Sends an email to the recipients in its To, Cc and Bcc headers. The message is given whole as `raw` (RFC 2822, base64url).",
    method: "POST",
    path: "/gmail/v1/users/{userId}/messages/send",
    inputSchema: { type: "object", properties: { userId: USER_ID, raw: RAW, threadId: THREAD_ID }, required: ["userId", "raw"] },
    placement: { query: [], header: [], body: "json" },
    source: { kind: "reference", url: "https://developers.google.com/gmail/api/reference/rest/v1/users.messages/send" },
  },
  {
    slug: "CREATE_DRAFT",
    name: "Create a draft",
    description: "Creates a draft with the DRAFT label. The message is given whole as `message.raw` (RFC 2822, base64url).",
    method: "POST",
    path: "/gmail/v1/users/{userId}/drafts",
    inputSchema: {
      type: "object",
      properties: { userId: USER_ID, message: { type: "object", properties: { raw: RAW, threadId: THREAD_ID }, required: ["raw"] } },
      required: ["userId", "message"],
    },
    placement: { query: [], header: [], body: "json" },
    source: { kind: "reference", url: "https://developers.google.com/gmail/api/reference/rest/v1/users.drafts/create" },
  },
  {
    slug: "SEND_DRAFT",
    name: "Send a draft",
    description: "Sends an existing draft to the recipients in its To, Cc and Bcc headers.",
    method: "POST",
    path: "/gmail/v1/users/{userId}/drafts/send",
    inputSchema: { type: "object", properties: { userId: USER_ID, id: { type: "string", description: "The draft's id." } }, required: ["userId", "id"] },
    placement: { query: [], header: [], body: "json" },
    source: { kind: "reference", url: "https://developers.google.com/gmail/api/reference/rest/v1/users.drafts/send" },
  },
];

/** Gmail: read, search, label and send a user's email. */
export const googleGmail: ProviderDefinitionInput = {
  id: "google-gmail",
  name: "Gmail",
  description: "Search, read, label, draft and send email in a user's Gmail mailbox.",
  categories: ["email", "communication", "productivity"],
  docsUrl: "https://developers.google.com/gmail/api",
  kind: "http",
  baseUrl: "https://gmail.googleapis.com",
  authModes: [
    googleOAuthMode({
      api: "Gmail API",
      scopes: googleGmailScopes,
      defaultScopes: ["https://www.googleapis.com/auth/gmail.modify", "https://www.googleapis.com/auth/gmail.compose"],
    }),
  ],
  tools: [...googleGmailTools, ...sendTools],
  verifiedAt: "2026-11-27",
  sources: [...GOOGLE_OAUTH_SOURCES, "https://developers.google.com/gmail/api/auth/scopes", "https://developers.google.com/gmail/api/reference/rest", "https://gmail.googleapis.com/$discovery/rest?version=v1"],
};
