/**
 * A small bounded cache with a time-to-live and a generation counter. `clear`/`delete` bump the
 * generation, and a load that started before an invalidation never fills the cache afterwards, so a
 * slow read cannot resurrect stale data.
 */
export class ExpiringCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private generation = 0;

  constructor(private readonly options: { ttlMs: number; max: number }) {}

  /** The live value of `key`, if any. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Returns the cached value or loads, caches (unless invalidated meanwhile) and returns it. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) {
      if (this.entries.size >= this.options.max) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { value, expiresAt: Date.now() + this.options.ttlMs });
    }
    return value;
  }

  /** Caches `value` under `key` for the time-to-live (the oldest entry makes room past the bound). */
  set(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.options.max) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expiresAt: Date.now() + this.options.ttlMs });
  }

  /** Drops one key. */
  delete(key: string): void {
    this.generation += 1;
    this.entries.delete(key);
  }

  /** Drops every key for which `predicate` holds (all keys without one). */
  clear(predicate?: (key: string, value: V) => boolean): void {
    this.generation += 1;
    if (!predicate) return this.entries.clear();
    for (const [key, entry] of this.entries) if (predicate(key, entry.value)) this.entries.delete(key);
  }
}
