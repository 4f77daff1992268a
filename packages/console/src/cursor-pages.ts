import { useEffect, useRef, useState } from "preact/hooks";

/** One page of a list the API pages newest first by cursor. */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
  hasMore: boolean;
}

/**
 * Rows of a cursor-paged list for `filter`: loaded when the filter changes, `load(true)` appends the
 * next (older) page, `load(false)` starts again. Only the latest request may fill the rows: an older
 * answer (say, unfiltered) arriving late is dropped.
 */
export function useCursorPages<T, F>(fetchPage: (filter: F, cursor: string | undefined) => Promise<CursorPage<T>>, filter: F) {
  const [rows, setRows] = useState<T[]>();
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const load = async (append: boolean) => {
    const request = ++latest.current;
    setLoading(true);
    setError(undefined);
    try {
      const page = await fetchPage(filter, append && cursor ? cursor : undefined);
      if (request !== latest.current) return;
      setRows((previous) => (append ? [...(previous ?? []), ...page.items] : page.items));
      setCursor(page.hasMore ? page.nextCursor : null);
    } catch (caught) {
      if (request === latest.current) setError(caught);
    } finally {
      if (request === latest.current) setLoading(false);
    }
  };
  useEffect(() => {
    void load(false);
  }, [filter]);
  return { rows, cursor, error, loading, load };
}
