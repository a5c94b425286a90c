import { z } from 'zod';
import { ZAdminUnit, ZAdminUnitLevelParams, ZAdminUnitParentParams, ZAdminUnitQuery } from '../entities/admin-unit.js';
import { ep } from '../endpoint.js';
import { A } from '../resources/paths.js';

/** Vietnam's administrative units (provinces, communes and wards after 1 July 2025): reads for address pickers. */
export const adminUnitEndpoints = {
  adminUnitByLevel: ep({
    method: 'GET',
    path: `${A}/donvihanhchinh/cap/{level}`,
    module: 'catalogues',
    fn: null,
    licensed: false,
    summary: 'Đơn vị hành chính theo cấp',
    params: ZAdminUnitLevelParams,
    query: ZAdminUnitQuery,
    response: z.array(ZAdminUnit),
  }),
  adminUnitByParent: ep({
    method: 'GET',
    path: `${A}/donvihanhchinh/parentid/{id}`,
    module: 'catalogues',
    fn: null,
    licensed: false,
    summary: 'Đơn vị hành chính con',
    params: ZAdminUnitParentParams,
    query: ZAdminUnitQuery,
    response: z.array(ZAdminUnit),
  }),
};
