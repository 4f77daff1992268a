import type { ProviderDefinitionInput } from "@plugboard/core";
import { github } from "./definitions/github.js";

/**
 * Every provider of the catalog, in the order the catalog lists them. Adding a provider: write
 * `definitions/<id>.ts` and add it here (see the package README).
 */
export const providerDefinitions: readonly ProviderDefinitionInput[] = [github];
