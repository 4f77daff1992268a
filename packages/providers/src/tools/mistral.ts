import type { ProviderToolInput } from "@plugboard/core";
import { openApiOperationUrl, referenceTool } from "./reference-tool.js";

/** Mistral's own OpenAPI document of its API (mistralai/platform-docs-public, openapi.yaml), cited per operation. */
export const MISTRAL_OPENAPI = "https://github.com/mistralai/platform-docs-public/blob/main/openapi.yaml";
const op = (path: string, method: string) => openApiOperationUrl(MISTRAL_OPENAPI, path, method);
const messages = {
  type: "array",
  requiredParam: true,
  description: "The conversation: { role: system|user|assistant|tool, content }.",
  items: { type: "object", properties: { role: { type: "string", enum: ["system", "user", "assistant", "tool"] }, content: { type: "string" } }, required: ["role", "content"] },
};

/** 8 tools of Mistral's API: chat, agents and fill-in-the-middle completions, embeddings, moderation, OCR, models and batch jobs; request bodies trimmed to the fields an agent sets. */
export const mistralTools: ProviderToolInput[] = [
  referenceTool({
    slug: "CREATE_CHAT_COMPLETION",
    name: "Chat completion",
    description: "Ask a Mistral model (e.g. mistral-large-latest, mistral-small-latest) to answer a conversation; the reply is choices[0].message.content.",
    method: "POST",
    path: "/v1/chat/completions",
    url: op("/v1/chat/completions", "post"),
    params: {
      model: { type: "string", requiredParam: true, description: "Model id, e.g. mistral-large-latest." },
      messages,
      temperature: { type: "number", minimum: 0 },
      max_tokens: { type: "integer", minimum: 0 },
      response_format: { type: "object", description: "{ type: \"json_object\" } for JSON output." },
      safe_prompt: { type: "boolean" },
    },
  }),
  referenceTool({
    slug: "CREATE_AGENT_COMPLETION",
    name: "Agent completion",
    description: "Run a conversation through an agent created in Mistral's console or API (agent_id).",
    method: "POST",
    path: "/v1/agents/completions",
    url: op("/v1/agents/completions", "post"),
    params: { agent_id: { type: "string", requiredParam: true }, messages, max_tokens: { type: "integer", minimum: 0 } },
  }),
  referenceTool({
    slug: "CREATE_FIM_COMPLETION",
    name: "Fill-in-the-middle code completion",
    description: "Complete code between a prompt and an optional suffix with a Codestral model.",
    method: "POST",
    path: "/v1/fim/completions",
    url: op("/v1/fim/completions", "post"),
    params: { model: { type: "string", requiredParam: true, description: "e.g. codestral-latest" }, prompt: { type: "string", requiredParam: true }, suffix: { type: "string" }, max_tokens: { type: "integer", minimum: 0 } },
  }),
  referenceTool({
    slug: "CREATE_EMBEDDINGS",
    name: "Create embeddings",
    description: "Embedding vectors for one text or a list of texts (model mistral-embed).",
    method: "POST",
    path: "/v1/embeddings",
    url: op("/v1/embeddings", "post"),
    params: { model: { type: "string", requiredParam: true, description: "e.g. mistral-embed" }, input: { requiredParam: true, anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] } },
  }),
  referenceTool({
    slug: "MODERATE_TEXT",
    name: "Moderate text",
    description: "Classify text against Mistral's moderation categories (model mistral-moderation-latest).",
    method: "POST",
    path: "/v1/moderations",
    url: op("/v1/moderations", "post"),
    params: { model: { type: "string", requiredParam: true }, input: { requiredParam: true, anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] } },
  }),
  referenceTool({
    slug: "OCR_DOCUMENT",
    name: "Extract text from a document (OCR)",
    description: "Read a PDF or image into Markdown per page: document { type: \"document_url\", document_url } or { type: \"image_url\", image_url } (model mistral-ocr-latest).",
    method: "POST",
    path: "/v1/ocr",
    url: op("/v1/ocr", "post"),
    params: { model: { type: "string", requiredParam: true }, document: { type: "object", requiredParam: true }, pages: { type: "array", items: { type: "integer" } }, include_image_base64: { type: "boolean" } },
  }),
  referenceTool({ slug: "LIST_MODELS", name: "List models", description: "The models the API key can use, with their capabilities.", method: "GET", path: "/v1/models", url: op("/v1/models", "get") }),
  referenceTool({ slug: "LIST_BATCH_JOBS", name: "List batch jobs", description: "Batch inference jobs and their status.", method: "GET", path: "/v1/batch/jobs", url: op("/v1/batch/jobs", "get"), params: { page: { type: "integer", minimum: 0 }, page_size: { type: "integer", minimum: 1 }, status: { type: "string" } } }),
];
