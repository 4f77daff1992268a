import { endUserOrigin } from "../audit/audit-log.js";
import {
  DEFAULT_ACCOUNT_LABEL,
  ERROR_CODES,
  REDIRECT_URL_ALIASES,
  type AuthMethodType,
  type ConnectOAuthStartRequestSchema,
  type ConnectSubmitRequestSchema,
  type ErrorCode,
} from "@plugboard/core";
import { validateReturnUrl } from "@plugboard/core/server";
import type * as z from "zod";
import type { PlugboardContext } from "../../context.js";
import { ServiceError } from "../../errors/service-error.js";
import { appendConnectStatus } from "../connect-sessions/append-connect-status.js";
import { isConnectLinkUsed } from "../connect-sessions/claim-connect-link.js";
import { createConnectFlowStore } from "./connect-flow-store.js";
import { connectPageConfigFields, connectPageFields, type ConnectPageConfigField, type ConnectPageField } from "./connect-page-fields.js";
import type { ConnectTokenPayload, ConnectTokens } from "../connect-sessions/connect-tokens.js";
import { accountTargetOf } from "../connections/upsert-connection.js";
import { invalidInput } from "../../errors/invalid-input.js";
import { loadConnectablePlugin, offersMcp, type ConnectablePlugin } from "../plugins/load-connectable-plugin.js";
import type { ConnectFlow } from "./connect-kinds.js";

/** What the hosted page shows. Never holds a secret (auth method configs stay on the server). */
export interface ConnectPageModel {
  plugin: { slug: string; name: string; description: string | null; iconUrl: string | null };
  methods: Array<{ id: string; type: AuthMethodType; label: string; fields: ConnectPageField[]; configFields: ConnectPageConfigField[] }>;
  /** Present when the page offers MCP OAuth; `allowClientSecret` when the developer lets end-users bring their own client secret. */
  mcp: { allowClientSecret: boolean } | null;
  /** The account the page connects (shown when it is not `"default"`). */
  accountLabel: string;
  connectToken: string;
  /** The return URL with `status=error&error=access_denied`, for a "cancel" link. */
  cancelUrl: string;
}

/** Outcome of {@link ConnectPageService.loadPage}: a page, a redirect back to the app, or an error page. */
export type ConnectPageOutcome =
  | { kind: "page"; model: ConnectPageModel }
  | { kind: "redirect"; url: string }
  | { kind: "error"; status: number; message: string };

type SubmitInput = z.output<typeof ConnectSubmitRequestSchema>;
type OAuthStartInput = z.output<typeof ConnectOAuthStartRequestSchema>;

/** A 400 about `connectionConfig.<field>` with its first reason as the message the page shows inline. */
function withReadableConfigError(error: unknown): unknown {
  if (!ServiceError.isInstance(error) || error.code !== "invalid_input") return error;
  const fieldErrors = (error.details as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors ?? {};
  const first = Object.entries(fieldErrors).find(([field]) => field.startsWith("connectionConfig."));
  return first?.[1][0] ? new ServiceError("invalid_input", first[1][0], { details: error.details }) : error;
}

/**
 * A 400 about `credentials.<field>` reworded for the page: "Enter the API key." for a missing value,
 * "<label>: <reason>" otherwise; a 400 about the config as {@link withReadableConfigError} words it.
 */
function withReadableSubmitError(error: unknown, fields: readonly ConnectPageField[]): unknown {
  if (!ServiceError.isInstance(error) || error.code !== "invalid_input") return error;
  const fieldErrors = (error.details as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors ?? {};
  const credential = Object.entries(fieldErrors).find(([field]) => field.startsWith("credentials."));
  if (!credential?.[1][0]) return withReadableConfigError(error);
  const name = credential[0].slice("credentials.".length);
  const raw = credential[1][0];
  const field = fields.find((candidate) => candidate.name === name);
  const missing = /is required|non-empty/.test(raw);
  const reason = raw.replace(/^credentials\.\S+\s*/, "");
  const message = field
    ? missing ? `Enter the ${field.label}.` : `${field.label}: ${reason}`
    : missing ? `The credentials need a "${name}" value.` : `"${name}": ${reason}`;
  return new ServiceError("invalid_input", message, { details: { formErrors: [], fieldErrors: { [credential[0]]: [message] } } });
}

async function readableAsync<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw withReadableConfigError(error);
  }
}

/**
 * The hosted connect page (`GET /connect/{slug}`, `POST /api/connect/submit`, `POST /api/connect/oauth-start`):
 * everything about who connects comes from the sealed connect token. Recoverable problems (bad input)
 * are 400s the page shows inline; unrecoverable ones (expired link, plugin gone) are `ServiceError`s whose
 * `details.redirectUrl` sends the user back with `status=error`. A link is single-use: once it has stored
 * a connection (here, or through the OAuth callback of a flow it started) the page and its calls answer
 * 410 `connect_link_used`; until then failed attempts can be retried with the same link.
 */
export function createConnectPageService(
  context: Pick<PlugboardContext, "baseUrl" | "production" | "prisma">,
  deps: {
    connectTokens: ConnectTokens;
    flow: Pick<ConnectFlow, "start" | "submit">;
  },
) {
  const store = createConnectFlowStore(context);
  const returnUrlOf = (payload: ConnectTokenPayload): string => {
    const checked = validateReturnUrl(payload.redirectUrl, { mode: "relaxed", baseUrl: context.baseUrl, production: context.production });
    if (!checked.ok) throw new ServiceError("invalid_return_url", `The return URL of this link is not allowed: ${checked.reason}`);
    return checked.url;
  };
  const backWithError = (payload: ConnectTokenPayload, code: ErrorCode, message: string): ServiceError =>
    new ServiceError(code, message, { details: { redirectUrl: appendConnectStatus(returnUrlOf(payload), { status: "error", error: message }) } });

  /** Verifies the token and loads its plugin; throws for the page's API calls. */
  async function open(token: string, claimed: { developerId?: string; userId?: string; pluginSlug?: string }) {
    const reading = deps.connectTokens.read(token);
    if (!reading.ok && reading.reason === "invalid") throw new ServiceError("invalid_connect_token", ERROR_CODES.invalid_connect_token.message);
    if (!reading.ok) throw backWithError(reading.payload, "invalid_connect_token", "The connect link has expired");
    const payload = reading.payload;
    if (await isConnectLinkUsed(context, payload.linkId)) throw new ServiceError("connect_link_used");
    const plugin = await loadConnectablePlugin(context, { id: payload.pluginId });
    if (!plugin) throw backWithError(payload, "not_found", "The plugin is no longer available");
    const mismatched: Record<string, string[]> = {};
    if (claimed.developerId !== undefined && claimed.developerId !== payload.developerId) mismatched.developerId = ["does not match the connect link"];
    if (claimed.userId !== undefined && claimed.userId !== payload.userId) mismatched.userId = ["does not match the connect link"];
    if (claimed.pluginSlug !== undefined && claimed.pluginSlug !== plugin.slug) mismatched.pluginSlug = ["does not match the connect link"];
    if (Object.keys(mismatched).length > 0) throw invalidInput(mismatched);
    return { payload, plugin };
  }

  function methodFor(plugin: ConnectablePlugin, payload: ConnectTokenPayload, authMethodId: string | undefined, wanted?: AuthMethodType) {
    const method = plugin.authMethods.find((candidate) =>
      authMethodId !== undefined ? candidate.id === authMethodId : candidate.type === wanted,
    );
    if (!method || (payload.method && payload.method !== method.type) || (wanted && method.type !== wanted)) {
      throw new ServiceError("invalid_input", "This sign-in method is not available for this link; reload the page", {
        details: { formErrors: [], fieldErrors: { authMethodId: ["not one of the methods this link offers"] } },
      });
    }
    return method;
  }

  return {
    /** Builds the page for `GET /connect/{slug}?token=…&method=…`. */
    async loadPage(slug: string, token: string | undefined, methodQuery: string | undefined): Promise<ConnectPageOutcome> {
      const reading = deps.connectTokens.read(token ?? "");
      if (!reading.ok && reading.reason === "invalid") {
        return { kind: "error", status: 400, message: "This connect link is not valid. Go back to the app and start connecting again." };
      }
      const payload = reading.payload;
      const returnUrl = validateReturnUrl(payload.redirectUrl, { mode: "relaxed", baseUrl: context.baseUrl, production: context.production });
      if (!returnUrl.ok) return { kind: "error", status: 400, message: "This connect link has a return address that is not allowed." };
      const back = (error: string): ConnectPageOutcome => ({ kind: "redirect", url: appendConnectStatus(returnUrl.url, { status: "error", error }) });
      if (!reading.ok) return back("The connect link has expired");
      if (await isConnectLinkUsed(context, payload.linkId)) {
        return { kind: "error", status: 410, message: "This connect link was already used to connect your account. Go back to the app; to connect again, ask it for a new link." };
      }
      const plugin = await loadConnectablePlugin(context, { id: payload.pluginId });
      if (!plugin) return back("The plugin is no longer available");
      if (plugin.slug !== slug) return { kind: "error", status: 400, message: "This connect link belongs to another plugin." };
      const limit = payload.method ?? plugin.authMethods.find((method) => method.type === methodQuery)?.type;
      const methods = plugin.authMethods
        .filter((method) => !limit || method.type === limit)
        .map((method) => ({
          id: method.id,
          type: method.type,
          label: method.label,
          fields: connectPageFields(method.type, method.config),
          configFields: connectPageConfigFields(method.type, method.config, payload.connectionConfig),
        }));
      let mcp: ConnectPageModel["mcp"] = null;
      if (!limit && offersMcp(plugin)) {
        mcp = { allowClientSecret: await store.allowsEndUserClientSecret(payload.developerId, plugin.id) };
      }
      if (methods.length === 0 && !mcp) return back("The requested sign-in method is not available");
      const { slug: pluginSlug, name, description, iconUrl } = plugin;
      return {
        kind: "page",
        model: {
          plugin: { slug: pluginSlug, name, description, iconUrl },
          methods,
          mcp,
          accountLabel: payload.accountLabel ?? DEFAULT_ACCOUNT_LABEL,
          connectToken: token ?? "",
          cancelUrl: appendConnectStatus(returnUrl.url, { status: "error", error: "access_denied" }),
        },
      };
    },

    /** `POST /api/connect/submit`: stores credentials like `POST /api/v1/connections`; returns the success URL. */
    async submit(input: SubmitInput, httpRequestId?: string): Promise<{ redirectUrl: string }> {
      const { payload, plugin } = await open(input.connectToken, input);
      const method = methodFor(plugin, payload, input.authMethodId);
      if (method.type === "oauth2") throw invalidInput({ authMethodId: ["an oauth2 method is connected with oauth-start, not with credentials"] });
      const returnUrl = returnUrlOf(payload);
      let saved;
      try {
        saved = await deps.flow.submit({
          developerId: payload.developerId,
          userId: payload.userId,
          plugin,
          method,
          ...accountTargetOf(payload),
          credentials: input.credentials,
          connectionConfig: input.connectionConfig,
          requestId: payload.requestId,
          connectLinkId: payload.linkId,
          // The end-user on the page, with the HTTP request id of the submission, in the audit log.
          origin: endUserOrigin(payload.userId, httpRequestId ?? null),
        });
      } catch (error) {
        throw withReadableSubmitError(error, connectPageFields(method.type, method.config));
      }
      return { redirectUrl: appendConnectStatus(returnUrl, { status: "success", connectionId: saved.id, accountLabel: saved.accountLabel }) };
    },

    /** `POST /api/connect/oauth-start`: the provider (or MCP) authorization URL for the page to open. */
    async startOAuth(input: OAuthStartInput): Promise<{ authorizationUrl: string }> {
      const { payload, plugin } = await open(input.connectToken, input);
      const given = REDIRECT_URL_ALIASES.map((alias) => input[alias]).find((value) => typeof value === "string" && value !== "");
      if (given !== undefined) {
        const checked = validateReturnUrl(given, { mode: "relaxed", baseUrl: context.baseUrl, production: context.production });
        if (!checked.ok || checked.url !== payload.redirectUrl) throw invalidInput({ redirectUrl: ["must be the return URL of the connect link"] });
      }
      if (input.mcp && payload.method) throw new ServiceError("mcp_unavailable", ERROR_CODES.mcp_unavailable.message);
      const choice = input.mcp ? ("mcp" as const) : methodFor(plugin, payload, input.authMethodId, "oauth2");
      const started = await readableAsync(() => deps.flow.start(choice, {
        developerId: payload.developerId,
        userId: payload.userId,
        plugin,
        redirectUrl: returnUrlOf(payload),
        source: "connect-page",
        connectLinkId: payload.linkId,
        requestId: payload.requestId,
        connectionConfig: input.connectionConfig,
        ...accountTargetOf(payload),
        ...(input.mcpClientSecret ? { mcpClientSecret: input.mcpClientSecret } : {}),
        ...(payload.authorize ? { authorize: true } : {}),
        ...(payload.scopes ? { scopes: payload.scopes } : {}),
      }));
      const authorizationUrl = started.url;
      return { authorizationUrl };
    },
  };
}

/** The hosted connect page service's interface. */
export type ConnectPageService = ReturnType<typeof createConnectPageService>;
