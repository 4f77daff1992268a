import type { DashboardDeveloper, ImportWarning, ProviderInstallWarning } from "@plugboard/core";
import { useState } from "preact/hooks";
import { api } from "../endpoints.js";
import { Done, Empty, ErrorNote, PageHeader, useAction, useLoad } from "../components.js";

const STATUS_WORDS: Record<string, string> = {
  draft: "Draft",
  pending_review: "Waiting for review",
  approved: "Approved",
  declined: "Declined",
  revision_requested: "Revision requested",
};

/** A review status in words. */
export const statusWords = (status: string) => STATUS_WORDS[status] ?? status;

function Warnings({ warnings }: { warnings: Array<ImportWarning | ProviderInstallWarning> }) {
  if (warnings.length === 0) return null;
  return (
    <details>
      <summary>{warnings.length} warning(s)</summary>
      <ul>
        {warnings.slice(0, 50).map((warning, index) => (
          <li key={index}>
            {"operation" in warning && warning.operation ? <code>{warning.operation}</code> : "feature" in warning ? <code>{warning.feature}</code> : null} {warning.reason}
          </li>
        ))}
      </ul>
    </details>
  );
}

function ImportForm({ onImported }: { onImported: () => void }) {
  const [slug, setSlug] = useState("");
  const [name, setName] = useState("");
  const [file, setFile] = useState<File>();
  const [submit, setSubmit] = useState(false);
  const [warnings, setWarnings] = useState<ImportWarning[]>([]);
  const action = useAction();
  const onSubmit = async (event: Event) => {
    event.preventDefault();
    const result = await action.run(
      async () => {
        if (!file) throw new Error("Choose an OpenAPI file (JSON or YAML) first");
        const document = await file.text();
        return api.plugins.importOpenApi({ slug: slug.trim(), ...(name.trim() ? { name: name.trim() } : {}), document, submitForReview: submit });
      },
      (result) => `Imported ${result.submission.slug} with ${result.submission.toolCount} tools (${statusWords(result.submission.reviewStatus)}). Add an auth method if its document declared none.`,
    );
    if (result) {
      setWarnings(result.warnings);
      onImported();
    }
  };
  return (
    <section aria-labelledby="import-heading" class="card">
      <h2 id="import-heading">Import an OpenAPI document</h2>
      <form onSubmit={onSubmit}>
        <label>
          Slug of the new plugin
          <input required pattern="[a-z0-9_\-]+" value={slug} onInput={(event) => setSlug(event.currentTarget.value)} />
        </label>
        <label>
          Name (optional)
          <input value={name} onInput={(event) => setName(event.currentTarget.value)} />
        </label>
        <label>
          OpenAPI file (JSON or YAML)
          <input type="file" accept=".json,.yaml,.yml,application/json,application/yaml" required onChange={(event) => setFile(event.currentTarget.files?.[0])} />
        </label>
        <label class="check">
          <input type="checkbox" checked={submit} onChange={(event) => setSubmit(event.currentTarget.checked)} />
          Submit for review now
        </label>
        <button type="submit" disabled={action.busy}>
          Import
        </button>
      </form>
      <ErrorNote error={action.error} />
      <Done text={action.done} />
      <Warnings warnings={warnings} />
    </section>
  );
}

function Catalog({ onInstalled }: { onInstalled: () => void }) {
  const [query, setQuery] = useState("");
  const [search, setSearch] = useState<string | undefined>();
  const [clientId, setClientId] = useState("");
  const [clientSecret, setClientSecret] = useState("");
  const [warnings, setWarnings] = useState<ProviderInstallWarning[]>([]);
  const providers = useLoad(() => (search === undefined ? Promise.resolve(undefined) : api.providers.list(search)), [search]);
  const action = useAction();
  const install = async (id: string) => {
    const oauth = clientId.trim() ? { oauth: { clientId: clientId.trim(), ...(clientSecret ? { clientSecret } : {}) } } : {};
    const result = await action.run(
      () => api.providers.install(id, oauth),
      (result) => `Installed ${id} as ${result.submission.slug} with ${result.submission.toolCount} tools (${statusWords(result.submission.reviewStatus)}).`,
    );
    if (result) {
      setWarnings(result.warnings);
      setClientSecret("");
      onInstalled();
    }
  };
  return (
    <section aria-labelledby="catalog-heading" class="card">
      <h2 id="catalog-heading">Install a provider from the catalog</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(query.trim());
        }}
      >
        <label>
          Search the catalog
          <input type="search" value={query} onInput={(event) => setQuery(event.currentTarget.value)} />
        </label>
        <button type="submit">Search catalog</button>
      </form>
      <details>
        <summary>OAuth client for the install (providers with OAuth 2.0)</summary>
        <label>
          OAuth client ID
          <input value={clientId} onInput={(event) => setClientId(event.currentTarget.value)} autoComplete="off" />
        </label>
        <label>
          OAuth client secret
          <input type="password" value={clientSecret} onInput={(event) => setClientSecret(event.currentTarget.value)} autoComplete="off" />
        </label>
      </details>
      <ErrorNote error={providers.error ?? action.error} />
      <Done text={action.done} />
      <Warnings warnings={warnings} />
      {providers.data && providers.data.providers.length === 0 && <Empty>No provider matches. Try another word, or leave the search empty to list them all.</Empty>}
      {providers.data && providers.data.providers.length > 0 && (
        <ul class="providers">
          {providers.data.providers.map((provider) => (
            <li key={provider.id}>
              <span>
                <strong>{provider.name}</strong> <code>{provider.id}</code> · {provider.kind === "mcp" ? "MCP server" : `${provider.toolCount} tools`} · {provider.authModes.join(", ")}
              </span>
              <button type="button" disabled={action.busy} onClick={() => install(provider.id)} aria-label={`Install ${provider.name}`}>
                Install
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The developer's plugins (an admin's: every plugin), OpenAPI import and the provider catalog. */
export function PluginsPage({ developer }: { developer: DashboardDeveloper }) {
  const plugins = useLoad(() => api.plugins.list(), []);
  return (
    <>
      <PageHeader title="Plugins">{developer.role === "admin" ? "Every developer's plugins." : "Your plugins."} Open one to manage its tools and auth methods.</PageHeader>
      <ErrorNote error={plugins.error} />
      {plugins.data && plugins.data.plugins.length === 0 && <Empty>No plugins yet. Import an OpenAPI document or install a provider from the catalog below.</Empty>}
      {plugins.data && plugins.data.plugins.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="sr-only">Plugins</caption>
            <thead>
              <tr>
                <th scope="col">Plugin</th>
                <th scope="col">Status</th>
                <th scope="col">Tools</th>
                <th scope="col">Source</th>
              </tr>
            </thead>
            <tbody>
              {plugins.data.plugins.map((plugin) => (
                <tr key={plugin.id}>
                  <td>
                    <a href={`#/plugins/${encodeURIComponent(plugin.id)}`}>{plugin.name}</a> <code>{plugin.slug}</code>
                  </td>
                  <td>{statusWords(plugin.reviewStatus)}</td>
                  <td>{plugin.toolCount + plugin.mcpToolCount}</td>
                  <td>{plugin.toolSource}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ImportForm onImported={plugins.reload} />
      <Catalog onInstalled={plugins.reload} />
    </>
  );
}
