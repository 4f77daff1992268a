import { fileURLToPath } from "node:url";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Resolve our packages to their sources in tests, so a test never runs against a stale build. */
export const workspaceAliases = [
  { find: /^@plugboard\/core$/, replacement: here("./packages/core/src/index.ts") },
  { find: /^@plugboard\/core\/server$/, replacement: here("./packages/core/src/server.ts") },
  { find: /^@plugboard\/core\/crypto$/, replacement: here("./packages/core/src/crypto.ts") },
  { find: /^@plugboard\/core\/errors$/, replacement: here("./packages/core/src/errors.ts") },
  { find: /^@plugboard\/core\/openapi$/, replacement: here("./packages/core/src/openapi.ts") },
  { find: /^@plugboard\/providers$/, replacement: here("./packages/providers/src/index.ts") },
  { find: /^@plugboard\/client$/, replacement: here("./packages/client/src/index.ts") },
  { find: /^@plugboard\/ai$/, replacement: here("./packages/ai/src/index.ts") },
  { find: /^@plugboard\/ai\/vercel$/, replacement: here("./packages/ai/src/vercel.ts") },
  { find: /^@plugboard\/ai\/langchain$/, replacement: here("./packages/ai/src/langchain.ts") },
  { find: /^@plugboard\/ai\/openai$/, replacement: here("./packages/ai/src/openai.ts") },
  { find: /^@plugboard\/ai\/anthropic$/, replacement: here("./packages/ai/src/anthropic.ts") },
  { find: /^@plugboard\/server$/, replacement: here("./packages/server/src/index.ts") },
];
