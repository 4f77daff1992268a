import type { CreateSubmissionRequest, CreateSubmissionResponse, ImportSubmissionRequest, ImportSubmissionResponse, ListSubmissionsResponse } from "@plugboard/core";
import type { HttpTransport, RequestOptions } from "./http-transport.js";

/**
 * `plugboard.submissions`: plugins you created, and submitting new ones with their tools and auth
 * methods (`/api/v1/submissions`).
 *
 * @example
 * const { plugins } = await plugboard.submissions.list();
 */
export class SubmissionsResource {
  readonly #transport: HttpTransport;

  /** @internal Created by `Plugboard`; use `plugboard.submissions`. */
  constructor(transport: HttpTransport) {
    this.#transport = transport;
  }

  /**
   * Creates a plugin (draft, or pending review with `submitForReview: true`). Invalid fields reject
   * with a `ValidationError` whose `details.fieldErrors` name them (`tools.0.slug`).
   *
   * @example
   * const { id, reviewStatus } = await plugboard.submissions.create({
   *   slug: "weather",
   *   name: "Weather",
   *   baseUrl: "https://api.weather.example",
   *   tools: [{ slug: "GET_FORECAST", name: "Forecast", description: "Forecast for a city", method: "GET", path: "/forecast/{city}" }],
   *   authMethods: [{ type: "api_key", label: "API key", isDefault: true }],
   *   submitForReview: true,
   * });
   */
  create(body: CreateSubmissionRequest, options: RequestOptions = {}): Promise<CreateSubmissionResponse> {
    return this.#transport.request<CreateSubmissionResponse>({
      ...options,
      method: "POST",
      path: "api/v1/submissions",
      json: body,
    });
  }

  /**
   * Creates a plugin from an OpenAPI document (Swagger 2.0, OpenAPI 3.0 or 3.1; an object, or its JSON
   * or YAML text, up to 20 MB): one manual tool per operation, auth methods from its security schemes.
   * Resolves to the submission (with `toolCount`) and `warnings` naming each operation it skipped and why.
   * A document that cannot be read rejects with a `ValidationError` naming `document`.
   *
   * @example
   * const { submission, warnings } = await plugboard.submissions.importOpenApi({
   *   slug: "github",
   *   document: await readFile("api.github.com.json", "utf8"),
   *   include: { tags: ["issues", "pulls"] },
   * });
   */
  importOpenApi(body: ImportSubmissionRequest, options: RequestOptions = {}): Promise<ImportSubmissionResponse> {
    return this.#transport.request<ImportSubmissionResponse>({
      ...options,
      method: "POST",
      path: "api/v1/submissions/import",
      json: body,
    });
  }

  /**
   * Lists the plugins you created, with their review status and the reviewer's notes.
   *
   * @example
   * const { plugins } = await plugboard.submissions.list();
   * const declined = plugins.filter((plugin) => plugin.reviewStatus === "declined");
   */
  list(options: RequestOptions = {}): Promise<ListSubmissionsResponse> {
    return this.#transport.request<ListSubmissionsResponse>({ ...options, method: "GET", path: "api/v1/submissions" });
  }
}
