import { copyResolver } from './copy-resolver';

const messages = { template: 'Vui lòng chọn bộ câu hỏi mẫu', hospital: 'Vui lòng chọn bệnh viện' };
const window = { time_start: '2026-01-05 07:00:00', time_end: '2026-02-05 17:00:00' };
const resolve = (values: Record<string, unknown>) => copyResolver(messages)(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('copyResolver', () => {
  it('asks for the template and the hospital with the dialog’s messages, and checks the rest with the contract', async () => {
    const { errors } = await resolve({ ...window });
    expect(errors.mau_id?.message).toBe(messages.template);
    expect(errors.hospital_id?.message).toBe(messages.hospital);
    const late = await resolve({ hospital_id: 7, ...window, time_end: '2026-01-01 07:00:00' });
    expect(late.errors.mau_id?.message).toBe(messages.template);
    expect(late.errors.time_end?.message).toBe('Thời gian kết thúc phải sau thời gian bắt đầu');
  });

  it('gives the contract’s body with the template to copy', async () => {
    const { values, errors } = await resolve({ mau_id: 1, hospital_id: 7, language: 'vi', tieu_de_khao_sat: 'Khảo sát 2026', ...window });
    expect(errors).toEqual({});
    expect(values).toEqual({ mau_id: 1, hospital_id: 7, language: 'vi', tieu_de_khao_sat: 'Khảo sát 2026', ...window });
  });
});
