import { MENU_TREE, menuLeaves, menuTreeOf } from './menu-tree';
import { SCREENS, screenPath, screenRoutes, type TScreen } from './screens';

describe('menuTreeOf', () => {
  const row = (code: string, folder?: 'KHAO_SAT' | 'DM_MAPPING'): TScreen => ({
    code,
    path: `/${code}`,
    vi: code,
    en: code,
    icon: 'pi',
    module: 'core',
    menu: ['STAFF'],
    ...(folder ? { folder } : {}),
  });

  it('keeps table order, puts a folder where its first entry is, and nests folders', () => {
    const tree = menuTreeOf([row('A'), row('B', 'KHAO_SAT'), row('C', 'DM_MAPPING'), row('D', 'KHAO_SAT'), row('E')]);
    expect(tree.map((m) => m.code)).toEqual(['A', 'KHAO_SAT', 'DANH_MUC', 'E']);
    expect(tree[1]!.children!.map((m) => m.code)).toEqual(['B', 'D']);
    expect(tree[2]!.children![0]).toMatchObject({ code: 'DM_MAPPING', path: null, children: [{ code: 'C', path: '/C', groups: ['STAFF'] }] });
  });

  it('leaves screens that are no menu entry out of the menu', () => {
    expect(menuLeaves().length).toBe((SCREENS as readonly TScreen[]).filter((s) => s.menu).length);
    expect(MENU_TREE.map((m) => m.code)).toEqual(['HOME', 'KHAO_SAT', 'THONG_KE', 'BAO_CAO', 'HE_THONG', 'DANH_MUC', 'GIOI_THIEU', 'ABOUT']);
  });
});

describe('screenRoutes', () => {
  it("nests a module's screens under their first segment, the segment's own screen as its index", () => {
    expect(screenRoutes('reports', (page) => page)).toEqual([
      {
        path: 'HeThongBaoCao',
        children: [
          { path: 'XuatDuLieu', element: 'DataExport' },
          { path: 'BaoCaoPhanHoi', element: 'FeedbackReport' },
          { path: 'TaiLieuKhoa', element: 'DebriefPacks' },
          { path: 'ReportView', element: 'ReportView' },
          { index: true, element: 'ReportsIndex' },
        ],
      },
    ]);
  });

  it('gives a lone screen of a segment a plain route', () => {
    expect(screenRoutes('survey', (page) => page)).toContainEqual({ path: 'ChungThuc', element: 'Invitation' });
  });
});

it('finds a screen path by code, below the locale base', () => {
  expect(screenPath('KS_DAP_AN')).toBe('KhaoSat/FormDapAn');
});
