/// <reference path="../../types/wink-porter2-stemmer.d.ts" />
import stem from "wink-porter2-stemmer";

/** Words too common in tool names and requests to tell tools apart. */
const STOP_WORDS = new Set(
  (
    "a an and any are as at be been by can could do does for from has have i if in into is it its of on or our please " +
    "should so some that the their them then there these this those to us want was we were what when where which who will " +
    "with would you your"
  ).split(" "),
);

/**
 * Request words and the catalog words they mean (stems on both sides). Only general verbs and common
 * abbreviations of software APIs: a request says "remove", a tool says "delete".
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["create", "add", "new", "make", "open", "start"],
  ["delete", "remove", "destroy", "erase", "drop"],
  ["get", "fetch", "retrieve", "read", "show", "view", "see", "find", "lookup", "look"],
  ["list", "show", "enumerate", "browse", "all"],
  ["update", "edit", "modify", "change", "rename", "set", "close", "reopen"],
  ["search", "find", "query", "look"],
  ["send", "post", "submit", "write"],
  ["run", "trigger", "execute", "dispatch", "launch", "rerun"],
  ["repo", "repository"],
  ["org", "organization", "organisation"],
  ["pr", "pull"],
  ["config", "configuration", "setting"],
  ["auth", "authenticated"],
  ["my", "authenticated"],
  ["me", "authenticated"],
  ["mine", "authenticated"],
  ["msg", "message"],
  ["info", "information", "detail"],
  ["stat", "statistic"],
];

const stemOf = (word: string): string => stem(word);

/** Each stem's synonyms (stems too), built once. */
const SYNONYMS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, Set<string>>();
  for (const group of SYNONYM_GROUPS) {
    const stems = group.map(stemOf);
    for (const word of stems) {
      const set = map.get(word) ?? new Set<string>();
      for (const other of stems) if (other !== word) set.add(other);
      map.set(word, set);
    }
  }
  return new Map([...map].map(([word, set]) => [word, [...set]]));
})();

/** Splits `createIssue`, `CREATE_ISSUE`, `create-issue` and `repos/{owner}` into lowercase words. */
function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/**
 * The terms a piece of catalog text is indexed under: words (camelCase, snake_case and kebab-case
 * split), minus stop words, stemmed with Porter2 (the English stemmer PostgreSQL uses too).
 *
 * @example
 * toolSearchTerms("Star a repository") // ["star", "repositori"]
 */
export function toolSearchTerms(text: string): string[] {
  return words(text)
    .filter((word) => !STOP_WORDS.has(word))
    .map(stemOf);
}

/**
 * The terms a search request looks for, each with the synonyms of general verbs and abbreviations
 * ("remove" also finds "delete", "repo" finds "repository"): `[term, synonyms]` per request word.
 *
 * @example
 * querySearchTerms("remove a repo") // [["remov", ["delet", …]], ["repo", ["repositori"]]]
 */
export function querySearchTerms(text: string): Array<[string, readonly string[]]> {
  const terms = toolSearchTerms(text);
  return [...new Set(terms)].map((term) => [term, SYNONYMS.get(term) ?? []]);
}
