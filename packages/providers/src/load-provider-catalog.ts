import { ProviderDefinitionSchema, type ProviderDefinition, type ProviderDefinitionInput } from "@plugboard/core";
import { providerDefinitions } from "./provider-definitions.js";

/**
 * The catalog's definitions checked against `ProviderDefinitionSchema`, with its defaults applied, in
 * catalog order. Throws naming every definition that does not parse, or an id given twice (the
 * package's tests make sure neither ships).
 *
 * @example
 * const github = loadProviderCatalog().find((provider) => provider.id === "github");
 */
export function loadProviderCatalog(definitions: readonly ProviderDefinitionInput[] = providerDefinitions): ProviderDefinition[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const parsed: ProviderDefinition[] = [];
  definitions.forEach((definition, index) => {
    const result = ProviderDefinitionSchema.safeParse(definition);
    const name = typeof definition?.id === "string" ? definition.id : `#${index}`;
    if (!result.success) {
      problems.push(`${name}: ${result.error.issues.map((issue) => `${issue.path.join(".") || "definition"}: ${issue.message}`).join("; ")}`);
      return;
    }
    if (ids.has(result.data.id)) problems.push(`${name}: the id appears more than once`);
    ids.add(result.data.id);
    parsed.push(result.data);
  });
  if (problems.length > 0) throw new Error(`Invalid provider definitions: ${problems.join(" | ")}`);
  return parsed;
}
