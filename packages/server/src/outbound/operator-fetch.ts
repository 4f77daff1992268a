import { createOutbound, type Outbound } from "./create-outbound.js";
import type { OutboundPolicy } from "./outbound-policy.js";

let shared: Outbound | undefined;

/**
 * A `fetch` under `policy` over one process-wide outbound module without a private-network guard,
 * for code that runs outside a server's module: the command line talking to a running server, an ID
 * token verifier made on its own. Policies that reach the operator's own URLs only
 * (`controlChannelPolicy`, `oidcIssuerPolicy`); idle connections never hold the process open.
 *
 * @example
 * const response = await operatorFetch(controlChannelPolicy())(control.url, { method: "POST", body });
 */
export function operatorFetch(policy: OutboundPolicy): typeof fetch {
  shared ??= createOutbound({ guard: { guardPrivateNetwork: false } });
  return shared.fetch(policy);
}
