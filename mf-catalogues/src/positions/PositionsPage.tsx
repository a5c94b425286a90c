import { position } from '@hm/contract';
import { CodeNamePage } from '../shared/CodeNamePage';

/** HeThongDanhMuc/ChucVu: the positions of a hospital. */
export default function PositionsPage() {
  return <CodeNamePage screen={{ resource: position, texts: 'positions', icon: 'pi pi-star', code: 'ma_chuc_vu', name: 'ten_chuc_vu' }} />;
}
