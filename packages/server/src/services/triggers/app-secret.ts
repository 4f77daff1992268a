import type { WebhookTrigger } from "@plugboard/core";
import type { PlugboardContext } from "../../context.js";
import { openAuthConfig } from "../plugins/seal-secrets.js";

/** The app's secret a plugin's triggers are signed with (`appSecret`), in clear; undefined when none is configured (or it cannot be opened). */
export function appSecretOf(context: Pick<PlugboardContext, "cipher" | "logger">, pluginId: string, oauthConfig: unknown, member: NonNullable<WebhookTrigger["appSecret"]>): string | undefined {
  if (!oauthConfig) return undefined;
  try {
    const secret = openAuthConfig(context.cipher, oauthConfig)[member];
    return typeof secret === "string" && secret !== "" ? secret : undefined;
  } catch {
    context.logger.warn("an app signing secret could not be decrypted", { pluginId });
    return undefined;
  }
}
