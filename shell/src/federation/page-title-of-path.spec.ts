import { moduleName, pageTitleOfPath } from './page-title-of-path';

describe('pageTitleOfPath', () => {
  it.each([
    ['/vi/HeThongDanhMuc/PhongBan', 'catalogues', 'vi', 'Phòng ban'],
    ['/hethongdanhmuc/phongban', 'catalogues', 'en', 'Departments'],
    ['/vi/Mapping/ChucDanhMapping', 'catalogues', 'vi', 'Ánh xạ chức danh'],
    ['/vi/Dashboard/Hospital/12', 'dashboard', 'en', 'Hospital dashboard'],
    ['/vi/KhaoSat', 'survey', 'vi', 'Bình chọn'],
    ['/vi/KhaoSat/FormPhienBan', 'survey', 'vi', 'Phiên bản khảo sát'],
    ['/vi/KhaoSat/StepForm/3', 'survey', 'vi', 'Bình chọn'],
    ['/vi/HeThongBaoCao', 'reports', 'en', 'Reports'],
    ['/vi/ChungThuc', 'survey', 'vi', 'Khảo sát'],
  ] as const)('%s (%s, %s) → %s', (path, moduleId, lang, title) => {
    expect(pageTitleOfPath(path, moduleId, lang)).toBe(title);
  });

  it('names modules as the menu does', () => {
    expect(moduleName('reports', 'vi')).toBe('Báo cáo');
    expect(moduleName('dashboard', 'en')).toBe('Dashboards');
  });
});
