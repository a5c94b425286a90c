import { lazy, type ReactNode, Suspense, useState } from 'react';
import { loadWithChunkReload } from '../chunks/load-with-chunk-reload';
import { useLayout, usePasswordDialogOpen } from './layout-store';

// Their code (PrimeReact's dialog, radio and password fields, the form library and its zod
// resolver) loads the first time one is asked for: every page loaded it for dialogs most visits never open.
const LanguageDialog = lazy(() => loadWithChunkReload(() => import('../account/LanguageDialog')).then((m) => ({ default: m.LanguageDialog })));
const ChangePasswordDialog = lazy(() => loadWithChunkReload(() => import('../account/ChangePasswordDialog')).then((m) => ({ default: m.ChangePasswordDialog })));

/** Mounts `children` the first time `open` is true, and keeps them mounted from then on (their closing, their state). */
function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * The layout's two dialogs of the account menu: the language, and the password (also opened by an
 * initial password that must be changed).
 * @example <LayoutDialogs />
 */
export function LayoutDialogs() {
  const language = useLayout((s) => s.languageDialogOpen);
  const password = usePasswordDialogOpen();
  return (
    <>
      <OnceOpened open={language}>
        <LanguageDialog />
      </OnceOpened>
      <OnceOpened open={password}>
        <ChangePasswordDialog />
      </OnceOpened>
    </>
  );
}
