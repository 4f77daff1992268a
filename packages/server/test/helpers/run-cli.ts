import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The built `plugboard` command the CLI tests run. */
export const CLI = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));

/** What one `plugboard` run printed and how it exited. */
export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built `plugboard` command with `args`, no standard input and only `PATH` plus `env` set. */
export function run(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH ?? "", ...env } });
    child.stdin.end();
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
