import { UnsupportedOperationError } from "./unsupported-operation-error.js";

/** Follows a node's internal `$ref` (`#/components/schemas/Pet`) to what it names; other nodes come back as they are. */
export type RefResolver = (node: unknown) => unknown;

// A chain of references to references longer than this is refused (a loop of bare `$ref`s never ends otherwise).
const MAX_CHAIN = 32;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The member a JSON Pointer fragment (`#/a/b~1c`) names in `document`, or undefined. */
function pointTo(document: unknown, fragment: string): unknown {
  let target = document;
  const pointer = decodeURIComponent(fragment.slice(1));
  if (pointer === "") return target;
  for (const part of pointer.slice(1).split("/")) {
    const key = part.replace(/~1/g, "/").replace(/~0/g, "~");
    if (Array.isArray(target) && /^\d+$/.test(key)) target = target[Number(key)];
    else if (isObject(target) && Object.hasOwn(target, key)) target = target[key];
    else return undefined;
  }
  return target;
}

/**
 * A resolver of `document`'s internal references, followed one at a time as the importer walks an
 * operation: nothing is expanded ahead (a document's shared schemas stay shared, so no reference graph
 * can blow up before the converter's budget sees it). Sibling members of a `$ref` (OpenAPI 3.1's
 * `description`, `summary`) are laid over what it names.
 *
 * @throws {UnsupportedOperationError} for a reference to another file or URL (never fetched), one to
 * nothing in the document, or a chain of references longer than 32
 *
 * @example
 * const resolve = createRefResolver(document);
 * resolve({ $ref: "#/components/schemas/Pet" }) // document.components.schemas.Pet
 */
export function createRefResolver(document: unknown): RefResolver {
  // A document's references name few targets, followed many times: each pointer is walked once.
  const targets = new Map<string, unknown>();
  return (node) => {
    for (let hops = 0; isObject(node) && typeof node.$ref === "string"; hops += 1) {
      const { $ref: ref, ...siblings } = node;
      if (!ref.startsWith("#")) throw new UnsupportedOperationError(`it refers to ${ref.slice(0, 200)}, which is not in the document (external references are never fetched)`);
      if (hops >= MAX_CHAIN) throw new UnsupportedOperationError(`its reference ${ref.slice(0, 200)} is a chain of more than ${MAX_CHAIN} references`);
      let target = targets.get(ref);
      if (target === undefined && !targets.has(ref)) {
        try {
          target = pointTo(document, ref);
        } catch {
          target = undefined;
        }
        targets.set(ref, target);
      }
      if (target === undefined) throw new UnsupportedOperationError(`it refers to ${ref.slice(0, 200)}, which is not in the document`);
      node = Object.keys(siblings).length > 0 && isObject(target) ? { ...target, ...siblings } : target;
    }
    return node;
  };
}
