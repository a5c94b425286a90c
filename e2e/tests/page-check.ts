import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What a page shows while it loads: a check waits until none is left. */
const LOADING = '.p-datatable-loading-overlay, .hm-loading-block, .hm-page-spinner';
/** The root of a rendered page of the product (a remote's page or the vote frame). */
const PAGE_ROOT = '.hm-page, .hm-vote-frame';

/**
 * Opens `path` inside the running app, as a click on a link does (React Router follows the
 * history), which skips reloading the shell, the session and the remote for every page of a
 * sweep. The first page, and a page whose path is the one shown (only its query differs, so the
 * same page would stay mounted), are loaded in full.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const current = page.url().startsWith('http') ? new URL(page.url()) : null;
  const target = new URL(path, current ?? 'http://x');
  if (!current || current.pathname.toLowerCase() === target.pathname.toLowerCase() || !(await page.locator(PAGE_ROOT).count())) {
    await page.goto(path);
    return;
  }
  await page.evaluate((root) => document.querySelectorAll(root).forEach((e) => e.setAttribute('data-left', '')), PAGE_ROOT);
  await page.evaluate((href) => {
    window.history.pushState(null, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, target.pathname + target.search);
  await expect(
    page
      .locator(
        PAGE_ROOT.split(', ')
          .map((s) => `${s}:not([data-left])`)
          .join(', '),
      )
      .first(),
    path,
  ).toBeVisible();
}

/**
 * PrimeReact's dialogs and drawers fade in and out: axe measures a pale text's contrast halfway
 * (seen on a busy machine), so a check waits until none is moving.
 */
export async function noOverlayMoving(page: Page): Promise<void> {
  await expect(page.locator('.p-dialog-enter, .p-dialog-enter-active, .p-dialog-exit-active, .p-sidebar-enter, .p-sidebar-enter-active, .p-sidebar-exit-active')).toHaveCount(0);
}

/** The serious and critical WCAG 2 A/AA violations inside `scope`, one line each. */
export async function seriousViolations(page: Page, scope = 'main'): Promise<string[]> {
  await noOverlayMoving(page);
  const { violations } = await new AxeBuilder({ page }).include(scope).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')} ${v.nodes[0]?.failureSummary?.slice(0, 160) ?? ''}`);
}

export interface PageCheck {
  /** The page's h1, when it has one. */
  heading?: string | RegExp;
  /** A selector that is there once the page shows its data. */
  ready?: string;
  /** Where axe looks (default `main`). */
  scope?: string;
}

/**
 * One page of a sweep: it renders (no 'in development' notice, nothing loading), axe finds no
 * serious or critical violation at 1280 px and at 360 px, and nothing scrolls sideways on the
 * phone.
 */
export async function checkPage(page: Page, path: string, check: PageCheck = {}): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openInApp(page, path);
  // The first page of a sweep may load its module cold: remotes are no longer preloaded in the
  // first 5 s after sign-in (issue 32), and the two browser shards share two cores.
  if (check.heading) await expect(page.getByRole('heading', { level: 1, name: check.heading }).first(), path).toBeVisible({ timeout: 30_000 });
  if (check.ready) await expect(page.locator(check.ready).first(), path).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(PAGE_ROOT).first(), path).toBeVisible();
  await expect(page.locator(LOADING), path).toHaveCount(0);
  await expect(page.getByText('Trang đang được phát triển'), path).toHaveCount(0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await seriousViolations(page, check.scope), `${path} at 1280 px`).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: `${path} scrolls sideways at 360 px` })
    .toBeLessThanOrEqual(0);
  expect(await seriousViolations(page, check.scope), `${path} at 360 px`).toEqual([]);
}
