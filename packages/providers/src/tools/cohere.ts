import type { ProviderToolInput } from "@plugboard/core";
import { openApiOperationUrl, referenceTool } from "./reference-tool.js";

/** Cohere's own OpenAPI document (cohere-ai/cohere-developer-experience, cohere-openapi.yaml), cited per operation. */
export const COHERE_OPENAPI = "https://github.com/cohere-ai/cohere-developer-experience/blob/main/cohere-openapi.yaml";
const op = (path: string, method: string) => openApiOperationUrl(COHERE_OPENAPI, path, method);

/** 7 tools of Cohere's API (v2 where there is one): chat, embed, rerank, classify, tokenize, models and the key check. */
export const cohereTools: ProviderToolInput[] = [
  referenceTool({
    slug: "CHAT",
    name: "Chat",
    description: "Ask a Command model (e.g. command-a-03-2025) to answer a conversation; pass `documents` for grounded answers with citations. The reply is message.content.",
    method: "POST",
    path: "/v2/chat",
    url: op("/v2/chat", "post"),
    params: {
      model: { type: "string", requiredParam: true },
      messages: {
        type: "array",
        requiredParam: true,
        items: { type: "object", properties: { role: { type: "string", enum: ["system", "user", "assistant", "tool"] }, content: { type: "string" } }, required: ["role"] },
      },
      documents: { type: "array", items: {}, description: "Strings or { data } objects to ground the answer in." },
      temperature: { type: "number", minimum: 0 },
      max_tokens: { type: "integer", minimum: 1 },
      response_format: { type: "object" },
    },
  }),
  referenceTool({
    slug: "EMBED",
    name: "Embed texts",
    description: "Embeddings for texts; input_type says how they are used (search_document, search_query, classification, clustering).",
    method: "POST",
    path: "/v2/embed",
    url: op("/v2/embed", "post"),
    params: {
      model: { type: "string", requiredParam: true, description: "e.g. embed-v4.0" },
      input_type: { type: "string", requiredParam: true, enum: ["search_document", "search_query", "classification", "clustering", "image"] },
      texts: { type: "array", items: { type: "string" } },
      embedding_types: { type: "array", items: { type: "string", enum: ["float", "int8", "uint8", "binary", "ubinary", "base64"] } },
    },
  }),
  referenceTool({
    slug: "RERANK",
    name: "Rerank documents",
    description: "Order documents by relevance to a query (model e.g. rerank-v3.5); answers indexes with relevance scores.",
    method: "POST",
    path: "/v2/rerank",
    url: op("/v2/rerank", "post"),
    params: { model: { type: "string", requiredParam: true }, query: { type: "string", requiredParam: true }, documents: { type: "array", requiredParam: true, items: { type: "string" } }, top_n: { type: "integer", minimum: 1 } },
  }),
  referenceTool({
    slug: "CLASSIFY",
    name: "Classify texts",
    description: "Classify inputs with labelled examples (or a fine-tuned classification model).",
    method: "POST",
    path: "/v1/classify",
    url: op("/v1/classify", "post"),
    params: {
      inputs: { type: "array", requiredParam: true, items: { type: "string" } },
      examples: { type: "array", items: { type: "object", properties: { text: { type: "string" }, label: { type: "string" } } } },
      model: { type: "string" },
    },
  }),
  referenceTool({ slug: "TOKENIZE", name: "Tokenize text", description: "The tokens of a text under a model's tokenizer.", method: "POST", path: "/v1/tokenize", url: op("/v1/tokenize", "post"), params: { text: { type: "string", requiredParam: true }, model: { type: "string", requiredParam: true } } }),
  referenceTool({ slug: "LIST_MODELS", name: "List models", description: "Cohere's models, optionally those of one endpoint (chat, embed, rerank, classify).", method: "GET", path: "/v1/models", url: op("/v1/models", "get"), params: { endpoint: { type: "string" }, page_size: { type: "integer", minimum: 1 }, page_token: { type: "string" } } }),
  referenceTool({ slug: "CHECK_API_KEY", name: "Check the API key", description: "Whether the API key is valid, and its organization.", method: "POST", path: "/v1/check-api-key", url: op("/v1/check-api-key", "post") }),
];
