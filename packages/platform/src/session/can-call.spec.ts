import { endpoints, type TLoggedInUser } from '@hm/contract';
import { canCall } from './can-call';

const user = (chuc_nang: string[]): TLoggedInUser => ({
  tai_khoan_id: 1,
  ten_tai_khoan: 'u',
  phan_quyen_id: 1,
  phan_quyen_cap: 2,
  display_name: 'U',
  nhan_vien_su_dung: null,
  hospital: null,
  chuc_nang,
});

describe('canCall: the access hook’s function rule', () => {
  it.each([
    ['a function the user has', user(['DANH_MUC_SUA']), endpoints.departmentCreate, true],
    ['a function the user lacks', user(['KHAO_SAT_XEM']), endpoints.departmentCreate, false],
    ['fn null: any logged-in user', user([]), endpoints.departmentList, true],
    ['fn null: not a guest', null, endpoints.departmentList, false],
    ['public: a guest too', null, endpoints.login, true],
    ['voter: the vote function', user(['KHAO_SAT_BINH_CHON']), endpoints.voteSubmit, true],
    ['voter: without it', user(['KHAO_SAT_XEM']), endpoints.voteSubmit, false],
    ['no endpoint', user(['DANH_MUC_SUA']), undefined, false],
  ] as const)('%s', (_, u, e, expected) => {
    expect(canCall(u, e)).toBe(expected);
  });
});
