/**
 * What running a Plugboard tool gave: the external API's answer, or a failure the model can read.
 * Both adapters return this (the AI SDK as the tool output, LangChain as the message artifact).
 *
 * @example
 * const result: PlugboardToolResult = { success: true, data: { id: 42 }, status: 201, latencyMs: 87 };
 */
export type PlugboardToolResult = PlugboardToolSuccess | PlugboardToolFailure;

/**
 * The external API answered with a success status.
 *
 * @example
 * if (result.success) console.log(result.status, result.data);
 */
export interface PlugboardToolSuccess {
  success: true;
  /** The external API's parsed response (JSON, or the text when it was not JSON). */
  data: unknown;
  /** HTTP status from the external API. */
  status: number;
  /** Round-trip milliseconds, as measured by Plugboard. */
  latencyMs: number;
}

/**
 * The tool did not run successfully: the external API failed (`code: "upstream_failed"`, `status` is
 * its status), or Plugboard refused the call (`status` is Plugboard's: 409 `connection_required`,
 * 404 `not_found`, 400 `invalid_input`, …; 0 when Plugboard could not be reached).
 *
 * @example
 * if (!result.success && result.code === "connection_required") offerConnectLink();
 */
export interface PlugboardToolFailure {
  success: false;
  /** What went wrong, in words. */
  error: string;
  /** HTTP status: the external API's when `code` is `upstream_failed`, Plugboard's otherwise. */
  status: number;
  /** Machine-readable code (`upstream_failed`, `connection_required`, `network_error`, …) when known. */
  code?: string;
  /** What the user or the model can do about it, for the failures where that is known. */
  hint?: string;
  /**
   * For `connection_required` and `reauthorization_required`: the hosted connect page for this user
   * and plugin, to hand to the user (the `hint` already says so, for the model).
   */
  connectUrl?: string;
  /** The connection request behind `connectUrl` (`connections.waitForConnection`). */
  connectionRequestId?: string;
  /**
   * For `approval_required` (a policy holds the call; nothing ran): the approval to wait for
   * (`approvals.wait`). The result goes to the model, whose call the approval checks, so it never
   * carries the approval page's URL: the app shows that page to the user from the
   * `approval.requested` webhook or `approvals.get(approvalId).approvalUrl`. Once approved, the same
   * call runs.
   */
  approvalId?: string;
  /** Which params were wrong, for `invalid_input`. */
  details?: unknown;
  /** The external API's response body, when it sent one. */
  data?: unknown;
  /** Round-trip milliseconds, when the external API was called. */
  latencyMs?: number;
}

/**
 * Whether `value` is a {@link PlugboardToolResult} (e.g. a tool output read back from stored messages).
 *
 * @example
 * if (isPlugboardToolResult(part.output) && !part.output.success) console.warn(part.output.error);
 */
export function isPlugboardToolResult(value: unknown): value is PlugboardToolResult {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<PlugboardToolResult>;
  if (typeof candidate.status !== "number") return false;
  return candidate.success === true ? "data" in candidate : candidate.success === false && typeof candidate.error === "string";
}

/**
 * A tool result as text for a model: the data itself on success (text as is, anything else as
 * JSON), and on failure one line starting with `Error:` with the status, the code and the hint,
 * followed by the external API's response when there was one.
 *
 * @example
 * toolResultText({ success: false, error: "The user has no connection to this plugin", status: 409, code: "connection_required" });
 * // "Error: The user has no connection to this plugin (status 409, connection_required)."
 */
export function toolResultText(result: PlugboardToolResult): string {
  if (result.success) return typeof result.data === "string" ? result.data : stringify(result.data);
  const facts = [`status ${result.status}`, ...(result.code ? [result.code] : [])].join(", ");
  let text = `Error: ${result.error.replace(/\.$/, "")} (${facts}).`;
  if (result.hint) text += ` ${result.hint}`;
  if (result.details !== undefined) text += `\nDetails: ${stringify(result.details)}`;
  if (result.data !== undefined && result.data !== null && result.data !== "") {
    text += `\nResponse: ${typeof result.data === "string" ? result.data : stringify(result.data)}`;
  }
  return text;
}

function stringify(value: unknown): string {
  try {
    return JSON.stringify(value ?? null) ?? "null";
  } catch {
    return String(value);
  }
}
