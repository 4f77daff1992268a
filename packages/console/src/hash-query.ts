/** The query part of the URL's hash (`#/executions?outcome=refused` → `outcome=refused`), for links that open a page filtered. */
export function hashQuery(): URLSearchParams {
  const hash = window.location.hash;
  const start = hash.indexOf("?");
  return new URLSearchParams(start < 0 ? "" : hash.slice(start + 1));
}

/** A console link to `page` with `query` (undefined values left out), e.g. the executions behind a chart's bar. */
export function pageHref(page: string, query: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams(Object.entries(query).flatMap(([key, value]) => (value === undefined ? [] : [[key, value]]))).toString();
  return `#/${page}${search ? `?${search}` : ""}`;
}
