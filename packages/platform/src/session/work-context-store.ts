import type { TMenuItem } from '@hm/contract';
import { create } from 'zustand';

interface WorkContextState {
  /** The permission menu of the logged-in group; `null` until fetched. */
  menu: TMenuItem[] | null;
  workingDepartmentId: number | null;
  workingWarehouseId: number | null;
  setMenu: (menu: TMenuItem[] | null) => void;
  setWorkingDepartment: (id: number | null) => void;
  setWorkingWarehouse: (id: number | null) => void;
  reset: () => void;
}

const empty = { menu: null, workingDepartmentId: null, workingWarehouseId: null };

/**
 * What the user works on in this session: the menu, the working department and warehouse
 * (spec §3 application state). Cleared by logout.
 * @example const menu = useWorkContext((s) => s.menu);
 */
export const useWorkContext = create<WorkContextState>((set) => ({
  ...empty,
  setMenu: (menu) => set({ menu }),
  setWorkingDepartment: (workingDepartmentId) => set({ workingDepartmentId }),
  setWorkingWarehouse: (workingWarehouseId) => set({ workingWarehouseId }),
  reset: () => set(empty),
}));
