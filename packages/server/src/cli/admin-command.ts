import type { ImportSubmissionRequest, InstallProviderRequest } from "@plugboard/core";
import * as z from "zod";
import type { PlugboardAdmin } from "../create-plugboard.js";
import { ServiceError } from "../errors/service-error.js";

/**
 * A data-changing `plugboard` command, parsed: run in this process or sent to a running `serve`, whose
 * control channel validates what it receives with this schema. An import's or install's `request` is only
 * checked to be an object here: the import and the install validate it with their own core schemas.
 */
export const AdminCommandSchema = z.discriminatedUnion(
  "name",
  [
    z.strictObject({ name: z.literal("migrate") }),
    z.strictObject({ name: z.literal("developers.create"), email: z.string().min(1), admin: z.boolean() }),
    z.strictObject({ name: z.literal("keys.create"), email: z.string().min(1), keyName: z.string() }),
    z.strictObject({
      name: z.literal("plugins.review"),
      slug: z.string().min(1),
      status: z.enum(["approved", "declined", "revision_requested"]),
      notes: z.string().optional(),
    }),
    z.strictObject({ name: z.literal("encryption.rotate"), batchSize: z.number().int().positive() }),
    z.strictObject({
      name: z.literal("plugins.import"),
      email: z.string().min(1),
      request: z.custom<ImportSubmissionRequest>((value) => typeof value === "object" && value !== null && !Array.isArray(value), "must be an object"),
    }),
    z.strictObject({
      name: z.literal("providers.install"),
      email: z.string().min(1),
      provider: z.string().min(1),
      request: z.custom<InstallProviderRequest>((value) => typeof value === "object" && value !== null && !Array.isArray(value), "must be an object"),
    }),
  ],
  { error: "unknown command: expected migrate, developers.create, keys.create, plugins.review, encryption.rotate, plugins.import or providers.install" },
);

/** A data-changing `plugboard` command (see {@link AdminCommandSchema}). */
export type AdminCommand = z.infer<typeof AdminCommandSchema>;

/** What an {@link AdminCommand} runs against: an open Plugboard's operator tasks plus its migrations. */
export interface AdminTarget {
  admin: PlugboardAdmin;
  /** Applies pending migrations; returns the names applied. */
  migrate(): Promise<string[]>;
}

/** The lines a command prints on stdout, and the one-line error that ends it (exit status 1) if any. */
export interface AdminCommandResult {
  out: string[];
  error?: string;
}

/** Runs a command that creates a submission for the developer with `email`: an expected failure is one line naming the field. */
async function submitting(email: string, run: () => Promise<string[]>): Promise<AdminCommandResult> {
  try {
    return { out: await run() };
  } catch (error) {
    if (!ServiceError.isInstance(error)) throw error;
    const fields = (error.details as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors ?? {};
    const first = Object.entries(fields)[0];
    if (error.code === "not_found" && /e-mail/.test(error.message)) return { out: [], error: `no developer with e-mail ${email}; create one with: plugboard developers create --email ${email}` };
    return { out: [], error: first ? `${first[0]}: ${first[1].join("; ")}` : error.message };
  }
}

/**
 * Runs one command and returns what it prints. The `plugboard` command calls it on a Plugboard it
 * opens itself, or a running `plugboard serve` calls it for the command line (see `control-channel.ts`):
 * one implementation, so the output is the same either way. Expected failures come back as `error`.
 *
 * @example
 * const { out } = await runAdminCommand(target, { name: "developers.create", email: "ada@example.com", admin: true });
 */
export async function runAdminCommand(target: AdminTarget, command: AdminCommand, options: { signal?: AbortSignal } = {}): Promise<AdminCommandResult> {
  switch (command.name) {
    case "migrate": {
      const applied = await target.migrate();
      return { out: applied.length > 0 ? applied : ["No pending migrations"] };
    }
    case "developers.create": {
      const developer = await target.admin.createDeveloper({ email: command.email, admin: command.admin });
      return { out: [JSON.stringify({ id: developer.id, email: developer.email, role: developer.role })] };
    }
    case "keys.create": {
      try {
        const key = await target.admin.createApiKey({ email: command.email, name: command.keyName });
        return { out: [key.key] };
      } catch (error) {
        if (!ServiceError.isInstance(error) || error.code !== "not_found") throw error;
        return { out: [], error: `no developer with e-mail ${command.email}; create one with: plugboard developers create --email ${command.email}` };
      }
    }
    case "plugins.review": {
      const result = await target.admin.reviewPlugin({ slug: command.slug, status: command.status, ...(command.notes !== undefined ? { notes: command.notes } : {}) });
      return { out: [JSON.stringify({ id: result.id, slug: result.slug, reviewStatus: result.reviewStatus })] };
    }
    case "plugins.import":
      return submitting(command.email, async () => [JSON.stringify(await target.admin.importOpenApi({ email: command.email, ...command.request }))]);
    case "providers.install":
      return submitting(command.email, async () => [JSON.stringify(await target.admin.installProvider({ email: command.email, provider: command.provider, ...command.request }))]);
    case "encryption.rotate": {
      const report = await target.admin.rotateEncryption({ batchSize: command.batchSize, ...(options.signal ? { signal: options.signal } : {}) });
      const out = [JSON.stringify(report)];
      if (report.total.failed > 0) {
        return {
          out,
          error:
            `${report.total.failed} encrypted value(s) could not be decrypted with ENCRYPTION_KEY or PREVIOUS_ENCRYPTION_KEYS (see "failures"); ` +
            "add the key they were written with to PREVIOUS_ENCRYPTION_KEYS and run again, and keep the previous keys until then",
        };
      }
      if (!report.complete) return { out, error: "rotation stopped before the end; run `plugboard encryption rotate` again to finish" };
      return { out };
    }
  }
}
