import { useCurrentUser, usePageTitle } from '@hm/platform';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** The index page (/, /vi). */
export default function IndexPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  usePageTitle(t('nav.home'));
  return (
    <section className="hm-page" aria-labelledby="hm-index-title">
      <h1 id="hm-index-title">Vote for Patient Safety</h1>
      <p>
        Khảo sát văn hóa an toàn người bệnh trong bệnh viện theo bộ câu hỏi AHRQ (Hospital Survey on Patient Safety Culture): bình chọn,
        thống kê tỷ lệ phản hồi, điểm các lĩnh vực (composite) và báo cáo.
      </p>
      {user ? (
        <p>
          Xin chào <strong>{user.display_name}</strong>
          {user.hospital ? ` – ${user.hospital.name}` : ''}. Mở menu bên trái để bắt đầu.
        </p>
      ) : (
        <div>
          <Button type="button" label={t('nav.login')} icon="pi pi-sign-in" onClick={() => void navigate('/vi/Login')} />
        </div>
      )}
    </section>
  );
}
