import type { ComponentChildren } from "preact";
import { useCallback, useEffect, useRef, useState } from "preact/hooks";
import { ApiError } from "./api.js";

/** State of something loaded from the API. */
export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** Loads `load()` now and whenever `deps` change; `reload()` loads again. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): Loaded<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({ data: undefined, error: undefined, loading: true });
  const [tick, setTick] = useState(0);
  const current = useRef(0);
  useEffect(() => {
    const run = ++current.current;
    setState((previous) => ({ ...previous, loading: true }));
    load().then(
      (data) => run === current.current && setState({ data, error: undefined, loading: false }),
      (error: unknown) => run === current.current && setState({ data: undefined, error, loading: false }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);
  return { ...state, reload: useCallback(() => setTick((value) => value + 1), []) };
}

/** Runs an action and keeps its outcome: `run(fn, "Done")` shows the words on success, the API's on failure. */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<string>();
  const run = useCallback(async <T,>(action: () => Promise<T>, success?: (result: T) => string | undefined): Promise<T | undefined> => {
    setBusy(true);
    setError(undefined);
    setDone(undefined);
    try {
      const result = await action();
      setDone(success?.(result));
      return result;
    } catch (caught) {
      setError(caught);
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, done, run, clear: () => (setError(undefined), setDone(undefined)) };
}

/** The words of an error: the API's message and, for invalid input, each field's messages. */
export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  const message = error instanceof Error ? error.message : String(error);
  const fields = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
  return (
    <div class="error" role="alert">
      <p>{message}</p>
      {fields.length > 0 && (
        <ul>
          {fields.map(([field, messages]) => (
            <li key={field}>
              <code>{field}</code>: {messages.join("; ")}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A success line, announced to screen readers. */
export function Done({ text }: { text: string | undefined }) {
  return text ? (
    <p class="done" role="status">
      {text}
    </p>
  ) : null;
}

/** What an empty list means and what to do next. */
export function Empty({ children }: { children: ComponentChildren }) {
  return <p class="empty">{children}</p>;
}

/** A value shown read-only with a button that copies it. */
export function CopyField({ label, value, multiline = false }: { label: string; value: string; multiline?: boolean }) {
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      // No clipboard (an insecure origin): select the text for Ctrl+C instead.
      field.current?.select();
      document.execCommand?.("copy");
    }
    setCopied(true);
  };
  return (
    <div class="copy">
      <label>
        {label}
        {multiline ? <textarea ref={field} readOnly rows={3} value={value} /> : <input ref={field} readOnly value={value} />}
      </label>
      <button type="button" onClick={copy} aria-label={`Copy ${label}`}>
        {copied ? "Copied" : "Copy"}
      </button>
    </div>
  );
}

/** A date and time in the reader's locale. */
export function When({ at }: { at: string | null | undefined }) {
  if (!at) return <span>—</span>;
  return <time dateTime={at}>{new Date(at).toLocaleString()}</time>;
}

/** A page's heading and intro. */
export function PageHeader({ title, children }: { title: string; children?: ComponentChildren }) {
  return (
    <header class="page-header">
      <h1 tabIndex={-1}>{title}</h1>
      {children && <p>{children}</p>}
    </header>
  );
}
