import { endpoints } from '@hm/contract';
import type { CrudResource } from '@hm/platform';
import { SURVEY_ROOT, surveyKeys } from './keys';

type StructureName = 'part' | 'question' | 'answer' | 'composite';
type E = typeof endpoints;
interface StructureResource<N extends StructureName> extends CrudResource {
  endpoints: { list: E[`${N}List`]; create: E[`${N}Create`]; update: E[`${N}Update`]; remove: E[`${N}Delete`] };
}

/**
 * A version's structure as a resource of the shared list-and-form pieces (`@hm/ui/crud`): the
 * survey's hand-written `<name>List/Create/Update/Delete` endpoints, the list keyed under its
 * survey key; every write reloads all survey queries (counts, pickers and orders depend on each
 * other).
 */
const structureResource = <N extends StructureName>(name: N, id: string): StructureResource<N> => ({
  name,
  id,
  queryKey: surveyKeys[`${name}s`],
  invalidate: SURVEY_ROOT,
  endpoints: { list: endpoints[`${name}List`], create: endpoints[`${name}Create`], update: endpoints[`${name}Update`], remove: endpoints[`${name}Delete`] },
});

export const partResource = structureResource('part', 'phan_cauhoi_id');
export const questionResource = structureResource('question', 'cauhoi_id');
export const answerResource = structureResource('answer', 'dapan_id');
export const compositeResource = structureResource('composite', 'composite_id');
