import type { TMenuItem, TModuleId } from '@hm/contract';
import { DEFAULT_MENU } from './default-menu';
import { buildMenu } from './menu-model';

let nextId = 100;
const m = (name: string, order: number, module: string, path: string | null, children: TMenuItem[] = []): TMenuItem => ({
  id: nextId++,
  parent_id: null,
  menu_name: name,
  menu_name_english: `${name} (en)`,
  path,
  icon: null,
  order_by: order,
  cap: 1,
  module,
  children,
});

const all = new Set<TModuleId>(['survey', 'dashboard', 'reports', 'system', 'catalogues']);

describe('buildMenu', () => {
  const tree = [
    m('Trang chủ', 1, 'core', '/'),
    m('Thống kê', 3, 'dashboard', null, [m('Dashboard bệnh viện', 2, 'dashboard', '/Dashboard/Hospital'), m('Thống kê tham gia', 1, 'dashboard', '/ThongKe')]),
    m('Khảo sát', 2, 'survey', null, [m('Bình chọn', 1, 'survey', '/KhaoSat')]),
    m('Giới thiệu', 0, 'core', '/GioiThieu'),
  ];

  it('puts groups first, then leaves, each sorted by order_by, with routes under /vi', () => {
    const menu = buildMenu(tree, 'vi', all);
    expect(menu.map((n) => n.label)).toEqual(['Khảo sát', 'Thống kê', 'Giới thiệu', 'Trang chủ']);
    expect(menu[1]?.children.map((n) => [n.label, n.to])).toEqual([
      ['Thống kê tham gia', '/vi/ThongKe'],
      ['Dashboard bệnh viện', '/vi/Dashboard/Hospital'],
    ]);
    expect(menu[3]?.to).toBe('/vi');
  });

  it('leaves out the entries of unlicensed modules', () => {
    const menu = buildMenu(tree, 'vi', new Set<TModuleId>(['survey']));
    expect(menu.map((n) => n.label)).toEqual(['Khảo sát', 'Giới thiệu', 'Trang chủ']);
  });

  it('shows English names when English is the display language', () => {
    expect(buildMenu(tree, 'en', all)[0]?.label).toBe('Khảo sát (en)');
  });

  it('keeps the default menu for a guest: home, login and the vote page', () => {
    const menu = buildMenu(DEFAULT_MENU, 'vi', new Set(['survey']));
    expect(menu.map((n) => n.to)).toEqual(['/vi', '/vi/login', '/vi/KhaoSat']);
  });
});
