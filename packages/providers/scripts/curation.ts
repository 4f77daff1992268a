/**
 * Which operations of a provider's published OpenAPI document become catalog tools. One file per
 * provider under `scripts/curation/`; `pnpm --filter @plugboard/providers generate <provider>` turns it
 * into `src/tools/<provider>.ts`.
 */
export interface Curation {
  /** The provider id (`src/definitions/<provider>.ts`). */
  provider: string;
  /** The document: a file of an npm package installed as a devDependency of this package. */
  document: { package: string; file: string };
  /**
   * Query or header parameters the document declares on every operation that an agent should not set
   * (e.g. Google's `alt`, `fields`, `prettyPrint`, `key`, `access_token`): left out of every tool.
   */
  omitParams?: string[];
  /**
   * The leading part of every curated operation's path that the provider's base URL holds (DocuSign's
   * `/v2.1/accounts/{accountId}`, its account from connection metadata): cut from each tool's path, its
   * `{params}` left out of the input schema, and recorded as the tool source's `pathPrefix`.
   */
  pathPrefix?: string;
  /** Also write the OAuth scopes (with their descriptions) the document's security schemes declare. */
  scopes?: boolean;
  /** The operations, in the order the tools are listed. */
  tools: CuratedOperation[];
}

/** One curated operation. */
export interface CuratedOperation {
  /** The operation's `operationId` in the document. */
  operationId: string;
  /** The tool slug (UPPER_SNAKE_CASE), named for what a model wants to do. */
  slug: string;
  /** A better name than the document's summary, when it has none or a poor one. */
  name?: string;
  /** A better description than the document's, when it has none or a poor one. */
  description?: string;
}

/**
 * The parameters every operation of a Google discovery document declares (as APIs.guru converts it) that
 * an agent must not set — transport, format and credential overrides: left out of every Google tool.
 */
export const GOOGLE_DISCOVERY_OMIT_PARAMS = ["$.xgafv", "access_token", "alt", "callback", "fields", "key", "oauth_token", "prettyPrint", "quotaUser", "upload_protocol", "uploadType"];
