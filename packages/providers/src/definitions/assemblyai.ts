import type { ProviderDefinitionInput } from "@plugboard/core";
import { ASSEMBLYAI_OPENAPI, assemblyaiTools } from "../tools/assemblyai.js";

const SUBMIT_REFERENCE = "https://assemblyai.com/docs/api-reference/transcripts/submit";
const UPLOAD_REFERENCE = "https://assemblyai.com/docs/pre-recorded-audio/api-reference/files/upload";

/**
 * AssemblyAI's pre-recorded speech-to-text API (`https://api.assemblyai.com`, the server of AssemblyAI's
 * own OpenAPI document), with the API key sent as the raw value of the `Authorization` header (the
 * document's `ApiKey` scheme: an API key in the `Authorization` header, no scheme word). AssemblyAI's EU
 * server (`api.eu.assemblyai.com`, named on its reference page) is not offered here: a key works against
 * its own region's server, and this definition targets the default (US) one. Tools hand-written, each
 * citing its operation in that document (read at commit 3fcf678d of AssemblyAI/assemblyai-api-spec);
 * the file upload (a raw binary body) is left to the proxy.
 */
export const assemblyai: ProviderDefinitionInput = {
  id: "assemblyai",
  name: "AssemblyAI",
  description: "AssemblyAI speech-to-text: transcribe audio from a URL (speaker labels, language detection, PII redaction), poll and list transcripts, export subtitles, sentences and paragraphs, and search words.",
  categories: ["ai", "media"],
  docsUrl: "https://assemblyai.com/docs/api-reference/transcripts/submit",
  kind: "http",
  baseUrl: "https://api.assemblyai.com",
  authModes: [
    {
      type: "api_key",
      label: "AssemblyAI API key",
      description: "An API key from the AssemblyAI dashboard (API Keys), sent as the Authorization header's whole value.",
      in: "header",
      name: "Authorization",
    },
  ],
  tools: assemblyaiTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [ASSEMBLYAI_OPENAPI]: ["baseUrl (servers: https://api.assemblyai.com)", "API key in the Authorization header (securitySchemes.ApiKey)", "every tool's method, path and required fields (audio_url, speech_models)"],
    [SUBMIT_REFERENCE]: ["POST /v2/transcript with audio_url and speech_models", "Authorization: API key via header", "EU server api.eu.assemblyai.com"],
    [UPLOAD_REFERENCE]: ["Authorization: <api-key> (no Bearer prefix)"],
  },
  sources: [ASSEMBLYAI_OPENAPI, SUBMIT_REFERENCE, UPLOAD_REFERENCE],
};
