import '@hm/ui/theme';
import { CONSTANTS } from '@hm/contract/constants';
import { APP_TITLE, hasBrowserSession, loginTexts, readLanguageCookie } from '@hm/platform/light';
import { LoginForm } from '@hm/ui/login';
import { createRoot } from 'react-dom/client';
import { loadWithChunkReload } from '../chunks/load-with-chunk-reload';
import { LoginFrame } from './LoginFrame';
import { loginTarget } from './login-target';

// The login page opened directly (a bookmark, a reload, the link of a logout elsewhere): what a
// signed-out visitor downloads is the form and what draws it (issue 15). React comes from the
// share scope as for the rest of the shell; PrimeReact's look comes from the theme's classes.
// The platform (contract, zod, i18next, TanStack Query, the router, PrimeReact) loads once the
// visitor starts using the form, or at submit; the application replaces this page after sign-in.

const root = createRoot(document.getElementById('root')!);
const language = readLanguageCookie();
const title = loginTexts[language].title;
document.title = `${title} | ${APP_TITLE}`;

// The shell's own chunks: one that cannot be fetched (a new deployment) reloads the page once.
const loadApp = () => loadWithChunkReload(() => import('../app/start-app'));
const loadPlatform = () => loadWithChunkReload(() => import('../app/platform-ready')).then((m) => m.platformReady());

let submitted = false;
let entered = false;

/** The whole application at `path` (the page's own address by default) takes over the root. */
function enterApp(path?: string, options?: { openDrawer?: boolean }): void {
  if (entered) return;
  entered = true;
  if (path) window.history.replaceState(null, '', path);
  loadApp().then(
    (m) => m.startApp(root, options),
    (err: unknown) => {
      // This page stays; the next click (or login) tries again.
      console.error(err);
      entered = false;
    },
  );
}

/** At submit: the platform and the runtime configuration; the application loads meanwhile. */
function ready(): Promise<unknown> {
  submitted = true;
  loadApp().catch(() => undefined);
  return loadPlatform();
}

root.render(
  <LoginFrame language={language} title={title} onMenu={() => enterApp(undefined, { openDrawer: true })} onHome={() => enterApp('/vi')}>
    <LoginForm language={language} ready={ready} onSuccess={() => enterApp(loginTarget(window.location.search))} />
  </LoginFrame>,
);

// The rest of the shell loads once the visitor starts using the page (a focus, a touch, a key):
// while they type, not while a phone is still drawing the form (issue 32: loaded when idle, its
// ~360 KiB and their evaluation competed with the page, 2.8 s of blocking at 4x slowdown).
const container = document.getElementById('root')!;
const onFirstUse = () => {
  for (const type of FIRST_USE) container.removeEventListener(type, onFirstUse);
  loadApp().catch(() => undefined);
};
const FIRST_USE = ['focusin', 'pointerdown', 'keydown'] as const;
for (const type of FIRST_USE) container.addEventListener(type, onFirstUse, { passive: true });

// When the browser is idle: a session kept by the refresh cookie (someone signed in opening the
// login page) shows the application as a reload would. Asked with one light call; the application
// is loaded only for a yes.
const whenIdle = (run: () => void) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: CONSTANTS.prefetchIdleTimeoutMs });
  else setTimeout(run, CONSTANTS.prefetchIdleTimeoutMs);
};
whenIdle(() => {
  void hasBrowserSession().then((signedIn) => signedIn && !submitted && enterApp());
});
