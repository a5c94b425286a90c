/** AHRQ SOPS scoring, pure (DESIGN.md "Scoring"; ../shared/reference/sops-hospital.md §3). */
export * from './items.js';
export * from './responses.js';
export * from './suppression.js';
export * from './disclosure.js';
export * from './survey.js';
export * from './change.js';
export { percentile7 } from './percentile.js';
