// What browsers and rspack's runtime say when a chunk of this build cannot be fetched, usually
// because a new deployment removed the hashed file the running page still refers to.
const CHUNK_FAILURE = [
  /Loading (CSS )?chunk [^\s]+ failed/i, // rspack/webpack runtime (ChunkLoadError)
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
];

/**
 * Whether an error is the failure to load a code-split chunk (not an error thrown by its code).
 * @example isChunkLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })) // true
 */
export function isChunkLoadError(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  return err.name === 'ChunkLoadError' || CHUNK_FAILURE.some((re) => re.test(err.message));
}
