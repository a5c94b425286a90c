import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens a PrimeReact dropdown or multiselect by clicking `trigger`, and clicks `option` in its
 * panel, typing into the panel's filter first when it has one (long lists show only part of their
 * options). The panel is opened again when a re-render of the form or filter bar closed it as the
 * click landed: the one flake the browser suites kept meeting.
 *
 * `panel`: the panel's class (`.p-dropdown-panel`, `.p-multiselect-panel`, …). A dropdown's panel
 * closes once an option is chosen, and that is waited for; a multiselect's stays open.
 */
export async function pickOption(page: Page, trigger: Locator, option: string | RegExp, { panel = '.p-dropdown-panel' } = {}): Promise<void> {
  const list = page.locator(panel).first();
  const choice = list.getByRole('option', { name: option, exact: typeof option === 'string' }).first();
  await expect(async () => {
    if (!(await choice.isVisible())) {
      if (!(await list.isVisible())) await trigger.click();
      const filter = list.locator('.p-dropdown-filter, .p-multiselect-filter');
      if (typeof option === 'string' && (await filter.count()) && (await filter.inputValue()) !== option) await filter.fill(option);
    }
    await expect(choice).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await choice.click();
  if (panel === '.p-dropdown-panel') await expect(page.locator(panel)).toHaveCount(0);
}

/** Chooses `option` in the PrimeReact dropdown whose input is labelled `label` within `scope`. */
export async function chooseByLabel(page: Page, scope: Locator | Page, label: string, option: string | RegExp): Promise<void> {
  await pickOption(page, scope.locator('.p-dropdown', { has: page.getByLabel(label, { exact: true }) }), option);
}
