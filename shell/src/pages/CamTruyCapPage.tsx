import { usePageTitle } from '@hm/platform';
import { Link, useLocation } from 'react-router-dom';

/** /CamTruyCap: access denied (e.g. a module the hospital has not licensed). */
export default function CamTruyCapPage() {
  usePageTitle('Không có quyền truy cập');
  const from = (useLocation().state as { from?: string } | null)?.from;
  return (
    <section className="hm-page" aria-labelledby="hm-camtruycap-title">
      <h1 id="hm-camtruycap-title">Không có quyền truy cập</h1>
      <p>
        Bạn không có quyền truy cập {from ? <code>{from}</code> : 'trang này'}: tài khoản không có quyền hoặc bệnh viện chưa đăng ký phân hệ
        này. Vui lòng liên hệ quản trị viên.
      </p>
      <Link to="/vi">Home page</Link>
    </section>
  );
}
