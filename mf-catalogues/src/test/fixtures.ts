import { endpoints, fillPath, type TAhrqCategory, type TComboItem, type TMappingRow, type TMappingSummary } from '@hm/contract';
import { fakeServer, type Handler, page } from '@hm/platform/testing';

/** `METHOD path` of an endpoint of the table (path parameters filled). */
export const route = (e: { method: string; path: string }, params?: Record<string, unknown>) => `${e.method} ${fillPath(e.path, params)}`;

export const HOSPITAL_1: TComboItem = { id: 1, name: 'Bệnh viện Đa khoa Demo' };
export const HOSPITAL_2: TComboItem = { id: 2, name: 'Bệnh viện Nhi' };

export const category = (over: Partial<TAhrqCategory> = {}): TAhrqCategory => ({
  id: 1,
  ma: 'U-MED',
  ten_vi: 'Nội khoa',
  ten_en: 'Medicine (non-surgical)',
  nhom_vi: 'Khoa lâm sàng',
  nhom_en: 'Clinical units',
  thu_tu: 1,
  tam_ngung: false,
  ...over,
});

/** AHRQ unit/work areas: two clinical, one support, one suspended. */
export const unitCategories = (): TAhrqCategory[] => [
  category(),
  category({ id: 2, ma: 'U-SUR', ten_vi: 'Ngoại khoa', ten_en: 'Surgery', thu_tu: 2 }),
  category({ id: 3, ma: 'U-LAB', ten_vi: 'Xét nghiệm', ten_en: 'Laboratory', nhom_vi: 'Khoa cận lâm sàng', nhom_en: 'Clinical services', thu_tu: 3 }),
  category({ id: 4, ma: 'U-OLD', ten_vi: 'Khoa cũ', ten_en: 'Former unit', thu_tu: 4, tam_ngung: true }),
];

/** AHRQ staff positions. */
export const positionCategories = (): TAhrqCategory[] => [
  category({ id: 11, ma: 'P-RN', ten_vi: 'Điều dưỡng', ten_en: 'Registered Nurse', nhom_vi: 'Điều dưỡng', nhom_en: 'Nursing', thu_tu: 1 }),
  category({ id: 12, ma: 'P-MD', ten_vi: 'Bác sĩ', ten_en: 'Physician', nhom_vi: 'Bác sĩ', nhom_en: 'Medical', thu_tu: 2 }),
];

export const mappingRow = (over: Partial<TMappingRow> = {}): TMappingRow => ({
  id: 101,
  hospital_id: 1,
  hospital_name: HOSPITAL_1.name,
  ma: 'KN',
  ten: 'Khoa Nội',
  tam_ngung: false,
  ahrq_id: 1,
  staff: 42,
  ...over,
});

export const departmentRows = (): TMappingRow[] => [
  mappingRow(),
  mappingRow({ id: 102, ma: 'KNG', ten: 'Khoa Ngoại', ahrq_id: null, staff: 1200 }),
  mappingRow({ id: 103, ma: 'KC', ten: 'Khoa Cũ', ahrq_id: 4, staff: 0, tam_ngung: true }),
];

export const jobTitleRows = (): TMappingRow[] => [mappingRow({ id: 201, ma: 'DD', ten: 'Điều dưỡng viên', ahrq_id: null, staff: 180 })];

export const summary = (over: Partial<TMappingSummary> = {}): TMappingSummary => ({
  hospital_id: 1,
  hospital_name: HOSPITAL_1.name,
  phong_ban: { total: 40, mapped: 12 },
  chuc_danh: { total: 8, mapped: 8 },
  ...over,
});

export const PATH = {
  hospitals: endpoints.hospitalAuth.path,
  summary: endpoints.mappingSummary.path,
  save: endpoints.mappingSave.path,
  departments: endpoints.mappingDepartments.path,
  jobTitles: endpoints.mappingJobTitles.path,
  units: endpoints.ahrqDepartmentList.path,
  positions: endpoints.ahrqJobTitleList.path,
};

/** Every mapping call answered with the fixtures above; `routes` adds or replaces some. */
export function mappingServer(routes: Record<string, Handler> = {}) {
  return fakeServer({
    [route(endpoints.hospitalAuth)]: () => [HOSPITAL_1, HOSPITAL_2],
    [route(endpoints.mappingSummary)]: (req) => (req.query.get('hospitalId') === '2' ? summary({ hospital_id: 2, hospital_name: HOSPITAL_2.name }) : summary()),
    [route(endpoints.mappingDepartments)]: () => page(departmentRows(), 45),
    [route(endpoints.mappingJobTitles)]: () => page(jobTitleRows()),
    [route(endpoints.ahrqDepartmentList)]: () => unitCategories(),
    [route(endpoints.ahrqJobTitleList)]: () => positionCategories(),
    [route(endpoints.mappingSave)]: (req) => ({ saved: (req.body as { items: unknown[] }).items.length }),
    ...routes,
  });
}
