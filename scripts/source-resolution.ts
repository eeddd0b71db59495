// Lets a script run the server's TypeScript sources directly with Node's type
// stripping. Those sources import each other without extensions (Vite resolves
// them in the build), and import JSON without an import attribute; this hook does both. Import it before any source:
// `import "./source-resolution.ts";` then load sources with `await import()`.
import { registerHooks } from "node:module";

registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (/^\.{1,2}\//.test(specifier) && !/\.[cm]?[jt]s$|\.json$/.test(specifier)) return nextResolve(`${specifier}.ts`, context);
      throw error;
    }
  },
  // The sources import JSON (the shipped content and texts) without `with { type: "json" }`, as Vite allows.
  load(url, context, nextLoad) {
    if (url.endsWith(".json")) return nextLoad(url, { ...context, importAttributes: { ...context.importAttributes, type: "json" } });
    return nextLoad(url, context);
  },
});
