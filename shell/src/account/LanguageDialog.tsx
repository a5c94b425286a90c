import { CONSTANTS, type TLanguage } from '@hm/contract';
import { setLanguage } from '@hm/platform';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { RadioButton } from 'primereact/radiobutton';
import { useTranslation } from 'react-i18next';
import { useLayout } from '../layout/layout-store';

const LANGUAGES: TLanguage[] = ['vi', 'en'];

/** Spec §4: choosing saves the cookie and switches at once; OK reloads the page. */
export function LanguageDialog() {
  const { t, i18n } = useTranslation();
  const open = useLayout((s) => s.languageDialogOpen);
  const setOpen = useLayout((s) => s.setLanguageDialog);
  const footer = (
    <>
      <Button type="button" label={t('language.cancel')} text onClick={() => setOpen(false)} />
      <Button type="button" label={t('language.ok')} onClick={() => window.location.reload()} />
    </>
  );
  return (
    <Dialog header={t('user.selectLanguage')} visible={open} onHide={() => setOpen(false)} style={{ width: CONSTANTS.languageDialogWidth, maxWidth: '95vw' }} footer={footer}>
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
        <legend className="hm-visually-hidden">{t('user.selectLanguage')}</legend>
        {LANGUAGES.map((lang) => (
          <div key={lang} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
            <RadioButton inputId={`hm-lang-${lang}`} name="language" value={lang} checked={i18n.language === lang} onChange={() => void setLanguage(lang)} />
            <label htmlFor={`hm-lang-${lang}`}>{t(`language.${lang}`)}</label>
          </div>
        ))}
      </fieldset>
    </Dialog>
  );
}
