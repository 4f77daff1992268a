/**
 * `@plugboard/server`: what an app that embeds Plugboard needs — `createPlugboard` (an Express router
 * with operator tasks), its options and the settings loader the `plugboard` command uses, the server
 * options that keep Express fast, a logger, the offline OpenAPI converter, and the errors an app can
 * catch. The `plugboard` command itself is the package's `bin`; everything else is internal. See
 * docs/embedding.md ("The public surface").
 *
 * @packageDocumentation
 */
export { createPlugboard } from "./create-plugboard.js";
export type { PlugboardAdmin, PlugboardRouter } from "./create-plugboard.js";
export type { CreatePlugboardOptions, ExistingDatabase, OidcOptions, TriggerPollOptions, WebhookDeliveryOptions } from "./settings/create-plugboard-options.js";
export { loadSettings } from "./settings/load-settings.js";
export type { ServerSettings } from "./settings/load-settings.js";
export { expressServerOptions } from "./http/express-server-options.js";
export type { ExpressServerOptions } from "./http/express-server-options.js";
export { createLogger } from "./logging/logger.js";
export type { LogFields, Logger, LogLevel } from "./logging/logger.js";
export type { EncryptedKind, EncryptionRotationReport, RotateEncryptionOptions, RotationCounts } from "./services/encryption/rotate-encryption.js";
export { openApiToSubmission } from "./services/openapi-import/open-api-to-submission.js";
export type { OpenApiToSubmissionOptions, OpenApiToSubmissionResult } from "./services/openapi-import/open-api-to-submission.js";
export { ServiceError } from "./errors/service-error.js";
export { SettingsError } from "./settings/settings-error.js";
export { StoreError } from "./store/store-error.js";
export type { StoreErrorCode } from "./store/store-error.js";
