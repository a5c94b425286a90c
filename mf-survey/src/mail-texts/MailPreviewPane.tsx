import { endpoints, type TLanguage, type TMailLetter } from '@hm/contract';
import { errorMessage, useDebounced } from '@hm/platform';
import { Field } from '@hm/ui/form';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useMemo, useState } from 'react';
import { useMailParticipants, useMailPreview } from '../api/mail-texts';
import { useSurveyMutation } from '../api/useSurveyMutation';
import { useSurveyTranslation } from '../i18n';

export interface MailPreviewPaneProps {
  versionId: number;
  hospitalId: number;
  kind: 'invite' | 'remind';
  language: TLanguage;
  letter: TMailLetter;
  signature: string;
  canSend: boolean;
}

/**
 * The letter being written as a chosen participant will receive it (rendered by the server, the
 * personal link masked), and a test mail of it to the signed-in account.
 */
export function MailPreviewPane({ versionId, hospitalId, kind, language, letter, signature, canSend }: MailPreviewPaneProps) {
  const { t } = useSurveyTranslation();
  const [participant, setParticipant] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  const people = useMailParticipants(versionId, hospitalId, useDebounced(keyword.trim(), 300));
  const body = {
    phien_ban_id: versionId,
    hospital_id: hospitalId,
    loai: kind,
    ngon_ngu: language,
    ...(participant !== null ? { nhan_vien_khao_sat_id: participant } : {}),
    tieu_de: letter.tieu_de,
    noi_dung: letter.noi_dung,
    nguoi_gui: signature,
  };
  // Rendered by the server once typing pauses (the key is the body's text, stable across renders).
  const asked = useDebounced(JSON.stringify(body), 400);
  const preview = useMailPreview(useMemo(() => JSON.parse(asked) as typeof body, [asked]));
  const testSend = useSurveyMutation(endpoints.mailTextsTestSend, { success: (data) => data.message });
  const options = (people.data?.data ?? []).map((p) => ({ value: p.nhan_vien_khao_sat_id, label: `${p.ten_nhan_vien} (${p.ma_nhan_vien})` }));
  const pickerId = `hm-mail-texts-participant`;

  return (
    <section className="hm-survey-box hm-mail-texts__preview" aria-labelledby="hm-mail-texts-preview-title">
      <h2 id="hm-mail-texts-preview-title" className="hm-survey-box__title">
        {t('mailTexts.preview')}
      </h2>
      <Field id={pickerId} label={t('mailTexts.previewFor')} className="hm-form-field--picker">
        <Dropdown
          inputId={pickerId}
          value={participant}
          options={options}
          onChange={(e) => setParticipant((e.value as number | null) ?? null)}
          placeholder={t('mailTexts.previewForPlaceholder')}
          filter
          onFilter={(e) => setKeyword(e.filter)}
          showClear
          loading={people.isFetching}
        />
      </Field>
      {preview.isError ? (
        <p className="hm-form-field__error" role="alert">
          {t('mailTexts.previewError', { message: errorMessage(preview.error) })}
        </p>
      ) : preview.data ? (
        <div aria-live="polite">
          {preview.data.nguoi_nhan === null && <p className="hm-survey-muted">{t('mailTexts.previewNone')}</p>}
          <p>
            <strong>{t('mailTexts.previewSubject')}:</strong> <span lang={language}>{preview.data.tieu_de}</span>
          </p>
          <pre className="hm-survey-pre hm-mail-texts__letter" lang={language} data-testid="mail-preview-body">
            {preview.data.noi_dung}
          </pre>
          <p className="hm-survey-muted">{t('mailTexts.previewMasked')}</p>
        </div>
      ) : null}
      {canSend && (
        <div>
          <Button type="button" icon="pi pi-send" label={t('mailTexts.testSend')} outlined loading={testSend.isPending} onClick={() => testSend.mutate({ body })} />
          <p className="hm-survey-muted">{t('mailTexts.testSendHint')}</p>
        </div>
      )}
    </section>
  );
}
