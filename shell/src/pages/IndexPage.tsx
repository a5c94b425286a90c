import { useCurrentUser, usePageTitle } from '@hm/platform';
import { lazy, Suspense } from 'react';
import { PageSpinner } from '@hm/ui';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** A signed-in user's start page, loaded after sign-in (not with the login page). */
const StartPage = lazy(() => import('../home/home-texts').then(() => import('../home/StartPage')));

/** The index page (/, /vi): the signed-in user's start page, else the product and a login button. */
export default function IndexPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  usePageTitle(t('nav.home'));
  if (user) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <StartPage />
      </Suspense>
    );
  }
  return (
    <section className="hm-page" aria-labelledby="hm-index-title">
      <h1 id="hm-index-title">Vote for Patient Safety</h1>
      <p>
        Khảo sát văn hóa an toàn người bệnh trong bệnh viện theo bộ câu hỏi AHRQ (Hospital Survey on Patient Safety Culture): bình chọn, thống kê tỷ lệ phản hồi, điểm các lĩnh vực
        (composite) và báo cáo.
      </p>
      <div>
        <Button type="button" label={t('nav.login')} icon="pi pi-sign-in" onClick={() => void navigate('/vi/Login')} />
      </div>
    </section>
  );
}
