import type { ProviderToolInput } from "@plugboard/core";
import { openApiOperationUrl, referenceTool, type ReferenceParam } from "./reference-tool.js";

/** AssemblyAI's own OpenAPI document (AssemblyAI/assemblyai-api-spec), whose operations the tools below cite. */
export const ASSEMBLYAI_OPENAPI = "https://github.com/AssemblyAI/assemblyai-api-spec/blob/main/openapi.yml";

const cite = (path: string, method: string) => openApiOperationUrl(ASSEMBLYAI_OPENAPI, path, method);
const transcriptId: ReferenceParam = { type: "string", description: "The transcript's id (from TRANSCRIBE_AUDIO or LIST_TRANSCRIPTS)." };

/** 9 tools of AssemblyAI's pre-recorded speech-to-text API (v2): transcribe, poll, list, delete, subtitles, sentences, paragraphs, word search, redacted audio. */
export const assemblyaiTools: ProviderToolInput[] = [
  referenceTool({
    slug: "TRANSCRIBE_AUDIO",
    name: "Transcribe audio from a URL",
    description: "Queues a transcription of a hosted audio or video file and answers the transcript with its id and status queued; poll GET_TRANSCRIPT until status is completed (or error). Options add speaker labels, language detection, PII redaction and more.",
    method: "POST",
    path: "/v2/transcript",
    url: cite("/v2/transcript", "post"),
    params: {
      audio_url: { type: "string", requiredParam: true, description: "The URL of the audio or video file." },
      speech_models: { type: "array", requiredParam: true, items: { type: "string" }, description: "Speech models in priority order (see AssemblyAI's Model Selection page, e.g. universal-3-pro)." },
      language_code: { type: "string", description: "e.g. en_us (the default), es, de." },
      language_detection: { type: "boolean", description: "Detect the spoken language." },
      speaker_labels: { type: "boolean", description: "Label who speaks each utterance." },
      speakers_expected: { type: "integer" },
      punctuate: { type: "boolean" },
      format_text: { type: "boolean" },
      keyterms_prompt: { type: "array", items: { type: "string" }, description: "Domain words or phrases to recognise better." },
      entity_detection: { type: "boolean" },
      sentiment_analysis: { type: "boolean" },
      redact_pii: { type: "boolean" },
      redact_pii_policies: { type: "array", items: { type: "string" }, description: "PII policies to redact (e.g. person_name, phone_number, email_address)." },
      webhook_url: { type: "string", description: "A URL AssemblyAI calls when the transcript is completed or failed." },
      audio_start_from: { type: "integer", description: "Start, in milliseconds." },
      audio_end_at: { type: "integer", description: "End, in milliseconds." },
    },
  }),
  referenceTool({ slug: "GET_TRANSCRIPT", name: "Get a transcript", description: "Gets a transcript: status (queued, processing, completed, error), text, words with timestamps, utterances and the results of the options asked for.", method: "GET", path: "/v2/transcript/{transcript_id}", url: cite("/v2/transcript/{transcript_id}", "get"), params: { transcript_id: transcriptId } }),
  referenceTool({
    slug: "LIST_TRANSCRIPTS",
    name: "List transcripts",
    description: "Lists your transcripts, newest first, filtered by status or creation date; page with before_id / after_id.",
    method: "GET",
    path: "/v2/transcript",
    url: cite("/v2/transcript", "get"),
    params: {
      limit: { type: "integer", minimum: 1, maximum: 200 },
      status: { type: "string", enum: ["queued", "processing", "completed", "error"] },
      created_on: { type: "string", description: "A date (YYYY-MM-DD)." },
      before_id: { type: "string" },
      after_id: { type: "string" },
    },
  }),
  referenceTool({ slug: "DELETE_TRANSCRIPT", name: "Delete a transcript", description: "Removes a transcript's data (text, audio URL, results) from AssemblyAI; the id remains with status and metadata.", method: "DELETE", path: "/v2/transcript/{transcript_id}", url: cite("/v2/transcript/{transcript_id}", "delete"), params: { transcript_id: transcriptId } }),
  referenceTool({
    slug: "GET_SUBTITLES",
    name: "Get subtitles",
    description: "Exports a completed transcript as SRT or VTT captions.",
    method: "GET",
    path: "/v2/transcript/{transcript_id}/{subtitle_format}",
    url: cite("/v2/transcript/{transcript_id}/{subtitle_format}", "get"),
    params: { transcript_id: transcriptId, subtitle_format: { type: "string", enum: ["srt", "vtt"] }, chars_per_caption: { type: "integer", description: "The maximum characters per caption." } },
  }),
  referenceTool({ slug: "GET_SENTENCES", name: "Get a transcript's sentences", description: "Splits a completed transcript into sentences with their timestamps.", method: "GET", path: "/v2/transcript/{transcript_id}/sentences", url: cite("/v2/transcript/{transcript_id}/sentences", "get"), params: { transcript_id: transcriptId } }),
  referenceTool({ slug: "GET_PARAGRAPHS", name: "Get a transcript's paragraphs", description: "Splits a completed transcript into paragraphs with their timestamps.", method: "GET", path: "/v2/transcript/{transcript_id}/paragraphs", url: cite("/v2/transcript/{transcript_id}/paragraphs", "get"), params: { transcript_id: transcriptId } }),
  referenceTool({
    slug: "SEARCH_WORDS",
    name: "Search words in a transcript",
    description: "Finds where words or phrases are said in a completed transcript: counts and timestamps of each match.",
    method: "GET",
    path: "/v2/transcript/{transcript_id}/word-search",
    url: cite("/v2/transcript/{transcript_id}/word-search", "get"),
    params: { transcript_id: transcriptId, words: { type: "string", requiredParam: true, description: "Comma-separated words or phrases." } },
  }),
  referenceTool({ slug: "GET_REDACTED_AUDIO", name: "Get redacted audio", description: "Answers the URL of the audio with PII beeped out, when the transcript was made with redact_pii_audio.", method: "GET", path: "/v2/transcript/{transcript_id}/redacted-audio", url: cite("/v2/transcript/{transcript_id}/redacted-audio", "get"), params: { transcript_id: transcriptId } }),
];
