import { PlugboardError } from "./plugboard-error.js";

/** A page of a cursor-paged listing, with its items under some key. */
export interface CursorPage {
  nextCursor: string | null;
  hasMore: boolean;
}

/**
 * Walks a cursor-paged listing: requests page after page (`fetchPage(cursor)`), yields each page's
 * items, and stops after the last page. A server that hands back the same cursor twice is an
 * `invalid_response` error rather than an endless loop.
 *
 * @example
 * yield* iteratePages((cursor) => this.list({ ...query, cursor }), (page) => page.plugins);
 */
export async function* iteratePages<Page extends CursorPage, Item>(
  fetchPage: (cursor: string | undefined) => Promise<Page>,
  itemsOf: (page: Page) => readonly Item[],
): AsyncGenerator<Item, void, undefined> {
  let cursor: string | undefined;
  for (;;) {
    const page = await fetchPage(cursor);
    yield* itemsOf(page);
    if (!page.hasMore || page.nextCursor === null) return;
    if (page.nextCursor === cursor) {
      throw new PlugboardError("The Plugboard API returned the same cursor twice; stopping to avoid a loop.", {
        status: 200,
        code: "invalid_response",
        body: page,
      });
    }
    cursor = page.nextCursor;
  }
}
