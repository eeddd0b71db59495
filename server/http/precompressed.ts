/** The built assets written compressed beside themselves at build time (scripts/precompress-assets.ts): text ones. */
export const precompressed = (name: string) => /\.(js|css|svg|json|txt)$/.test(name);
