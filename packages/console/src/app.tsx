import type { ConsoleSession, DashboardDeveloper } from "@plugboard/core";
import { useEffect, useState } from "preact/hooks";
import { SESSION_CHECK_EVENT, session, useCsrfToken } from "./api.js";
import { ErrorNote } from "./components.js";
import { ApiKeysPage } from "./pages/api-keys-page.js";
import { AuditPage } from "./pages/audit-page.js";
import { CatalogPage } from "./pages/catalog-page.js";
import { APPROVALS_CHANGED_EVENT, ApprovalsPage } from "./pages/approvals-page.js";
import { api } from "./endpoints.js";
import { ExecutionsPage } from "./pages/executions-page.js";
import { McpLinksPage } from "./pages/mcp-links-page.js";
import { OverviewPage } from "./pages/overview-page.js";
import { PluginPage } from "./pages/plugin-page.js";
import { PluginsPage } from "./pages/plugins-page.js";
import { PoliciesPage } from "./pages/policies-page.js";
import { ReviewPage } from "./pages/review-page.js";
import { TriggersPage } from "./pages/triggers-page.js";
import { SignInPage } from "./pages/sign-in-page.js";
import { UsersPage } from "./pages/users-page.js";
import { WebhooksPage } from "./pages/webhooks-page.js";

interface Section {
  path: string;
  title: string;
  adminOnly?: boolean;
}

const SECTIONS: Section[] = [
  { path: "overview", title: "Overview" },
  { path: "review", title: "Review", adminOnly: true },
  { path: "plugins", title: "Plugins" },
  { path: "catalog", title: "Catalog" },
  { path: "users", title: "Users" },
  { path: "executions", title: "Executions" },
  { path: "approvals", title: "Approvals" },
  { path: "policies", title: "Policies" },
  { path: "audit", title: "Audit log" },
  { path: "triggers", title: "Triggers" },
  { path: "webhooks", title: "Webhooks" },
  { path: "mcp-links", title: "MCP links" },
  { path: "api-keys", title: "API keys" },
];

/** The route in the URL's hash: `#/plugins/<id>` → ["plugins", "<id>"] (a `?query` after it is the page's, see hash-query.ts). */
function readRoute(): string[] {
  return window.location.hash.replace(/^#\/?/, "").replace(/\?.*$/, "").split("/").filter(Boolean).map(decodeURIComponent);
}

function Page({ route, developer }: { route: string[]; developer: DashboardDeveloper }) {
  const [section, id] = route;
  switch (section) {
    case "review":
      return developer.role === "admin" ? <ReviewPage /> : <PluginsPage developer={developer} />;
    case "plugins":
      return id ? <PluginPage pluginId={id} /> : <PluginsPage developer={developer} />;
    case "catalog":
      return <CatalogPage providerId={id} />;
    case "users":
      return <UsersPage />;
    case "overview":
      return <OverviewPage />;
    case "executions":
      return <ExecutionsPage key={window.location.hash} />;
    case "approvals":
      return <ApprovalsPage />;
    case "policies":
      return <PoliciesPage />;
    case "audit":
      return <AuditPage />;
    case "triggers":
      return <TriggersPage />;
    case "webhooks":
      return <WebhooksPage />;
    case "mcp-links":
      return <McpLinksPage />;
    case "api-keys":
      return <ApiKeysPage developer={developer} />;
    default:
      return <OverviewPage />;
  }
}

/** How many approvals wait for a decision, polled every 15 s and refreshed after a decision (null until known). */
function usePendingApprovals(signedIn: boolean): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    const load = () => void api.approvals.list({ status: "pending", limit: "100" }).then((page) => setCount(page.approvals.length), () => undefined);
    load();
    const timer = setInterval(load, 15_000);
    window.addEventListener(APPROVALS_CHANGED_EVENT, load);
    return () => {
      clearInterval(timer);
      window.removeEventListener(APPROVALS_CHANGED_EVENT, load);
    };
  }, [signedIn]);
  return count;
}

/** The console: sign-in until a session exists, then the navigation and the current page. */
export function App() {
  const [state, setState] = useState<ConsoleSession | undefined>();
  const [error, setError] = useState<unknown>();
  const [route, setRoute] = useState(readRoute);
  const pendingApprovals = usePendingApprovals(Boolean(state?.signedIn));

  const adopt = (next: ConsoleSession) => {
    useCsrfToken(next.signedIn ? next.csrfToken : "");
    setState(next);
  };
  useEffect(() => {
    session.get().then(adopt, setError);
    const onHash = () => setRoute(readRoute());
    // A 401 can mean the session ended; it can also be a route this session may not use (API keys
    // with a key session), so the page asks before showing the sign-in form.
    const onCheck = () => void session.get().then((next) => !next.signedIn && adopt(next), () => undefined);
    window.addEventListener("hashchange", onHash);
    window.addEventListener(SESSION_CHECK_EVENT, onCheck);
    return () => {
      window.removeEventListener("hashchange", onHash);
      window.removeEventListener(SESSION_CHECK_EVENT, onCheck);
    };
  }, []);
  // Move focus to the new page's heading, so keyboard and screen-reader users land on it.
  useEffect(() => {
    document.querySelector<HTMLElement>("main h1")?.focus();
  }, [route[0], route[1]]);

  if (error && !state) return <main><ErrorNote error={error} /></main>;
  if (!state) return <main><p role="status">Loading…</p></main>;
  if (!state.signedIn) return <SignInPage idTokenSignIn={state.idTokenSignIn} onSignedIn={adopt} />;

  const { developer } = state;
  const visible = SECTIONS.filter((section) => !section.adminOnly || developer.role === "admin");
  const current = visible.find((section) => section.path === route[0])?.path ?? "overview";
  const signOut = () => session.signOut().then(adopt, setError);

  return (
    <>
      <a class="skip" href="#main">Skip to content</a>
      <header class="top">
        <span class="brand">Plugboard console</span>
        <span class="who">
          {developer.email} · {developer.role}
        </span>
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      </header>
      <nav aria-label="Console">
        <ul>
          {visible.map((section) => (
            <li key={section.path}>
              <a href={`#/${section.path}`} aria-current={section.path === current ? "page" : undefined}>
                {section.title}
                {section.path === "approvals" && pendingApprovals ? (
                  <span class="badge">
                    {" "}
                    {pendingApprovals}
                    <span class="sr-only"> pending</span>
                  </span>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main">
        <ErrorNote error={error} />
        <Page route={route} developer={developer} />
      </main>
    </>
  );
}
