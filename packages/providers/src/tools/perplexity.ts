import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool, type ReferenceParam } from "./reference-tool.js";

// Hand-written from Perplexity's own TypeScript SDK (perplexityai/perplexity-node): its api.md names
// each method's HTTP method and path, and src/generated/api.ts the request bodies' fields.
/** The SDK's API listing (method and path of every operation) the tools below cite. */
export const PERPLEXITY_SDK_API = "https://github.com/perplexityai/perplexity-node/blob/main/api.md";
/** The SDK's generated request and response types. */
export const PERPLEXITY_SDK_TYPES = "https://github.com/perplexityai/perplexity-node/blob/main/src/generated/api.ts";

const messages: ReferenceParam = { type: "array", requiredParam: true, items: { type: "object", properties: { role: { type: "string", enum: ["system", "user", "assistant"] }, content: {} }, required: ["role", "content"] }, description: "The conversation: [{ role, content }]." };
const searchFilters = {
  search_domain_filter: { type: "array", items: { type: "string" }, description: "Domains to search within (prefix - to exclude)." },
  search_recency_filter: { type: "string", enum: ["hour", "day", "week", "month", "year"] },
  search_mode: { type: "string", enum: ["web", "academic", "sec"] },
  search_after_date_filter: { type: "string", description: "Only sources published after this date." },
  search_before_date_filter: { type: "string" },
  country: { type: "string", description: "An ISO country code to localize results." },
} satisfies Record<string, ReferenceParam>;
const responseId: ReferenceParam = { type: "string", description: "The response's id (from CREATE_RESPONSE)." };

/** 10 tools of Perplexity's API: Sonar chat completions (sync and async), web search, agentic responses and embeddings. */
export const perplexityTools: ProviderToolInput[] = [
  referenceTool({
    slug: "CREATE_CHAT_COMPLETION",
    name: "Ask a Sonar model (web-grounded chat)",
    description: "Answers a conversation with a Sonar model (e.g. sonar, sonar-deep-research) that searches the web; the answer is in choices[0].message.content, its sources in search_results and citations.",
    method: "POST",
    path: "/chat/completions",
    url: PERPLEXITY_SDK_API,
    params: {
      model: { type: "string", requiredParam: true, description: "e.g. sonar" },
      messages,
      max_tokens: { type: "integer" },
      temperature: { type: "number" },
      response_format: { type: "object", description: "e.g. { type: json_schema, json_schema: { schema: {…} } }" },
      return_images: { type: "boolean" },
      return_related_questions: { type: "boolean" },
      reasoning_effort: { type: "string", enum: ["minimal", "low", "medium", "high"] },
      disable_search: { type: "boolean", description: "Answer without searching the web." },
      ...searchFilters,
    },
  }),
  referenceTool({
    slug: "SEARCH",
    name: "Search the web",
    description: "Runs a web search (one query or several) and answers ranked results with title, url, snippet and dates — raw results, no generated answer.",
    method: "POST",
    path: "/search",
    url: PERPLEXITY_SDK_API,
    params: {
      query: { requiredParam: true, description: "A query, or an array of queries." },
      max_results: { type: "integer" },
      max_tokens_per_page: { type: "integer" },
      search_language_filter: { type: "array", items: { type: "string" } },
      ...searchFilters,
    },
  }),
  referenceTool({
    slug: "CREATE_ASYNC_CHAT_COMPLETION",
    name: "Start an async chat completion",
    description: "Queues a chat completion (for long runs such as sonar-deep-research): request holds the same fields as CREATE_CHAT_COMPLETION; poll GET_ASYNC_CHAT_COMPLETION with the answer's id.",
    method: "POST",
    path: "/async/chat/completions",
    url: PERPLEXITY_SDK_API,
    params: { request: { type: "object", requiredParam: true, description: "{ model, messages, … } as for CREATE_CHAT_COMPLETION." }, idempotency_key: { type: "string" } },
  }),
  referenceTool({ slug: "LIST_ASYNC_CHAT_COMPLETIONS", name: "List async chat completions", description: "Lists the async chat completion requests with their status.", method: "GET", path: "/async/chat/completions", url: PERPLEXITY_SDK_API }),
  referenceTool({ slug: "GET_ASYNC_CHAT_COMPLETION", name: "Get an async chat completion", description: "Gets an async chat completion's status and, once completed, its response.", method: "GET", path: "/async/chat/completions/{api_request}", url: PERPLEXITY_SDK_API, params: { api_request: { type: "string", description: "The request's id." } } }),
  referenceTool({
    slug: "CREATE_RESPONSE",
    name: "Create an agentic response",
    description: "Runs Perplexity's Agentic Research API on an input (with a preset or model, instructions and tools); background=true runs it asynchronously — then poll GET_RESPONSE.",
    method: "POST",
    path: "/v1/responses",
    url: PERPLEXITY_SDK_API,
    params: {
      input: { requiredParam: true, description: "A string, or input items." },
      model: { type: "string" },
      preset: { type: "string" },
      instructions: { type: "string" },
      max_output_tokens: { type: "integer" },
      background: { type: "boolean" },
      tools: { type: "array", items: { type: "object" } },
      previous_response_id: { type: "string" },
    },
  }),
  referenceTool({ slug: "GET_RESPONSE", name: "Get a response", description: "Gets an agentic response: status and output.", method: "GET", path: "/v1/responses/{response_id}", url: PERPLEXITY_SDK_API, params: { response_id: responseId } }),
  referenceTool({ slug: "CANCEL_RESPONSE", name: "Cancel a response", description: "Cancels a background agentic response.", method: "POST", path: "/v1/responses/{response_id}/cancel", url: PERPLEXITY_SDK_API, params: { response_id: responseId } }),
  referenceTool({ slug: "LIST_RESPONSE_FILES", name: "List a response's files", description: "Lists the files an agentic response produced.", method: "GET", path: "/v1/responses/{response_id}/files", url: PERPLEXITY_SDK_API, params: { response_id: responseId } }),
  referenceTool({
    slug: "CREATE_EMBEDDING",
    name: "Create embeddings",
    description: "Embeds one text or a list of texts with a Perplexity embedding model.",
    method: "POST",
    path: "/v1/embeddings",
    url: PERPLEXITY_SDK_API,
    params: { model: { type: "string", requiredParam: true, enum: ["pplx-embed-v1-0.6b", "pplx-embed-v1-4b"] }, input: { requiredParam: true, description: "A string or an array of strings." }, dimensions: { type: "integer" } },
  }),
];
