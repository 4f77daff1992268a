import type { CreateConnectLinkResponse } from "@plugboard/core";
import { useState } from "preact/hooks";
import { api } from "../endpoints.js";
import { CopyField, Done, Empty, ErrorNote, PageHeader, useAction, useLoad, When } from "../components.js";

function ConnectLinkForm({ userId }: { userId: string }) {
  const [plugin, setPlugin] = useState("");
  const [accountLabel, setAccountLabel] = useState("");
  const [link, setLink] = useState<CreateConnectLinkResponse>();
  const action = useAction();
  const create = async (event: Event) => {
    event.preventDefault();
    setLink(await action.run(() => api.connections.connectLink({ userId, plugin: plugin.trim(), ...(accountLabel.trim() ? { accountLabel: accountLabel.trim() } : {}) })));
  };
  return (
    <section aria-labelledby="link-heading" class="card">
      <h2 id="link-heading">Send {userId} a connect link</h2>
      <form onSubmit={create}>
        <label>
          Plugin (slug)
          <input required value={plugin} onInput={(event) => setPlugin(event.currentTarget.value)} />
        </label>
        <label>
          Account label (optional)
          <input value={accountLabel} onInput={(event) => setAccountLabel(event.currentTarget.value)} placeholder="default" />
        </label>
        <button type="submit" disabled={action.busy}>
          Create connect link
        </button>
      </form>
      <ErrorNote error={action.error} />
      {link && (
        <>
          <CopyField label="Connect link" value={link.url} />
          <p>
            Usable once, until <When at={link.expiresAt} />, for the account <code>{link.accountLabel}</code>.
          </p>
        </>
      )}
    </section>
  );
}

function Connections({ userId }: { userId: string }) {
  const connections = useLoad(() => api.connections.list(userId), [userId]);
  const action = useAction();
  const list = connections.data?.connections ?? [];
  return (
    <section aria-labelledby="connections-heading">
      <h2 id="connections-heading">Connections of {userId}</h2>
      <ErrorNote error={connections.error ?? action.error} />
      <Done text={action.done} />
      {connections.data && list.length === 0 && <Empty>{userId} has no connections. Send them a connect link below.</Empty>}
      {list.length > 0 && (
        <div class="table-wrap">
          <table>
            <caption class="sr-only">Connections of {userId}</caption>
            <thead>
              <tr>
                <th scope="col">Plugin</th>
                <th scope="col">Account</th>
                <th scope="col">Auth method</th>
                <th scope="col">Status</th>
                <th scope="col">Connected</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.map((connection) => {
                const needsReauth = connection.status === "needs_reauth" || connection.mcpStatus === "needs_reauth";
                return (
                  <tr key={connection.id}>
                    <td>
                      {connection.pluginName} <code>{connection.pluginSlug}</code>
                    </td>
                    <td>
                      {connection.accountLabel}
                      {connection.isDefault && " (default)"}
                    </td>
                    <td>{connection.authMethodType ?? "—"}</td>
                    <td>{needsReauth ? <strong class="warn">Needs reauthorization</strong> : "Active"}</td>
                    <td>
                      <When at={connection.createdAt} />
                    </td>
                    <td>
                      <button
                        type="button"
                        disabled={action.busy}
                        aria-label={`Disconnect ${connection.pluginSlug} (${connection.accountLabel})`}
                        onClick={() =>
                          action.run(
                            () => api.connections.remove(connection.id),
                            () => (connections.reload(), `Disconnected ${connection.pluginSlug} (${connection.accountLabel}) of ${userId}`),
                          )
                        }
                      >
                        Disconnect
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Find an end-user by id: their connections (status, needs reauthorization), disconnect, and a connect link to send them. */
export function UsersPage() {
  const [input, setInput] = useState("");
  const [userId, setUserId] = useState<string>();
  return (
    <>
      <PageHeader title="Users">End-users are the people your app acts for, named by the user id your app chose.</PageHeader>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setUserId(input.trim() || undefined);
        }}
      >
        <label>
          End-user id
          <input required value={input} onInput={(event) => setInput(event.currentTarget.value)} />
        </label>
        <button type="submit">Find user</button>
      </form>
      {userId ? (
        <>
          <Connections key={userId} userId={userId} />
          <ConnectLinkForm key={`link-${userId}`} userId={userId} />
        </>
      ) : (
        <Empty>Enter a user id to see their connections.</Empty>
      )}
    </>
  );
}
