/**
 * Asks the MCP client of one `tools/call` to open `url` for its user (URL-mode elicitation, MCP
 * 2025-11-25, `elicitation/create` with `mode: "url"`): the way to the person that does not pass
 * through the model. Only for clients that declared `capabilities.elicitation.url`.
 *
 * @example
 * elicitUrl?.({ elicitationId: approvalId, url: approvalUrl, message: "Approve or deny this refund" });
 */
export type ElicitUrl = (request: { elicitationId: string; url: string; message: string }) => void;
