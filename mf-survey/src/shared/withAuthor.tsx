import { EmptyState } from '@hm/ui';
import { Page } from '@hm/ui/page';
import type { ComponentType } from 'react';
import { useSurveyTranslation } from '../i18n';
import { isAuthor, useSurveyPermissions } from './permissions';
import './survey.css';

function NoAccess() {
  const { t } = useSurveyTranslation();
  return (
    <Page title={t('versionList.title')}>
      <EmptyState icon="pi pi-lock" title={t('common.noAccess')} />
    </Page>
  );
}

/**
 * An authoring page, shown only to users with KHAO_SAT_XEM or KHAO_SAT_SUA (the server checks
 * every call again); others get an honest notice instead of failing calls.
 * @example { path: 'FormPhanCauHoi', element: lazyPage(async () => ({ default: withAuthor((await import('./x')).default) }), {}) }
 */
export function withAuthor(Page: ComponentType): ComponentType {
  return function AuthorPage() {
    return isAuthor(useSurveyPermissions()) ? <Page /> : <NoAccess />;
  };
}
