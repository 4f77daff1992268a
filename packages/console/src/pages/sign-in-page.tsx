import type { ConsoleSession } from "@plugboard/core";
import { useState } from "preact/hooks";
import { session } from "../api.js";
import { ErrorNote, useAction } from "../components.js";

/** Sign-in with an API key, or an ID token where an identity provider is configured. */
export function SignInPage({ idTokenSignIn, onSignedIn }: { idTokenSignIn: boolean; onSignedIn: (session: ConsoleSession) => void }) {
  const [apiKey, setApiKey] = useState("");
  const [idToken, setIdToken] = useState("");
  const action = useAction();
  const signIn = async (event: Event, input: { apiKey: string } | { idToken: string }) => {
    event.preventDefault();
    const result = await action.run(() => session.signIn(input));
    if (result) {
      setApiKey("");
      setIdToken("");
      onSignedIn(result);
    }
  };
  return (
    <main id="main" class="sign-in">
      <h1>Sign in to Plugboard</h1>
      <p>
        Use an API key (<code>nk_…</code>): an admin's key shows every page, a developer's key shows that developer's plugins, users and
        executions. The key stays on the server, in a session cookie; this page never keeps it.
      </p>
      <ErrorNote error={action.error} />
      <form onSubmit={(event) => signIn(event, { apiKey })}>
        <label>
          API key
          <input type="password" name="apiKey" autoComplete="off" required value={apiKey} onInput={(event) => setApiKey(event.currentTarget.value)} />
        </label>
        <button type="submit" disabled={action.busy}>
          Sign in
        </button>
      </form>
      {idTokenSignIn && (
        <form onSubmit={(event) => signIn(event, { idToken })}>
          <label>
            ID token from your identity provider
            <textarea name="idToken" rows={3} required value={idToken} onInput={(event) => setIdToken(event.currentTarget.value)} />
          </label>
          <button type="submit" disabled={action.busy}>
            Sign in with ID token
          </button>
        </form>
      )}
      <p class="hint">
        No key yet? The first <code>pnpm start</code> prints one; otherwise run <code>pnpm plugboard keys create --email you@example.com</code>.
      </p>
    </main>
  );
}
