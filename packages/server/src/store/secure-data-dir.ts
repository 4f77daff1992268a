import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Mode of the data directory and every directory under it: the server's user only. */
const DIRECTORY_MODE = 0o700;

/** What Plugboard keeps in the data directory: the database's directory and its own files. */
const OWN_ENTRIES = ["db", "encryption.key", "control.json", "db.lock"];

/**
 * Creates `dataDir` (mode 0700) when missing and takes group and other access away from it and from
 * what Plugboard keeps in it (`db/` and everything under it, `encryption.key`, `control.json`,
 * `db.lock`): directories end 0700 and files 0600 (symbolic links are left alone and not followed;
 * other files an operator put there are not touched). PGlite writes the embedded database's files
 * 0666 whatever the umask, so this runs when the embedded database is opened — before, to repair a
 * directory left by an older version, and after, for the files the database just created. Returns how
 * many entries it changed.
 *
 * @example
 * const repaired = secureDataDir("/var/lib/plugboard");
 * if (repaired > 0) logger.warn("data directory permissions repaired", { entries: repaired });
 */
export function secureDataDir(dataDir: string): number {
  mkdirSync(dataDir, { recursive: true, mode: DIRECTORY_MODE });
  let changed = 0;
  const tighten = (path: string, options: { recursive: boolean }) => {
    let stats;
    try {
      stats = lstatSync(path);
    } catch {
      return; // not there (yet)
    }
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & 0o077) !== 0) {
      // Group and other bits off; the owner's stay (rwx on directories, rw on PGlite's files).
      chmodSync(path, stats.mode & 0o700);
      changed += 1;
    }
    if (options.recursive && stats.isDirectory()) for (const name of readdirSync(path)) tighten(join(path, name), options);
  };
  tighten(dataDir, { recursive: false });
  for (const name of OWN_ENTRIES) tighten(join(dataDir, name), { recursive: true });
  return changed;
}
