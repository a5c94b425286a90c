import type { TLanguage } from '@hm/contract';
import { i18n } from '@hm/platform';
import { useTranslation } from 'react-i18next';
import { surveyEn } from './texts-en';
import { surveyVi } from './texts-vi';

export const SURVEY_NS = 'survey';

// The platform's i18n instance is initialised when @hm/platform is first evaluated, so the
// bundles can be added at import time, inside the shell and standalone alike.
if (!i18n.hasResourceBundle('vi', SURVEY_NS)) {
  i18n.addResourceBundle('vi', SURVEY_NS, surveyVi, true, true);
  i18n.addResourceBundle('en', SURVEY_NS, surveyEn, true, true);
}

/**
 * The survey texts in the display language (or in `lng`: a vote read in English); a key the
 * survey does not have is looked up in the platform's common texts (`crud.save`, `toast.success`,
 * `status.staff.2`).
 * @example const { t } = useSurveyTranslation(); t('versionList.title'); t('crud.delete')
 */
export const useSurveyTranslation = (lng?: TLanguage) => useTranslation([SURVEY_NS, 'common'], { nsMode: 'fallback', ...(lng ? { lng } : {}) });
