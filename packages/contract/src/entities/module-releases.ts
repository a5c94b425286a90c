import { z } from 'zod';
import { ZId, zText, zVerbatim } from '../common.js';
import { ZModuleId } from '../modules.js';

/**
 * The module release registry (issue 28, docs/decisions/module-releases.md): immutable releases of
 * each remote, the channels (stable, pilot) and the hospitals that follow a channel or are pinned
 * to a release, and what the shell loads for the caller's hospital.
 */

export const RELEASE_CHANNELS = ['stable', 'pilot'] as const;
export const ZReleaseChannel = z.enum(RELEASE_CHANNELS, { message: 'Kênh phát hành phải là stable hoặc pilot' });
export type TReleaseChannel = z.infer<typeof ZReleaseChannel>;
export const RELEASE_SMOKE_RESULTS = ['passed', 'failed', 'not-run'] as const;

/** The largest release upload (files as base64 in JSON), in bytes. */
export const RELEASE_UPLOAD_LIMIT = 48 * 1024 * 1024;
/** The largest file of a release, as base64 (16 MB of bytes). */
export const RELEASE_FILE_BASE64_MAX = Math.ceil((16 * 1024 * 1024) / 3) * 4;

export const ZReleaseVersion = z
  .string({ message: 'Thiếu số phiên bản' })
  .trim()
  .regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/, 'Số phiên bản chỉ gồm chữ, số và các dấu . + - (tối đa 64 ký tự)');

/** A path inside a release: no leading slash, no `..`, no backslash. */
const ZReleasePath = z
  .string()
  .min(1, 'Thiếu đường dẫn tệp')
  .max(200, 'Đường dẫn tệp tối đa 200 ký tự')
  .regex(/^(?!\/)(?!.*\.\.)[\w./@-]+$/, 'Đường dẫn tệp không hợp lệ');

/** `sha384-<base64>`, the subresource-integrity form. */
export const ZSha384 = z.string().regex(/^sha384-[A-Za-z0-9+/]{64}$/, 'Mã băm phải có dạng sha384-… (SHA-384, base64)');

export const ZReleaseUploadBody = z.object({
  module: ZModuleId,
  version: ZReleaseVersion,
  contract_major: z.number({ message: 'Thiếu phiên bản hợp đồng API' }).int().min(0).max(999),
  shell_range: z
    .string()
    .trim()
    .min(1, 'Thiếu dải phiên bản vỏ ứng dụng')
    .max(100, 'Dải phiên bản vỏ ứng dụng tối đa 100 ký tự')
    .regex(/^[0-9xX*.<>=^~| -]+$/, 'Dải phiên bản vỏ ứng dụng không hợp lệ (ví dụ >=1.0.0 <2)'),
  commit: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{4,64}$/, 'Mã commit phải là chuỗi thập lục phân')
    .nullish(),
  smoke_test: z.enum(RELEASE_SMOKE_RESULTS, { message: 'Kết quả kiểm thử phải là passed, failed hoặc not-run' }),
  /** A hotfix may change the survey module of a hospital whose survey is open (with a written reason). */
  hotfix: z.boolean({ message: 'hotfix phải là true hoặc false' }).default(false),
  entry: ZReleasePath.default('remoteEntry.js'),
  files: z
    .array(
      z.object({
        path: ZReleasePath,
        sha384: ZSha384,
        content_base64: z
          .string()
          .max(RELEASE_FILE_BASE64_MAX, 'Một tệp của bản phát hành tối đa 16 MB')
          .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'Nội dung tệp phải là base64'),
      }),
    )
    .min(1, 'Bản phát hành phải có ít nhất một tệp')
    .max(3000, 'Bản phát hành tối đa 3000 tệp'),
});
export type TReleaseUploadBody = z.input<typeof ZReleaseUploadBody>;

export const ZReleaseUploadResult = z.object({
  release_id: z.number(),
  module: z.string(),
  version: z.string(),
  files: z.number(),
  entry_integrity: z.string(),
});

/** The shortest written reason of a hotfix move during a campaign freeze. */
export const RELEASE_REASON_MIN = 10;
/**
 * Why a move is made: required (at least RELEASE_REASON_MIN characters) when it changes the survey
 * module of a hospital whose survey is open, which only a hotfix release may do (the campaign freeze).
 */
const ZReleaseReason = zText(1000).optional();
export const ZReleasePromoteBody = z.object({ module: ZModuleId, version: ZReleaseVersion, channel: ZReleaseChannel, reason: ZReleaseReason });
export const ZReleaseRollbackBody = z.object({ module: ZModuleId, channel: ZReleaseChannel, reason: ZReleaseReason });
export const ZReleasePinBody = z.object({ module: ZModuleId, hospital_id: ZId, version: ZReleaseVersion, reason: ZReleaseReason });
export const ZReleaseFollowBody = z.object({ module: ZModuleId, hospital_id: ZId, channel: ZReleaseChannel, reason: ZReleaseReason });

/** A move's answer: the channel's or hospital's release now (null = built-in files) and the hospitals it reaches. */
export const ZReleaseMoveResult = z.object({
  event_id: z.number(),
  module: z.string(),
  version: z.string().nullable(),
  hospital_ids: z.array(z.number()),
});
export type TReleaseMoveResult = z.infer<typeof ZReleaseMoveResult>;

const ZReleaseRow = z.object({
  release_id: z.number(),
  version: z.string(),
  contract_major: z.number(),
  shell_range: z.string(),
  commit: z.string().nullable(),
  smoke_test: z.enum(RELEASE_SMOKE_RESULTS),
  hotfix: z.boolean(),
  files: z.number(),
  size: z.number(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  /** Why it cannot be promoted to stable (null: it can). */
  blocked_stable: z.string().nullable(),
  /** Why it cannot be promoted to pilot or pinned (null: it can). */
  blocked: z.string().nullable(),
});
export type TReleaseRow = z.infer<typeof ZReleaseRow>;

export const ZReleaseModuleOverview = z.object({
  module: ZModuleId,
  releases: z.array(ZReleaseRow),
  channels: z.array(
    z.object({
      channel: ZReleaseChannel,
      version: z.string().nullable(),
      /** The hospitals following it (and not pinned): those a promotion reaches. */
      hospitals: z.array(z.object({ hospital_id: z.number(), name: z.string() })),
    }),
  ),
  hospitals: z.array(
    z.object({
      hospital_id: z.number(),
      name: z.string(),
      channel: ZReleaseChannel.nullable(),
      pinned: z.string().nullable(),
      /** The release it runs (null: the built-in files). */
      runs: z.string().nullable(),
      /** Survey module only: why it is frozen (the hospital's open survey versions), null when it is not. */
      frozen: z.string().nullable(),
    }),
  ),
  events: z.array(
    z.object({
      event_id: z.number(),
      kind: z.enum(['promote', 'rollback', 'pin', 'follow']),
      channel: ZReleaseChannel.nullable(),
      hospital: z.string().nullable(),
      version: z.string().nullable(),
      /** The written reason of a hotfix move. */
      reason: z.string().nullable(),
      created_at: z.string(),
      created_by: z.string().nullable(),
    }),
  ),
});
export type TReleaseModuleOverview = z.infer<typeof ZReleaseModuleOverview>;

export const ZReleaseOverview = z.object({
  shell_version: z.string(),
  contract_major: z.number(),
  modules: z.array(ZReleaseModuleOverview),
});
export type TReleaseOverview = z.infer<typeof ZReleaseOverview>;

/** What the shell loads for the caller's hospital: per module with a release, its entry and integrity; absent = the built-in files. */
export const ZReleaseAssignment = z.object({
  remotes: z.record(
    z.string(),
    z.object({
      name: z.string(),
      version: z.string(),
      entry: z.string(),
      integrity: z.string(),
      /** The caller's own QA override, not the hospital's release (the shell shows a banner naming it). */
      qa_override: z.boolean().optional(),
    }),
  ),
});
export type TReleaseAssignment = z.infer<typeof ZReleaseAssignment>;

/**
 * A vote page without a login (an invitation link, a ballot card) asks which releases the
 * hospital of its link runs: it names the link, never a hospital (the server finds the hospital
 * from it). `loai`: `moi` the invitation token of `/ChungThuc#t=…`, `phien_moi` the voter session
 * it was traded for (the page reloaded), `the` a ballot card's code (`/TheBinhChon#c=…`),
 * `phien_the` that card's session; `ma` the token, session or code, as the page holds it.
 */
export const ZReleaseLinkBody = z.object({
  loai: z.enum(['moi', 'phien_moi', 'the', 'phien_the'], { error: 'Loại liên kết phải là moi, phien_moi, the hoặc phien_the' }),
  ma: zVerbatim(2000, 'Vui lòng gửi mã của liên kết'),
});
export type TReleaseLinkBody = z.infer<typeof ZReleaseLinkBody>;

/**
 * QA override (issue 28 item 8): a user with the QA function runs a release of a module for
 * themselves only. The list: per module its releases that may run, and the caller's override.
 */
export const ZReleaseQaOverview = z.object({
  modules: z.array(
    z.object({
      module: ZModuleId,
      releases: z.array(z.object({ version: z.string(), smoke_test: z.enum(RELEASE_SMOKE_RESULTS), hotfix: z.boolean(), created_at: z.string() })),
      /** The release the caller runs instead of the hospital's (null: none). */
      override: z.string().nullable(),
      /** The release the caller's hospital runs (null: the built-in files). */
      hospital_runs: z.string().nullable(),
    }),
  ),
});
export type TReleaseQaOverview = z.infer<typeof ZReleaseQaOverview>;
export const ZReleaseQaSetBody = z.object({ module: ZModuleId, version: ZReleaseVersion });
export const ZReleaseQaClearBody = z.object({ module: ZModuleId });
export const ZReleaseQaResult = z.object({ module: ZModuleId, version: z.string().nullable() });
export type TReleaseQaResult = z.infer<typeof ZReleaseQaResult>;
