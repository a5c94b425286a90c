import { usePageTitle } from '@hm/platform';

/** /test: the hidden test page of spec §2 (not in any menu). */
export default function TestPage() {
  usePageTitle('Test page xuất dữ liệu');
  return (
    <section className="hm-page" aria-labelledby="hm-test-title">
      <h1 id="hm-test-title">Test page xuất dữ liệu</h1>
      <p>Trang kiểm thử nội bộ; việc xuất dữ liệu thật nằm ở Hệ thống báo cáo → Xuất dữ liệu.</p>
    </section>
  );
}
