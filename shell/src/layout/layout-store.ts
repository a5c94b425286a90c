import { useSession } from '@hm/platform';
import { create } from 'zustand';

interface LayoutState {
  drawerOpen: boolean;
  languageDialogOpen: boolean;
  passwordDialogOpen: boolean;
  toggleDrawer: () => void;
  setDrawer: (open: boolean) => void;
  setLanguageDialog: (open: boolean) => void;
  setPasswordDialog: (open: boolean) => void;
}

/** The shell's own UI state: the drawer and the two account dialogs. */
export const useLayout = create<LayoutState>((set) => ({
  drawerOpen: false,
  languageDialogOpen: false,
  passwordDialogOpen: false,
  toggleDrawer: () => set((s) => ({ drawerOpen: !s.drawerOpen })),
  setDrawer: (drawerOpen) => set({ drawerOpen }),
  setLanguageDialog: (languageDialogOpen) => set({ languageDialogOpen }),
  setPasswordDialog: (passwordDialogOpen) => set({ passwordDialogOpen }),
}));

/** An initial or reset password must be changed first: the server answers nothing else until it is. */
export const useMustChangePassword = (): boolean => useSession((s) => s.user?.phai_doi_mat_khau === true);

/** Whether the password dialog shows: asked from the account menu, or a password that must be changed. */
export function usePasswordDialogOpen(): boolean {
  const asked = useLayout((s) => s.passwordDialogOpen);
  return useMustChangePassword() || asked;
}
