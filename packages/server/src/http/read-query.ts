import type { Request } from "express";
import { invalidInput } from "../errors/invalid-input.js";

/**
 * The query string of `request` as plain names and values: a name given once is a string, a name
 * repeated is an array of strings (which a route's schema then refuses where it expects one value,
 * naming the parameter). It is read from the URL itself, never from `request.query`, whose shape
 * depends on the query parser of the app Plugboard is mounted in (qs's `extended` mode makes objects
 * and arrays of `x[a]=` and `x[]=`; the `simple` one keeps `x[]` as an unknown name, so `userId[]=a`
 * silently meant "every user"). Bracket forms are refused outright: a 400 naming the parameter.
 *
 * @throws {ServiceError} 400 `invalid_input` whose `fieldErrors` name each bracketed parameter
 * @example
 * readQuery(request) // ?userId=a&limit=5 → { userId: "a", limit: "5" }
 */
export function readQuery(request: Request): Record<string, string | string[]> {
  const url = request.originalUrl ?? request.url;
  const mark = url.indexOf("?");
  const query: Record<string, string | string[]> = Object.create(null);
  if (mark === -1) return query;
  const bracketed: Record<string, string[]> = {};
  for (const [name, value] of new URLSearchParams(url.slice(mark + 1))) {
    const bracket = name.indexOf("[");
    if (bracket !== -1 || name.includes("]")) {
      const base = bracket > 0 ? name.slice(0, bracket) : name;
      bracketed[base] = [`${base} must be a single value (name=value); array and object forms such as ${base}[]= or ${base}[key]= are not accepted`];
      continue;
    }
    const previous = query[name];
    query[name] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  if (Object.keys(bracketed).length > 0) throw invalidInput(bracketed);
  return { ...query };
}
