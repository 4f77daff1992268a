import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Takes `$DATA_DIR/db.lock` for this process. The embedded database can be opened by one process at a
 * time (a second opener would hang), so a second `plugboard` process fails at once with a clear line.
 * Returns the release function.
 */
export function acquireEmbeddedLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, "db.lock");
  const pid = embeddedLockHolder(dataDir);
  if (pid !== undefined) {
    throw new Error(
      `the embedded database in ${dataDir} is in use by process ${pid} (a running plugboard); stop it first, or use DATABASE_URL=postgres://… for several processes`,
    );
  }
  writeFileSync(file, String(process.pid), { mode: 0o600 });
  return () => {
    try {
      if (readFileSync(file, "utf8").trim() === String(process.pid)) rmSync(file);
    } catch {
      // already gone
    }
  };
}

/** The process id holding `$DATA_DIR/db.lock` when it is another process still running, else undefined. */
export function embeddedLockHolder(dataDir: string): number | undefined {
  const file = join(dataDir, "db.lock");
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, "utf8").trim());
  return Number.isInteger(pid) && pid !== process.pid && alive(pid) ? pid : undefined;
}
