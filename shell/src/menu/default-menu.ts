import type { TMenuItem } from '@hm/contract';

const item = (id: number, vi: string, en: string, path: string, icon: string, module: string): TMenuItem => ({
  id,
  parent_id: null,
  menu_name: vi,
  menu_name_english: en,
  path,
  icon,
  order_by: id,
  cap: 1,
  module,
  children: [],
});

/** The menu before a permission group is known (spec §2): home, login, vote page. */
export const DEFAULT_MENU: TMenuItem[] = [
  item(1, 'Trang chủ', 'Home', '/', 'pi pi-home', 'core'),
  item(2, 'Đăng nhập', 'Log in', '/login', 'pi pi-sign-in', 'core'),
  item(3, 'Bình chọn', 'Vote', '/KhaoSat', 'pi pi-thumbs-up', 'survey'),
];
