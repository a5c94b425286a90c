import { i18n } from '@hm/platform';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { surveyEn } from './texts-en';
import { surveyVi } from './texts-vi';

export const SURVEY_NS = 'survey';

// The platform's i18n instance is initialised when @hm/platform is first evaluated, so the
// bundles can be added at import time, inside the shell and standalone alike.
if (!i18n.hasResourceBundle('vi', SURVEY_NS)) {
  i18n.addResourceBundle('vi', SURVEY_NS, surveyVi, true, true);
  i18n.addResourceBundle('en', SURVEY_NS, surveyEn, true, true);
}

// zod's own messages (type errors and the like) in Vietnamese, as the server has them; the
// contract's schemas carry their own Vietnamese messages. The setting is global (globalThis),
// so it also serves the contract's zod copy. It belongs in @hm/platform; set here until then.
z.config(z.locales.vi());

/**
 * The survey texts in the display language.
 * @example const { t } = useSurveyTranslation(); t('versionList.title')
 */
export const useSurveyTranslation = () => useTranslation(SURVEY_NS);
