import { hasErrorMarker, markError } from "../errors/mark-error.js";
import { UnsupportedOperationError } from "./unsupported-operation-error.js";

/** Most schema nodes one operation's conversion may visit, and most bytes (about) its tool's inputSchema may hold. */
export const OPERATION_LIMITS = { nodes: 5_000, bytes: 256 * 1024 } as const;
/** Most schema nodes a whole document's conversion may visit, and most bytes (about) all its tools' inputSchemas may hold. */
export const DOCUMENT_LIMITS = { nodes: 250_000, bytes: 16 * 1024 * 1024 } as const;

/** Thrown when a whole document's conversion goes over {@link DOCUMENT_LIMITS}: the import is refused. */
export class DocumentTooLargeError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "DocumentTooLargeError";
    markError(this, "@plugboard/core.DocumentTooLargeError");
  }

  /** Whether `value` is a {@link DocumentTooLargeError}, from any loaded copy of this package. */
  static isInstance(value: unknown): value is DocumentTooLargeError {
    return hasErrorMarker(value, "@plugboard/core.DocumentTooLargeError");
  }
}

const format = (count: number) => count.toLocaleString("en-US");

/**
 * What one conversion may still spend: schema nodes visited and bytes produced. An operation's budget
 * draws on its document's too, so work done on an operation that is then skipped still counts. Shared
 * and recursive schemas are expanded where they are used; this is what keeps a small document whose
 * references fan out (a DAG of schemas, a cycle with two references) from expanding without end.
 *
 * @example
 * const document = new ConversionBudget(DOCUMENT_LIMITS);
 * const operation = new ConversionBudget(OPERATION_LIMITS, document);
 * operation.spend(1, 40); // throws once either bound is passed
 */
export class ConversionBudget {
  nodes = 0;
  bytes = 0;

  constructor(
    readonly limits: { nodes: number; bytes: number },
    private readonly document?: ConversionBudget,
  ) {}

  /**
   * Counts `nodes` visited and `bytes` produced.
   *
   * @throws {UnsupportedOperationError} past an operation's limits (the operation becomes a warning)
   * @throws {DocumentTooLargeError} past the document's limits (the import is refused)
   */
  spend(nodes: number, bytes: number): void {
    this.nodes += nodes;
    this.bytes += bytes;
    this.document?.spend(nodes, bytes);
    const over =
      this.nodes > this.limits.nodes ? `more than ${format(this.limits.nodes)} nodes` : this.bytes > this.limits.bytes ? `more than ${format(this.limits.bytes)} bytes` : undefined;
    if (over === undefined) return;
    if (this.document) throw new UnsupportedOperationError(`its schemas expand to ${over} (shared or recursive schemas inlined where used)`);
    throw new DocumentTooLargeError(`its schemas expand to ${over} in all: import part of it (include by tags or operationIds)`);
  }
}
