import type { IncomingMessage } from "node:http";

/**
 * The common request body: `Content-Type: application/json` (UTF-8), not compressed, with a
 * `Content-Length` within the limit. Anything else — chunked, compressed, another charset, empty, too
 * large — goes through Express's parser, which answers each of those cases.
 */
export function isPlainJson(request: IncomingMessage, limitBytes: number): boolean {
  const headers = request.headers;
  if (headers["content-encoding"] !== undefined || headers["transfer-encoding"] !== undefined) return false;
  const length = Number(headers["content-length"]);
  if (!(length > 0 && length <= limitBytes)) return false;
  const type = headers["content-type"];
  return type === "application/json" || (type !== undefined && PLAIN_JSON_TYPE.test(type));
}

const PLAIN_JSON_TYPE = /^application\/json(?:\s*;\s*charset="?utf-8"?)?$/i;

/** An error the error handler maps as it maps Express's parser's (by `type`). */
export const bodyError = (type: string, status: number, message: string) => Object.assign(new Error(message), { type, status, expose: true });

/**
 * Reads a {@link isPlainJson} body and parses it as Express's parser does (an object or array at the
 * top — `strict` —, a UTF-8 BOM ignored): what every execute request costs, without the generic
 * parser's charset, decompression and stream machinery. Node's HTTP parser stops at `Content-Length`;
 * fewer bytes before the end is a 400, as there.
 */
export function readPlainJson(request: IncomingMessage & { body?: unknown }, next: (error?: unknown) => void): void {
  const expected = Number(request.headers["content-length"]);
  const chunks: Buffer[] = [];
  let received = 0;
  const onData = (chunk: Buffer) => {
    chunks.push(chunk);
    received += chunk.length;
  };
  const onAborted = () => {
    cleanup();
    next(bodyError("request.aborted", 400, "request aborted"));
  };
  const onError = (error: unknown) => {
    cleanup();
    next(Object.assign(bodyError("request.aborted", 400, "request aborted"), { cause: error }));
  };
  const onEnd = () => {
    cleanup();
    if (received !== expected) return next(bodyError("request.size.invalid", 400, "request size did not match content length"));
    let text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received)).toString("utf8");
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    const first = text[0] === "{" || text[0] === "[" ? text[0] : /^[\x20\x09\x0a\x0d]*(.)/s.exec(text)?.[1];
    if (first !== "{" && first !== "[") return next(bodyError("entity.parse.failed", 400, "the body must be a JSON object or array"));
    try {
      request.body = JSON.parse(text);
    } catch {
      return next(bodyError("entity.parse.failed", 400, "the body is not valid JSON"));
    }
    next();
  };
  function cleanup(): void {
    request.off("data", onData);
    request.off("end", onEnd);
    request.off("aborted", onAborted);
    request.off("error", onError);
  }
  request.on("data", onData);
  request.once("end", onEnd);
  request.once("aborted", onAborted);
  request.once("error", onError);
}
