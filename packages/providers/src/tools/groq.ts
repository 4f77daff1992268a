import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool } from "./reference-tool.js";

// Hand-written from Groq's own SDK (groq/groq-typescript, generated from Groq's OpenAPI document): its
// api.md names each method and path under https://api.groq.com; Groq's API is OpenAI-compatible.
export const GROQ_API_MD = "https://github.com/groq/groq-typescript/blob/main/api.md";

/** 6 tools of Groq's OpenAI-compatible API: chat completions, embeddings, models, batches and files. */
export const groqTools: ProviderToolInput[] = [
  referenceTool({
    slug: "CREATE_CHAT_COMPLETION",
    name: "Chat completion",
    description: "Ask a model served by Groq (e.g. llama-3.3-70b-versatile, openai/gpt-oss-120b) to answer a conversation; the reply is choices[0].message.content.",
    method: "POST",
    path: "/openai/v1/chat/completions",
    url: GROQ_API_MD,
    params: {
      model: { type: "string", requiredParam: true },
      messages: {
        type: "array",
        requiredParam: true,
        items: { type: "object", properties: { role: { type: "string", enum: ["system", "user", "assistant", "tool"] }, content: { type: "string" } }, required: ["role", "content"] },
      },
      temperature: { type: "number", minimum: 0, maximum: 2 },
      max_completion_tokens: { type: "integer", minimum: 1 },
      response_format: { type: "object", description: "{ type: \"json_object\" } for JSON output." },
    },
  }),
  referenceTool({
    slug: "CREATE_EMBEDDINGS",
    name: "Create embeddings",
    description: "Embedding vectors for a text or a list of texts.",
    method: "POST",
    path: "/openai/v1/embeddings",
    url: GROQ_API_MD,
    params: { model: { type: "string", requiredParam: true }, input: { requiredParam: true, anyOf: [{ type: "string" }, { type: "array", items: { type: "string" } }] } },
  }),
  referenceTool({ slug: "LIST_MODELS", name: "List models", description: "The models Groq serves to this key.", method: "GET", path: "/openai/v1/models", url: GROQ_API_MD }),
  referenceTool({ slug: "GET_MODEL", name: "Get a model", description: "One model's details (context window, owner).", method: "GET", path: "/openai/v1/models/{model}", url: GROQ_API_MD, params: { model: { type: "string" } } }),
  referenceTool({ slug: "LIST_BATCHES", name: "List batches", description: "Batch jobs and their status.", method: "GET", path: "/openai/v1/batches", url: GROQ_API_MD }),
  referenceTool({ slug: "LIST_FILES", name: "List files", description: "Files uploaded for batch jobs.", method: "GET", path: "/openai/v1/files", url: GROQ_API_MD }),
];
