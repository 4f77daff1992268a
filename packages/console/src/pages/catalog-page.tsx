import type { ProviderAuthMode, ProviderDetail } from "@plugboard/core";
import { useState } from "preact/hooks";
import { Done, Empty, ErrorNote, PageHeader, useAction, useLoad } from "../components.js";
import { api } from "../endpoints.js";

const AUTH_MODE_WORDS: Record<ProviderAuthMode["type"], string> = {
  oauth2: "OAuth 2.0",
  api_key: "API key",
  bearer: "Bearer token",
  basic: "Basic (user and password)",
  custom: "Custom credentials",
  mcp_oauth: "MCP OAuth",
};

/** The provider catalog: browse by category and search; each provider opens its page. */
function CatalogList() {
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState("");
  const [search, setSearch] = useState({ q: "", category: "" });
  const providers = useLoad(() => api.providers.list(search.q || undefined, search.category || undefined), [search.q, search.category]);
  // The categories to choose from: those of the whole catalog.
  const all = useLoad(() => api.providers.list(), []);
  const categories = [...new Set(all.data?.providers.flatMap((provider) => provider.categories) ?? [])].sort();
  return (
    <>
      <PageHeader title="Catalog">Providers Plugboard knows: their OAuth endpoints, scopes and tools, written from each provider's own documentation. Install one as a plugin.</PageHeader>
      <form
        aria-label="Search the catalog"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch({ q: query.trim(), category });
        }}
      >
        <label>
          Search
          <input type="search" value={query} onInput={(event) => setQuery(event.currentTarget.value)} />
        </label>
        <label>
          Category
          <select value={category} onChange={(event) => setCategory(event.currentTarget.value)}>
            <option value="">All categories</option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Search</button>
      </form>
      <ErrorNote error={providers.error} />
      {providers.loading && <p role="status">Loading…</p>}
      {providers.data && providers.data.providers.length === 0 && <Empty>No provider matches. Try another word or category.</Empty>}
      {providers.data && providers.data.providers.length > 0 && (
        <ul class="providers">
          {providers.data.providers.map((provider) => (
            <li key={provider.id}>
              <span>
                <a href={`#/catalog/${encodeURIComponent(provider.id)}`}>
                  <strong>{provider.name}</strong>
                </a>{" "}
                · {provider.categories.join(", ")} · {provider.kind === "mcp" ? "MCP server" : `${provider.toolCount} tools`} · {provider.authModes.map((type) => AUTH_MODE_WORDS[type] ?? type).join(", ")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** Install form: the auth modes to keep, the OAuth app's client id and secret when OAuth 2.0 is kept; then to the plugin, in review. */
function Install({ provider }: { provider: ProviderDetail }) {
  const types = provider.authModes.map((mode) => mode.type);
  const [chosen, setChosen] = useState<string[]>(types);
  const [clientId, setClientId] = useState("");
  const [clientSecret, setClientSecret] = useState("");
  const [review, setReview] = useState(true);
  const action = useAction();
  const oauthChosen = chosen.includes("oauth2");
  return (
    <section class="card" aria-labelledby="install">
      <h2 id="install">Install</h2>
      <form
        aria-label={`Install ${provider.name}`}
        onSubmit={(event) => {
          event.preventDefault();
          void action
            .run(() =>
              api.providers.install(provider.id, {
                authModes: chosen as ProviderAuthMode["type"][],
                ...(oauthChosen && clientId.trim() ? { oauth: { clientId: clientId.trim(), ...(clientSecret ? { clientSecret } : {}) } } : {}),
                submitForReview: review,
              }),
            )
            .then((result) => {
              if (result) window.location.hash = `#/plugins/${encodeURIComponent(result.submission.id)}`;
            });
        }}
      >
        <fieldset>
          <legend>Auth modes to offer users</legend>
          {types.map((type) => (
            <label class="check" key={type}>
              <input
                type="checkbox"
                checked={chosen.includes(type)}
                onChange={(event) => setChosen(event.currentTarget.checked ? [...chosen, type] : chosen.filter((item) => item !== type))}
              />
              {AUTH_MODE_WORDS[type] ?? type}
            </label>
          ))}
        </fieldset>
        {oauthChosen && (
          <>
            <label>
              OAuth client ID
              <input value={clientId} onInput={(event) => setClientId(event.currentTarget.value)} autoComplete="off" />
            </label>
            <label>
              OAuth client secret
              <input type="password" value={clientSecret} onInput={(event) => setClientSecret(event.currentTarget.value)} autoComplete="off" />
            </label>
          </>
        )}
        <label class="check">
          <input type="checkbox" checked={review} onChange={(event) => setReview(event.currentTarget.checked)} />
          Submit for review right away
        </label>
        <button type="submit" disabled={action.busy || chosen.length === 0}>
          Install {provider.name}
        </button>
      </form>
      <ErrorNote error={action.error} />
      <Done text={action.done} />
    </section>
  );
}

/** One provider: auth modes with scopes, config fields, tools, sources and when it was verified; and the install form. */
function ProviderPage({ id }: { id: string }) {
  const provider = useLoad(() => api.providers.get(id), [id]);
  const detail = provider.data;
  // `verifiedAt` arrives with the catalog's next version; shown when the server sends it.
  const verifiedAt = (detail as (ProviderDetail & { verifiedAt?: string }) | undefined)?.verifiedAt;
  return (
    <>
      <p>
        <a href="#/catalog">← Catalog</a>
      </p>
      <PageHeader title={detail?.name ?? "Provider"}>{detail?.description}</PageHeader>
      <ErrorNote error={provider.error} />
      {detail && (
        <>
          <dl>
            <dt>Id</dt>
            <dd>
              <code>{detail.id}</code>
            </dd>
            <dt>Categories</dt>
            <dd>{detail.categories.join(", ")}</dd>
            <dt>{detail.kind === "mcp" ? "MCP server" : "Base URL"}</dt>
            <dd>
              <code>{detail.serverUrl ?? detail.baseUrl ?? "—"}</code>
            </dd>
            <dt>Documentation</dt>
            <dd>
              <a href={detail.docsUrl} rel="noreferrer noopener" target="_blank">
                {detail.docsUrl}
              </a>
            </dd>
            <dt>Verified</dt>
            <dd>{verifiedAt ? new Date(verifiedAt).toLocaleDateString() : "not recorded"}</dd>
          </dl>
          <h2>Auth modes</h2>
          <ul>
            {detail.authModes.map((mode) => (
              <li key={mode.type}>
                <strong>{AUTH_MODE_WORDS[mode.type] ?? mode.type}</strong> — {mode.label}
                {mode.type === "oauth2" && mode.scopes.length > 0 && (
                  <details>
                    <summary>{mode.scopes.length} scopes</summary>
                    <dl>
                      {mode.scopes.map((scope) => [
                        <dt key={`${scope.name}-name`}>
                          <code>{scope.name}</code>
                        </dt>,
                        <dd key={`${scope.name}-description`}>{scope.description}</dd>,
                      ])}
                    </dl>
                  </details>
                )}
              </li>
            ))}
          </ul>
          <h2>Connection settings</h2>
          {detail.connectionConfig.length === 0 ? (
            <Empty>None: users only sign in.</Empty>
          ) : (
            <ul>
              {detail.connectionConfig.map((field) => (
                <li key={field.name}>
                  <code>{field.name}</code> — {field.label}
                  {field.required ? " (required)" : ""}
                  {field.description ? `: ${field.description}` : ""}
                </li>
              ))}
            </ul>
          )}
          <Install provider={detail} />
          <h2>Tools ({detail.tools.length})</h2>
          {detail.tools.length === 0 ? (
            <Empty>{detail.kind === "mcp" ? "The MCP server lists its tools once connected." : "No tools."}</Empty>
          ) : (
            <div class="table-wrap">
              <table>
                <caption class="sr-only">Tools of {detail.name}</caption>
                <thead>
                  <tr>
                    <th scope="col">Tool</th>
                    <th scope="col">Request</th>
                    <th scope="col">What it does</th>
                  </tr>
                </thead>
                <tbody>
                  {detail.tools.map((tool) => (
                    <tr key={tool.slug}>
                      <td>
                        <code>{tool.slug}</code>
                      </td>
                      <td>
                        <code>
                          {tool.method} {tool.path}
                        </code>
                      </td>
                      <td>{tool.description}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h2>Sources</h2>
          <ul>
            {detail.sources.map((source) => (
              <li key={source}>
                <a href={source} rel="noreferrer noopener" target="_blank">
                  {source}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** The catalog (`#/catalog`) or one provider's page (`#/catalog/<id>`). */
export function CatalogPage({ providerId }: { providerId?: string | undefined }) {
  return providerId ? <ProviderPage id={providerId} /> : <CatalogList />;
}
