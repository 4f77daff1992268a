import { defineConfig } from "vite";

// Relative asset URLs (`./assets/…`), so the console works under any mount path of the server;
// no inline script (the page's CSP has no 'unsafe-inline'), no modulepreload polyfill, nothing inlined as data.
export default defineConfig({
  base: "./",
  esbuild: { jsx: "automatic", jsxImportSource: "preact" },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2020",
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    cssCodeSplit: false,
  },
});
