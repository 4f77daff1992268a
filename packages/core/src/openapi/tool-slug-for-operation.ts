const MAX_SLUG = 128;

/**
 * The tool slug of an operation, unique among `taken` (which it joins): its `operationId` in
 * UPPER_SNAKE_CASE (`repos/create-fork` → `REPOS_CREATE_FORK`, `addPet` → `ADD_PET`), or
 * `METHOD_path` when it has none (`GET /pets/{petId}` → `GET_PETS_PET_ID`); `_2`, `_3`, … on a clash.
 *
 * @example
 * toolSlugForOperation({ operationId: "issues/list-for-repo", method: "GET", path: "/repos/{owner}/{repo}/issues" }, new Set())
 * // "ISSUES_LIST_FOR_REPO"
 */
export function toolSlugForOperation(operation: { operationId?: string; method: string; path: string }, taken: Set<string>): string {
  const source = operation.operationId?.trim() ? operation.operationId : `${operation.method}_${operation.path}`;
  let base = source
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1_$2")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  if (!/^[A-Z]/.test(base)) base = `OP_${base}`.replace(/_+$/, "");
  base = base.slice(0, MAX_SLUG).replace(/_+$/, "");
  let slug = base;
  for (let index = 2; taken.has(slug); index += 1) {
    const suffix = `_${index}`;
    slug = base.slice(0, MAX_SLUG - suffix.length) + suffix;
  }
  taken.add(slug);
  return slug;
}
