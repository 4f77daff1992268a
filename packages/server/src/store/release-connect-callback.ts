import type pg from "pg";

/**
 * `pg`'s client class, except that `connect(callback)` lets go of `callback` once it has been called.
 *
 * `pg` keeps the callback given to `connect()` for as long as the connection lives (the connection's
 * event listeners share the closure that holds it). From `pg.Pool`, that callback leads to the promise
 * of the query that made the pool open the connection, so each pooled connection kept the result of its
 * first query: the catalog's load of every tool, for instance, several megabytes, until the connection
 * closed. Given as the pool's `Client`, this class keeps only an emptied wrapper.
 *
 * @example
 * new pg.Pool({ connectionString, Client: releaseConnectCallback(pg.Client) });
 */
export function releaseConnectCallback(Client: typeof pg.Client): typeof pg.Client {
  const connect = Client.prototype.connect as (this: pg.Client, callback?: (error: Error) => void) => unknown;
  class Released extends Client {}
  Released.prototype.connect = function (this: pg.Client, callback?: (error: Error) => void) {
    if (!callback) return connect.call(this);
    let pending: typeof callback | undefined = callback;
    return connect.call(this, (error: Error) => {
      const call = pending;
      pending = undefined;
      call?.(error);
    });
  } as pg.Client["connect"];
  return Released;
}
