import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { workspaceAliases } from "../vitest.shared.js";

/**
 * The deploy tier: the container image, the compose file and the Kubernetes manifests, built and run.
 * Not a project of the root config, so `pnpm test` never builds an image; run it with
 * `scripts/test-deploy.sh` (CI does, after the other tests) or
 * `npx vitest run --config deploy/vitest.config.ts`. Where Docker cannot run, it says so and skips.
 */
export default defineConfig({
  resolve: { alias: workspaceAliases },
  test: {
    name: "deploy",
    root: fileURLToPath(new URL(".", import.meta.url)),
    include: ["test/**/*.test.ts"],
    // One image build, one container at a time: the files share the image and the machine's cores.
    fileParallelism: false,
    testTimeout: 180_000,
    // A first build on a new machine makes the base images and installs the workspace: minutes.
    hookTimeout: 45 * 60_000,
  },
});
