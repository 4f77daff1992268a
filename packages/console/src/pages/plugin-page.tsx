import type { AuthMethodType, DashboardAuthMethod, DashboardPlugin, DashboardTool } from "@plugboard/core";
import { useState } from "preact/hooks";
import { api } from "../endpoints.js";
import { Done, Empty, ErrorNote, PageHeader, useAction, useLoad, When } from "../components.js";
import { statusWords } from "./plugins-page.js";

const AUTH_TYPES: Array<{ type: AuthMethodType; example: Record<string, unknown> }> = [
  { type: "api_key", example: { header_name: "X-API-Key" } },
  { type: "bearer_token", example: { header_name: "Authorization", header_prefix: "Bearer" } },
  { type: "oauth2", example: { authorize_url: "https://example.com/oauth/authorize", token_url: "https://example.com/oauth/token", client_id: "", client_secret: "", scopes: [] } },
  { type: "basic", example: {} },
  { type: "custom", example: { injection_rules: [{ target: "header", name: "X-Token", value: "{{token}}" }] } },
  { type: "service_account", example: {} },
  { type: "no_auth", example: {} },
];

function ToolRow({ plugin, tool, onChanged }: { plugin: DashboardPlugin; tool: DashboardTool; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(tool.name);
  const [description, setDescription] = useState(tool.description ?? "");
  const action = useAction();
  const save = (event: Event) => {
    event.preventDefault();
    void action.run(() => api.plugins.updateTool(plugin.id, { toolId: tool.id, name, description }), () => {
      setEditing(false);
      onChanged();
      return `Saved ${tool.slug}`;
    });
  };
  return (
    <tr>
      <td>
        <code>{tool.slug}</code>
        <br />
        {tool.name}
      </td>
      <td>
        <code>
          {tool.method} {tool.path}
        </code>
        {tool.scopes.length > 0 && <small class="scopes"> scopes: {tool.scopes.join(" ")}</small>}
      </td>
      <td>{tool.enabled ? "Enabled" : "Disabled"}</td>
      <td>
        <div class="actions">
          <button
            type="button"
            disabled={action.busy}
            aria-label={`${tool.enabled ? "Disable" : "Enable"} ${tool.slug}`}
            onClick={() => action.run(() => api.plugins.updateTool(plugin.id, { toolId: tool.id, enabled: !tool.enabled }), () => (onChanged(), undefined))}
          >
            {tool.enabled ? "Disable" : "Enable"}
          </button>
          <button type="button" aria-expanded={editing} aria-label={`Edit ${tool.slug}`} onClick={() => setEditing(!editing)}>
            Edit
          </button>
        </div>
        {editing && (
          <form onSubmit={save}>
            <label>
              Name of {tool.slug}
              <input required value={name} onInput={(event) => setName(event.currentTarget.value)} />
            </label>
            <label>
              Description of {tool.slug}
              <textarea rows={2} value={description} onInput={(event) => setDescription(event.currentTarget.value)} />
            </label>
            <button type="submit" disabled={action.busy}>
              Save {tool.slug}
            </button>
          </form>
        )}
        <ErrorNote error={action.error} />
      </td>
    </tr>
  );
}

function AuthMethodForm({ plugin, editing, onSaved }: { plugin: DashboardPlugin; editing: DashboardAuthMethod | undefined; onSaved: () => void }) {
  const [type, setType] = useState<AuthMethodType>(editing?.type ?? "api_key");
  const [label, setLabel] = useState(editing?.label ?? "API key");
  const [config, setConfig] = useState(JSON.stringify(editing?.config ?? AUTH_TYPES[0]!.example, null, 2));
  const [isDefault, setIsDefault] = useState(editing?.isDefault ?? plugin.authMethods.length === 0);
  const action = useAction();
  const onType = (next: AuthMethodType) => {
    setType(next);
    if (!editing) setConfig(JSON.stringify(AUTH_TYPES.find((entry) => entry.type === next)?.example ?? {}, null, 2));
  };
  const save = (event: Event) => {
    event.preventDefault();
    void action.run(
      async () => {
        let parsed: Record<string, unknown>;
        try {
          parsed = JSON.parse(config || "{}") as Record<string, unknown>;
        } catch {
          throw new Error("Config must be a JSON object, for example {}");
        }
        return api.plugins.upsertAuthMethod(plugin.id, { ...(editing ? { authMethodId: editing.id } : {}), type, label, config: parsed, isDefault });
      },
      (saved) => {
        onSaved();
        return `Saved auth method ${saved.label} (${saved.type})`;
      },
    );
  };
  return (
    <form onSubmit={save} class="card">
      <h3>{editing ? `Edit ${editing.label}` : "Add an auth method"}</h3>
      <label>
        Type
        <select value={type} onChange={(event) => onType(event.currentTarget.value as AuthMethodType)} disabled={editing !== undefined}>
          {AUTH_TYPES.map((entry) => (
            <option key={entry.type} value={entry.type}>
              {entry.type}
            </option>
          ))}
        </select>
      </label>
      <label>
        Label
        <input required value={label} onInput={(event) => setLabel(event.currentTarget.value)} />
      </label>
      <label>
        Config (JSON)
        <textarea rows={5} class="mono" value={config} onInput={(event) => setConfig(event.currentTarget.value)} />
      </label>
      <label class="check">
        <input type="checkbox" checked={isDefault} onChange={(event) => setIsDefault(event.currentTarget.checked)} />
        Default auth method
      </label>
      <button type="submit" disabled={action.busy}>
        Save auth method
      </button>
      <ErrorNote error={action.error} />
      <Done text={action.done} />
    </form>
  );
}

/** One plugin: its tools (enable, disable, edit), auth methods (add, edit, default), MCP sync and submission. */
export function PluginPage({ pluginId }: { pluginId: string }) {
  const plugin = useLoad(() => api.plugins.get(pluginId), [pluginId]);
  const [editing, setEditing] = useState<DashboardAuthMethod | undefined>();
  const [formKey, setFormKey] = useState(0);
  const action = useAction();
  const data = plugin.data;
  const reload = () => {
    plugin.reload();
  };
  return (
    <>
      <p>
        <a href="#/plugins">← All plugins</a>
      </p>
      <PageHeader title={data ? data.name : "Plugin"}>
        {data && (
          <>
            <code>{data.slug}</code> · {statusWords(data.reviewStatus)} · {data.toolSource} tools · changed <When at={data.updatedAt} />
          </>
        )}
      </PageHeader>
      <ErrorNote error={plugin.error} />
      {data && (
        <>
          {data.adminNotes && <p class="notes">Review notes: {data.adminNotes}</p>}
          <div class="actions">
            {(data.reviewStatus === "draft" || data.reviewStatus === "revision_requested") && (
              <button type="button" disabled={action.busy} onClick={() => action.run(() => api.plugins.submit(data.id), (result) => (reload(), `${result.slug} is ${statusWords(result.reviewStatus).toLowerCase()}`))}>
                Submit for review
              </button>
            )}
            {data.toolSource !== "manual" && (
              <button type="button" disabled={action.busy} onClick={() => action.run(() => api.plugins.mcpSync(data.id), (result) => (reload(), `Synced ${result.tools.length} MCP tools`))}>
                Sync MCP tools
              </button>
            )}
          </div>
          <ErrorNote error={action.error} />
          <Done text={action.done} />

          <section aria-labelledby="tools-heading">
            <h2 id="tools-heading">Tools</h2>
            {data.tools.length === 0 && data.mcpTools.length === 0 && <Empty>No tools. Import an OpenAPI document, or sync the MCP server.</Empty>}
            {data.tools.length > 0 && (
              <div class="table-wrap">
                <table>
                  <caption class="sr-only">Tools of {data.name}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Tool</th>
                      <th scope="col">Request</th>
                      <th scope="col">State</th>
                      <th scope="col">Actions</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.tools.map((tool) => (
                      <ToolRow key={tool.id} plugin={data} tool={tool} onChanged={reload} />
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            {data.mcpTools.length > 0 && (
              <ul>
                {data.mcpTools.map((tool) => (
                  <li key={tool.id}>
                    <code>{tool.slug}</code> (MCP, read-only) {tool.description}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="auth-heading">
            <h2 id="auth-heading">Auth methods</h2>
            {data.authMethods.length === 0 && <Empty>No auth method: end-users cannot connect. Add one below.</Empty>}
            <ul class="rows">
              {data.authMethods.map((method) => (
                <li key={method.id}>
                  <span>
                    {method.label} (<code>{method.type}</code>){method.isDefault ? " · default" : ""}
                  </span>
                  <span class="actions">
                    <button type="button" aria-label={`Edit auth method ${method.label}`} onClick={() => (setEditing(method), setFormKey(formKey + 1))}>
                      Edit
                    </button>
                    {!method.isDefault && (
                      <button
                        type="button"
                        aria-label={`Make ${method.label} the default`}
                        onClick={() =>
                          action.run(
                            () => api.plugins.upsertAuthMethod(data.id, { authMethodId: method.id, type: method.type, label: method.label, config: method.config, isDefault: true }),
                            () => (reload(), `${method.label} is the default`),
                          )
                        }
                      >
                        Make default
                      </button>
                    )}
                  </span>
                </li>
              ))}
            </ul>
            {editing && (
              <button type="button" onClick={() => (setEditing(undefined), setFormKey(formKey + 1))}>
                Add a new auth method instead
              </button>
            )}
            <AuthMethodForm key={formKey} plugin={data} editing={editing} onSaved={() => (reload(), setEditing(undefined))} />
          </section>
        </>
      )}
    </>
  );
}
