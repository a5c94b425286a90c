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
