import { create } from 'zustand';

export type TNotificationSeverity = 'success' | 'info' | 'warn' | 'error';

export interface TNotification {
  id: number;
  severity: TNotificationSeverity;
  summary: string;
  detail?: string;
}

interface NotificationState {
  queue: TNotification[];
  push: (n: Omit<TNotification, 'id'>) => void;
  /** The renderer took these: drop them from the queue. */
  take: (ids: number[]) => void;
}

let nextId = 1;

/** The queue of notifications the shell (or a standalone frame) renders as toasts. */
export const useNotifications = create<NotificationState>((set) => ({
  queue: [],
  push: (n) => set((s) => ({ queue: [...s.queue, { ...n, id: nextId++ }] })),
  take: (ids) => set((s) => ({ queue: s.queue.filter((n) => !ids.includes(n.id)) })),
}));

const push = (severity: TNotificationSeverity) => (summary: string, detail?: string) =>
  useNotifications.getState().push({ severity, summary, ...(detail === undefined ? {} : { detail }) });

/**
 * Shows a toast from anywhere (React or not).
 * @example notify.success(MESSAGES.loggedIn); notify.error(errorMessage(err));
 */
export const notify = {
  success: push('success'),
  info: push('info'),
  warn: push('warn'),
  error: push('error'),
};
