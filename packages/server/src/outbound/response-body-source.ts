import type { Readable } from "node:stream";
import { responseByteCounter, type ResponseLimit } from "./response-limit.js";
import type { ResponseTooLargeError } from "./response-too-large-error.js";

/** What a {@link ResponseBodySource} reports while it is read. */
export interface BodyHandlers {
  /** A chunk within the bound. */
  chunk(chunk: Buffer): void;
  end(): void;
  /** The body failed: a `ResponseTooLargeError` past the bound, else `TypeError("terminated")` with the cause. */
  error(error: Error): void;
}

/**
 * A response body of `createRequestFetch` that can be read straight from undici's `Readable`,
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
 * The {@link ResponseBodySource} behind `stream` (a `Response.body` of {@link sourcedResponse}) when
 * nothing has read it yet; the caller then reads it instead of the stream. Undefined for any other stream.
 */
export function takeResponseBodySource(stream: ReadableStream<Uint8Array> | null | undefined): ResponseBodySource | undefined {
  if (!stream || stream.locked) return undefined;
  const source = sources.get(stream);
  if (!source || source.taken) return undefined;
  sources.delete(stream);
  return source;
}

/**
 * A `Response` whose `json()` and `text()` read the body without web streams when nothing else has,
 * decoded as `fetch` decodes it (UTF-8, a leading byte-order mark dropped).
 */
class SourcedResponse extends Response {
  override async text(): Promise<string> {
    const source = takeResponseBodySource(this.body);
    if (!source) return super.text();
    const text = await new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      source.read({ chunk: (chunk) => void chunks.push(chunk), end: () => resolve(Buffer.concat(chunks).toString("utf8")), error: reject });
    });
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  }

  override async json(): Promise<unknown> {
    return JSON.parse(await this.text());
  }
}

/**
 * A `Response` over `source`: its `body` is the source's web stream (read on demand), which
 * {@link takeResponseBodySource} can still exchange for the source itself, and its `json()` / `text()`
 * read the source directly.
 *
 * @example
 * return sourcedResponse(new ResponseBodySource(stream, contentType, limit, exceeded), { status, headers });
 */
export function sourcedResponse(source: ResponseBodySource, init: ResponseInit): Response {
  const web = source.toWebStream();
  sources.set(web, source);
  return new SourcedResponse(web, init);
}
