import { expect, type Page, test } from '@playwright/test';
import { SMTP_HTTP_PORT } from '../ports';
import { signIn } from './login-helpers';
import { shownNumber } from './shown-number';

interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}
const mailbox = async (): Promise<ReceivedMail[]> => (await fetch(`http://127.0.0.1:${SMTP_HTTP_PORT}/messages`)).json() as Promise<ReceivedMail[]>;

const TITLE = 'Khảo sát văn hóa an toàn người bệnh 2026 (e2e)';

/** Opens the row's menu of more actions and chooses one. */
async function rowAction(page: Page, action: string) {
  await page.getByRole('button', { name: `Thao tác khác: ${TITLE}` }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test('bvadmin copies SOPS 2.0, edits it, assigns the hospital and its staff, starts it and sends the invitations', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'bvadmin', '/vi/KhaoSat');
  await expect(page.getByRole('heading', { name: 'Phiên bản khảo sát', exact: true })).toBeVisible();

  // Copy the template into the hospital's own version.
  await page.getByRole('button', { name: 'Tạo từ bộ câu hỏi mẫu' }).click();
  const copy = page.getByRole('dialog', { name: 'Tạo phiên bản từ bộ câu hỏi mẫu' });
  await copy.getByRole('button', { name: 'Chọn bộ câu hỏi mẫu' }).click();
  await page.getByRole('option', { name: /SOPS Hospital Survey 2\.0/ }).click();
  await copy.getByLabel('Tiêu đề (tiếng Việt)').fill(TITLE);
  await copy.getByRole('button', { name: 'Tạo phiên bản' }).click();
  await expect(page.getByText('Thành công!')).toBeVisible();
  await expect(copy).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(TITLE.replace(/[()]/g, '\\$&')) });
  await expect(row).toContainText('0 / 0');

  // Edit a question of the copy.
  await rowAction(page, 'Câu hỏi');
  await expect(page.getByRole('heading', { name: 'Câu hỏi', exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Sửa: A1\. / }).click();
  const question = page.getByRole('dialog', { name: 'Sửa câu hỏi' });
  await question.getByLabel('Nội dung câu hỏi (Tiếng Việt)').fill('Trong khoa/phòng này, mọi người làm việc cùng nhau như một nhóm hiệu quả.');
  await question.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Cập nhật thành công')).toBeVisible();
  await expect(page.getByRole('row', { name: /mọi người làm việc cùng nhau/ })).toBeVisible();

  // Add a composite of two of its questions.
  await page.goto('/vi/KhaoSat');
  await rowAction(page, 'Composite');
  await page.getByRole('button', { name: 'Thêm composite' }).click();
  const composite = page.getByRole('dialog', { name: 'Thêm composite' });
  await composite.getByLabel('Mã composite').fill('E2E_TEAM');
  await composite.getByLabel('Tên (tiếng Việt)').fill('Phối hợp trong khoa');
  await composite.getByLabel('Tên (tiếng Anh)').fill('Teamwork in the unit');
  await composite.getByText('Chọn câu hỏi', { exact: true }).click();
  await page.getByRole('option', { name: /^A1\. / }).click();
  await page.getByRole('option', { name: /^A8\. / }).click();
  await page.keyboard.press('Escape');
  await composite.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Thành công!')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('E2E');
  await expect(
    page
      .getByRole('row', { name: /E2E_TEAM Phối hợp trong khoa/ })
      .getByRole('cell')
      .nth(5),
  ).toHaveText(/(^|\D)2$/);

  // The hospital runs it (the copy chose it already: saving keeps it).
  await page.goto('/vi/KhaoSat');
  await rowAction(page, 'Bệnh viện tham gia');
  const tick = page.getByRole('checkbox', { name: 'Chọn Bệnh viện Đa khoa Demo', exact: true });
  if (!(await tick.isChecked())) await tick.click();
  await expect(tick).toBeChecked();
  await page.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByText('Cập nhật thành công')).toBeVisible();

  // Its active staff take part: every staff member the (empty) filters match, on every page.
  await page.goto('/vi/KhaoSat');
  await rowAction(page, 'Mời nhân viên');
  await page.getByRole('button', { name: /^Chọn tất cả \d+ nhân viên khớp bộ lọc$/ }).click();
  await page.getByRole('button', { name: /^Mời \d+ nhân viên đã chọn$/ }).click();
  await page.getByRole('dialog', { name: 'Xác nhận' }).getByRole('button', { name: 'Đồng ý' }).click();
  const staffCount = await shownNumber(page.getByText(/^Đã thêm \d+ nhân viên; tổng \d+ nhân viên tham gia\.$/), /tổng (\d+)/);
  expect(staffCount).toBeGreaterThan(0);

  // Start it, then invite.
  await page.goto('/vi/KhaoSat');
  await rowAction(page, 'Bắt đầu khảo sát');
  // The start says whom it invites: the staff picked above, none added silently.
  const start = page.getByRole('dialog', { name: /^Bắt đầu khảo sát/ });
  await expect(start).toContainText(`giữ ${staffCount} nhân viên đã chọn (trên ${staffCount})`);
  await start.getByRole('button', { name: 'Bắt đầu', exact: true }).click();
  await expect(page.getByText(/^Đã mở khảo sát;/)).toBeVisible();
  await expect(row).toContainText(`0 / ${staffCount}`);
  await rowAction(page, 'Gửi thư mời');
  await page.getByRole('dialog', { name: 'Xác nhận' }).getByRole('button', { name: 'Đồng ý' }).click();
  const mailCount = await shownNumber(page.getByText(/^Đã xếp \d+ thư vào hàng đợi;/), /Đã xếp (\d+)/);
  expect(mailCount).toBeGreaterThan(0);

  // The background sender delivers them to the SMTP server, each with its own vote link.
  await expect.poll(async () => (await mailbox()).filter((m) => m.subject.includes(TITLE)).length, { timeout: 20_000 }).toBe(mailCount);
  const mails = (await mailbox()).filter((m) => m.subject.includes(TITLE));
  expect(mails[0]!.subject).toBe(`Mời tham gia khảo sát văn hóa an toàn người bệnh: ${TITLE}`);
  const links = mails.map((m) => /\/ChungThuc#t=(\S+)/.exec(m.text)?.[1]);
  expect(links.every(Boolean)).toBe(true);
  expect(new Set(links).size).toBe(mailCount);

  // The outbox shows them sent, links masked.
  await page.getByRole('button', { name: 'Hộp thư gửi đi' }).click();
  await expect(page.getByRole('heading', { name: 'Hộp thư gửi đi' })).toBeVisible();
  const sentRows = page.getByRole('row', { name: new RegExp(`Mời tham gia.*${TITLE.replace(/[()]/g, '\\$&')}.*Đã gửi`) });
  await expect(sentRows.first()).toBeVisible();
  await sentRows
    .first()
    .getByRole('button', { name: /^Xem: / })
    .click();
  const detail = page.getByRole('dialog', { name: 'Chi tiết thư' });
  await expect(detail).toContainText('/ChungThuc#t=••••••');
  await expect(detail).toContainText('Bệnh viện Đa khoa Demo trân trọng mời anh/chị');
  await expect(detail).not.toContainText(/#t=[\w-]/);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // The list counts them: nobody has voted yet.
  await page.goto('/vi/KhaoSat');
  await expect(row).toContainText(`0 / ${staffCount}`);
});
