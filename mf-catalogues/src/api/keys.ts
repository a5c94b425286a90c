/**
 * Query keys of this remote. Everything the catalogue calls change lives under
 * `CATALOGUES_ROOT`, and every catalogue mutation invalidates that root: only the queries on
 * screen refetch (a mapping save reloads the rows and the summary). Reference data that those
 * calls never change (the caller's hospitals, the AHRQ category lists) lives under `REFERENCE_ROOT`.
 */
export const CATALOGUES_ROOT = ['catalogues'] as const;
export const REFERENCE_ROOT = ['catalogues-ref'] as const;

export const catalogueKeys = {
  mapping: [...CATALOGUES_ROOT, 'mapping'] as const,
  hospitals: [...REFERENCE_ROOT, 'hospitals'] as const,
  ahrqCategories: [...REFERENCE_ROOT, 'ahrq-categories'] as const,
};
