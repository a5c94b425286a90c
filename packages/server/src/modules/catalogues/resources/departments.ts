import { department, jobTitle, position } from '@hm/contract';
import type { ResourceStore } from '../../../resources/resource-repository.js';

const surveyRecords = { table: 'nhan_vien_khao_sat', label: 'phiếu mời khảo sát' };

export const departmentStore: ResourceStore<typeof department> = {
  def: department,
  table: 'phong_ban',
  search: ['t.ten_phong_ban', 't.ma_phong_ban'],
  orderBy: ['t.ma_phong_ban'],
  usedBy: [
    { table: 'nhan_vien', column: 'phong_ban_id', label: 'nhân viên' },
    { ...surveyRecords, column: 'phong_ban_id' },
    { table: 'tai_khoan_phong_ban', column: 'phong_ban_id', label: 'tài khoản được gán' },
  ],
};

export const jobTitleStore: ResourceStore<typeof jobTitle> = {
  def: jobTitle,
  table: 'chuc_danh',
  search: ['t.ten_chuc_danh', 't.ma_chuc_danh'],
  orderBy: ['t.ma_chuc_danh'],
  usedBy: [
    { table: 'nhan_vien', column: 'chuc_danh_id', label: 'nhân viên' },
    { ...surveyRecords, column: 'chuc_danh_id' },
  ],
};

export const positionStore: ResourceStore<typeof position> = {
  def: position,
  table: 'chuc_vu',
  search: ['t.ten_chuc_vu', 't.ma_chuc_vu'],
  orderBy: ['t.ma_chuc_vu'],
  usedBy: [{ table: 'nhan_vien', column: 'chuc_vu_id', label: 'nhân viên' }],
};
