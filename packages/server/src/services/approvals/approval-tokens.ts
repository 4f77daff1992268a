import { createSealedToken, CryptoError } from "@plugboard/core/crypto";
import * as z from "zod";

const PayloadSchema = z.object({ approvalId: z.uuid(), developerId: z.uuid() });

/** What an approval-page token names. */
export type ApprovalTokenPayload = z.infer<typeof PayloadSchema>;

/**
 * Tokens of the hosted approval page (`/approve/{token}`): sealed (AES-256-GCM) under a key derived from
 * the service key for the purpose `approval` (so no other token opens as one), naming the approval and
 * its developer. The holder is the person the developer sent there; the page trusts the approval id
 * only from the token. Valid for `maxAgeMs` (the page checks the approval's own state as well).
 *
 * @example
 * const tokens = createApprovalTokens({ key: context.encryptionKey, maxAgeMs: 30 * 60_000 });
 * const url = `${baseUrl}/approve/${tokens.sign({ approvalId, developerId })}`;
 */
export function createApprovalTokens(options: { key: string; maxAgeMs: number }) {
  const sealed = createSealedToken({ key: options.key, purpose: "approval", schema: PayloadSchema, maxAgeMs: options.maxAgeMs, label: "approval link" });
  return {
    /** A new token for the approval. */
    sign: (payload: ApprovalTokenPayload): string => sealed.sign(payload),
    /** The approval a token names, or null when it is forged, damaged or too old. */
    read(token: string): ApprovalTokenPayload | null {
      try {
        const { issuedAt: _issuedAt, ...payload } = sealed.verify(token);
        return payload;
      } catch (error) {
        if (CryptoError.isInstance(error)) return null;
        throw error;
      }
    },
  };
}

/** The approval-page token sealer's interface. */
export type ApprovalTokens = ReturnType<typeof createApprovalTokens>;
