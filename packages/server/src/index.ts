/**
 * `@plugboard/server`: the Plugboard service as an Express router, its settings loader and the
 * `plugboard` command line.
 *
 * @packageDocumentation
 */
export { runCli } from "./cli/run-cli.js";
export type { CliIo } from "./cli/run-cli.js";
export { createPlugboard } from "./create-plugboard.js";
export type { PlugboardAdmin, PlugboardRouter } from "./create-plugboard.js";
export { ServiceError } from "./errors/service-error.js";
export { importOpenApi } from "./services/openapi-import/import-open-api.js";
export type { ImportOpenApiOptions, ImportOpenApiResult } from "./services/openapi-import/import-open-api.js";
export { ENCRYPTED_LOCATIONS } from "./services/encryption/rotate-encryption.js";
export type { EncryptedKind, EncryptionRotationReport, RotateEncryptionOptions, RotationCounts } from "./services/encryption/rotate-encryption.js";
export { SECURITY_HEADERS } from "./http/security-headers.js";
export { expressServerOptions } from "./http/express-server-options.js";
export type { ExpressServerOptions } from "./http/express-server-options.js";
export { createLogger, LOG_LEVELS } from "./logging/logger.js";
export type { LogFields, Logger, LogLevel } from "./logging/logger.js";
export { loadSettings } from "./settings/load-settings.js";
export type { ServerSettings } from "./settings/load-settings.js";
export type { CreatePlugboardOptions, ExistingDatabase, OidcOptions, WebhookDeliveryOptions } from "./settings/create-plugboard-options.js";
export { SettingsError } from "./settings/settings-error.js";
