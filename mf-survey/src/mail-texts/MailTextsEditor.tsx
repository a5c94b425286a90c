import { endpoints, formatWire, type TLanguage, type TMailTexts, type TMailTextsView } from '@hm/contract';
import { Field } from '@hm/ui/form';
import { useUnsavedChanges } from '@hm/ui/dialog';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useSurveyTranslation } from '../i18n';
import { LetterFields } from './LetterFields';
import { MailPreviewPane } from './MailPreviewPane';
import './mail-texts.css';

type Kind = 'thu_moi' | 'thu_nhac';
const KIND_TEMPLATE = { thu_moi: 'invite', thu_nhac: 'remind' } as const;
const LANGUAGES: TLanguage[] = ['vi', 'en'];

const textsOf = (v: TMailTextsView): TMailTexts => ({ thu_moi: v.thu_moi, thu_nhac: v.thu_nhac, nguoi_gui: v.nguoi_gui, thong_bao_rieng_tu: v.thong_bao_rieng_tu });

export interface MailTextsEditorProps {
  view: TMailTextsView;
  canEdit: boolean;
}

/**
 * A version's invitation and reminder, per language, with the signature and the hospital's
 * privacy note: edited together, saved in one call, previewed and test-sent as written. Leaving
 * with unsaved edits asks first.
 */
export function MailTextsEditor({ view, canEdit }: MailTextsEditorProps) {
  const { t } = useSurveyTranslation();
  const [saved, setSaved] = useState(() => textsOf(view));
  const [draft, setDraft] = useState(saved);
  const [kind, setKind] = useState<Kind>('thu_moi');
  const [language, setLanguage] = useState<TLanguage>(view.ngon_ngu_thu);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const unsaved = useUnsavedChanges(dirty);
  const save = useSurveyMutation(endpoints.mailTextsSave, {
    success: t('mailTexts.saved'),
    onSuccess: (data) => {
      const next = textsOf(data);
      setSaved(next);
      setDraft(next);
    },
  });
  const letter = draft[kind][language];
  const isDefault = JSON.stringify(letter) === JSON.stringify(view.mac_dinh[kind][language]);
  const languageName = (l: TLanguage) => t(`mailTexts.languages.${l}`);
  const setPair = <K extends 'nguoi_gui' | 'thong_bao_rieng_tu'>(key: K, l: TLanguage, value: string) => setDraft((d) => ({ ...d, [key]: { ...d[key], [l]: value } }));

  return (
    <div className="hm-mail-texts">
      <p className="hm-survey-muted">{t('mailTexts.intro', { language: languageName(view.ngon_ngu_thu), example: '{{ten_nhan_vien}}' })}</p>
      <p className="hm-survey-muted">{view.da_luu && view.cap_nhat_luc ? t('mailTexts.savedAt', { time: formatWire(view.cap_nhat_luc) }) : t('mailTexts.usingDefaults')}</p>
      {!canEdit && <p className="hm-survey-muted">{t('mailTexts.readOnly')}</p>}
      <div className="hm-toolbar">
        <div className="hm-field">
          <span id="hm-mail-texts-kind-label">{t('mailTexts.kind')}</span>
          <SelectButton
            aria-labelledby="hm-mail-texts-kind-label"
            value={kind}
            allowEmpty={false}
            options={[
              { value: 'thu_moi', label: t('outbox.template.invite') },
              { value: 'thu_nhac', label: t('outbox.template.remind') },
            ]}
            onChange={(e) => setKind(e.value as Kind)}
          />
        </div>
        <div className="hm-field">
          <span id="hm-mail-texts-language-label">{t('mailTexts.language')}</span>
          <SelectButton
            aria-labelledby="hm-mail-texts-language-label"
            value={language}
            allowEmpty={false}
            options={LANGUAGES.map((l) => ({ value: l, label: languageName(l) }))}
            onChange={(e) => setLanguage(e.value as TLanguage)}
          />
        </div>
      </div>
      <div className="hm-mail-texts__columns">
        <section className="hm-survey-box" aria-label={`${t(`outbox.template.${KIND_TEMPLATE[kind]}`)} – ${languageName(language)}`}>
          <LetterFields
            idPrefix={`hm-mail-texts-${kind}-${language}`}
            value={letter}
            readOnly={!canEdit}
            onChange={(next) => setDraft((d) => ({ ...d, [kind]: { ...d[kind], [language]: next } }))}
          />
          <PairField
            id={`hm-mail-texts-signature-${language}`}
            label={t('mailTexts.signature', { language: languageName(language) })}
            hint={t('mailTexts.signatureHint', { nguoi_gui: '{{nguoi_gui}}' })}
            value={draft.nguoi_gui[language]}
            readOnly={!canEdit}
            rows={2}
            maxLength={500}
            onChange={(value) => setPair('nguoi_gui', language, value)}
          />
          {canEdit && !isDefault && (
            <div>
              <Button
                type="button"
                icon="pi pi-replay"
                label={t('mailTexts.restore')}
                text
                onClick={() => setDraft((d) => ({ ...d, [kind]: { ...d[kind], [language]: view.mac_dinh[kind][language] } }))}
              />
            </div>
          )}
        </section>
        <MailPreviewPane
          versionId={view.phien_ban_id}
          hospitalId={view.hospital_id}
          kind={KIND_TEMPLATE[kind]}
          language={language}
          letter={letter}
          signature={draft.nguoi_gui[language]}
          canSend={canEdit}
        />
      </div>
      <section className="hm-survey-box" aria-labelledby="hm-mail-texts-privacy-title">
        <h2 id="hm-mail-texts-privacy-title" className="hm-survey-box__title">
          {t('mailTexts.privacyTitle')}
        </h2>
        <p className="hm-survey-muted">{t('mailTexts.privacyHint')}</p>
        {LANGUAGES.map((l) => (
          <PairField
            key={l}
            id={`hm-mail-texts-privacy-${l}`}
            label={t('mailTexts.privacyField', { language: languageName(l) })}
            lang={l}
            value={draft.thong_bao_rieng_tu[l]}
            readOnly={!canEdit}
            rows={3}
            maxLength={2000}
            onChange={(value) => setPair('thong_bao_rieng_tu', l, value)}
          />
        ))}
        <p className="hm-survey-muted">{t('mailTexts.instrumentNote')}</p>
      </section>
      {canEdit && (
        <div className="hm-mail-texts__actions">
          <Button
            type="button"
            icon="pi pi-save"
            label={t('mailTexts.save')}
            disabled={!dirty}
            loading={save.isPending}
            onClick={() => save.mutate({ body: { phien_ban_id: view.phien_ban_id, hospital_id: view.hospital_id, ...draft } })}
          />
        </div>
      )}
      {unsaved.dialog}
    </div>
  );
}

interface PairFieldProps {
  id: string;
  label: string;
  hint?: string;
  lang?: TLanguage;
  value: string;
  readOnly: boolean;
  rows: number;
  maxLength: number;
  onChange: (value: string) => void;
}

/** One language's side of a text kept per language (the signature, the privacy note). */
function PairField({ id, label, hint, lang, value, readOnly, rows, maxLength, onChange }: PairFieldProps) {
  return (
    <Field id={id} label={label} hint={hint}>
      <InputTextarea id={id} lang={lang} value={value} readOnly={readOnly} rows={rows} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}
