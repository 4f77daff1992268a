import { createServer, connect, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

/** A TCP proxy on loopback that a test can cut (a real network outage) and restore. */
export interface TcpProxy {
  /** Port the proxy listens on (127.0.0.1). */
  port: number;
  /** Number of client connections accepted and forwarded since the start. */
  readonly forwarded: number;
  /** Destroys every open connection (both sides) and refuses new ones until `restore()`. */
  cut(): void;
  /** Accepts and forwards connections again. */
  restore(): void;
  /** `url` with its host and port replaced by the proxy's (credentials, path and query kept). */
  rewrite(url: string): string;
  close(): Promise<void>;
}

/**
 * Starts a `node:net` proxy to `target` on 127.0.0.1. While cut, every existing connection is reset
 * and every new one is reset as soon as it is accepted — what a client sees when the database host
 * goes away and comes back.
 *
 * @example
 * const proxy = await startTcpProxy({ host: "127.0.0.1", port: 5432 });
 * const db = await openDatabase({ url: proxy.rewrite(scratch.url) });
 * proxy.cut();   // queries now fail
 * proxy.restore();
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let open = true;
  let forwarded = 0;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
  };

  const server: Server = createServer((client) => {
    track(client);
    if (!open) {
      client.resetAndDestroy();
      return;
    }
    forwarded += 1;
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("close", end);
    upstream.on("close", end);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as AddressInfo).port;

  const destroyAll = () => {
    for (const socket of sockets) {
      if (socket.destroyed) continue;
      socket.resetAndDestroy();
    }
    sockets.clear();
  };

  return {
    port,
    get forwarded() {
      return forwarded;
    },
    cut() {
      open = false;
      destroyAll();
    },
    restore() {
      open = true;
    },
    rewrite(url: string) {
      const parsed = new URL(url);
      parsed.hostname = "127.0.0.1";
      parsed.port = String(port);
      return parsed.toString();
    },
    async close() {
      open = false;
      destroyAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Host and port of a `postgres://` URL (defaults 127.0.0.1:5432), to point a proxy at. */
export function postgresTarget(url: string): { host: string; port: number } {
  const parsed = new URL(url);
  return { host: parsed.hostname || "127.0.0.1", port: Number(parsed.port || 5432) };
}
