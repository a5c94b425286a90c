import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { SMTP_HTTP_PORT } from '../ports';
import { apiCall } from './api-call';

// What the journeys (a campaign, the improvement cycle) do alike: API calls with a token, the
// mails the SMTP sink received, and votes through the step form or a mailed link.

const V = '/votesafety/v1';

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
export interface Mail {
  to: string[];
  subject: string;
  text: string;
}
export interface Question {
  cauhoi_id: number;
  ma_cauhoi: string;
  /** agreement, frequency, unit, position, … */
  scale?: string;
  /** 1: reverse-worded (disagreeing is positive). */
  thuan_nghich?: number;
  answers: { gia_tri: number }[];
}
export interface Sheet {
  parts: { la_thong_tin_chung?: boolean; questions: Question[] }[];
}

/** Every mail the SMTP sink has received in this run. */
export const mailbox = async (): Promise<Mail[]> => (await (await fetch(`http://127.0.0.1:${SMTP_HTTP_PORT}/messages`)).json()) as Mail[];

/** The personal voting link of an invitation mail. */
export const linkOf = (m: Mail): string => /(https?:\/\/\S+\/ChungThuc#t=\S+)/.exec(m.text)![1]!;

/** Answers every question of the step on screen: the `choice`-th answer (from 0), or the last of shorter lists. */
async function answerStep(page: Page, choice: number): Promise<void> {
  for (const group of await page.getByRole('radiogroup').all()) {
    const radios = group.getByRole('radio');
    await radios.nth(Math.min(choice, (await radios.count()) - 1)).check();
  }
}

/** The step form from its first page to the thanks, every step answered with the `choice`-th answer (default the 4th: 'agree'). */
export async function voteInForm(page: Page, choice = 3): Promise<void> {
  await page.getByRole('button', { name: 'Bắt đầu' }).click();
  for (let step = 0; step < 30 && !(await page.getByRole('button', { name: 'Gửi phiếu' }).isVisible()); step++) {
    await answerStep(page, choice);
    await page.getByRole('button', { name: 'Tiếp', exact: true }).click();
  }
  await page.getByRole('button', { name: 'Gửi phiếu' }).click();
  await expect(page.getByRole('heading', { name: 'Cảm ơn anh/chị đã tham gia khảo sát!' })).toBeVisible();
}

/** The 4th value of a question's answers (an agreement scale's 'agree'), or the last of shorter lists. */
const fourth = (q: Question) => {
  const values = q.answers.map((x) => x.gia_tri);
  return values[Math.min(3, values.length - 1)]!;
};

/**
 * A vote through a mailed link, as the step form submits it: every question with answers
 * answered, with `choose`'s value (default the 4th answer).
 */
export async function voteThroughLink(api: APIRequestContext, link: string, versionId: number, choose: (q: Question) => number = fourth): Promise<void> {
  const token = decodeURIComponent(link.split('#t=')[1]!);
  const session = await api.put(`${V}/authentication`, { data: { token } });
  expect(session.status()).toBe(200);
  const voter = ((await session.json()) as Envelope<{ access_token: string }>).data.access_token;
  const sheet = await apiCall<Sheet>(api, voter, 'GET', `${V}/phien-ban-khao-sat/${versionId}/vi`);
  const answers = sheet.parts
    .flatMap((p) => p.questions)
    .filter((q) => q.answers.some((x) => typeof x.gia_tri === 'number'))
    .map((q) => ({ cauhoi_id: q.cauhoi_id, gia_tri: [choose(q)] }));
  await apiCall(api, voter, 'POST', `${V}/ket-qua`, { phien_ban_id: versionId, idempotency_key: crypto.randomUUID(), language: 'vi', answers });
}
