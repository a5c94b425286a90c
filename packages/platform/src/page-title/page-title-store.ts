import { useEffect } from 'react';
import { create } from 'zustand';
import { APP_TITLE } from './app-title';

export { APP_TITLE };

interface PageTitleState {
  title: string;
  setTitle: (title: string) => void;
}

/** The title the top bar shows. */
export const usePageTitleStore = create<PageTitleState>((set) => ({
  title: '',
  setTitle: (title) => set({ title }),
}));

/**
 * Sets the page title (top bar and document) while the calling page is shown.
 * @example usePageTitle('Đăng nhập hệ thống');
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    usePageTitleStore.getState().setTitle(title);
    document.title = title ? `${title} | ${APP_TITLE}` : APP_TITLE;
  }, [title]);
}

/**
 * The current page title.
 * @example <h1>{usePageTitleValue()}</h1>
 */
export const usePageTitleValue = (): string => usePageTitleStore((s) => s.title);
