import type { DashboardDeveloper } from "@plugboard/core";
import { useState } from "preact/hooks";
import { api } from "../endpoints.js";
import { CopyField, Done, Empty, ErrorNote, PageHeader, useAction, useLoad, When } from "../components.js";

/** API keys: create (shown once), revoke. The API allows this only to an identity-provider sign-in. */
export function ApiKeysPage({ developer }: { developer: DashboardDeveloper }) {
  const keys = useLoad(() => api.apiKeys.list(), []);
  const [name, setName] = useState("");
  const [created, setCreated] = useState<string>();
  const action = useAction();
  const list = keys.data?.apiKeys ?? [];
  return (
    <>
      <PageHeader title="API keys">Keys for your app's calls to the API. A key is shown once, when it is created.</PageHeader>
      {developer.authenticatedWith === "api_key" && (
        <p class="notes">
          You signed in with an API key. Keys can be created and revoked only after signing in with your identity provider (so a leaked key
          cannot make itself permanent), or with <code>pnpm plugboard keys create</code>.
        </p>
      )}
      <ErrorNote error={keys.error ?? action.error} />
      <Done text={action.done} />
      {created && <CopyField label="New API key (shown once)" value={created} />}
      {keys.data && list.length === 0 && <Empty>No API keys. Create one below for your app.</Empty>}
      {list.length > 0 && (
        <ul class="rows">
          {list.map((key) => (
            <li key={key.id}>
              <span>
                <strong>{key.name}</strong> <code>{key.prefix}…</code> · created <When at={key.createdAt} /> · last used <When at={key.lastUsedAt} />
              </span>
              <button
                type="button"
                disabled={action.busy}
                aria-label={`Revoke ${key.name} (${key.prefix})`}
                onClick={() => action.run(() => api.apiKeys.revoke(key.id), () => (keys.reload(), `Revoked ${key.name}`))}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        class="card"
        onSubmit={async (event) => {
          event.preventDefault();
          const key = await action.run(() => api.apiKeys.create(name.trim()));
          if (key) {
            setCreated(key.key);
            setName("");
            keys.reload();
          }
        }}
      >
        <h2>Create an API key</h2>
        <label>
          Key name
          <input required value={name} onInput={(event) => setName(event.currentTarget.value)} />
        </label>
        <button type="submit" disabled={action.busy}>
          Create API key
        </button>
      </form>
    </>
  );
}
