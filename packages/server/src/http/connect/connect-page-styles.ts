/**
 * The hosted page's stylesheet (inline `<style>`, allowed by the CSP of `SECURITY_HEADERS`, `style-src 'self' 'unsafe-inline'`).
 * Mobile first (readable at 375 px), 44 px touch targets, WCAG AA contrast, a visible focus ring, and a
 * dark scheme that follows the system.
 */
export const CONNECT_PAGE_STYLES = `
:root { color-scheme: light dark; --bg: #f4f5f7; --card: #ffffff; --text: #1f2328; --muted: #57606a; --border: #d0d7de;
  --accent: #1f5fd1; --accent-text: #ffffff; --danger: #b42318; --danger-bg: #fef3f2; --focus: #0b57d0; }
@media (prefers-color-scheme: dark) { :root { --bg: #0d1117; --card: #161b22; --text: #e6edf3; --muted: #9da7b3; --border: #3d444d;
  --accent: #4c8dff; --accent-text: #0d1117; --danger: #ff7b72; --danger-bg: #2d1214; --focus: #79b8ff; } }
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; min-height: 100vh; background: var(--bg); color: var(--text);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
main { width: 100%; max-width: 30rem; margin: 0 auto; padding: 1.5rem 1rem 2rem; }
.card { background: var(--card); border: 1px solid var(--border); border-radius: 12px; padding: 1.25rem; }
.brand { display: flex; align-items: center; gap: 0.75rem; margin-bottom: 0.5rem; }
.brand img { width: 40px; height: 40px; border-radius: 8px; object-fit: contain; flex: none; }
h1 { font-size: 1.375rem; line-height: 1.3; margin: 0; overflow-wrap: anywhere; }
h2 { font-size: 1.0625rem; margin: 0 0 0.75rem; }
.description { color: var(--muted); margin: 0 0 1rem; overflow-wrap: anywhere; }
.method { border-top: 1px solid var(--border); padding-top: 1rem; margin-top: 1rem; }
.method:first-of-type { border-top: 0; margin-top: 0.5rem; padding-top: 0.5rem; }
label { display: block; font-weight: 600; margin: 0 0 0.25rem; }
.hint { display: block; color: var(--muted); font-size: 0.875rem; margin: -0.125rem 0 0.375rem; }
input, textarea { display: block; width: 100%; min-height: 44px; margin: 0 0 0.875rem; padding: 0.625rem 0.75rem;
  font: inherit; color: var(--text); background: var(--card); border: 1px solid var(--border); border-radius: 8px; }
textarea { min-height: 9rem; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.875rem; resize: vertical; }
input[aria-invalid="true"], textarea[aria-invalid="true"] { border-color: var(--danger); border-width: 2px; }
button { display: block; width: 100%; min-height: 44px; padding: 0.625rem 1rem; font: inherit; font-weight: 600;
  color: var(--accent-text); background: var(--accent); border: 0; border-radius: 8px; cursor: pointer; }
button[disabled] { opacity: 0.65; cursor: progress; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
input:focus-visible, textarea:focus-visible { outline-offset: 0; }
.error { background: var(--danger-bg); color: var(--danger); border: 1px solid var(--danger); border-radius: 8px;
  padding: 0.75rem; margin: 0 0 1rem; font-weight: 600; }
.error[hidden] { display: none; }
.plain { margin: 0 0 0.875rem; color: var(--muted); }
.cancel { text-align: center; margin: 1.25rem 0 0; }
a { color: var(--accent); text-underline-offset: 2px; }
a:focus-visible { border-radius: 2px; }
.footer { text-align: center; color: var(--muted); font-size: 0.8125rem; margin-top: 1rem; }
`;
