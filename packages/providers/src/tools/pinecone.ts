import type { ProviderToolInput } from "@plugboard/core";
import { openApiOperationUrl, referenceTool, type ReferenceParam } from "./reference-tool.js";

/** Pinecone's own OpenAPI document of the database control plane, API version 2026-04 (pinecone-io/pinecone-api). */
export const PINECONE_CONTROL_OPENAPI = "https://github.com/pinecone-io/pinecone-api/blob/main/2026-04/db_control_2026-04.oas.yaml";
/** Pinecone's own OpenAPI document of the Inference API, version 2026-04. */
export const PINECONE_INFERENCE_OPENAPI = "https://github.com/pinecone-io/pinecone-api/blob/main/2026-04/inference_2026-04.oas.yaml";

const control = (path: string, method: string) => openApiOperationUrl(PINECONE_CONTROL_OPENAPI, path, method);
const inference = (path: string, method: string) => openApiOperationUrl(PINECONE_INFERENCE_OPENAPI, path, method);
const indexName: ReferenceParam = { type: "string", description: "The index's name." };
const page = { limit: { type: "integer" }, paginationToken: { type: "string", description: "The token of the next page, from the previous answer." } } satisfies Record<string, ReferenceParam>;

/** 17 tools of Pinecone's control plane (indexes, collections, backups, restore jobs) and Inference API (embed, rerank, models). */
export const pineconeTools: ProviderToolInput[] = [
  referenceTool({ slug: "LIST_INDEXES", name: "List indexes", description: "Lists the project's indexes with their dimension, metric, spec, status and host (the data plane address of each index).", method: "GET", path: "/indexes", url: control("/indexes", "get") }),
  referenceTool({ slug: "DESCRIBE_INDEX", name: "Describe an index", description: "Gets one index: dimension, metric, spec, status (ready or not), deletion protection, tags and host.", method: "GET", path: "/indexes/{index_name}", url: control("/indexes/{index_name}", "get"), params: { index_name: indexName } }),
  referenceTool({
    slug: "CREATE_INDEX",
    name: "Create an index",
    description: "Creates a serverless or pod index for vectors of a given dimension and metric; spec is e.g. { serverless: { cloud: aws, region: us-east-1 } }.",
    method: "POST",
    path: "/indexes",
    url: control("/indexes", "post"),
    params: {
      name: { type: "string", requiredParam: true, description: "1–45 lower-case letters, digits or '-'." },
      spec: { type: "object", requiredParam: true, description: "{ serverless: { cloud, region } } or { pod: {…} }." },
      dimension: { type: "integer", description: "The vectors' dimension (required for dense vectors)." },
      metric: { type: "string", enum: ["cosine", "euclidean", "dotproduct"] },
      vector_type: { type: "string", enum: ["dense", "sparse"] },
      deletion_protection: { type: "string", enum: ["enabled", "disabled"] },
      tags: { type: "object", additionalProperties: { type: "string" } },
    },
  }),
  referenceTool({
    slug: "CREATE_INDEX_FOR_MODEL",
    name: "Create an index with integrated embedding",
    description: "Creates a serverless index that embeds text itself with a hosted model (embed: { model, field_map: { text: <field> } }), so records can be upserted and searched as text.",
    method: "POST",
    path: "/indexes/create-for-model",
    url: control("/indexes/create-for-model", "post"),
    params: {
      name: { type: "string", requiredParam: true },
      cloud: { type: "string", requiredParam: true, enum: ["gcp", "aws", "azure"] },
      region: { type: "string", requiredParam: true, description: "e.g. us-east-1" },
      embed: { type: "object", requiredParam: true, description: "{ model: e.g. multilingual-e5-large, field_map: { text: <your text field> }, metric? }" },
      deletion_protection: { type: "string", enum: ["enabled", "disabled"] },
      tags: { type: "object", additionalProperties: { type: "string" } },
    },
  }),
  referenceTool({
    slug: "CONFIGURE_INDEX",
    name: "Configure an index",
    description: "Changes an index: deletion protection, tags, pod spec (replicas, pod type) or integrated embedding settings.",
    method: "PATCH",
    path: "/indexes/{index_name}",
    url: control("/indexes/{index_name}", "patch"),
    params: { index_name: indexName, deletion_protection: { type: "string", enum: ["enabled", "disabled"] }, tags: { type: "object", additionalProperties: { type: "string" } }, spec: { type: "object" }, embed: { type: "object" } },
  }),
  referenceTool({ slug: "DELETE_INDEX", name: "Delete an index", description: "Deletes an index and all its data (refused while deletion protection is enabled).", method: "DELETE", path: "/indexes/{index_name}", url: control("/indexes/{index_name}", "delete"), params: { index_name: indexName } }),
  referenceTool({ slug: "LIST_COLLECTIONS", name: "List collections", description: "Lists the project's collections (static copies of pod indexes).", method: "GET", path: "/collections", url: control("/collections", "get") }),
  referenceTool({ slug: "DESCRIBE_COLLECTION", name: "Describe a collection", description: "Gets a collection's status, size, dimension and vector count.", method: "GET", path: "/collections/{collection_name}", url: control("/collections/{collection_name}", "get"), params: { collection_name: { type: "string" } } }),
  referenceTool({ slug: "LIST_INDEX_BACKUPS", name: "List an index's backups", description: "Lists the backups of one serverless index.", method: "GET", path: "/indexes/{index_name}/backups", url: control("/indexes/{index_name}/backups", "get"), params: { index_name: indexName, ...page } }),
  referenceTool({
    slug: "CREATE_BACKUP",
    name: "Back up an index",
    description: "Creates a backup of a serverless index.",
    method: "POST",
    path: "/indexes/{index_name}/backups",
    url: control("/indexes/{index_name}/backups", "post"),
    params: { index_name: indexName, name: { type: "string" }, description: { type: "string" } },
  }),
  referenceTool({ slug: "LIST_BACKUPS", name: "List the project's backups", description: "Lists the backups of every index of the project.", method: "GET", path: "/backups", url: control("/backups", "get"), params: page }),
  referenceTool({
    slug: "CREATE_INDEX_FROM_BACKUP",
    name: "Restore a backup into a new index",
    description: "Creates a new index from a backup; answers a restore job to follow with GET_RESTORE_JOB.",
    method: "POST",
    path: "/backups/{backup_id}/create-index",
    url: control("/backups/{backup_id}/create-index", "post"),
    params: { backup_id: { type: "string" }, name: { type: "string", requiredParam: true, description: "The new index's name." }, deletion_protection: { type: "string", enum: ["enabled", "disabled"] }, tags: { type: "object", additionalProperties: { type: "string" } } },
  }),
  referenceTool({ slug: "GET_RESTORE_JOB", name: "Get a restore job", description: "Gets a restore job's status and progress.", method: "GET", path: "/restore-jobs/{job_id}", url: control("/restore-jobs/{job_id}", "get"), params: { job_id: { type: "string" } } }),
  referenceTool({
    slug: "EMBED",
    name: "Generate embeddings",
    description: "Embeds texts with a model hosted by Pinecone (e.g. multilingual-e5-large, with parameters { input_type: passage | query }); answers data[].values.",
    method: "POST",
    path: "/embed",
    url: inference("/embed", "post"),
    params: {
      model: { type: "string", requiredParam: true },
      inputs: { type: "array", requiredParam: true, items: { type: "object", properties: { text: { type: "string" } } }, description: "[{ text }, …]" },
      parameters: { type: "object", description: "Model parameters, e.g. { input_type: passage, truncate: END }." },
    },
  }),
  referenceTool({
    slug: "RERANK",
    name: "Rerank documents",
    description: "Orders documents by relevance to a query with a rerank model hosted by Pinecone (e.g. bge-reranker-v2-m3); answers data[] with index and score.",
    method: "POST",
    path: "/rerank",
    url: inference("/rerank", "post"),
    params: {
      model: { type: "string", requiredParam: true },
      query: { type: "string", requiredParam: true },
      documents: { type: "array", requiredParam: true, items: { type: "object" }, description: "[{ text } or records whose rank_fields are compared]" },
      top_n: { type: "integer" },
      return_documents: { type: "boolean" },
      rank_fields: { type: "array", items: { type: "string" } },
    },
  }),
  referenceTool({
    slug: "LIST_MODELS",
    name: "List hosted models",
    description: "Lists the embedding and rerank models Pinecone hosts, with their dimensions and limits.",
    method: "GET",
    path: "/models",
    url: inference("/models", "get"),
    params: { type: { type: "string", enum: ["embed", "rerank"] }, vector_type: { type: "string", enum: ["dense", "sparse"] } },
  }),
  referenceTool({ slug: "GET_MODEL", name: "Describe a hosted model", description: "Gets one hosted model's type, dimensions, supported parameters and limits.", method: "GET", path: "/models/{model_name}", url: inference("/models/{model_name}", "get"), params: { model_name: { type: "string" } } }),
];
