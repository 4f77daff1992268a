import type { ProviderToolInput } from "@plugboard/core";
import { graphReference } from "../definitions/microsoft-oauth-mode.js";
import { filter, itemBody, orderby, recipients, select, skip, top } from "./microsoft-graph-params.js";
import { referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written from the Microsoft Graph v1.0 reference, each tool citing the reference page of its
// endpoint. The signed-in user's mailbox (/me).

const messageId: ReferenceParam = { type: "string", description: "The message's id (from LIST_MESSAGES or SEARCH_MESSAGES)." };
const comment: ReferenceParam = { type: "string", description: "Text to put above the quoted original message." };
const message = (description: string): ReferenceParam => ({
  type: "object",
  description,
  properties: {
    subject: { type: "string" },
    body: itemBody("The message body."),
    toRecipients: recipients("The To recipients."),
    ccRecipients: recipients("The Cc recipients."),
    bccRecipients: recipients("The Bcc recipients."),
    importance: { type: "string", enum: ["low", "normal", "high"] },
  },
});

/** 15 tools of Microsoft Graph's Outlook mail API (base URL https://graph.microsoft.com/v1.0). */
export const microsoftOutlookMailTools: ProviderToolInput[] = [
  referenceTool({
    slug: "GET_ME",
    name: "Get the signed-in user",
    description: "Get the signed-in user's profile: display name, email address (mail, userPrincipalName), id.",
    method: "GET",
    path: "/me",
    url: graphReference("user-get"),
    params: { $select: select },
  }),
  referenceTool({
    slug: "LIST_MESSAGES",
    name: "List messages",
    description: "List messages in the user's mailbox, newest first with `$orderby: receivedDateTime desc`; `$filter` narrows (e.g. `isRead eq false`). Use SEARCH_MESSAGES for free-text search.",
    method: "GET",
    path: "/me/messages",
    url: graphReference("user-list-messages"),
    params: { $top: top, $select: select, $filter: filter, $orderby: orderby, $skip: skip },
  }),
  referenceTool({
    slug: "SEARCH_MESSAGES",
    name: "Search messages",
    description: "Search the user's messages for text (KQL, e.g. `from:alice budget` or `\"quarterly report\"`). Results come by relevance and cannot be combined with $orderby.",
    method: "GET",
    path: "/me/messages",
    url: graphReference("user-list-messages"),
    params: { $search: { type: "string", in: "query", requiredParam: true, description: "The search text, in double quotes, e.g. `\"budget\"` or `\"from:alice\"`." }, $top: top, $select: select },
  }),
  referenceTool({
    slug: "LIST_FOLDER_MESSAGES",
    name: "List messages in a folder",
    description: "List the messages of one mail folder: its id, or a well-known name such as `inbox`, `drafts`, `sentitems`, `deleteditems`, `archive`, `junkemail`.",
    method: "GET",
    path: "/me/mailFolders/{folderId}/messages",
    url: graphReference("mailfolder-list-messages"),
    params: { folderId: { type: "string", description: "The folder's id or well-known name (inbox, drafts, sentitems, deleteditems, archive, junkemail)." }, $top: top, $select: select, $filter: filter, $orderby: orderby, $skip: skip },
  }),
  referenceTool({
    slug: "GET_MESSAGE",
    name: "Get a message",
    description: "Get one message: sender, recipients, subject, body, dates, flags, whether it has attachments.",
    method: "GET",
    path: "/me/messages/{messageId}",
    url: graphReference("message-get"),
    params: { messageId, $select: select },
  }),
  referenceTool({
    slug: "SEND_MAIL",
    name: "Send an email",
    description: "Send a new email at once (saved to Sent Items unless `saveToSentItems` is false). To review before sending, use CREATE_DRAFT then SEND_DRAFT.",
    method: "POST",
    path: "/me/sendMail",
    url: graphReference("user-sendmail"),
    params: {
      message: { ...message("The message to send: subject, body, recipients."), requiredParam: true },
      saveToSentItems: { type: "boolean", description: "Save the message in Sent Items (default true)." },
    },
  }),
  referenceTool({
    slug: "CREATE_DRAFT",
    name: "Create a draft",
    description: "Create a draft message in the Drafts folder; send it later with SEND_DRAFT.",
    method: "POST",
    path: "/me/messages",
    url: graphReference("user-post-messages"),
    params: {
      subject: { type: "string" },
      body: itemBody("The message body."),
      toRecipients: recipients("The To recipients."),
      ccRecipients: recipients("The Cc recipients."),
      bccRecipients: recipients("The Bcc recipients."),
      importance: { type: "string", enum: ["low", "normal", "high"] },
    },
  }),
  referenceTool({
    slug: "SEND_DRAFT",
    name: "Send a draft",
    description: "Send an existing draft message.",
    method: "POST",
    path: "/me/messages/{messageId}/send",
    url: graphReference("message-send"),
    params: { messageId },
  }),
  referenceTool({
    slug: "REPLY_TO_MESSAGE",
    name: "Reply to a message",
    description: "Reply to the sender of a message, with a comment above the quoted original.",
    method: "POST",
    path: "/me/messages/{messageId}/reply",
    url: graphReference("message-reply"),
    params: { messageId, comment },
  }),
  referenceTool({
    slug: "REPLY_ALL_TO_MESSAGE",
    name: "Reply all to a message",
    description: "Reply to the sender and all recipients of a message, with a comment above the quoted original.",
    method: "POST",
    path: "/me/messages/{messageId}/replyAll",
    url: graphReference("message-replyall"),
    params: { messageId, comment },
  }),
  referenceTool({
    slug: "FORWARD_MESSAGE",
    name: "Forward a message",
    description: "Forward a message to recipients, with an optional comment.",
    method: "POST",
    path: "/me/messages/{messageId}/forward",
    url: graphReference("message-forward"),
    params: { messageId, comment, toRecipients: { ...recipients("Who to forward it to."), requiredParam: true } },
  }),
  referenceTool({
    slug: "UPDATE_MESSAGE",
    name: "Update a message",
    description: "Mark a message read or unread (`isRead`), flag it, set its importance or categories.",
    method: "PATCH",
    path: "/me/messages/{messageId}",
    url: graphReference("message-update"),
    params: {
      messageId,
      isRead: { type: "boolean" },
      importance: { type: "string", enum: ["low", "normal", "high"] },
      categories: { type: "array", items: { type: "string" } },
      flag: { type: "object", properties: { flagStatus: { type: "string", enum: ["notFlagged", "complete", "flagged"] } } },
    },
  }),
  referenceTool({
    slug: "MOVE_MESSAGE",
    name: "Move a message",
    description: "Move a message to another folder (its id, or a well-known name such as `archive` or `deleteditems`). Returns the moved message with its new id.",
    method: "POST",
    path: "/me/messages/{messageId}/move",
    url: graphReference("message-move"),
    params: { messageId, destinationId: { type: "string", minLength: 1, requiredParam: true, description: "The destination folder's id or well-known name." } },
  }),
  referenceTool({
    slug: "LIST_MAIL_FOLDERS",
    name: "List mail folders",
    description: "List the user's top-level mail folders with their ids and unread and total counts.",
    method: "GET",
    path: "/me/mailFolders",
    url: graphReference("user-list-mailfolders"),
    params: { $top: top, $select: select },
  }),
  referenceTool({
    slug: "LIST_ATTACHMENTS",
    name: "List a message's attachments",
    description: "List the attachments of a message: name, content type, size; file attachments carry their content base64-encoded in `contentBytes`.",
    method: "GET",
    path: "/me/messages/{messageId}/attachments",
    url: graphReference("message-list-attachments"),
    params: { messageId, $select: select },
  }),
];
