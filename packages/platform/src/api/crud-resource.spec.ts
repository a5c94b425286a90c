import { defineResource, department, endpoints, FN, ZDepartment, ZDepartmentInput } from '@hm/contract';
import { asPage, idPlaceOf, listTraits, rowArgs, type CrudResource } from './crud-resource';

const row = { phong_ban_id: 3, ma_phong_ban: 'NOI' };
const byQuery = defineResource({
  name: 'unit',
  label: 'đơn vị',
  module: 'catalogues',
  id: 'phong_ban_id',
  row: ZDepartment,
  input: ZDepartmentInput,
  scope: 'hospital',
  fn: { read: null, write: FN.catalogueWrite },
  paths: { list: '/x', byId: false, create: '/x', update: { path: '/x/{id}', id: 'path' }, remove: { path: '/x', id: { query: 'id' } } },
});
const byBody = defineResource({
  name: 'unit',
  label: 'đơn vị',
  module: 'catalogues',
  id: 'phong_ban_id',
  row: ZDepartment,
  input: ZDepartmentInput,
  scope: 'hospital',
  fn: { read: null, write: FN.catalogueWrite },
  paths: { list: '/x', byId: false, create: '/x', update: { path: '/x' }, remove: { path: '/x', id: 'body' } },
});
const parts = { name: 'part', id: 'phan_cauhoi_id', endpoints: { list: endpoints.partList, update: endpoints.partUpdate, remove: endpoints.partDelete } } satisfies CrudResource;

describe('rowArgs: the id where each endpoint wants it', () => {
  it.each([
    ['department update (body)', department, 'update', { body: { ten_phong_ban: 'A', phong_ban_id: 3 } }],
    ['department delete (path)', department, 'remove', { params: { id: 3 } }],
    ['update in the path', byQuery, 'update', { params: { id: 3 }, body: { ten_phong_ban: 'A' } }],
    ['delete in the query', byQuery, 'remove', { query: { id: 3 } }],
    ['delete in the body', byBody, 'remove', { body: { phong_ban_id: 3 } }],
  ] as const)('%s', (_, r, op, args) => {
    expect(rowArgs(r, op, row, op === 'update' ? { ten_phong_ban: 'A' } : undefined)).toEqual(args);
  });

  it('reads the place from a hand-written endpoint: `{id}` in the path, else the body', () => {
    expect(idPlaceOf(parts, 'remove')).toBe('path');
    expect(idPlaceOf(parts, 'update')).toBe('body');
    expect(rowArgs(parts, 'update', { phan_cauhoi_id: 7 }, { ma_phan: 'A' })).toEqual({ body: { ma_phan: 'A', phan_cauhoi_id: 7 } });
  });
});

describe('listTraits and asPage', () => {
  it('tells a paged, searchable, hospital-scoped list from a plain one', () => {
    expect(listTraits(department)).toEqual({ paged: true, searchable: true, hospitalScoped: true });
    expect(listTraits({ name: 'answer', id: 'dapan_id', endpoints: { list: endpoints.answerList } })).toEqual({ paged: false, searchable: false, hospitalScoped: false });
  });

  it('takes an unpaged answer as one page of all its rows', () => {
    expect(asPage([1, 2])).toEqual({ data: [1, 2], total: 2 });
    expect(asPage({ data: [1], total: 9 })).toEqual({ data: [1], total: 9 });
    expect(asPage(undefined)).toBeUndefined();
  });
});
