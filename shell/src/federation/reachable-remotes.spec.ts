import { MODULE_IDS, type TMenuItem, type TModuleId } from '@hm/contract';
import { reachableRemotes } from './reachable-remotes';

let id = 0;
const entry = (path: string | null, module: string, children: TMenuItem[] = []): TMenuItem => ({
  id: ++id,
  parent_id: null,
  menu_name: path ?? 'Nhóm',
  menu_name_english: path ?? 'Group',
  path,
  icon: null,
  order_by: id,
  cap: 1,
  module,
  children,
});

const all = new Set<string>(MODULE_IDS);
const licensed = (...m: TModuleId[]) => new Set<TModuleId>(m);

describe('reachableRemotes', () => {
  it('gives a staff member only the survey remote: the menu reaches nothing else', () => {
    const staffMenu = [entry('/', 'core'), entry('/KhaoSat', 'survey'), entry('/vi/KhaoSat/DanhSachBinhChon', 'survey')];
    expect([...reachableRemotes(staffMenu, licensed('survey', 'dashboard', 'reports', 'system', 'catalogues'), all)]).toEqual(['survey']);
  });

  it('finds the remotes of nested entries, whatever the case and locale prefix of their paths', () => {
    const menu = [entry(null, 'core', [entry('/vi/dashboard/Hospital', 'dashboard'), entry('HeThongDanhMuc/BenhVien', 'catalogues')]), entry('/vi/HeThong/TaiKhoan', 'system')];
    expect([...reachableRemotes(menu, licensed('dashboard', 'catalogues', 'system', 'survey'), all)].sort()).toEqual(['catalogues', 'dashboard', 'system']);
  });

  it('leaves out unlicensed modules, their children, and remotes that are not deployed', () => {
    const menu = [
      entry('/Dashboard/Hospital', 'dashboard', [entry('/HeThongBaoCao/XuatDuLieu', 'reports')]),
      entry('/HeThongBaoCao/XuatDuLieu', 'reports'),
      entry('/KhaoSat', 'survey'),
    ];
    expect([...reachableRemotes(menu, licensed('reports', 'survey'), all)].sort()).toEqual(['reports', 'survey']);
    expect([...reachableRemotes(menu, licensed('reports', 'survey'), new Set(['survey']))]).toEqual(['survey']);
  });

  it('ignores groups without a path, shell pages and paths no module owns', () => {
    const menu = [entry(null, 'core'), entry('/Login', 'core'), entry('/KhongCo/Trang', 'core'), entry('', 'core')];
    expect(reachableRemotes(menu, licensed(...MODULE_IDS), all).size).toBe(0);
  });
});
