/**
 * The environment variable that lets the server bind a non-loopback address while speaking plain HTTP and
 * advertising an `http:` origin. Only for throwaway test networks (containers); never in production.
 */
export const ALLOW_INSECURE_HTTP_ENV = "EXAMPLE_MCP_ALLOW_INSECURE_HTTP";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);

/** True for host names and addresses that never leave this machine. */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK_HOSTS.has(host.toLowerCase()) || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * Refuses a configuration that would carry bearer tokens over plain HTTP across a network (HTTPS in
 * production, loopback allowed in development). Binding a non-loopback address is allowed when the advertised
 * public URL is `https:` (TLS terminated by a proxy in front of this process) or when
 * {@link ALLOW_INSECURE_HTTP_ENV} is `1`/`true`.
 */
export function assertSafeBinding(options: { host: string; publicUrl?: URL; env?: NodeJS.ProcessEnv }): void {
  const env = options.env ?? process.env;
  const insecureAllowed = env[ALLOW_INSECURE_HTTP_ENV] === "1" || env[ALLOW_INSECURE_HTTP_ENV] === "true";
  if (insecureAllowed) return;
  if (options.publicUrl && options.publicUrl.protocol !== "https:" && !isLoopbackHost(options.publicUrl.hostname)) {
    throw new Error(
      `publicUrl ${options.publicUrl.origin} must use https: (or a loopback host); ` +
        `set ${ALLOW_INSECURE_HTTP_ENV}=1 only for a throwaway test network`,
    );
  }
  if (!isLoopbackHost(options.host) && options.publicUrl?.protocol !== "https:") {
    throw new Error(
      `Refusing to serve plain HTTP on non-loopback host ${options.host}: put the server behind TLS and pass an ` +
        `https: publicUrl (PUBLIC_URL), bind 127.0.0.1, or set ${ALLOW_INSECURE_HTTP_ENV}=1 for a throwaway test network`,
    );
  }
}
