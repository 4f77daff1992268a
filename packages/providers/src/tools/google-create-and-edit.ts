import type { ProviderToolInput } from "@plugboard/core";
import { referenceTool } from "./reference-tool.js";

/** What differs between Google's editor APIs (Docs, Slides) for their create and batchUpdate tools. */
export interface GoogleCreateAndEditSpec {
  /** The noun, e.g. `document`. */
  noun: string;
  /** The collection path, e.g. `/v1/documents`. */
  collection: string;
  /** The id path param, e.g. `documentId`. */
  idParam: string;
  /** The reference pages' common prefix; `/create` and `/batchUpdate` are appended. */
  reference: string;
  create: { slug: string; name: string; description: string };
  edit: { slug: string; name: string; description: string };
  /** What `writeControl` guards against, in the edit tool's words. */
  writeControl: string;
}

/**
 * The create and batchUpdate tools of a Google editor API (Docs, Slides), hand-written from their
 * reference pages: the published schemas of both inline the whole resource and request types, past the
 * generator's limits, while a model needs a title to create and a list of edit requests to edit.
 */
export function googleCreateAndEditTools(spec: GoogleCreateAndEditSpec): ProviderToolInput[] {
  return [
    referenceTool({
      ...spec.create,
      method: "POST",
      path: spec.collection,
      url: `${spec.reference}/create`,
      params: { title: { type: "string", description: `The ${spec.noun}'s title.`, requiredParam: true } },
    }),
    referenceTool({
      ...spec.edit,
      method: "POST",
      path: `${spec.collection}/{${spec.idParam}}:batchUpdate`,
      url: `${spec.reference}/batchUpdate`,
      params: {
        [spec.idParam]: { type: "string", description: `The ${spec.noun}'s id (from its URL).` },
        requests: { type: "array", items: { type: "object" }, description: "The requests, each an object with one request kind as its key.", requiredParam: true },
        writeControl: { type: "object", description: spec.writeControl },
      },
    }),
  ];
}
