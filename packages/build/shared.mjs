// The one list of Module Federation shared singletons (DESIGN.md, "Federation contract").
// Shell and every remote call sharedSingletons(pkg) with their own package.json, so the
// versions come from the app while the list of what is shared lives only here.

/** Packages shared as singletons, with their subpaths as separate share keys. */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'primereact/',
  'dayjs',
  'react-hook-form',
  '@hm/contract',
  '@hm/platform',
  '@hm/ui',
  '@hm/ui/table',
  '@hm/ui/dialog',
  '@hm/ui/page',
  '@hm/ui/form',
  '@hm/ui/crud',
  '@hm/ui/report',
];

const baseName = (key) => {
  const parts = key.replace(/\/$/, '').split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
};

/** workspace:* is not semver: the runtime would warn for every app. */
const semverOf = (range) => (range == null || range.startsWith('workspace:') ? '*' : range);

/**
 * Builds the `shared` option of ModuleFederationPlugin.
 * @example shared: sharedSingletons(JSON.parse(readFileSync('./package.json', 'utf8')))
 */
export function sharedSingletons(pkg, { eager = false } = {}) {
  const deps = { ...(pkg.devDependencies ?? {}), ...(pkg.dependencies ?? {}) };
  const shared = {};
  for (const key of SHARED_SINGLETONS) {
    const range = deps[baseName(key)];
    if (range === undefined) continue;
    shared[key] = { singleton: true, requiredVersion: semverOf(range), eager };
  }
  return shared;
}
