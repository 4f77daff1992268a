/**
 * OpenAPI documents made to measure the importer's bounds (issue 29): small documents whose schemas
 * expand without bound when inlined, and a large legal one.
 */

const info = { title: "Generated", version: "1" };
const servers = [{ url: "https://api.example.com" }];
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const bodyOf = (name: string) => ({ required: true, content: { "application/json": { schema: ref(name) } } });

/**
 * A DAG without a cycle: schema `s<i>` has 6 properties that each refer to `s<i-1>`, so `s<depth>`
 * inlined is 6^depth leaves (depth 6: 46,656; depth 29: beyond any memory). `operations` operations
 * (`postDag`, `postDag2`, …) post `s<depth>`.
 */
export function dagDocument(depth: number, operations = 1): Record<string, unknown> {
  const schemas: Record<string, unknown> = { s0: { type: "string" } };
  for (let index = 1; index <= depth; index += 1) {
    schemas[`s${index}`] = { type: "object", properties: Object.fromEntries(["a", "b", "c", "d", "e", "f"].map((name) => [name, ref(`s${index - 1}`)])) };
  }
  return {
    openapi: "3.0.3",
    info,
    servers,
    components: { schemas },
    paths: Object.fromEntries(
      Array.from({ length: operations }, (_, index) => {
        const suffix = index === 0 ? "" : String(index + 1);
        return [`/dag${suffix}`, { post: { operationId: `postDag${suffix}`, requestBody: bodyOf(`s${depth}`) } }];
      }),
    ),
  };
}

/** A cycle of `size` schemas, each with two properties referring to the next (the last to the first). */
export function cycleDocument(size: number): Record<string, unknown> {
  const schemas: Record<string, unknown> = {};
  for (let index = 0; index < size; index += 1) {
    const next = ref(`c${(index + 1) % size}`);
    schemas[`c${index}`] = { type: "object", properties: { left: next, right: next } };
  }
  return {
    openapi: "3.0.3",
    info,
    servers,
    components: { schemas },
    paths: { "/cycle": { post: { operationId: "postCycle", requestBody: bodyOf("c0"), responses: { 200: { description: "ok" } } } } },
  };
}

/**
 * A legal document with `operations` operations (half GET with path and query parameters, half POST
 * with a shared body schema), about 200 bytes an operation: 5,000 make about 1 MB of JSON.
 */
export function manyOperationsDocument(operations: number): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (let index = 0; index < operations; index += 2) {
    const item: Record<string, unknown> = {
      get: {
        operationId: `getWidget${index}`,
        summary: `Get widget ${index}`,
        parameters: [
          { name: "id", in: "path", required: true, schema: { type: "string" } },
          { name: "expand", in: "query", schema: { type: "boolean" } },
        ],
      },
    };
    if (index + 1 < operations) {
      item.post = { operationId: `updateWidget${index}`, summary: `Update widget ${index}`, requestBody: bodyOf("Widget") };
    }
    paths[`/widgets${index}/{id}`] = item;
  }
  return {
    openapi: "3.0.3",
    info,
    servers,
    components: {
      schemas: {
        Widget: {
          type: "object",
          required: ["name"],
          properties: { name: { type: "string", maxLength: 100 }, size: { type: "integer", minimum: 0 }, tags: { type: "array", items: { type: "string" } } },
        },
      },
    },
    paths,
  };
}
