import { useNavigationBusy } from '@hm/platform';
import { type ReactNode, useLayoutEffect, useState, useTransition } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router-dom';
import { guardedHistory } from './guardedHistory';

interface HistoryState {
  action: NavigationType;
  location: Location;
}

/**
 * react-router's BrowserRouter, except that the transition it renders a new location in is one
 * whose pending state we can see: while React keeps the old page up because the new one
 * suspends (a lazy page, a remote), the page counts as busy and the progress bar runs.
 * (BrowserRouter calls React.startTransition, which reports nothing.) The browser's Back and
 * Forward ask first while edits are unsaved (`guardedHistory`).
 * @example <TransitionRouter><App /></TransitionRouter>
 */
export function TransitionRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [guarded] = useState(() => guardedHistory(history));
  const [state, setState] = useState<HistoryState>({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => guarded.listen((update) => startTransition(() => setState(update))), [guarded]);
  useNavigationBusy(pending);
  return (
    <Router location={state.location} navigationType={state.action} navigator={guarded.navigator}>
      {children}
    </Router>
  );
}
