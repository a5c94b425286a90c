import {
  ZReleaseAssignment,
  ZReleaseFollowBody,
  ZReleaseMoveResult,
  ZReleaseOverview,
  ZReleasePinBody,
  ZReleasePromoteBody,
  ZReleaseRollbackBody,
  ZReleaseUploadBody,
  ZReleaseUploadResult,
} from '../entities/module-releases.js';
import { ep } from '../endpoint.js';
import { FN } from '../functions.js';

const V = '/votesafety/v1';
const SYS = 'Chỉ quản trị hệ thống được phát hành phân hệ';

/**
 * The module release registry (issue 28, docs/decisions/module-releases.md): upload of an immutable
 * release, the registry screen's overview, the moves (promote, roll back, pin, follow; each an
 * audited, append-only event), and what the shell loads for the caller's hospital.
 */
export const moduleReleaseEndpoints = {
  releaseOverview: ep({
    method: 'GET',
    path: `${V}/phat-hanh-phan-he`,
    module: 'system',
    fn: FN.releaseWrite,
    hospital: 'none',
    systemOnly: SYS,
    summary: 'Các bản phát hành của từng phân hệ, kênh, bệnh viện chạy bản nào và lịch sử',
    response: ZReleaseOverview,
  }),
  releaseUpload: ep({
    method: 'POST',
    path: `${V}/phat-hanh-phan-he`,
    module: 'system',
    fn: FN.releaseWrite,
    hospital: 'none',
    systemOnly: SYS,
    audit: { entity: 'moduleRelease', action: 'create', id: 'release_id' },
    summary: 'Tải lên một bản phát hành (bất biến) của một phân hệ',
    body: ZReleaseUploadBody,
    response: ZReleaseUploadResult,
  }),
  releasePromote: ep({
    method: 'POST',
    path: `${V}/phat-hanh-phan-he/nang-kenh`,
    module: 'system',
    fn: FN.releaseWrite,
    hospital: 'none',
    systemOnly: SYS,
    audit: { entity: 'moduleRelease', action: 'promote', id: 'event_id' },
    summary: 'Đưa một bản phát hành lên kênh stable hoặc pilot',
    body: ZReleasePromoteBody,
    response: ZReleaseMoveResult,
  }),
  releaseRollback: ep({
    method: 'POST',
    path: `${V}/phat-hanh-phan-he/quay-lai`,
    module: 'system',
    fn: FN.releaseWrite,
    hospital: 'none',
    systemOnly: SYS,
    audit: { entity: 'moduleRelease', action: 'rollback', id: 'event_id' },
    summary: 'Đưa kênh về bản phát hành trước đó',
    body: ZReleaseRollbackBody,
    response: ZReleaseMoveResult,
  }),
  releasePin: ep({
    method: 'POST',
    path: `${V}/phat-hanh-phan-he/ghim`,
    module: 'system',
    fn: FN.releaseWrite,
    hospital: 'none',
    systemOnly: SYS,
    audit: { entity: 'moduleRelease', action: 'pin', id: 'event_id' },
    summary: 'Ghim một bệnh viện vào một bản phát hành',
    body: ZReleasePinBody,
    response: ZReleaseMoveResult,
  }),
  releaseFollow: ep({
    method: 'POST',
    path: `${V}/phat-hanh-phan-he/theo-kenh`,
    module: 'system',
    fn: FN.releaseWrite,
    hospital: 'none',
    systemOnly: SYS,
    audit: { entity: 'moduleRelease', action: 'follow', id: 'event_id' },
    summary: 'Cho một bệnh viện theo kênh stable hoặc pilot (bỏ ghim)',
    body: ZReleaseFollowBody,
    response: ZReleaseMoveResult,
  }),
  releaseAssignment: ep({
    method: 'GET',
    path: `${V}/phat-hanh-phan-he/cua-toi`,
    module: 'core',
    fn: null,
    hospital: 'none',
    summary: 'Bản phát hành mỗi phân hệ mà bệnh viện của người gọi chạy (địa chỉ và mã băm)',
    response: ZReleaseAssignment,
  }),
};
