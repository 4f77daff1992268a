import type { ProviderToolInput } from "@plugboard/core";
import { openApiOperationUrl, referenceTool, type ReferenceParam } from "./reference-tool.js";

/** Together AI's own OpenAPI document (togethercomputer/openapi), whose operations the tools below cite. */
export const TOGETHER_OPENAPI = "https://github.com/togethercomputer/openapi/blob/main/openapi.yaml";

const cite = (path: string, method: string) => openApiOperationUrl(TOGETHER_OPENAPI, path, method);
const model: ReferenceParam = { type: "string", requiredParam: true, description: "A model id from LIST_MODELS." };
const id = (what: string): ReferenceParam => ({ type: "string", description: `The ${what}'s id.` });

/** 14 tools of Together AI's API: chat and text completions, embeddings, rerank, images, speech, models, files, fine-tunes, batches and endpoints. */
export const togetherAiTools: ProviderToolInput[] = [
  referenceTool({
    slug: "CREATE_CHAT_COMPLETION",
    name: "Create a chat completion",
    description: "Runs an open model on a conversation (OpenAI-compatible): the reply is in choices[0].message.content. Supports tools, JSON response_format and reasoning_effort.",
    method: "POST",
    path: "/chat/completions",
    url: cite("/chat/completions", "post"),
    params: {
      model,
      messages: { type: "array", requiredParam: true, items: { type: "object" }, description: "The conversation: [{ role: system|user|assistant|tool, content }]." },
      max_tokens: { type: "integer" },
      temperature: { type: "number" },
      top_p: { type: "number" },
      stop: { type: "array", items: { type: "string" } },
      response_format: { type: "object", description: "e.g. { type: json_schema, json_schema: {…} } for structured output." },
      tools: { type: "array", items: { type: "object" }, description: "Functions the model may call." },
      tool_choice: { description: "auto, none, required, or a named function." },
      seed: { type: "integer" },
    },
  }),
  referenceTool({
    slug: "CREATE_COMPLETION",
    name: "Create a text completion",
    description: "Continues a raw prompt with a language model (no chat template); the text is in choices[0].text.",
    method: "POST",
    path: "/completions",
    url: cite("/completions", "post"),
    params: { model, prompt: { type: "string", requiredParam: true }, max_tokens: { type: "integer" }, temperature: { type: "number" }, stop: { type: "array", items: { type: "string" } } },
  }),
  referenceTool({
    slug: "CREATE_EMBEDDING",
    name: "Create embeddings",
    description: "Embeds one text or a list of texts with an embedding model; vectors are in data[].embedding.",
    method: "POST",
    path: "/embeddings",
    url: cite("/embeddings", "post"),
    params: { model, input: { requiredParam: true, description: "A string or an array of strings to embed." } },
  }),
  referenceTool({
    slug: "RERANK",
    name: "Rerank documents",
    description: "Orders documents by relevance to a query with a rerank model; answers results[] with index and relevance_score.",
    method: "POST",
    path: "/rerank",
    url: cite("/rerank", "post"),
    params: {
      model,
      query: { type: "string", requiredParam: true },
      documents: { type: "array", requiredParam: true, description: "Strings, or objects whose rank_fields are compared." },
      top_n: { type: "integer" },
      return_documents: { type: "boolean" },
    },
  }),
  referenceTool({
    slug: "CREATE_IMAGE",
    name: "Generate an image",
    description: "Generates images from a prompt with an image model (e.g. black-forest-labs/FLUX.1-schnell); answers URLs or base64 in data[].",
    method: "POST",
    path: "/images/generations",
    url: cite("/images/generations", "post"),
    params: {
      model,
      prompt: { type: "string", requiredParam: true },
      width: { type: "integer" },
      height: { type: "integer" },
      steps: { type: "integer" },
      n: { type: "integer" },
      negative_prompt: { type: "string" },
      response_format: { type: "string", description: "url or base64." },
    },
  }),
  referenceTool({
    slug: "CREATE_SPEECH",
    name: "Generate speech from text",
    description: "Text-to-speech with a voice of a speech model (see LIST_VOICES); answers audio.",
    method: "POST",
    path: "/audio/speech",
    url: cite("/audio/speech", "post"),
    params: { model, input: { type: "string", requiredParam: true, description: "The text to speak." }, voice: { type: "string", requiredParam: true }, response_format: { type: "string", description: "e.g. mp3, wav, raw." }, language: { type: "string" } },
  }),
  referenceTool({ slug: "LIST_VOICES", name: "List voices", description: "Lists the voices available for each text-to-speech model.", method: "GET", path: "/voices", url: cite("/voices", "get") }),
  referenceTool({
    slug: "LIST_MODELS",
    name: "List models",
    description: "Lists the models Together serves, with their type (chat, language, embedding, image, rerank, audio), context length and pricing.",
    method: "GET",
    path: "/models",
    url: cite("/models", "get"),
    params: { dedicated: { type: "boolean", description: "true lists only models that can run on a dedicated endpoint." } },
  }),
  referenceTool({ slug: "LIST_FILES", name: "List files", description: "Lists the files uploaded for fine-tuning or batch jobs.", method: "GET", path: "/files", url: cite("/files", "get") }),
  referenceTool({ slug: "GET_FILE", name: "Get a file's metadata", description: "Gets a file's name, size, purpose and processing state.", method: "GET", path: "/files/{id}", url: cite("/files/{id}", "get"), params: { id: id("file") } }),
  referenceTool({ slug: "LIST_FINE_TUNES", name: "List fine-tuning jobs", description: "Lists the fine-tuning jobs with their status and output model names.", method: "GET", path: "/fine-tunes", url: cite("/fine-tunes", "get") }),
  referenceTool({ slug: "GET_FINE_TUNE", name: "Get a fine-tuning job", description: "Gets one fine-tuning job: status, hyperparameters, events and output model.", method: "GET", path: "/fine-tunes/{id}", url: cite("/fine-tunes/{id}", "get"), params: { id: id("fine-tuning job") } }),
  referenceTool({
    slug: "CREATE_BATCH",
    name: "Create a batch job",
    description: "Runs the requests of an uploaded JSONL file (input_file_id) asynchronously against an endpoint such as /v1/chat/completions.",
    method: "POST",
    path: "/batches",
    url: cite("/batches", "post"),
    params: { endpoint: { type: "string", requiredParam: true, description: "e.g. /v1/chat/completions" }, input_file_id: { type: "string", requiredParam: true }, completion_window: { type: "string" } },
  }),
  referenceTool({ slug: "GET_BATCH", name: "Get a batch job", description: "Gets a batch job's status, progress and output file id.", method: "GET", path: "/batches/{id}", url: cite("/batches/{id}", "get"), params: { id: id("batch job") } }),
  referenceTool({
    slug: "LIST_ENDPOINTS",
    name: "List endpoints",
    description: "Lists serverless and dedicated endpoints (type: dedicated or serverless), with their state.",
    method: "GET",
    path: "/endpoints",
    url: cite("/endpoints", "get"),
    params: { type: { type: "string", enum: ["dedicated", "serverless"] }, mine: { type: "boolean", description: "true lists only your own endpoints." } },
  }),
];
