import type { Readable } from "node:stream";
import { request, type Dispatcher } from "undici";
import { limitResponseBody, NULL_BODY_STATUSES, responseByteCounter, type ResponseLimit } from "./limit-response-body.js";
import { PrivateNetworkError } from "./private-network-guard.js";
import { ResponseTooLargeError } from "./response-too-large-error.js";

/** What a {@link ResponseBodySource} reports while it is read. */
export interface BodyHandlers {
  /** A chunk within the bound. */
  chunk(chunk: Buffer): void;
  end(): void;
  /** The body failed: a `ResponseTooLargeError` past the bound, else `TypeError("terminated")` with the cause. */
  error(error: Error): void;
}

/**
 * A response body of {@link createRequestFetch} that can be read straight from undici's `Readable`,
 * without the web-stream plumbing (about a quarter of an MCP call's CPU went to `TextDecoderStream`
 * and the SSE parser's `TransformStream` over it; issue 28). Bounded as the fetch's limit says.
 */
export class ResponseBodySource {
  #taken = false;
  /** A failure of the body before anything read it (an aborted request); kept for the reader. */
  #failure: Error | undefined;
  constructor(
    private readonly body: Readable,
    private readonly contentType: string | null,
    private readonly limit: ResponseLimit,
    private readonly exceeded: () => ResponseTooLargeError,
  ) {
    // A body nobody reads must not take the process down when its request is aborted.
    body.on("error", (error) => {
      this.#failure ??= error;
    });
  }

  /** Starts reading; `handlers` get the chunks in order, then `end` or `error` once. Only one reader. */
  read(handlers: BodyHandlers): void {
    if (this.#taken) throw new Error("The response body was already read");
    this.#taken = true;
    const { body, limit } = this;
    const count = responseByteCounter(this.contentType);
    let done = false;
    body.on("data", (chunk: Buffer) => {
      if (done) return;
      if (count(chunk) > limit.maxBytes) {
        done = true;
        body.destroy();
        return handlers.error(this.exceeded());
      }
      handlers.chunk(chunk);
    });
    body.once("end", () => {
      if (done) return;
      done = true;
      handlers.end();
    });
    const fail = (error: Error) => {
      if (done) return;
      done = true;
      handlers.error(new TypeError("terminated", { cause: error }));
    };
    body.once("error", fail);
    const failure = this.#failure;
    if (failure) queueMicrotask(() => fail(failure));
  }

  /** Stops reading and frees the connection. */
  cancel(): void {
    this.#taken = true;
    this.body.destroy();
  }

  /** True once read or cancelled. */
  get taken(): boolean {
    return this.#taken;
  }

  /**
   * A web stream over the same body (what `Response.body` hands out). It reads nothing until a reader
   * asks (no queue: the socket is paused after each chunk until the next read), so that
   * {@link takeResponseBodySource} can still take the body after the `Response` is made.
   */
  toWebStream(): ReadableStream<Uint8Array> {
    let started = false;
    const source = this;
    return new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (started) return void source.body.resume();
          started = true;
          source.read({
            chunk(chunk) {
              controller.enqueue(chunk);
              if ((controller.desiredSize ?? 1) <= 0) source.body.pause();
            },
            end: () => controller.close(),
            error: (error) => controller.error(error),
          });
        },
        cancel() {
          source.cancel();
        },
      },
      new CountQueuingStrategy({ highWaterMark: 0 }),
    );
  }
}

const sources = new WeakMap<ReadableStream<Uint8Array>, ResponseBodySource>();

/**
 * The {@link ResponseBodySource} behind `stream` (a `Response.body` of {@link createRequestFetch}) when
 * nothing has read it yet; the caller then reads it instead of the stream. Undefined for any other stream.
 */
export function takeResponseBodySource(stream: ReadableStream<Uint8Array> | null | undefined): ResponseBodySource | undefined {
  if (!stream || stream.locked) return undefined;
  const source = sources.get(stream);
  if (!source || source.taken) return undefined;
  sources.delete(stream);
  return source;
}

/** A `Response` whose `json()` and `text()` read the body without web streams when nothing else has. */
class SourcedResponse extends Response {
  override async text(): Promise<string> {
    const source = takeResponseBodySource(this.body);
    if (!source) return super.text();
    return new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      source.read({ chunk: (chunk) => void chunks.push(chunk), end: () => resolve(Buffer.concat(chunks).toString("utf8")), error: reject });
    });
  }

  override async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }
}

/**
 * A bounded `fetch` for the MCP SDK's transports, over `undici.request` on the outbound `dispatcher`
 * (the guarded, keep-alive pooled agent) instead of undici's `fetch`, whose Request, Headers and stream
 * plumbing cost the MCP call about as much CPU again as the rest of the SDK's work (issue 28).
 *
 * Only what the transports send takes this path: `redirect: "manual"` (the SDK follows a redirect
 * itself, within the origin, and each hop comes back here, so every connection still passes the
 * private-network guard of the dispatcher) with a string body or none. Anything else goes to
 * `fallback` bounded with {@link limitResponseBody}. Bodies are bounded as `limitResponseBody` bounds
 * them (a `Content-Length` over the limit at once; else counted while they stream, per event for
 * `text/event-stream`), and errors look like `fetch`'s: a refused address is the
 * {@link PrivateNetworkError} itself, an aborted call the signal's reason, any other failure a
 * `TypeError("fetch failed")` with the cause.
 *
 * @example
 * const mcpFetch = createRequestFetch(dispatcher, guardedFetch, { maxBytes: 10 * 1024 * 1024, source: "The MCP server's response" });
 */
export function createRequestFetch(dispatcher: Dispatcher, fallback: typeof fetch, limit: ResponseLimit): typeof fetch {
  const other = limitResponseBody(fallback, limit);
  const exceeded = () => {
    const error = new ResponseTooLargeError(limit.maxBytes, limit.source);
    limit.onExceeded?.(error);
    return error;
  };
  return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const body = init?.body;
    if (init?.redirect !== "manual" || (body !== undefined && body !== null && typeof body !== "string") || input instanceof Request) return other(input, init);
    const signal = init.signal ?? undefined;
    let answer: Dispatcher.ResponseData;
    try {
      answer = await request(input instanceof URL ? input.href : input, {
        method: (init.method ?? "GET") as Dispatcher.HttpMethod,
        headers: init.headers as never,
        ...(typeof body === "string" ? { body } : {}),
        ...(signal ? { signal } : {}),
        dispatcher,
      });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      if (PrivateNetworkError.isInstance(error)) throw error;
      const cause = (error as { cause?: unknown } | null)?.cause;
      if (PrivateNetworkError.isInstance(cause)) throw cause;
      throw new TypeError("fetch failed", { cause: error });
    }
    const { statusCode: status, headers: raw, body: stream } = answer;
    const headers: Array<[string, string]> = [];
    for (const name in raw) {
      const value = raw[name];
      if (Array.isArray(value)) for (const one of value) headers.push([name, one]);
      else if (value !== undefined) headers.push([name, value]);
    }
    if (Number(raw["content-length"] ?? 0) > limit.maxBytes) {
      stream.destroy();
      throw exceeded();
    }
    if (NULL_BODY_STATUSES.has(status) || init.method === "HEAD") {
      stream.resume();
      return new Response(null, { status, headers });
    }
    const contentType = raw["content-type"];
    const source = new ResponseBodySource(stream, typeof contentType === "string" ? contentType : null, limit, exceeded);
    const web = source.toWebStream();
    sources.set(web, source);
    return new SourcedResponse(web, { status, headers });
  }) as typeof fetch;
}
