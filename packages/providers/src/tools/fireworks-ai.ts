import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written from Fireworks AI's own Python SDK (fw-ai-external/python-sdk): its api.md names each
// operation's method and path, the resources post inference calls to
// https://api.fireworks.ai/inference/v1/…, and the types name the request fields.
/** The SDK's API listing (method and path of every operation) the tools below cite. */
export const FIREWORKS_SDK_API = "https://github.com/fw-ai-external/python-sdk/blob/main/api.md";
const CHAT = "https://github.com/fw-ai-external/python-sdk/blob/main/src/fireworks/resources/chat/completions.py";
const COMPLETIONS = "https://github.com/fw-ai-external/python-sdk/blob/main/src/fireworks/resources/completions.py";
const MESSAGES = "https://github.com/fw-ai-external/python-sdk/blob/main/src/fireworks/resources/messages.py";

const accountId: ReferenceParam = { type: "string", description: "A Fireworks account id (from LIST_ACCOUNTS)." };
const listParams = {
  filter: { type: "string", in: "query", description: "A filter expression." },
  orderBy: { type: "string", in: "query" },
  pageSize: { type: "integer", in: "query" },
  pageToken: { type: "string", in: "query", description: "nextPageToken of the previous page." },
} satisfies Record<string, ReferenceParam>;
const model: ReferenceParam = { type: "string", requiredParam: true, description: "A model, e.g. accounts/fireworks/models/kimi-k2-instruct-0905 (the SDK README's example)." };
const listTool = (slug: string, name: string, description: string, resource: string): ProviderToolInput =>
  referenceTool({ slug, name, description, method: "GET", path: `/v1/accounts/{account_id}/${resource}`, url: FIREWORKS_SDK_API, params: { account_id: accountId, ...listParams } });
const getTool = (slug: string, name: string, description: string, resource: string, idName: string): ProviderToolInput =>
  referenceTool({ slug, name, description, method: "GET", path: `/v1/accounts/{account_id}/${resource}/{${idName}}`, url: FIREWORKS_SDK_API, params: { account_id: accountId, [idName]: { type: "string" } } });

/** 15 tools of Fireworks AI's API: chat, text and Anthropic-style message inference; accounts, models, deployments, datasets, batch and fine-tuning jobs. */
export const fireworksAiTools: ProviderToolInput[] = [
  referenceTool({
    slug: "CREATE_CHAT_COMPLETION",
    name: "Create a chat completion",
    description: "Runs a model on a conversation (OpenAI-compatible); the reply is in choices[0].message.content. Supports tools and response_format.",
    method: "POST",
    path: "/inference/v1/chat/completions",
    url: CHAT,
    params: {
      model,
      messages: { type: "array", requiredParam: true, items: { type: "object" }, description: "[{ role, content }]" },
      max_tokens: { type: "integer" },
      temperature: { type: "number" },
      top_p: { type: "number" },
      tools: { type: "array", items: { type: "object" } },
      response_format: { type: "object", description: "e.g. { type: json_schema, json_schema: {…} }" },
    },
  }),
  referenceTool({
    slug: "CREATE_COMPLETION",
    name: "Create a text completion",
    description: "Continues a raw prompt; the text is in choices[0].text.",
    method: "POST",
    path: "/inference/v1/completions",
    url: COMPLETIONS,
    params: { model, prompt: { requiredParam: true, description: "A prompt string (or a list)." }, max_tokens: { type: "integer" }, temperature: { type: "number" } },
  }),
  referenceTool({
    slug: "CREATE_MESSAGE",
    name: "Create a message (Anthropic-compatible)",
    description: "Runs a model through Fireworks' Anthropic Messages-compatible endpoint.",
    method: "POST",
    path: "/inference/v1/messages",
    url: MESSAGES,
    params: { model, messages: { type: "array", requiredParam: true, items: { type: "object" } }, max_tokens: { type: "integer" }, system: { description: "A system prompt." } },
  }),
  referenceTool({ slug: "LIST_ACCOUNTS", name: "List accounts", description: "Lists the Fireworks accounts the API key can use, with their ids.", method: "GET", path: "/v1/accounts", url: FIREWORKS_SDK_API }),
  referenceTool({ slug: "GET_ACCOUNT", name: "Get an account", description: "Gets one account.", method: "GET", path: "/v1/accounts/{account_id}", url: FIREWORKS_SDK_API, params: { account_id: accountId } }),
  listTool("LIST_MODELS", "List models", "Lists an account's models.", "models"),
  getTool("GET_MODEL", "Get a model", "Gets one model: kind, state, context length and supported features.", "models", "model_id"),
  listTool("LIST_DEPLOYMENTS", "List deployments", "Lists an account's dedicated deployments with their state and replicas.", "deployments"),
  getTool("GET_DEPLOYMENT", "Get a deployment", "Gets one deployment.", "deployments", "deployment_id"),
  listTool("LIST_DATASETS", "List datasets", "Lists an account's datasets (for fine-tuning and evaluation).", "datasets"),
  getTool("GET_DATASET", "Get a dataset", "Gets one dataset's state and example count.", "datasets", "dataset_id"),
  listTool("LIST_BATCH_INFERENCE_JOBS", "List batch inference jobs", "Lists an account's batch inference jobs.", "batchInferenceJobs"),
  getTool("GET_BATCH_INFERENCE_JOB", "Get a batch inference job", "Gets a batch inference job's state and output dataset.", "batchInferenceJobs", "batch_inference_job_id"),
  listTool("LIST_FINE_TUNING_JOBS", "List supervised fine-tuning jobs", "Lists an account's supervised fine-tuning jobs.", "supervisedFineTuningJobs"),
  getTool("GET_FINE_TUNING_JOB", "Get a supervised fine-tuning job", "Gets a supervised fine-tuning job's state and output model.", "supervisedFineTuningJobs", "supervised_fine_tuning_job_id"),
];
