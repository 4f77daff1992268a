/**
 * `@plugboard/core/openapi`: the pure conversion of an OpenAPI document (Swagger 2.0, OpenAPI 3.0 and
 * 3.1) into Plugboard's manual tools and auth methods — read a document, convert one operation into a
 * tool within a budget, name its slug, map the security schemes. No I/O: a Plugboard server's import
 * (`POST /api/v1/submissions/import`) and the provider catalog's tool generator both use it. Not part
 * of the browser-safe main entry (it loads `yaml` and `re2js`).
 *
 * @module
 */
export { ConversionBudget, DOCUMENT_LIMITS, DocumentTooLargeError, OPERATION_LIMITS } from "./openapi/conversion-budget.js";
export { isLinearPattern } from "./openapi/is-linear-pattern.js";
export { OpenApiDocumentError } from "./openapi/open-api-document-error.js";
export { operationToTool } from "./openapi/operation-to-tool.js";
export type { OpenApiOperation } from "./openapi/operation-to-tool.js";
export { readOpenApiDocument } from "./openapi/read-open-api-document.js";
export type { OpenApiDocument } from "./openapi/read-open-api-document.js";
export { createRefResolver } from "./openapi/ref-resolver.js";
export type { RefResolver } from "./openapi/ref-resolver.js";
export { IMPORTED_OAUTH_CLIENT_ID, securitySchemesToAuthMethods } from "./openapi/security-schemes-to-auth-methods.js";
export type { ConversionContext, OpenApiVersion } from "./openapi/to-json-schema.js";
export { toolSlugForOperation } from "./openapi/tool-slug-for-operation.js";
export { UnsupportedOperationError } from "./openapi/unsupported-operation-error.js";
