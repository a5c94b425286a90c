import { hospitalRows } from './hospital-rows';
import { invitationQuery, inviteByFilterBody, NO_INVITE_FILTERS } from './invite-filters';
import { NO_FILTERS, participationQuery } from './participation-filters';
import { formatRate, responseRate, sumGroups } from './response-rate';

describe('responseRate', () => {
  it('is complete / (invited − ineligible), in percent with one decimal', () => {
    expect(responseRate(30, 110, 10)).toBe(30);
    expect(responseRate(1, 3, 0)).toBe(33.3);
    expect(responseRate(0, 5, 5)).toBeNull();
    expect(formatRate(42.5, 'vi')).toBe('42,5 %');
    expect(formatRate(null, 'en')).toBe('—');
  });

  it('sums the hospitals for the total row', () => {
    const g = { tong_so: 10, da_binh_chon: 4, chua_binh_chon: 5, hop_le: 4, khong_hop_le: 0, ineligible: 1 };
    expect(
      sumGroups([
        { hospital_id: 1, name: 'A', ...g },
        { hospital_id: 2, name: 'B', ...g },
      ]),
    ).toEqual({ tong_so: 20, da_binh_chon: 8, chua_binh_chon: 10, hop_le: 8, khong_hop_le: 0, ineligible: 2 });
  });
});

describe('hospitalRows', () => {
  it('lists the hospitals in scope and those already running the version, by name', () => {
    const rows = hospitalRows(
      [
        { id: 2, name: 'Bệnh viện B' },
        { id: 1, name: 'Bệnh viện A' },
      ],
      [
        { phien_ban_id: 3, hospital_id: 2, name: 'Bệnh viện B', tong_so: 40, da_binh_chon: 12 },
        { phien_ban_id: 3, hospital_id: 9, name: 'Bệnh viện C', tong_so: 0, da_binh_chon: 0 },
      ],
    );
    expect(rows.map((r) => [r.hospital_id, r.joined])).toEqual([
      [1, false],
      [2, true],
      [9, true],
    ]);
  });
});

describe('participationQuery', () => {
  it("leaves 'all' filters out of the query", () => {
    expect(participationQuery(3, NO_FILTERS, 1, 20)).toEqual({ phien_ban_id: 3, page: 1, size: 20 });
    expect(participationQuery(3, { hospitalId: 2, status: 2, validity: -1, ineligible: 'true', keyword: 'an' }, 2, 50)).toEqual({
      phien_ban_id: 3,
      page: 2,
      size: 50,
      hospitalId: 2,
      status_khao_sat: 2,
      hop_le: -1,
      ineligible: 'true',
      keyword: 'an',
    });
  });
});

describe('invitation filters', () => {
  const f = { departments: [4, 5], jobTitles: [2], notInvited: true, keyword: 'An' };
  it.each([
    ['no filter', NO_INVITE_FILTERS, { phien_ban_id: 3, hospital_id: 1, page: 1, size: 20 }, { phien_ban_id: 3, hospital_id: 1 }],
    [
      'every filter',
      f,
      { phien_ban_id: 3, hospital_id: 1, page: 1, size: 20, phong_ban_ids: [4, 5], chuc_danh_ids: [2], keyword: 'An', chua_moi: true },
      // "Not yet invited" changes nothing of what an invitation creates: not sent.
      { phien_ban_id: 3, hospital_id: 1, phong_ban_ids: [4, 5], chuc_danh_ids: [2], keyword: 'An' },
    ],
  ])('%s: the pick list asks what the invitation sends', (_name, filters, query, body) => {
    expect(invitationQuery(3, 1, filters, 1, 20)).toEqual(query);
    expect(inviteByFilterBody(3, 1, filters)).toEqual(body);
  });
});
