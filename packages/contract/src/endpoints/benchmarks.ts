import { z } from 'zod';
import { ZId, ZEmpty } from '../common.js';
import { ZBenchmarkInstrument } from '../entities/benchmark.js';
import {
  ZConsent,
  ZConsentInput,
  ZConsentQuery,
  ZContributor,
  ZContributorInput,
  ZContributorIssued,
  ZFederatedVersion,
  ZFederatedVersionInput,
  ZFederationSettings,
  ZFederationSettingsInput,
  ZFetchedBenchmarks,
  ZPositionQuery,
  ZPositions,
  ZPublication,
  ZPublicationQuery,
  ZSubmission,
  ZSubmissionReceipt,
  ZWithdrawal,
} from '../entities/federated-benchmark.js';
import { ep } from '../endpoint.js';
import { FN } from '../functions.js';
import { resourceRows } from '../resource.js';
import { benchmark } from '../resources/benchmark.js';

/**
 * Benchmarks as data (issue 14): the sets and, for their form, the instruments with the codes a
 * set may carry.
 */
/** The federated benchmark's prefix (docs/decisions/federated-benchmark.md). */
const F = '/votesafety/v1/diem-chuan-lien-ket';

/**
 * The federated benchmark (issue 30 item 3): on a collector, the contributing installations
 * (system administrators), the submissions (authenticated by an installation's credential, not a
 * login) and the public publication; on a hospital installation, the connection (system
 * administrators), the consent, sending and withdrawal (hospital administrators), fetching the
 * publication as a benchmark set and the hospital's position.
 */
function federatedBenchmarkEndpoints() {
  /** A system administrator's call of either side (product-wide: no hospital, no licence). */
  const SYSTEM_ADMIN = { module: 'catalogues', fn: FN.catalogueWrite, hospital: 'none', systemOnly: true, licensed: false } as const;
  /** A hospital administrator's write about the hospital of the body. */
  const HOSPITAL_ADMIN = { module: 'catalogues', fn: FN.hospitalInfoWrite, hospital: 'body', licensed: false } as const;
  return {
    federatedContributors: ep({
      method: 'GET',
      path: `${F}/thanh-vien`,
      ...SYSTEM_ADMIN,
      summary: 'Nơi tổng hợp: các cài đặt được gửi số liệu (không có mã xác thực)',
      response: z.array(ZContributor),
    }),
    federatedContributorIssue: ep({
      method: 'POST',
      path: `${F}/thanh-vien`,
      ...SYSTEM_ADMIN,
      audit: { entity: 'benchmarkContributor', action: 'create', id: 'contributor_id' },
      summary: 'Nơi tổng hợp: cấp mã xác thực cho một cài đặt (chỉ hiện một lần, chỉ lưu bản băm)',
      body: ZContributorInput,
      response: ZContributorIssued,
    }),
    federatedContributorRevoke: ep({
      method: 'DELETE',
      path: `${F}/thanh-vien/{id}`,
      ...SYSTEM_ADMIN,
      audit: { entity: 'benchmarkContributor', action: 'revoke' },
      summary: 'Nơi tổng hợp: thu hồi mã xác thực của một cài đặt',
      params: z.object({ id: ZId }),
      response: ZEmpty,
    }),
    federatedSubmit: ep({
      method: 'PUT',
      path: `${F}/bai-nop`,
      module: 'catalogues',
      fn: 'public',
      hospital: 'none',
      audit: { entity: 'benchmarkSubmission', action: 'receive' },
      summary: 'Nơi tổng hợp: nhận số liệu tổng hợp của một bệnh viện cho một đợt đã đóng (xác thực bằng mã của cài đặt; gửi lại thì thay)',
      body: ZSubmission,
      response: ZSubmissionReceipt,
    }),
    federatedWithdraw: ep({
      method: 'DELETE',
      path: `${F}/bai-nop`,
      module: 'catalogues',
      fn: 'public',
      hospital: 'none',
      audit: { entity: 'benchmarkSubmission', action: 'withdraw' },
      summary: 'Nơi tổng hợp: rút số liệu của một bệnh viện cho một đợt (xác thực bằng mã của cài đặt)',
      query: ZWithdrawal,
      response: ZEmpty,
    }),
    federatedPublication: ep({
      method: 'GET',
      path: `${F}/cong-bo`,
      module: 'catalogues',
      fn: 'public',
      hospital: 'none',
      summary: 'Nơi tổng hợp: số bệnh viện, số người trả lời và bách phân vị 10, 25, 50, 75, 90 của từng lĩnh vực và câu hỏi (chỉ khi đủ số bệnh viện)',
      query: ZPublicationQuery,
      response: ZPublication,
    }),
    federatedSettings: ep({
      method: 'GET',
      path: `${F}/ket-noi`,
      ...SYSTEM_ADMIN,
      summary: 'Địa chỉ nơi tổng hợp điểm chuẩn và việc đã có mã xác thực (không trả mã)',
      response: ZFederationSettings,
    }),
    federatedSettingsSave: ep({
      method: 'PUT',
      path: `${F}/ket-noi`,
      ...SYSTEM_ADMIN,
      audit: { entity: 'benchmarkFederation', action: 'update' },
      summary: 'Đặt địa chỉ nơi tổng hợp điểm chuẩn và mã xác thực nơi đó cấp',
      body: ZFederationSettingsInput,
      response: ZFederationSettings,
    }),
    federatedConsent: ep({
      method: 'GET',
      path: `${F}/dong-y`,
      module: 'catalogues',
      fn: FN.hospitalInfoWrite,
      licensed: false,
      summary: 'Bệnh viện có đồng ý gửi số liệu tổng hợp không, và tình trạng gửi của từng đợt đã đóng',
      query: ZConsentQuery,
      response: ZConsent,
    }),
    federatedConsentSave: ep({
      method: 'PUT',
      path: `${F}/dong-y`,
      ...HOSPITAL_ADMIN,
      audit: { entity: 'benchmarkConsent', action: 'update' },
      summary: 'Bật hoặc tắt việc gửi số liệu tổng hợp của bệnh viện tới nơi tổng hợp điểm chuẩn',
      body: ZConsentInput,
      response: ZConsent,
    }),
    federatedSendNow: ep({
      method: 'POST',
      path: `${F}/gui`,
      ...HOSPITAL_ADMIN,
      audit: { entity: 'benchmarkConsent', action: 'send' },
      summary: 'Gửi ngay số liệu tổng hợp của một đợt đã đóng tới nơi tổng hợp',
      body: ZFederatedVersionInput,
      response: ZFederatedVersion,
    }),
    federatedWithdrawNow: ep({
      method: 'POST',
      path: `${F}/rut`,
      ...HOSPITAL_ADMIN,
      audit: { entity: 'benchmarkConsent', action: 'withdraw' },
      summary: 'Rút số liệu tổng hợp của một đợt khỏi nơi tổng hợp',
      body: ZFederatedVersionInput,
      response: ZFederatedVersion,
    }),
    federatedFetch: ep({
      method: 'POST',
      path: `${F}/lay-ve`,
      ...SYSTEM_ADMIN,
      audit: { entity: 'benchmark', action: 'fetch' },
      summary: 'Lấy bộ điểm chuẩn đã công bố từ nơi tổng hợp thành bộ điểm chuẩn so sánh',
      response: ZFetchedBenchmarks,
    }),
    federatedPosition: ep({
      method: 'GET',
      path: `${F}/vi-tri`,
      module: 'dashboard',
      fn: FN.dashboardRead,
      summary: 'Vị trí của từng lĩnh vực của bệnh viện giữa các bách phân vị của điểm chuẩn liên kết',
      query: ZPositionQuery,
      response: ZPositions,
    }),
  };
}

export const benchmarkEndpoints = {
  ...resourceRows(benchmark),
  benchmarkInstruments: ep({
    method: 'GET',
    path: '/votesafety/v1/diem-chuan/bo-cau-hoi',
    module: 'catalogues',
    fn: FN.dashboardRead,
    licensed: false,
    summary: 'Bộ câu hỏi có mẫu và mã lĩnh vực, câu hỏi của từng bộ (cho điểm chuẩn so sánh)',
    response: z.array(ZBenchmarkInstrument),
  }),
  ...federatedBenchmarkEndpoints(),
};
