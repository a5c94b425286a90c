import * as every from './every-resource.js';

export * from './every-resource.js';
export { ahrqCategorySets, AHRQ_SYSTEM_ONLY } from './ahrq-category.js';

/** Every resource of the product: what the server's conformance suite walks, so none is forgotten. */
export const RESOURCES = Object.values(every);
