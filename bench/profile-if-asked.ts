// Shared by the benchmark servers: with BENCH_PROFILE=/some/dir, profile the measured phase (not start-up
// and seeding) and write <dir>/<name>.cpuprofile when the process gets SIGINT (stopChildren sends it).

/** Starts the CPU profiler when BENCH_PROFILE is set; SIGINT then writes the profile and exits. */
export async function profileIfAsked(name: string): Promise<void> {
  if (!process.env.BENCH_PROFILE) {
    process.on("SIGINT", () => process.exit(0));
    return;
  }
  const { Session } = await import("node:inspector/promises");
  const { writeFileSync } = await import("node:fs");
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.start");
  process.on("SIGINT", async () => {
    const { profile } = await session.post("Profiler.stop");
    writeFileSync(`${process.env.BENCH_PROFILE}/${name}.cpuprofile`, JSON.stringify(profile));
    process.exit(0);
  });
}
