import { usePageTitle } from '@hm/platform';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

/** /CamTruyCap: access denied (e.g. a module the hospital has not licensed). */
export default function CamTruyCapPage() {
  const { t } = useTranslation();
  usePageTitle('Không có quyền truy cập');
  const { from, reason } = (useLocation().state as { from?: string; reason?: string } | null) ?? {};
  return (
    <section className="hm-page" aria-labelledby="hm-camtruycap-title">
      <h1 id="hm-camtruycap-title">Không có quyền truy cập</h1>
      {reason === 'hospital' && <p>{t('access.noHospital')}</p>}
      <p>
        Bạn không có quyền truy cập {from ? <code>{from}</code> : 'trang này'}: tài khoản không có quyền hoặc bệnh viện chưa đăng ký phân hệ này. Vui lòng liên hệ quản trị viên.
      </p>
      <Link to="/vi">Home page</Link>
    </section>
  );
}
