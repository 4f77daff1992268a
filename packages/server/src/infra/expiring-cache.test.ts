import { afterEach, describe, expect, it, vi } from "vitest";
import { ExpiringCache } from "./expiring-cache.js";

describe("ExpiringCache", () => {
  afterEach(() => vi.useRealTimers());

  it("loads once, serves until the TTL passes, then loads again", async () => {
    vi.useFakeTimers({ now: 0 });
    const cache = new ExpiringCache<number>({ ttlMs: 1000, max: 10 });
    let loads = 0;
    const load = async () => (loads += 1);
    expect(await cache.getOrLoad("k", load)).toBe(1);
    expect(await cache.getOrLoad("k", load)).toBe(1);
    vi.setSystemTime(1000);
    expect(await cache.getOrLoad("k", load)).toBe(2);
  });

  it("never lets a load that started before an invalidation fill the cache", async () => {
    const cache = new ExpiringCache<string>({ ttlMs: 60_000, max: 10 });
    let release: (value: string) => void = () => undefined;
    const slow = cache.getOrLoad("k", () => new Promise<string>((resolve) => (release = resolve)));
    cache.delete("k");
    release("stale");
    expect(await slow).toBe("stale");
    expect(cache.get("k")).toBeUndefined();
  });

  it("keeps at most max entries, dropping the oldest, and clears by predicate", async () => {
    const cache = new ExpiringCache<number>({ ttlMs: 60_000, max: 2 });
    for (const [key, value] of [["a", 1], ["b", 2], ["c", 3]] as const) await cache.getOrLoad(key, async () => value);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, 2, 3]);
    cache.clear((_key, value) => value === 2);
    expect([cache.get("b"), cache.get("c")]).toEqual([undefined, 3]);
    cache.clear();
    expect(cache.get("c")).toBeUndefined();
  });
});
