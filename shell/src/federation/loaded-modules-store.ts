import type { TModuleId } from '@hm/contract';
import { create } from 'zustand';

export interface LoadedModule {
  moduleId: TModuleId;
  federationName: string;
  version: string;
  contractMajor: number;
  /** The registry release it was loaded from (null: the server's built-in files). */
  release: string | null;
}

interface LoadedModulesState {
  modules: Partial<Record<TModuleId, LoadedModule>>;
  add: (m: LoadedModule) => void;
}

/** The remotes loaded in this page, for the About page. */
export const useLoadedModules = create<LoadedModulesState>((set) => ({
  modules: {},
  add: (m) => set((s) => ({ modules: { ...s.modules, [m.moduleId]: m } })),
}));
