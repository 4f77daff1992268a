import { urlTemplateProblem, type UrlTemplateScope } from "../http/url-template.js";
import { safeString } from "./safe-string.js";

/**
 * An absolute `http(s)` URL that may hold `{{config.x}}` (and, where `scopes` allows, `{{metadata.x}}`)
 * placeholders filled per connection (see `compileUrlTemplate`). A URL without placeholders passes as
 * `HttpUrlSchema` would.
 *
 * @example
 * httpUrlTemplate(["config"]).parse("https://{{config.shop}}.myshopify.com/admin/oauth/authorize");
 */
export function httpUrlTemplate(scopes: readonly UrlTemplateScope[]) {
  return safeString()
    .max(2048, "URL must be at most 2048 characters")
    .check((context) => {
      const problem = urlTemplateProblem(context.value, scopes);
      if (problem) context.issues.push({ code: "custom", message: problem, input: context.value });
    });
}
