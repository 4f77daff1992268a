/**
 * `@plugboard/providers`: Plugboard's catalog of ready integrations. Each provider is data — its auth
 * modes (with the OAuth quirks it needs), base URL, per-connection config and curated tools — written
 * from the provider's own documentation and validated by `ProviderDefinitionSchema` of
 * `@plugboard/core`. The server loads the catalog to list and install providers.
 *
 * @packageDocumentation
 */
export { loadProviderCatalog } from "./load-provider-catalog.js";
export { providerDefinitions } from "./provider-definitions.js";
