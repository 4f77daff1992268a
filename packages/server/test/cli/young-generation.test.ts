import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const MODULE = fileURLToPath(new URL("../../src/cli/apply-v8-settings.ts", import.meta.url));

// In its own process: `plugboard serve`'s V8 settings on PostgreSQL, then a load, a quiet spell long
// enough for V8 to shrink the young generation (its memory reducer is told to start soon), and the
// load again. Prints the semi-space size (MB) at each point.
const SCRIPT = `
import { getHeapSpaceStatistics, setFlagsFromString } from "node:v8";
const { applyV8Settings } = await import(${JSON.stringify(MODULE)});
applyV8Settings({ DATABASE_URL: "postgres://db.example/plugboard" });
setFlagsFromString("--gc-memory-reducer-start-delay-ms=200");
const semiSpaceMb = () => getHeapSpaceStatistics().find((space) => space.space_name === "new_space").space_size / 2 / 1048576;
let kept = [];
const load = async (ms) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    for (let index = 0; index < 2000; index++) kept.push({ index, text: "item " + index, list: [index] });
    if (kept.length > 20000) kept = [];
    await new Promise((resolve) => setImmediate(resolve));
  }
};
await load(1500);
const loaded = semiSpaceMb();
kept = [];
const quietSince = Date.now();
while (semiSpaceMb() >= loaded && Date.now() - quietSince < 45000) await new Promise((resolve) => setTimeout(resolve, 100));
const quiet = semiSpaceMb();
await load(2000);
console.log(JSON.stringify({ loaded, quiet, again: semiSpaceMb() }));
`;

describe("plugboard serve's young generation on PostgreSQL (cli/apply-v8-settings.ts)", () => {
  it("grows to its 4 MB cap under load, no further, and back to it after V8 shrank it in a quiet spell", async () => {
    // The process starts with the young generation at V8's initial size, as `plugboard serve` has it when
    // the settings are applied first thing (the test's loader would otherwise grow it before they are).
    const child = spawn(process.execPath, ["--semi-space-growth-factor=1", "--import", "tsx", "--input-type=module", "-e", SCRIPT], { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    let errors = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk));
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk));
    const code = await new Promise<number | null>((resolve) => child.once("close", resolve));
    expect(errors).toBe("");
    expect(code).toBe(0);
    const sizes = JSON.parse(output) as { loaded: number; quiet: number; again: number };
    expect(sizes.loaded).toBe(4);
    // V8 shrinks it when the process goes quiet (the case this guards); it must then grow back to the cap.
    expect(sizes.quiet).toBeLessThan(4);
    expect(sizes.again).toBe(4);
  }, 90_000);
});
