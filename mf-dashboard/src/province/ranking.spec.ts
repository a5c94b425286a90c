import type { TProvinceHospital } from '@hm/contract';
import { rankHospitals } from './ranking';

const row = (hospital_id: number, name: string, average: number | null, teamwork: number | null, suppressed = false): TProvinceHospital => ({
  hospital_id,
  name,
  suppressed,
  invited: null,
  ineligible: null,
  complete: null,
  rate: null,
  n: suppressed ? null : 20,
  average,
  composites:
    teamwork === null
      ? []
      : [
          {
            composite_id: 7,
            ma_composite: 'TEAMWORK',
            name: 'Làm việc nhóm',
            score: teamwork,
            benchmark: null,
            benchmark_source: null,
            previous: null,
            previous_version: null,
            items: [],
          },
        ],
  rating: null,
});

describe('rankHospitals', () => {
  const rows = [row(1, 'Bệnh viện B', 70, 60), row(2, 'Trung tâm nhỏ', null, null, true), row(3, 'Bệnh viện A', 80, 60), row(4, 'Bệnh viện C', 65, 75)];

  it('ranks on the average by default, suppressed hospitals last without a rank', () => {
    expect(rankHospitals(rows, null).map((r) => [r.hospital.hospital_id, r.rank])).toEqual([
      [3, 1],
      [1, 2],
      [4, 3],
      [2, null],
    ]);
  });

  it('ranks on a composite, ties sharing a rank and ordered by name', () => {
    expect(rankHospitals(rows, 7).map((r) => [r.hospital.name, r.value, r.rank])).toEqual([
      ['Bệnh viện C', 75, 1],
      ['Bệnh viện A', 60, 2],
      ['Bệnh viện B', 60, 2],
      ['Trung tâm nhỏ', null, null],
    ]);
  });
});
