import type { ProviderDefinitionInput } from "@plugboard/core";
import { googleCloudStorageScopes, googleCloudStorageTools } from "../tools/google-cloud-storage.js";
import { GOOGLE_OAUTH_SOURCES, googleOAuthMode } from "./google-oauth-mode.js";

/**
 * Cloud Storage JSON API v1 (`https://storage.googleapis.com/storage/v1`): buckets and object metadata.
 * Google's shared OAuth mode; scopes and tools from Google's discovery document. Object bytes (uploads
 * and `alt=media` downloads) go through the authenticated proxy.
 */
export const googleCloudStorage: ProviderDefinitionInput = {
  id: "google-cloud-storage",
  name: "Google Cloud Storage",
  description: "List, create, update and delete Cloud Storage buckets; list objects by prefix, read and change their metadata, copy, compose, delete and restore objects.",
  categories: ["file-storage", "infrastructure"],
  docsUrl: "https://cloud.google.com/storage/docs/json_api",
  kind: "http",
  baseUrl: "https://storage.googleapis.com/storage/v1",
  authModes: [googleOAuthMode({ api: "Cloud Storage JSON API", scopes: googleCloudStorageScopes, defaultScopes: ["https://www.googleapis.com/auth/devstorage.read_write"] })],
  tools: googleCloudStorageTools,
  verifiedAt: "2026-11-28",
  sourceFacts: { "https://storage.googleapis.com/$discovery/rest?version=v1": ["baseUrl (rootUrl + servicePath storage/v1/)", "scopes", "tools (operationIds)"] },
  sources: [...GOOGLE_OAUTH_SOURCES, "https://storage.googleapis.com/$discovery/rest?version=v1"],
};
