/**
 * The operation without an optional request body that declares no properties on a GET: Stripe's
 * document gives every GET such a body (an empty `application/x-www-form-urlencoded` object, not
 * required), which carries nothing, but which the importer refuses as "a GET with a request body".
 */
export function withoutEmptyGetBody(method: string, operation: Record<string, any>): Record<string, any> {
  const body = operation.requestBody;
  if (method !== "GET" || !body || body.required === true) return operation;
  const empty = Object.values((body.content ?? {}) as Record<string, any>).every((media) => {
    const schema = media?.schema;
    return schema?.type === "object" && Object.keys(schema.properties ?? {}).length === 0 && schema.additionalProperties === false;
  });
  if (!empty) return operation;
  const { requestBody: _dropped, ...rest } = operation;
  return rest;
}
