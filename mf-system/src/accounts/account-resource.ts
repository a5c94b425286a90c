import { endpoints } from '@hm/contract';
import type { CrudResource } from '@hm/platform';

const calls = { list: endpoints.accountList, byId: endpoints.accountById, create: endpoints.accountCreate, update: endpoints.accountUpdate, remove: endpoints.accountDelete };

/**
 * Accounts as the system administrator sees them (TaiKhoan: every account, a hospital filter)
 * and as a hospital administrator does (TaiKhoanBenhVien: the accounts of the hospital shown,
 * one of theirs). The same calls; the server scopes both.
 */
export const accounts = { name: 'account', id: 'tai_khoan_id', scope: 'system', endpoints: calls, combo: { label: 'ten_tai_khoan' } } satisfies CrudResource;
export const hospitalAccounts = { ...accounts, scope: 'hospital' } satisfies CrudResource;
