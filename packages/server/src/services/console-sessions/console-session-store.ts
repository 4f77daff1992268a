import type { PlugboardContext } from "../../context.js";

/** The console sessions' one way to the database: the sessions signed out before they expired (`ConsoleSessionRevocation`). */
export function createConsoleSessionStore({ prisma }: Pick<PlugboardContext, "prisma">) {
  return {
    /** Records session `sessionId` signed out until `expiresAt` (again: nothing changes), and prunes the rows past their end. */
    async revoke(sessionId: string, expiresAt: Date): Promise<void> {
      await prisma.consoleSessionRevocation.deleteMany({ where: { expiresAt: { lt: new Date() } } });
      await prisma.consoleSessionRevocation.createMany({ data: [{ sessionId, expiresAt }], skipDuplicates: true });
    },

    /** Whether session `sessionId` was signed out. */
    async isRevoked(sessionId: string): Promise<boolean> {
      return (await prisma.consoleSessionRevocation.count({ where: { sessionId } })) > 0;
    },
  };
}
