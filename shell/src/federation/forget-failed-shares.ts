/** A shared module as the federation runtime keeps it in the page's share scopes. */
interface SharedEntry {
  loading?: Promise<unknown> | null;
  loaded?: boolean;
  lib?: unknown;
}
type ShareScopes = Record<string, Record<string, Record<string, Record<string, SharedEntry>>>>;

/**
 * The federation runtime keeps the promise of a shared module's loading for good, a failed one
 * too: a page needing a shared module whose chunk could not be fetched (a remote's files gone
 * for a moment) would fail on every retry until the page is reloaded. This forgets the failed
 * loads, so the next use fetches again; loads still under way are left alone.
 * @example await forgetFailedShares(); // then load the remote page again
 */
export async function forgetFailedShares(
  scopes: ShareScopes | undefined = (globalThis as { __FEDERATION__?: { __SHARE__?: ShareScopes } }).__FEDERATION__?.__SHARE__,
): Promise<void> {
  const settled: Promise<void>[] = [];
  for (const host of Object.values(scopes ?? {}))
    for (const scope of Object.values(host ?? {}))
      for (const versions of Object.values(scope ?? {}))
        for (const entry of Object.values(versions ?? {})) {
          const { loading } = entry;
          if (!loading || entry.loaded || entry.lib) continue;
          settled.push(
            loading.then(
              () => undefined,
              () => {
                if (entry.loading === loading) entry.loading = undefined;
              },
            ),
          );
        }
  // A failure already shown has settled: its handler runs before this timer. A pending load does not hold the retry.
  await Promise.race([Promise.all(settled), new Promise((resolve) => setTimeout(resolve, 0))]);
}
