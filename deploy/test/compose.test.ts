import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  IMAGE,
  ROOT,
  UPSTREAM_SOURCE,
  composeCommand,
  dockerUnavailable,
  ensureImage,
  mustRun,
  run,
  testSecrets,
  toolCallThrough,
  waitHealthy,
} from "./harness.js";

const compose = composeCommand();
const skip = dockerUnavailable() ?? (compose ? undefined : "neither `docker compose` nor `docker-compose` is installed");
if (skip) console.log(`deploy: compose tests skipped: ${skip}`);

describe.skipIf(skip)("deploy/compose/docker-compose.yml", () => {
  const project = `pbdeploytest${process.pid}`;
  const dir = mkdtempSync(join(tmpdir(), "pb-compose-"));
  const secrets = testSecrets();
  let port = 0;
  let base: string[];
  let generatedEnv = "";
  const [composeProgram = "docker-compose", ...composeArgs] = compose ?? [];
  // Compose and make-env.sh read settings from the environment before .env: give them none of ours
  // (vitest sets BASE_URL=/ for Vite, for one).
  const env = Object.fromEntries(
    ["PATH", "HOME", "LANG", "DOCKER_HOST", "DOCKER_CONFIG", "XDG_RUNTIME_DIR"].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  );
  const composeRun = (...args: string[]) => run(composeProgram, [...composeArgs, ...base, ...args], { env });

  beforeAll(async () => {
    await ensureImage();
    // make-base-images.sh makes postgres:15-bookworm with the node image; a registry machine pulls it.
    if ((await run("docker", ["image", "inspect", "postgres:15-bookworm"])).code !== 0 && (await run("docker", ["pull", "-q", "postgres:15-bookworm"])).code !== 0) {
      await mustRun("bash", ["scripts/make-base-images.sh"]);
    }
    // The env file the docs have users generate, with this test's image, port and secrets.
    generatedEnv = await mustRun("sh", ["deploy/compose/make-env.sh"], { env });
    const generated = generatedEnv.replace(/^(ENCRYPTION_KEY|PLUGBOARD_BOOTSTRAP_ADMIN_EMAIL|PLUGBOARD_BOOTSTRAP_API_KEY|COMPOSE_PROJECT_NAME)=.*\n/gm, "");
    writeFileSync(
      join(dir, "test.env"),
      generated +
        `COMPOSE_PROJECT_NAME=${project}\nENCRYPTION_KEY=${secrets.encryptionKey}\nPLUGBOARD_BOOTSTRAP_ADMIN_EMAIL=${secrets.adminEmail}\n` +
        `PLUGBOARD_IMAGE=${IMAGE}\nPLUGBOARD_PORT=127.0.0.1:\nPLUGBOARD_ALLOW_PRIVATE_NETWORK=true\n`,
    );
    // An upstream API beside Plugboard on the compose network (the test itself talks to loopback only).
    writeFileSync(
      join(dir, "upstream.yml"),
      JSON.stringify({
        services: {
          upstream: { image: IMAGE, entrypoint: ["node", "-e", `${UPSTREAM_SOURCE}\nserver.listen(8080);`], healthcheck: { disable: true } },
        },
      }),
    );
    base = ["--env-file", join(dir, "test.env"), "-p", project, "-f", join(ROOT, "deploy/compose/docker-compose.yml"), "-f", join(dir, "upstream.yml")];
  });

  afterAll(async () => {
    if (base) await composeRun("down", "-v", "--remove-orphans");
    rmSync(dir, { recursive: true, force: true });
  });

  it("`up` gives a healthy Plugboard on PostgreSQL whose first start prints the admin key, which calls a tool; `down -v` leaves nothing behind", async () => {
    // make-env.sh writes no API key by default: the first start makes one and prints it once.
    expect(generatedEnv).not.toContain("PLUGBOARD_BOOTSTRAP_API_KEY");
    const started = Date.now();
    const up = await composeRun("up", "-d");
    expect(up.code, up.stderr).toBe(0);
    // PLUGBOARD_PORT=127.0.0.1: publishes on a port Docker picks (no race with other processes).
    port = Number((await composeRun("port", "plugboard", "3000")).stdout.trim().split(":").at(-1));
    expect(port).toBeGreaterThan(0);
    const readyMs = await waitHealthy(`http://127.0.0.1:${port}/health`, { since: started, timeoutMs: 120_000 }).catch(async (error: Error) => {
      const state = await composeRun("ps");
      const logs = await composeRun("logs", "--tail", "20");
      throw new Error(`${error.message}\n${state.stdout}${state.stderr}\n${logs.stdout.slice(-4000)}`);
    });
    console.log(`deploy: compose up to /health 200 (PostgreSQL first start included): ${readyMs} ms`);
    expect(await (await fetch(`http://127.0.0.1:${port}/health`)).json()).toEqual({ status: "ok", database: "postgres" });
    const firstStart = (await composeRun("logs", "plugboard")).stdout;
    expect(firstStart).toContain("plugboard listening");
    expect(firstStart).toContain(`Admin developer: ${secrets.adminEmail}`);
    const apiKey = /Admin API key \(shown once, keep it\): (nk_\S+)/.exec(firstStart)?.[1];
    if (!apiKey) throw new Error(`the first start printed no admin key:\n${firstStart.slice(-4000)}`);

    const call = await toolCallThrough({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey,
      upstreamUrl: "http://upstream:8080",
      approve: async (slug) => {
        const result = await composeRun("exec", "-T", "plugboard", "plugboard", "plugins", "review", slug, "--status", "approved");
        if (result.code !== 0) throw new Error(`plugins review: ${result.stdout}${result.stderr}`);
      },
    });
    const answer = await call.execute("compose");
    expect(answer.json).toMatchObject({ success: true, data: { word: "compose", apiKey: call.userKey } });

    // A restart keeps the key and prints none.
    const restarted = await composeRun("restart", "plugboard");
    expect(restarted.code, restarted.stderr).toBe(0);
    // A published port Docker picked may change with the restart.
    port = Number((await composeRun("port", "plugboard", "3000")).stdout.trim().split(":").at(-1));
    await waitHealthy(`http://127.0.0.1:${port}/health`, { since: Date.now(), timeoutMs: 120_000 });
    const logs = (await composeRun("logs", "plugboard")).stdout;
    expect(logs.match(/Admin API key/g)).toHaveLength(1);
    const plugins = await fetch(`http://127.0.0.1:${port}/api/v1/plugins`, { headers: { authorization: `Bearer ${apiKey}` } });
    expect(plugins.status).toBe(200);

    const down = await composeRun("down", "-v", "--remove-orphans");
    expect(down.code, down.stderr).toBe(0);
    const label = `label=com.docker.compose.project=${project}`;
    expect((await mustRun("docker", ["ps", "-aq", "--filter", label])).trim()).toBe("");
    expect((await mustRun("docker", ["volume", "ls", "-q", "--filter", label])).trim()).toBe("");
    expect((await mustRun("docker", ["network", "ls", "-q", "--filter", label])).trim()).toBe("");
  });
});
