import { DEFAULT_ACCOUNT_LABEL } from "@plugboard/core";
import type { ConnectPageModel } from "../../services/connect-flow/connect-page-service.js";
import { CONNECT_PAGE_SCRIPT } from "./connect-page-script.js";
import { escapeHtml, jsonForScript } from "./escape-html.js";
import { renderDocument } from "./render-document.js";

type Method = ConnectPageModel["methods"][number];

function renderField(prefix: string, field: Method["fields"][number]): string {
  const id = `${prefix}-${field.name.replace(/[^A-Za-z0-9_-]/g, "_")}`;
  const name = escapeHtml(field.name);
  const label = `<label for="${id}">${escapeHtml(field.label)}</label>`;
  if (field.kind === "json") {
    return `${label}<span class="hint" id="${id}-hint">Paste the JSON credentials, including an "access_token".</span>
<textarea id="${id}" name="${name}" data-kind="json" rows="8" required aria-describedby="${id}-hint error" spellcheck="false" autocapitalize="off"></textarea>`;
  }
  const type = field.kind === "password" ? "password" : "text";
  const required = field.optional ? "" : " required";
  return `${label}<input id="${id}" name="${name}" type="${type}"${required} aria-describedby="error" autocomplete="off" autocapitalize="off" spellcheck="false">`;
}

/** A per-connection config input (`connection_config`): sent as `connectionConfig`, never secret. */
function renderConfigField(prefix: string, field: Method["configFields"][number]): string {
  const id = `${prefix}-config-${field.name}`;
  const hint = field.description ? `<span class="hint" id="${id}-hint">${escapeHtml(field.description)}</span>` : "";
  const described = field.description ? `${id}-hint error` : "error";
  const value = field.value !== undefined ? ` value="${escapeHtml(field.value)}"` : "";
  const required = field.required ? " required" : "";
  return `<label for="${id}">${escapeHtml(field.label)}</label>${hint}<input id="${id}" name="${escapeHtml(field.name)}" data-config="true" type="text"${value}${required} aria-describedby="${described}" autocomplete="off" autocapitalize="off" spellcheck="false">`;
}

function renderMethod(method: Method, index: number, pluginName: string): string {
  const heading = `m${index}-title`;
  const id = escapeHtml(method.id);
  const config = method.configFields.map((field) => renderConfigField(`m${index}`, field)).join("\n");
  let content: string;
  if (method.type === "oauth2" && config === "") {
    content = `<button type="button" data-action="oauth" data-method-id="${id}">Continue to ${escapeHtml(pluginName)}</button>`;
  } else if (method.type === "oauth2") {
    content = `<form data-action="oauth" data-method-id="${id}" novalidate>
${config}
<button type="submit">Continue to ${escapeHtml(pluginName)}</button>
</form>`;
  } else if (method.type === "no_auth") {
    content = `<form data-action="submit" data-method-id="${id}" novalidate>
${config}
<p class="plain">No credentials are needed.</p>
<button type="submit" aria-describedby="${heading}">Connect</button>
</form>`;
  } else {
    content = `<form data-action="submit" data-method-id="${id}" novalidate>
${config}
${method.fields.map((field) => renderField(`m${index}`, field)).join("\n")}
<button type="submit" aria-describedby="${heading}">Connect</button>
</form>`;
  }
  return `<section class="method" aria-labelledby="${heading}">
<h2 id="${heading}">${escapeHtml(method.label)}</h2>
${content}
</section>`;
}

function renderMcp(model: ConnectPageModel): string {
  if (!model.mcp) return "";
  const secret = model.mcp.allowClientSecret
    ? `<label for="mcp-secret">Your OAuth client secret (optional)</label>
<input id="mcp-secret" name="mcpClientSecret" type="password" autocomplete="off" spellcheck="false" aria-describedby="error">`
    : "";
  return `<section class="method" aria-labelledby="mcp-title">
<h2 id="mcp-title">Connect through MCP</h2>
<form data-action="mcp" novalidate>
${secret}
<button type="submit">Authorize ${escapeHtml(model.plugin.name)} (MCP)</button>
</form>
</section>`;
}

/**
 * Renders the hosted connect page (`/connect/{plugin_slug}`, docs/connecting-users.md §3): the plugin's name, icon and
 * description, then per auth method an OAuth button, a credential form, a JSON text area, or a plain
 * connect button, plus an MCP OAuth button for MCP plugins. Server-rendered, every plugin value escaped;
 * accessible (landmark, headings, labels bound to inputs, a `role="alert"` error region, visible focus)
 * and usable from 375 px wide screens up.
 *
 * @example
 * response.type("html").send(renderConnectPage(model));
 */
export function renderConnectPage(model: ConnectPageModel): string {
  const { plugin } = model;
  const icon = plugin.iconUrl && /^https:\/\//i.test(plugin.iconUrl) ? `<img src="${escapeHtml(plugin.iconUrl)}" alt="">` : "";
  const body = `<main>
<div class="card">
<div class="brand">${icon}<h1>Connect ${escapeHtml(plugin.name)}</h1></div>
${model.accountLabel !== DEFAULT_ACCOUNT_LABEL ? `<p class="account">Account: <strong>${escapeHtml(model.accountLabel)}</strong></p>` : ""}
${plugin.description ? `<p class="description">${escapeHtml(plugin.description)}</p>` : ""}
<div id="error" class="error" role="alert" tabindex="-1" hidden></div>
${model.methods.map((method, index) => renderMethod(method, index, plugin.name)).join("\n")}
${renderMcp(model)}
<noscript><p class="error">Turn on JavaScript to connect your account.</p></noscript>
</div>
<p class="cancel"><a href="${escapeHtml(model.cancelUrl)}">Cancel and return to the app</a></p>
</main>`;
  const script = `<script type="application/json" id="connect-data">${jsonForScript({ connectToken: model.connectToken, pluginSlug: plugin.slug })}</script>
<script>${CONNECT_PAGE_SCRIPT}</script>`;
  return renderDocument(`Connect ${plugin.name}`, body, script);
}
