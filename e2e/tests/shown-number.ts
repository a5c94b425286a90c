import { expect, type Locator } from '@playwright/test';

/**
 * The number a message shows (the pattern's first group), read while it is shown. A toast leaves
 * after a few seconds: waiting for it to be visible and then reading its text can find it gone on a
 * loaded machine, so the text is read by polling, the same moment it is found.
 * @example const total = await shownNumber(page.getByText(/^Đã thêm \d+ nhân viên/), /tổng (\d+)/);
 */
export async function shownNumber(message: Locator, pattern: RegExp): Promise<number> {
  let value = Number.NaN;
  await expect
    .poll(async () => {
      const found = (await message.allTextContents()).map((text) => pattern.exec(text)).find((m) => m);
      if (found) value = Number(found[1]);
      return !!found;
    })
    .toBe(true);
  return value;
}
