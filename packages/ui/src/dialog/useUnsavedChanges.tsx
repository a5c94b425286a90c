import { type ReactElement, type ReactNode, useCallback, useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_NavigationContext as NavigationContext } from 'react-router-dom';
import { useConfirm } from './useConfirm';

export interface UnsavedChanges {
  /**
   * Runs `action` at once when nothing is unsaved; else asks 'Bạn có thay đổi chưa lưu. Rời trang?'
   * (or `ask.message`) and runs it when the user leaves (`ask.onStay` runs when they stay). A
   * navigation `action` starts is let through.
   */
  confirmDiscard: (action: () => void, ask?: DiscardQuestion) => void;
  /** Runs `action` (a navigation after a save, say) without asking, whatever is unsaved. */
  proceed: (action: () => void) => void;
  /** The confirmation dialog, rendered once by the screen. */
  dialog: ReactElement;
}

/** What one question says, when an in-page action (another hospital, a search) drops the edits. */
export interface DiscardQuestion {
  message?: ReactNode;
  acceptLabel?: string;
  onStay?: () => void;
}

export interface UnsavedChangesOptions {
  /** The question, when the screen says more than the common one (how many rows are unsaved). */
  message?: ReactNode;
}

type Navigator = { push: (...a: never[]) => void; replace: (...a: never[]) => void; go: (delta: number) => void };
const METHODS = ['push', 'replace', 'go'] as const;

/**
 * The one guard of unsaved edits: while `dirty`, a navigation inside the app (the drawer, a link,
 * `navigate`, `navigate(-1)`) first asks 'Bạn có thay đổi chưa lưu. Rời trang?' (English when the
 * display language is), and closing or reloading the tab gets the browser's own warning.
 *
 * react-router's `useBlocker` needs a data router (`createBrowserRouter`); the shell renders a
 * plain `<Router>` (its TransitionRouter, for the progress bar), the standalone remotes a
 * `BrowserRouter`. So the guard holds the router's navigator instead, which every router has, in
 * the shell, standalone and in tests alike. The browser's Back and Forward buttons are held in the
 * shell, whose history sees the navigator held and moves back before asking it (the shell's
 * `guardedHistory`); a standalone remote's `BrowserRouter` lets them through. The tab's closing and
 * reloading get the browser's warning everywhere.
 * @example const unsaved = useUnsavedChanges(form.formState.isDirty);
 *          <Button label="Quay lại" onClick={() => unsaved.confirmDiscard(() => navigate(-1))} />
 *          {unsaved.dialog}
 */
export function useUnsavedChanges(dirty: boolean, options: UnsavedChangesOptions = {}): UnsavedChanges {
  const { t } = useTranslation();
  const { confirm, dialog } = useConfirm({ reject: t('unsaved.stay') });
  const navigator = useContext(NavigationContext)?.navigator as unknown as Navigator | undefined;
  // Read when a navigation starts: a save that resets the form and navigates in one go is not asked about.
  const dirtyRef = useRef(dirty);
  const passing = useRef(false);
  dirtyRef.current = dirty;
  const message = options.message ?? t('unsaved.message');

  const proceed = useCallback((action: () => void) => {
    passing.current = true;
    try {
      action();
    } finally {
      passing.current = false;
    }
  }, []);

  const confirmDiscard = useCallback(
    (action: () => void, ask: DiscardQuestion = {}) => {
      if (!dirtyRef.current) {
        action();
        return;
      }
      confirm({
        message: ask.message ?? message,
        header: t('unsaved.title'),
        acceptLabel: ask.acceptLabel ?? t('unsaved.leave'),
        danger: true,
        accept: () => proceed(action),
        ...(ask.onStay ? { reject: ask.onStay } : {}),
      });
    },
    [confirm, message, proceed, t],
  );

  // The latest question, for a navigator patched once per dirty spell: re-patching would undo a
  // guard installed later on top (a form dialog over a guarded page).
  const ask = useRef(confirmDiscard);
  ask.current = confirmDiscard;

  useEffect(() => {
    if (!dirty || !navigator) return;
    const own = Object.fromEntries(METHODS.map((m) => [m, navigator[m]])) as Navigator;
    for (const m of METHODS) {
      const original = own[m] as (...a: unknown[]) => void;
      (navigator as Record<string, unknown>)[m] = (...args: unknown[]) => {
        if (passing.current || !dirtyRef.current) original(...args);
        else ask.current(() => original(...args));
      };
    }
    return () => void Object.assign(navigator, own);
  }, [dirty, navigator]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return { confirmDiscard, proceed, dialog };
}
