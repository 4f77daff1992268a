import { afterAll, beforeAll } from "vitest";
import { OAuth2Server } from "oauth2-mock-server";
import type { InvalidationEvent } from "../../src/infra/invalidation-bus.js";
import type { CreatePlugboardOptions } from "../../src/settings/create-plugboard-options.js";
import type { Database } from "../../src/store/open-database.js";
import { startPlugboard, type TestPlugboard } from "../helpers/start-plugboard.js";

/** The audience every test ID token is issued for unless a test says otherwise. */
export const AUDIENCE = "plugboard-dashboard";

/** E-mails of the three people the dashboard tests play. */
export const ADMIN_EMAIL = "admin@plugboard.test";
export const CREATOR_EMAIL = "creator@plugboard.test";
export const OTHER_EMAIL = "other@plugboard.test";

/** Claims a test token may set or override. */
export interface TokenClaims {
  sub?: string;
  email?: string | undefined;
  /** Default `true`, as a provider sends it for a confirmed address; `null` leaves the claim out. */
  email_verified?: boolean | null;
  aud?: string;
  iss?: string;
}

/** A real OpenID provider on loopback (oauth2-mock-server) that signs RS256 ID tokens. */
export interface IdentityProvider {
  server: OAuth2Server;
  issuer: string;
  /** A signed ID token; `sub` defaults to the e-mail. `expiresIn` in seconds (negative: already expired). */
  token(claims: TokenClaims, options?: { expiresIn?: number }): Promise<string>;
  close(): Promise<void>;
}

/** Starts the identity provider with one RS256 key. */
export async function startIdentityProvider(): Promise<IdentityProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  const issuer = server.issuer.url!;
  return {
    server,
    issuer,
    token(claims, options = {}) {
      return server.issuer.buildToken({
        expiresIn: options.expiresIn ?? 3600,
        scopesOrTransform: (_header, payload) => {
          payload.aud = claims.aud ?? AUDIENCE;
          payload.sub = claims.sub ?? `sub-${claims.email ?? "anonymous"}`;
          if (claims.email !== undefined) payload.email = claims.email;
          const verified = claims.email_verified === undefined ? true : claims.email_verified;
          if (verified !== null) payload.email_verified = verified;
          if (claims.iss !== undefined) payload.iss = claims.iss;
        },
      });
    },
    close: () => server.stop(),
  };
}

/** A response of the dashboard helper. */
export interface DashboardResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls one route as one person (an ID token or an API key, or nobody with `null`). */
export type Caller = <T = any>(method: string, path: string, body?: unknown) => Promise<DashboardResponse<T>>;

/** A Plugboard with OIDC pointed at a real identity provider, and three signed-in people. */
export interface DashboardWorld {
  pb: TestPlugboard;
  idp: IdentityProvider;
  admin: Caller;
  creator: Caller;
  other: Caller;
  anonymous: Caller;
  /** Calls as the bearer of `token` (an ID token or an `nk_` key). */
  as(token: string | null): Caller;
  tokens: { admin: string; creator: string; other: string };
  /** Every invalidation event published since the world started. */
  events: InvalidationEvent[];
  /** Creates a plugin as the creator and returns its id. */
  createPlugin(overrides?: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * Starts an identity provider and a Plugboard that trusts it, with `ADMIN_EMAIL` in `adminEmails`.
 *
 * @example
 * const world = await startDashboardWorld(db);
 * const { status } = await world.creator("GET", "/api/dashboard/plugins");
 */
export async function startDashboardWorld(database: Database, options: Partial<CreatePlugboardOptions> = {}): Promise<DashboardWorld> {
  const idp = await startIdentityProvider();
  const pb = await startPlugboard(database, { oidc: { issuer: idp.issuer, audience: AUDIENCE }, adminEmails: [ADMIN_EMAIL], ...options });
  const events: InvalidationEvent[] = [];
  pb.services.bus.subscribe((event) => events.push(event));
  const tokens = {
    admin: await idp.token({ email: ADMIN_EMAIL }),
    creator: await idp.token({ email: CREATOR_EMAIL }),
    other: await idp.token({ email: OTHER_EMAIL }),
  };
  const as =
    (token: string | null): Caller =>
    (method, path, body) =>
      pb.api(method, path, body, { apiKey: token });
  return {
    pb,
    idp,
    admin: as(tokens.admin),
    creator: as(tokens.creator),
    other: as(tokens.other),
    anonymous: as(null),
    as,
    tokens,
    events,
    async createPlugin(overrides = {}) {
      counter += 1;
      const created = await as(tokens.creator)("POST", "/api/dashboard/plugins", {
        slug: `plugin-${process.pid}-${counter}`,
        name: `Plugin ${counter}`,
        baseUrl: "https://api.example.com",
        ...overrides,
      });
      if (created.status !== 201) throw new Error(`plugin create failed: ${created.status} ${JSON.stringify(created.body)}`);
      return created.body.id as string;
    },
    async close() {
      await pb.close();
      await idp.close();
    },
  };
}

/** A dashboard world opened before a test file's tests and closed after them. */
export interface DashboardSuite {
  db: Database;
  world: DashboardWorld;
}

/**
 * Registers `beforeAll`/`afterAll` that open the database (`open` from `testDatabases()`), start the
 * dashboard world on it and close both; read `suite.db` and `suite.world` inside tests.
 *
 * @example
 * describe.each(testDatabases())("dashboard things on $name", ({ open }) => {
 *   const suite = useDashboardWorld(open);
 *   it("works", async () => expect((await suite.world.admin("GET", "/api/dashboard/me")).status).toBe(200));
 * });
 */
export function useDashboardWorld(open: () => Promise<Database>, options: Partial<CreatePlugboardOptions> = {}): DashboardSuite {
  const suite = {} as DashboardSuite;
  beforeAll(async () => {
    suite.db = await open();
    suite.world = await startDashboardWorld(suite.db, options);
  });
  afterAll(async () => {
    await suite.world?.close();
    await suite.db?.close();
  });
  return suite;
}
