import { hasErrorMarker, markError } from "../errors/mark-error.js";

/**
 * Why a path template could not be expanded:
 * - `missing_path_param`: a `{placeholder}` has no param (absent, `undefined` or `null`).
 * - `invalid_path_param`: the param is an object, array, function or symbol, is empty, is not a finite number,
 *   or would make a `.`/`..` path segment.
 * - `invalid_header_param`: a param the tool's placement sends as a header holds a value a header cannot
 *   carry (a line break, a control character, a character past U+00FF).
 */
export type PathParamErrorCode = "missing_path_param" | "invalid_path_param" | "invalid_header_param";


/**
 * Thrown by {@link expandPath} and compiled paths when the params cannot fill a tool's path template. It is
 * the caller's input error (a tool was called with missing or unusable params), so a server answers it with
 * 400, naming the param. Messages name the param and the template but never echo the param's value.
 *
 * Use {@link PathParamError.isInstance} rather than `instanceof` (several copies of the package may be loaded).
 *
 * @example
 * ```ts
 * try {
 *   expandPath("/repos/{owner}/{repo}", params);
 * } catch (error) {
 *   if (PathParamError.isInstance(error)) return response.status(400).json({ error: error.message });
 *   throw error;
 * }
 * ```
 */
export class PathParamError extends Error {
  /** Machine-readable reason; see {@link PathParamErrorCode}. */
  readonly code: PathParamErrorCode;
  /** Name of the placeholder that could not be filled. */
  readonly param: string;
  /** The path template being expanded. */
  readonly template: string;

  /**
   * @param options - `code`, the placeholder `param`, the path `template`, and the `message`
   */
  constructor(options: { code: PathParamErrorCode; param: string; template: string; message: string }) {
    super(options.message);
    this.name = "PathParamError";
    this.code = options.code;
    this.param = options.param;
    this.template = options.template;
    markError(this, "@plugboard/core.PathParamError");
  }

  /**
   * Whether `value` is a {@link PathParamError}, from any loaded copy of this package.
   *
   * @example
   * ```ts
   * if (PathParamError.isInstance(error)) console.log(error.param);
   * ```
   */
  static isInstance(value: unknown): value is PathParamError {
    return hasErrorMarker(value, "@plugboard/core.PathParamError");
  }
}
