import type { CreateMcpLinkRequest, CreateMcpLinkResponse, DeleteMcpLinkResponse, ListMcpLinksResponse } from "@plugboard/core";
import type { HttpTransport, RequestOptions } from "./http-transport.js";

/**
 * `plugboard.mcp.links`: per-user MCP endpoint URLs (`/api/v1/mcp/links`). Paste a link's `url` into any
 * MCP client (Claude, Cursor, the OpenAI Responses API, the AI SDK's MCP client) to give it the user's
 * tools; the URL is the credential, shown only when the link is created.
 *
 * @example
 * const { url } = await plugboard.mcp.links.create({ userId: "user_1", plugins: ["github"] });
 */
export class McpLinksResource {
  readonly #transport: HttpTransport;

  /** @internal Created by `Plugboard`; use `plugboard.mcp.links`. */
  constructor(transport: HttpTransport) {
    this.#transport = transport;
  }

  /**
   * Creates a link for one end-user. `plugins` narrows it to those plugin slugs (all approved plugins
   * when absent); `expiresInSeconds` makes it stop working after that long.
   *
   * @example
   * const link = await plugboard.mcp.links.create({ userId: "user_1", name: "Claude Desktop", expiresInSeconds: 86_400 });
   * console.log(link.url); // https://plugboard.example.com/mcp/pbm_…
   */
  create(params: CreateMcpLinkRequest, options: RequestOptions = {}): Promise<CreateMcpLinkResponse> {
    return this.#transport.request<CreateMcpLinkResponse>({ ...options, method: "POST", path: "api/v1/mcp/links", json: params });
  }

  /**
   * Lists your links (never their URLs), newest first, optionally for one user.
   *
   * @example
   * const { links } = await plugboard.mcp.links.list({ userId: "user_1" });
   */
  list(params: { userId?: string } = {}, options: RequestOptions = {}): Promise<ListMcpLinksResponse> {
    return this.#transport.request<ListMcpLinksResponse>({ ...options, method: "GET", path: "api/v1/mcp/links", searchParams: { userId: params.userId } });
  }

  /**
   * Deletes a link: its URL answers 401 from then on, on every instance.
   *
   * @example
   * await plugboard.mcp.links.delete(link.id);
   */
  delete(id: string, options: RequestOptions = {}): Promise<DeleteMcpLinkResponse> {
    return this.#transport.request<DeleteMcpLinkResponse>({ ...options, method: "DELETE", path: `api/v1/mcp/links/${encodeURIComponent(id)}` });
  }
}

/** `plugboard.mcp`: Plugboard as an MCP server for your end-users. */
export class McpResource {
  /** Per-user MCP endpoint URLs. */
  readonly links: McpLinksResource;

  /** @internal Created by `Plugboard`; use `plugboard.mcp`. */
  constructor(transport: HttpTransport) {
    this.links = new McpLinksResource(transport);
  }
}
