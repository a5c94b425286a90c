import { department } from '@hm/contract';
import { CodeNamePage } from '../shared/CodeNamePage';

/** HeThongDanhMuc/PhongBan: the departments of a hospital. */
export default function DepartmentsPage() {
  return <CodeNamePage screen={{ resource: department, texts: 'departments', icon: 'pi pi-sitemap', code: 'ma_phong_ban', name: 'ten_phong_ban' }} />;
}
