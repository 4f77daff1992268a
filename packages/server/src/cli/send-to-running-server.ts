import { operatorFetch } from "../outbound/operator-fetch.js";
import { controlChannelPolicy } from "../outbound/outbound-policy.js";
import type { AdminCommand, AdminCommandResult } from "./admin-command.js";
import { encryptionKeysDigest, type ControlFile, type ControlRequest } from "./control-channel.js";

/**
 * Sends a command to the running `plugboard serve` described by `control` (see `startControlChannel`)
 * and returns what it printed. Used when that process holds the embedded database, so the command
 * line can change data while the server serves.
 *
 * @example
 * const { out, error } = await sendToRunningServer(control, { name: "migrate" }, settings);
 */
export async function sendToRunningServer(
  control: ControlFile,
  command: AdminCommand,
  keys: { encryptionKey: string; previousEncryptionKeys?: string[] },
  options: { signal?: AbortSignal } = {},
): Promise<AdminCommandResult> {
  const body: ControlRequest = { command, keys: encryptionKeysDigest(control.secret, keys) };
  let response: Response;
  try {
    response = await operatorFetch(controlChannelPolicy())(control.url, {
      method: "POST",
      headers: { authorization: `Bearer ${control.secret}`, "content-type": "application/json" },
      body: JSON.stringify(body),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw new Error("stopped; the running plugboard serve stops the command too");
    throw new Error(
      `the embedded database is in use by plugboard serve (process ${control.pid}), which did not answer at ${control.url} (${error instanceof Error ? error.message : String(error)}); stop it and run the command again`,
    );
  }
  const result = (await response.json().catch(() => ({ out: [], error: `bad answer from plugboard serve (HTTP ${response.status})` }))) as AdminCommandResult;
  if (!response.ok && !result.error) result.error = `plugboard serve refused the command (HTTP ${response.status})`;
  return { out: Array.isArray(result.out) ? result.out : [], ...(result.error ? { error: result.error } : {}) };
}
