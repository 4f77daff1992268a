import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool } from "./reference-tool.js";

// Hand-written from Replicate's HTTP API as its own generated Python client (replicate/replicate-python-beta,
// from Replicate's OpenAPI document) lists it in api.md: each method and path under https://api.replicate.com/v1.
export const REPLICATE_API_MD = "https://github.com/replicate/replicate-python-beta/blob/main/api.md";
const model = {
  model_owner: { type: "string", description: "The model's owner, e.g. black-forest-labs." },
  model_name: { type: "string", description: "The model's name, e.g. flux-schnell." },
};
const prefer = { Prefer: { type: "string", in: "header" as const, description: "wait (or wait=N seconds) to hold the request until the prediction finishes." } };

/** 9 tools of Replicate's HTTP API: account, model search and details, predictions (run, read, list, cancel) and collections. */
export const replicateTools: ProviderToolInput[] = [
  referenceTool({ slug: "GET_ACCOUNT", name: "Get the account", description: "The account the API token belongs to (type, username, name).", method: "GET", path: "/account", url: REPLICATE_API_MD }),
  referenceTool({ slug: "SEARCH", name: "Search models and collections", description: "Search public models, collections and docs by a query.", method: "GET", path: "/search", url: REPLICATE_API_MD, params: { query: { type: "string", requiredParam: true }, limit: { type: "integer", minimum: 1 } } }),
  referenceTool({ slug: "GET_MODEL", name: "Get a model", description: "A model's description, latest version and its input schema (latest_version.openapi_schema).", method: "GET", path: "/models/{model_owner}/{model_name}", url: REPLICATE_API_MD, params: model }),
  referenceTool({
    slug: "RUN_MODEL",
    name: "Run an official model",
    description: "Create a prediction with a model's latest version: `input` is the model's inputs (e.g. { prompt }). Poll GET_PREDICTION with the answer's id, or send Prefer: wait.",
    method: "POST",
    path: "/models/{model_owner}/{model_name}/predictions",
    url: REPLICATE_API_MD,
    params: { ...model, input: { type: "object", requiredParam: true }, webhook: { type: "string" }, ...prefer },
  }),
  referenceTool({
    slug: "CREATE_PREDICTION",
    name: "Run a model version",
    description: "Create a prediction with a specific model version id (version) and its `input`.",
    method: "POST",
    path: "/predictions",
    url: REPLICATE_API_MD,
    params: { version: { type: "string", requiredParam: true }, input: { type: "object", requiredParam: true }, webhook: { type: "string" }, ...prefer },
  }),
  referenceTool({ slug: "GET_PREDICTION", name: "Get a prediction", description: "A prediction's status (starting, processing, succeeded, failed, canceled), output, logs and metrics.", method: "GET", path: "/predictions/{prediction_id}", url: REPLICATE_API_MD, params: { prediction_id: { type: "string" } } }),
  referenceTool({ slug: "LIST_PREDICTIONS", name: "List predictions", description: "The account's predictions, newest first.", method: "GET", path: "/predictions", url: REPLICATE_API_MD }),
  referenceTool({ slug: "CANCEL_PREDICTION", name: "Cancel a prediction", description: "Cancel a running prediction.", method: "POST", path: "/predictions/{prediction_id}/cancel", url: REPLICATE_API_MD, params: { prediction_id: { type: "string" } } }),
  referenceTool({ slug: "LIST_COLLECTIONS", name: "List collections", description: "Replicate's curated collections of models.", method: "GET", path: "/collections", url: REPLICATE_API_MD }),
];
