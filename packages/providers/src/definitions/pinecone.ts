import type { ProviderDefinitionInput } from "@plugboard/core";
import { PINECONE_CONTROL_OPENAPI, PINECONE_INFERENCE_OPENAPI, pineconeTools } from "../tools/pinecone.js";

const AUTHENTICATION = "https://docs.pinecone.io/docs/authentication";

/**
 * Pinecone's control plane and Inference API (`https://api.pinecone.io`, the server of Pinecone's own
 * OpenAPI documents), with the API key in the `Api-Key` header (the documents' `ApiKeyAuth` scheme) and
 * the date-based `X-Pinecone-Api-Version` header every operation requires, pinned to 2026-04 (the
 * documents' version). The data plane (upsert, query, fetch vectors) lives on each index's own host (the
 * `host` DESCRIBE_INDEX answers), so it is not part of this definition. Tools hand-written, each citing
 * its operation in those documents (read at commit 068bdf77 of pinecone-io/pinecone-api).
 */
export const pinecone: ProviderDefinitionInput = {
  id: "pinecone",
  name: "Pinecone",
  description: "Manage Pinecone vector indexes (create, describe, configure, delete; integrated embedding), collections, backups and restores, and embed or rerank text with models Pinecone hosts.",
  categories: ["ai", "database"],
  docsUrl: "https://docs.pinecone.io/reference/",
  kind: "http",
  baseUrl: "https://api.pinecone.io",
  headers: { "X-Pinecone-Api-Version": "2026-04" },
  authModes: [
    {
      type: "api_key",
      label: "Pinecone API key",
      description: "An API key of the project, from the Pinecone console (API Keys), sent in the Api-Key header.",
      in: "header",
      name: "Api-Key",
    },
  ],
  tools: pineconeTools,
  verifiedAt: "2026-11-28",
  sourceFacts: {
    [PINECONE_CONTROL_OPENAPI]: ["baseUrl (servers: https://api.pinecone.io)", "Api-Key header (securitySchemes.ApiKeyAuth)", "X-Pinecone-Api-Version required, 2026-04", "every control-plane tool's method, path and required fields"],
    [PINECONE_INFERENCE_OPENAPI]: ["embed, rerank and models: method, path and required fields"],
    [AUTHENTICATION]: ["every request carries an Api-Key header", "X-Pinecone-Api-Version header on requests to api.pinecone.io"],
  },
  sources: [PINECONE_CONTROL_OPENAPI, PINECONE_INFERENCE_OPENAPI, AUTHENTICATION],
};
