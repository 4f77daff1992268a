import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  IMAGE,
  dockerUnavailable,
  ensureImage,
  freePort,
  mustRun,
  postgresUnavailable,
  psql,
  run,
  scratchDatabase,
  shippedMigrations,
  startUpstream,
  testSecrets,
  toolCallThrough,
  waitHealthy,
} from "./harness.js";

const skip = dockerUnavailable() ?? postgresUnavailable();
if (skip) console.log(`deploy: container image tests skipped: ${skip}`);

const SHUTDOWN_TIMEOUT_MS = 5000;

describe.skipIf(skip)("the container image", () => {
  const name = `pb-deploy-test-${process.pid}`;
  let database: Awaited<ReturnType<typeof scratchDatabase>>;
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  const secrets = testSecrets();
  let port: number;

  beforeAll(async () => {
    await ensureImage();
    database = await scratchDatabase();
    upstream = await startUpstream();
    port = await freePort();
  });

  afterAll(async () => {
    await run("docker", ["rm", "-f", "-v", name]);
    await upstream?.close();
    await database?.drop();
  });

  it("runs plugboard as the non-root user node, without the build stage's CA, maps, declarations or the Prisma CLI", async () => {
    const config = JSON.parse(await mustRun("docker", ["image", "inspect", IMAGE]))[0].Config;
    expect(config.User).toBe("node");
    expect(config.Entrypoint).toEqual(["plugboard"]);
    expect(config.Cmd).toEqual(["serve"]);
    expect(Object.keys(config.ExposedPorts)).toEqual(["3000/tcp"]);
    expect(config.Healthcheck.Test.join(" ")).toContain("/health");
    expect(config.Env).toEqual(expect.arrayContaining(["NODE_ENV=production", "HOST=0.0.0.0", "PORT=3000", "DATA_DIR=/data"]));
    expect(config.Volumes).toHaveProperty("/data");
    expect((await mustRun("docker", ["run", "--rm", "--entrypoint", "id", IMAGE, "-u"])).trim()).toBe("1000");
    // Everything Plugboard runs from is root's and read-only to it; /data is its own.
    const probe = await mustRun("docker", [
      "run", "--rm", "--entrypoint", "sh", IMAGE, "-c",
      "touch /app/x 2>/dev/null && echo app-writable; touch /data/x && echo data-writable; " +
        "ls -d /tmp/build-ca /app/node_modules/prisma /app/node_modules/typescript 2>/dev/null; " +
        "find /app -name '*.map' -o -name '*.d.ts' | head -3; grep -rl 'BEGIN CERTIFICATE' /tmp /etc /usr/local/share /home 2>/dev/null | head -3",
    ]);
    expect(probe.trim()).toBe("data-writable");
    const history = await mustRun("docker", ["history", "--no-trunc", "--format", "{{.CreatedBy}}", IMAGE]);
    expect(history).not.toContain("docker-build-ca");
    expect(history).not.toContain("BEGIN CERTIFICATE");
    const base = JSON.parse(await mustRun("docker", ["image", "inspect", "node:20-bookworm-slim"]))[0].Size as number;
    const size = JSON.parse(await mustRun("docker", ["image", "inspect", IMAGE]))[0].Size as number;
    console.log(`deploy: image ${(size / 1e6).toFixed(0)} MB, of which ${((size - base) / 1e6).toFixed(0)} MB over node:20-bookworm-slim`);
    expect(size - base).toBeLessThan(150e6);
  });

  it("migrates as the Job does, becomes healthy on PostgreSQL, and a tool call reaches a loopback upstream", async () => {
    // As the Kubernetes pods run: read-only root file system, no capabilities, tmpfs on /tmp and /data.
    const locked = ["--read-only", "--tmpfs", "/tmp", "--tmpfs", "/data:uid=1000,gid=1000,mode=0700", "--cap-drop", "ALL", "--security-opt", "no-new-privileges"];
    // The migration Job: `plugboard migrate` on the new database, before any server starts.
    const migrateStarted = Date.now();
    const migrated = await run("docker", [
      "run", "--rm", "--network", "host", ...locked,
      "-e", `DATABASE_URL=${database.url}`, "-e", `ENCRYPTION_KEY=${secrets.encryptionKey}`,
      IMAGE, "migrate",
    ]);
    expect(migrated.code, migrated.stderr).toBe(0);
    console.log(`deploy: plugboard migrate (the Job's command) on a new database: ${Date.now() - migrateStarted} ms`);
    const applied = (await psql(database.name, `SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL ORDER BY 1`)).split("\n");
    expect(applied).toEqual(shippedMigrations().sort());

    const failed = async () => {
      const state = (await run("docker", ["inspect", "-f", "{{.State.Status}}", name])).stdout.trim();
      return state === "exited" ? `the container exited:\n${(await run("docker", ["logs", name])).stderr}` : undefined;
    };
    // Host networking: a port another process takes between freePort() and the server's listen is
    // retried on a new one (the machine is shared).
    let coldStartMs = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const started = Date.now();
      await mustRun("docker", [
        "run", "-d", "--name", name, "--network", "host", ...locked,
        "-e", `DATABASE_URL=${database.url}`,
        "-e", "HOST=127.0.0.1",
        "-e", `PORT=${port}`,
        "-e", `BASE_URL=http://localhost:${port}`,
        "-e", `ENCRYPTION_KEY=${secrets.encryptionKey}`,
        "-e", `PLUGBOARD_BOOTSTRAP_ADMIN_EMAIL=${secrets.adminEmail}`,
        "-e", `PLUGBOARD_BOOTSTRAP_API_KEY=${secrets.apiKey}`,
        "-e", "PLUGBOARD_ALLOW_PRIVATE_NETWORK=true",
        "-e", `PLUGBOARD_SHUTDOWN_TIMEOUT_MS=${SHUTDOWN_TIMEOUT_MS}`,
        IMAGE,
      ]);
      try {
        coldStartMs = await waitHealthy(`http://127.0.0.1:${port}/health`, { since: started, timeoutMs: 60_000, failed });
        break;
      } catch (error) {
        if (attempt >= 3 || !String(error).includes("EADDRINUSE")) throw error;
        await run("docker", ["rm", "-f", "-v", name]);
      }
    }
    console.log(`deploy: docker run to /health 200 (database migrated by the Job): ${coldStartMs} ms`);
    expect(await (await fetch(`http://127.0.0.1:${port}/health`)).json()).toEqual({ status: "ok", database: "postgres" });

    const call = await toolCallThrough({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: secrets.apiKey,
      upstreamUrl: upstream.url,
      approve: async (slug) => void (await mustRun("docker", ["exec", name, "plugboard", "plugins", "review", slug, "--status", "approved"])),
    });
    const answer = await call.execute("hello");
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ success: true, data: { word: "hello", apiKey: call.userKey } });
    expect(upstream.requests()).toBe(1);

    // The image's health check reports the container healthy.
    for (let i = 0; i < 40; i++) {
      if ((await mustRun("docker", ["inspect", "-f", "{{.State.Health.Status}}", name])).trim() === "healthy") break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect((await mustRun("docker", ["inspect", "-f", "{{.State.Health.Status}}", name])).trim()).toBe("healthy");
    const rss = (await mustRun("docker", ["exec", name, "sh", "-c", "grep VmRSS /proc/1/status"])).trim();
    console.log(`deploy: plugboard serve on PostgreSQL after a tool call: ${rss}`);

    // SIGTERM right after a burst of calls: it stops within the shutdown timeout, and every execution's
    // log row (buffered in memory until then) is in the database.
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => call.execute(`w${i}`)));
    expect(burst.every((result) => result.json.success === true)).toBe(true);
    const stopping = Date.now();
    await mustRun("docker", ["kill", "--signal", "TERM", name]);
    const exitCode = (await mustRun("docker", ["wait", name])).trim();
    const stopMs = Date.now() - stopping;
    console.log(`deploy: SIGTERM to exit: ${stopMs} ms (shutdown timeout ${SHUTDOWN_TIMEOUT_MS} ms)`);
    expect(exitCode).toBe("0");
    expect(stopMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    const logs = (await run("docker", ["logs", name])).stdout;
    expect(logs).toContain('"message":"plugboard stopped"');
    expect(Number(await psql(database.name, `SELECT count(*) FROM "ExecutionLog"`))).toBe(1 + burst.length);
  });
});
