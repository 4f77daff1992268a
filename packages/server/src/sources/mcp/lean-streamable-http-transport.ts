import type { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import { createParser, type EventSourceMessage } from "eventsource-parser";
import { takeResponseBodySource } from "../../outbound/response-body-source.js";
import type { McpClientSdk } from "../../infra/load-mcp-sdk.js";

/** What a resumable stream is handled with (the SDK's `StartSSEOptions`). */
interface StreamOptions {
  onresumptiontoken?: (token: string) => void;
  replayMessageId?: string | number;
  resumptionToken?: string;
}

/** The SDK transport's members the override below reads and calls (SDK 1.32). */
interface TransportInternals {
  _handleSseStream(stream: ReadableStream<Uint8Array> | null, options: StreamOptions, isReconnectable: boolean): void;
  _scheduleReconnection(options: StreamOptions, attemptCount?: number): void;
  _serverRetryMs?: number;
  _abortController?: AbortController;
  onmessage?: (message: JSONRPCMessage) => void;
  onerror?: (error: Error) => void;
}

const classes = new WeakMap<object, typeof StreamableHTTPClientTransport>();

/**
 * The MCP SDK's Streamable HTTP client transport, with its server-sent-event streams read straight
 * from the response's socket when the response came from `createRequestFetch`: chunks are decoded
 * and parsed with the same `eventsource-parser` the SDK pipes them through, without the web streams
 * (`TextDecoderStream`, the parser's `TransformStream`, the reader) that cost an MCP tool call about a
 * quarter of its CPU (issue 28). Everything else is the SDK's: each message is checked with its
 * `JSONRPCMessageSchema`, an event id makes the stream resumable, and a stream that ends (or fails)
 * before its response is resumed with the SDK's own reconnection. Any other stream goes to the SDK's
 * handling unchanged, as does every stream when the SDK no longer has the members this relies on.
 * The outbound fast path's switch (`PLUGBOARD_OUTBOUND_FAST_PATH=off`) makes sessions use the SDK's
 * own class instead (see `createMcpSessionPool`'s `fastPath`).
 *
 * @example
 * const Transport = leanStreamableHttpTransport(await loadMcpClientSdk());
 * const transport = new Transport(new URL(serverUrl), { fetch });
 */
export function leanStreamableHttpTransport(sdk: McpClientSdk): typeof StreamableHTTPClientTransport {
  const Base = sdk.streamableHttp.StreamableHTTPClientTransport;
  const known = classes.get(Base);
  if (known) return known;
  const base = Base.prototype as unknown as TransportInternals;
  if (typeof base._handleSseStream !== "function" || typeof base._scheduleReconnection !== "function") {
    classes.set(Base, Base);
    return Base;
  }
  const { JSONRPCMessageSchema, isJSONRPCResultResponse } = sdk.types;

  class LeanStreamableHTTPClientTransport extends Base {}
  (LeanStreamableHTTPClientTransport.prototype as unknown as TransportInternals)._handleSseStream = function (
    this: TransportInternals,
    stream,
    options,
    isReconnectable,
  ) {
    const source = takeResponseBodySource(stream);
    if (!source) return base._handleSseStream.call(this, stream, options, isReconnectable);
    const { onresumptiontoken, replayMessageId } = options;
    let lastEventId: string | undefined;
    // As the SDK: an event with an id makes the stream resumable; a response means no resumption is needed.
    let hasPrimingEvent = false;
    let receivedResponse = false;
    const onEvent = (event: EventSourceMessage) => {
      if (event.id) {
        lastEventId = event.id;
        hasPrimingEvent = true;
        onresumptiontoken?.(event.id);
      }
      if (!event.data) return;
      if (event.event && event.event !== "message") return;
      try {
        const message = JSONRPCMessageSchema.parse(JSON.parse(event.data));
        if (isJSONRPCResultResponse(message)) {
          receivedResponse = true;
          if (replayMessageId !== undefined) message.id = replayMessageId;
        }
        this.onmessage?.(message);
      } catch (error) {
        this.onerror?.(error as Error);
      }
    };
    const parser = createParser({
      onEvent,
      onRetry: (retryMs) => {
        this._serverRetryMs = retryMs;
      },
    });
    const decoder = new TextDecoder();
    const resumeIfNeeded = () => {
      const canResume = isReconnectable || hasPrimingEvent;
      if (canResume && !receivedResponse && this._abortController && !this._abortController.signal.aborted) {
        try {
          this._scheduleReconnection({ resumptionToken: lastEventId, onresumptiontoken, replayMessageId }, 0);
        } catch (error) {
          this.onerror?.(new Error(`Failed to reconnect: ${error instanceof Error ? error.message : String(error)}`));
        }
      }
    };
    source.read({
      chunk(chunk) {
        const text = decoder.decode(chunk, { stream: true });
        if (text !== "") parser.feed(text);
      },
      end: () => {
        const rest = decoder.decode();
        if (rest !== "") parser.feed(rest);
        resumeIfNeeded();
      },
      error: (error) => {
        this.onerror?.(new Error(`SSE stream disconnected: ${error}`));
        resumeIfNeeded();
      },
    });
  };
  classes.set(Base, LeanStreamableHTTPClientTransport);
  return LeanStreamableHTTPClientTransport;
}
