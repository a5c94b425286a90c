import { formatInstant, type TMailTestBody, type TMailTestResult } from '@hm/contract';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { DB } from '../../db/schema.js';
import { ConflictError, ValidationError } from '../../errors/app-errors.js';
import type { RouteAudit } from '../../resources/route.js';
import type { Caller } from '../../access/caller.js';
import { smtpOptions } from './sender.js';

export interface MailConfig {
  smtpUrl: string | null;
  from: string;
}

export const MAIL_TEST_MESSAGES = {
  notConfigured:
    'Máy chủ chưa được cấu hình gửi thư (biến môi trường SMTP_URL), nên không thể gửi thư thử. Thư mời và thư nhắc sẽ nằm ở trạng thái "Chờ gửi" cho đến khi cấu hình.',
  noAddress: 'Tài khoản của bạn chưa gắn với nhân viên có e-mail; vui lòng nhập địa chỉ nhận thư thử',
  sent: (to: string) => `Đã gửi thư thử đến ${to}`,
  failed: 'Gửi thư thử không thành công',
} as const;

/** `host:port` of SMTP_URL, never its user name or password. */
export function smtpServerLabel(smtpUrl: string | null): string | null {
  if (!smtpUrl) return null;
  try {
    const o = smtpOptions(smtpUrl);
    return `${o.host}:${o.port}`;
  } catch {
    return null;
  }
}

/** Why an SMTP attempt failed, in Vietnamese, from nodemailer's error code. */
export function explainSmtpError(err: unknown): string {
  const code = (err as { code?: string }).code ?? '';
  const command = (err as { command?: string }).command ?? '';
  // Not `instanceof Error`: nodemailer's errors may come from another realm (jest's VM).
  const text = String((err as { message?: unknown }).message ?? '');
  if (/ECONNREFUSED|EHOSTUNREACH|ENETUNREACH/.test(text)) return 'Không kết nối được máy chủ thư: kiểm tra địa chỉ, cổng và tường lửa';
  if (/ENOTFOUND|EAI_AGAIN/.test(text)) return 'Không tìm thấy máy chủ thư: kiểm tra tên máy trong SMTP_URL';
  if (code === 'EAUTH') return 'Máy chủ thư từ chối đăng nhập: kiểm tra tên và mật khẩu SMTP trong SMTP_URL';
  if (code === 'EDNS') return 'Không tìm thấy máy chủ thư: kiểm tra tên máy trong SMTP_URL';
  if (code === 'ECONNECTION' || code === 'ECONNREFUSED') return 'Không kết nối được máy chủ thư: kiểm tra địa chỉ, cổng và tường lửa';
  if (code === 'ETIMEDOUT') return 'Máy chủ thư không trả lời kịp (hết thời gian chờ)';
  if (code === 'ETLS' || code === 'ESOCKET') return 'Lỗi kết nối hoặc TLS với máy chủ thư: kiểm tra cổng và smtp:// hay smtps://';
  if (code === 'EENVELOPE' || command === 'RCPT TO') return 'Máy chủ thư từ chối địa chỉ người nhận hoặc người gửi';
  if (code === 'EMESSAGE') return 'Máy chủ thư từ chối nội dung thư';
  return 'Máy chủ thư báo lỗi khi gửi';
}

/**
 * Sends one test mail now through SMTP_URL (a connection of its own with short timeouts, not the
 * background sender's pool), to the address given or the caller's own staff e-mail, and answers
 * what the server said. Refused (409) when no SMTP server is configured. Each attempt is audited.
 */
export async function sendTestMail(db: Kysely<DB>, mail: MailConfig, caller: Caller, audit: RouteAudit, body: TMailTestBody): Promise<TMailTestResult> {
  if (!mail.smtpUrl) throw new ConflictError(MAIL_TEST_MESSAGES.notConfigured);
  let to = body.email ?? null;
  if (!to) {
    const own = await db
      .selectFrom('tai_khoan as tk')
      .innerJoin('nhan_vien as nv', 'nv.nhan_vien_id', 'tk.nhan_vien_id')
      .select('nv.email')
      .where('tk.tai_khoan_id', '=', caller.accountId)
      .executeTakeFirst();
    to = own?.email?.trim() || null;
  }
  if (!to) throw new ValidationError(MAIL_TEST_MESSAGES.noAddress, { errors: [{ path: 'email', message: MAIL_TEST_MESSAGES.noAddress }] });

  const transport = nodemailer.createTransport({ ...smtpOptions(mail.smtpUrl), connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  let result: TMailTestResult;
  try {
    await transport.sendMail({
      from: mail.from,
      to,
      subject: 'Thư thử từ Vote for Patient Safety',
      text: `Đây là thư thử do ${caller.username} gửi từ trang Tham số hệ thống, lúc ${formatInstant(new Date())}.\nNếu bạn nhận được thư này, máy chủ có thể gửi thư mời và thư nhắc khảo sát.`,
    });
    result = { sent: true, to, error: null, detail: null };
  } catch (err) {
    const detail = String((err as { response?: string }).response ?? (err as { message?: string }).message ?? err).slice(0, 500);
    result = { sent: false, to, error: explainSmtpError(err), detail };
  } finally {
    transport.close();
  }
  await audit(db, { hospitalId: caller.homeHospitalId, detail: { to, sent: result.sent, error: result.detail } });
  return result;
}
