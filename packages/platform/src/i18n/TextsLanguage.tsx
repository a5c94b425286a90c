import type { TLanguage } from '@hm/contract';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from './i18n';

/**
 * Its children's texts in `lang`, whatever the rest of the page shows: a vote the voter reads in
 * English has its buttons, progress and autosave in English too, on a Vietnamese page. The same
 * bundles (a clone of the page's instance sharing its resources), another language.
 * @example <TextsLanguage lang={draft.language}><VoteSteps /></TextsLanguage>
 */
export function TextsLanguage({ lang, children }: { lang: TLanguage; children: ReactNode }) {
  const { i18n: around } = useTranslation();
  const shown = around.language;
  const instance = useMemo(() => (shown === lang ? around : i18n.cloneInstance({ lng: lang })), [around, shown, lang]);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
