import { NavigationType, type Navigator, type UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
type Listener = Parameters<BrowserHistory['listen']>[0];

export interface GuardedHistory {
  /** What the router navigates with: an unsaved-changes guard wraps its methods while edits are unsaved. */
  navigator: Navigator;
  /** `history.listen`, without the browser's Back or Forward while a guard holds the navigator. */
  listen: (listener: Listener) => () => void;
}

/** The position of the current entry, which react-router's history keeps in the entry's state. */
const position = (): number | null => (window.history.state as { idx?: number } | null)?.idx ?? null;

/**
 * The shell's browser history, holding the browser's Back and Forward while unsaved edits are
 * guarded. The guard (useUnsavedChanges of @hm/ui/dialog) wraps the navigator's methods, so a
 * navigator whose `go` is not its own means edits are unsaved. By the time the browser's popstate
 * arrives the URL has already moved: the history goes straight back by the same distance (the
 * Forward entries are kept, nothing is pushed), then repeats the move through the navigator, whose
 * guard asks 'Bạn có thay đổi chưa lưu. Rời trang?'. Leaving moves again, and this time the router
 * follows. (react-router's own blocker does the same, but only in a data router.)
 * @example const { navigator, listen } = guardedHistory(createBrowserHistory({ v5Compat: true }));
 */
export function guardedHistory(history: BrowserHistory): GuardedHistory {
  // Where a move through the navigator's own `go` lands (no guard held it, or its user chose to leave).
  let letThrough: number | null = null;
  // A held move's distance, while the browser returns to the page with unsaved edits.
  let returning: number | null = null;
  const go = (delta: number) => {
    const at = position();
    letThrough = at === null ? null : at + delta;
    history.go(delta);
  };
  const navigator: Navigator & { readonly location: BrowserHistory['location'] } = {
    // Where the browser is now, before the router renders it (useStillShown of @hm/platform).
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state) => history.push(to, state),
    replace: (to, state) => history.replace(to, state),
    go,
  };
  const listen = (listener: Listener) =>
    history.listen((update) => {
      if (update.action !== NavigationType.Pop) return listener(update);
      if (returning !== null) {
        const delta = returning;
        returning = null;
        navigator.go(delta);
        return;
      }
      const allowed = letThrough !== null && letThrough === position();
      letThrough = null;
      if (!allowed && navigator.go !== go && update.delta) {
        returning = update.delta;
        history.go(-update.delta);
        return;
      }
      listener(update);
    });
  return { navigator, listen };
}
