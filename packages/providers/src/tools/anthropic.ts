import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool } from "./reference-tool.js";

/** Anthropic's own listing of its API's endpoints (method and path of each SDK call). */
const api = "https://github.com/anthropics/anthropic-sdk-typescript/blob/main/api.md";
const messageParam = {
  type: "object",
  properties: { role: { type: "string", enum: ["user", "assistant"] }, content: { description: "Text, or an array of content blocks.", anyOf: [{ type: "string" }, { type: "array", items: { type: "object" } }] } },
  required: ["role", "content"],
};
const model = { type: "string", requiredParam: true, description: "Model id, e.g. claude-sonnet-4-5 (see LIST_MODELS)." };
const messages = { type: "array", requiredParam: true, minItems: 1, items: messageParam, description: "Alternating user and assistant turns, starting with user." };
const system = { description: "System prompt: text, or an array of text blocks.", anyOf: [{ type: "string" }, { type: "array", items: { type: "object" } }] };
const batchId = { type: "string", description: "The message batch's id (msgbatch_…)." };
const page = {
  limit: { type: "integer", minimum: 1, maximum: 1000, description: "Items per page (default 20)." },
  before_id: { type: "string", description: "Page before this id." },
  after_id: { type: "string", description: "Page after this id." },
};

/**
 * Anthropic API (Claude) tools, hand-written from the reference: each method and path as Anthropic's
 * own SDK lists it (`api.md` of anthropic-sdk-typescript), body fields as its request types declare them.
 */
export const anthropicTools: ProviderToolInput[] = [
  referenceTool({
    slug: "CREATE_MESSAGE",
    name: "Create a message (ask Claude)",
    description:
      "Send a conversation to a Claude model and get its reply: `model`, `max_tokens` and `messages` ([{ role: \"user\", content: \"…\" }]), with an optional `system` prompt, `stop_sequences`, `temperature`, `top_p` or `top_k`. The reply's text is in `content`.",
    method: "POST",
    path: "/v1/messages",
    url: `${api}#messages`,
    params: {
      model,
      max_tokens: { type: "integer", minimum: 1, requiredParam: true, description: "The most tokens to generate before stopping." },
      messages,
      system,
      stop_sequences: { type: "array", items: { type: "string" } },
      temperature: { type: "number", minimum: 0, maximum: 1, description: "Randomness, 0 to 1 (not accepted by every model)." },
      top_p: { type: "number", minimum: 0, maximum: 1 },
      top_k: { type: "integer", minimum: 0 },
      metadata: { type: "object", properties: { user_id: { type: "string" } } },
    },
  }),
  referenceTool({
    slug: "COUNT_MESSAGE_TOKENS",
    name: "Count a message's tokens",
    description: "How many input tokens a conversation (model, messages, optional system prompt) would use, without running it.",
    method: "POST",
    path: "/v1/messages/count_tokens",
    url: `${api}#messages`,
    params: { model, messages, system },
  }),
  referenceTool({
    slug: "CREATE_MESSAGE_BATCH",
    name: "Create a message batch",
    description: "Submit many message requests at once, processed asynchronously (up to 24 hours, at a lower price): `requests` is a list of { custom_id, params } where params are CREATE_MESSAGE's (model, max_tokens, messages…).",
    method: "POST",
    path: "/v1/messages/batches",
    url: `${api}#batches`,
    params: {
      requests: {
        type: "array",
        requiredParam: true,
        minItems: 1,
        items: { type: "object", properties: { custom_id: { type: "string" }, params: { type: "object", description: "A CREATE_MESSAGE request body." } }, required: ["custom_id", "params"] },
      },
    },
  }),
  referenceTool({
    slug: "GET_MESSAGE_BATCH",
    name: "Get a message batch",
    description: "One message batch: its processing status (in_progress, canceling, ended), request counts and `results_url`; poll it until it has ended.",
    method: "GET",
    path: "/v1/messages/batches/{message_batch_id}",
    url: `${api}#batches`,
    params: { message_batch_id: batchId },
  }),
  referenceTool({
    slug: "LIST_MESSAGE_BATCHES",
    name: "List message batches",
    description: "Message batches of the workspace, most recent first.",
    method: "GET",
    path: "/v1/messages/batches",
    url: `${api}#batches`,
    params: page,
  }),
  referenceTool({
    slug: "GET_MESSAGE_BATCH_RESULTS",
    name: "Get a message batch's results",
    description: "The results of an ended batch as JSON Lines: one { custom_id, result } per request (succeeded with its message, errored, canceled or expired).",
    method: "GET",
    path: "/v1/messages/batches/{message_batch_id}/results",
    url: `${api}#batches`,
    params: { message_batch_id: batchId },
  }),
  referenceTool({
    slug: "CANCEL_MESSAGE_BATCH",
    name: "Cancel a message batch",
    description: "Cancel a batch that is still processing; requests already running may still finish.",
    method: "POST",
    path: "/v1/messages/batches/{message_batch_id}/cancel",
    url: `${api}#batches`,
    params: { message_batch_id: batchId },
  }),
  referenceTool({
    slug: "LIST_MODELS",
    name: "List models",
    description: "Claude models available to the API key, most recently released first, with their display names.",
    method: "GET",
    path: "/v1/models",
    url: "https://platform.claude.com/docs/en/api/resources/models",
    params: page,
  }),
  referenceTool({
    slug: "GET_MODEL",
    name: "Get a model",
    description: "One model by id or alias, with its display name and release date.",
    method: "GET",
    path: "/v1/models/{model_id}",
    url: "https://platform.claude.com/docs/en/api/resources/models",
    params: { model_id: { type: "string", description: "Model id or alias, e.g. claude-sonnet-4-5." } },
  }),
];
