/** The MCP SDK's client side as Plugboard uses it: sessions, transports, OAuth and the protocol's types. */
export interface McpClientSdk {
  client: typeof import("@modelcontextprotocol/sdk/client/index.js");
  sse: typeof import("@modelcontextprotocol/sdk/client/sse.js");
  streamableHttp: typeof import("@modelcontextprotocol/sdk/client/streamableHttp.js");
  auth: typeof import("@modelcontextprotocol/sdk/client/auth.js");
  types: typeof import("@modelcontextprotocol/sdk/types.js");
}

/** The MCP SDK's server side as Plugboard's MCP endpoint uses it. */
export interface McpServerSdk {
  server: typeof import("@modelcontextprotocol/sdk/server/index.js");
  streamableHttp: typeof import("@modelcontextprotocol/sdk/server/streamableHttp.js");
  ajv: typeof import("@modelcontextprotocol/sdk/validation/ajv");
  types: typeof import("@modelcontextprotocol/sdk/types.js");
}

let clientSdk: Promise<McpClientSdk> | undefined;
let serverSdk: Promise<McpServerSdk> | undefined;
let loadedClient: McpClientSdk | undefined;
let loadedTypes: McpClientSdk["types"] | undefined;

/**
 * The MCP SDK's client side, imported on first use: an instance whose plugins are all manual, and
 * whose MCP endpoint is not used, never loads it (with its zod schemas, about 7 MB of heap).
 *
 * @example
 * const { client } = await loadMcpClientSdk();
 * new client.Client({ name: "plugboard", version: "1.0.0" });
 */
export function loadMcpClientSdk(): Promise<McpClientSdk> {
  clientSdk ??= Promise.all([
    import("@modelcontextprotocol/sdk/client/index.js"),
    import("@modelcontextprotocol/sdk/client/sse.js"),
    import("@modelcontextprotocol/sdk/client/streamableHttp.js"),
    import("@modelcontextprotocol/sdk/client/auth.js"),
    import("@modelcontextprotocol/sdk/types.js"),
  ]).then(([client, sse, streamableHttp, auth, types]) => {
    loadedTypes = types;
    return (loadedClient = { client, sse, streamableHttp, auth, types });
  });
  return clientSdk;
}

/**
 * The MCP SDK's server side, imported on the MCP endpoint's first request ({@link loadMcpClientSdk}).
 *
 * @example
 * const { server } = await loadMcpServerSdk();
 */
export function loadMcpServerSdk(): Promise<McpServerSdk> {
  serverSdk ??= Promise.all([
    import("@modelcontextprotocol/sdk/server/index.js"),
    import("@modelcontextprotocol/sdk/server/streamableHttp.js"),
    import("@modelcontextprotocol/sdk/validation/ajv"),
    import("@modelcontextprotocol/sdk/types.js"),
  ]).then(([server, streamableHttp, ajv, types]) => {
    loadedTypes = types;
    return { server, streamableHttp, ajv, types };
  });
  return serverSdk;
}

/**
 * The client side if it has been loaded, for `instanceof` tests on errors: an error cannot be an
 * instance of an SDK class that was never loaded.
 */
export function loadedMcpClientSdk(): McpClientSdk | undefined {
  return loadedClient;
}

/** The protocol's types (`McpError`, `ErrorCode`) if either side has been loaded ({@link loadedMcpClientSdk}). */
export function loadedMcpTypes(): McpClientSdk["types"] | undefined {
  return loadedTypes;
}
