import { FN, formatDeadline, fromWireTime, type TBallotCardDepartment, type TBatchKind } from '@hm/contract';
import { notify, useCurrentUser } from '@hm/platform';
import { EmptyState, PageSpinner, QueryError } from '@hm/ui';
import { Page } from '@hm/ui/page';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useBallotCards, usePrintCards } from '../api/ballot-cards';
import { useHospitalVersions } from '../api/participation';
import { useSurveyTranslation } from '../i18n';
import { VersionHospitalPicker } from '../participation/VersionHospitalPicker';
import '../shared/survey.css';
import { useVersionList } from '../shared/useVersionList';
import './ballot-cards.css';

/** What the manager is about to print: a department's first batch, or a reprint. */
interface PrintAsk {
  dept: TBallotCardDepartment;
  reprint: boolean;
}

/**
 * KS_THE_BINH_CHON?phien_ban_id=: a version's printed ballot cards per department of one of its
 * hospitals (issued, used, void), printing a department's cards and reprinting them (which voids
 * the unused ones, after a confirmation). The codes are in the downloaded PDF only.
 */
export default function BallotCardsPage() {
  const { t } = useSurveyTranslation();
  const { versionId, picker, config } = useVersionList('hm-ballot-cards');
  const allowed = useCurrentUser()?.chuc_nang.includes(FN.ballotCards) ?? false;
  const running = useHospitalVersions(versionId);
  const [chosen, setChosen] = useState<number | null>(null);
  // Printed ballot cards (voted online) or paper questionnaires (keyed in twice): the same codes, two batches per department.
  const [kind, setKind] = useState<TBatchKind>('card');
  const hospitals = running.data ?? [];
  const hospitalId = chosen !== null && hospitals.some((h) => h.hospital_id === chosen) ? chosen : (hospitals[0]?.hospital_id ?? null);

  return (
    <Page title={t('ballotCards.title')} subtitle={config.subtitle}>
      <div className="hm-toolbar">
        {picker}
        {hospitals.length > 1 && <VersionHospitalPicker id="hm-ballot-cards-hospital" hospitals={hospitals} value={hospitalId} onChange={setChosen} />}
        <SelectButton
          value={kind}
          onChange={(e) => e.value && setKind(e.value as TBatchKind)}
          options={[
            { label: t('ballotCards.kindCard'), value: 'card' },
            { label: t('ballotCards.kindPaper'), value: 'paper' },
          ]}
          allowEmpty={false}
          aria-label={t('ballotCards.kindLabel')}
        />
      </div>
      {!allowed ? (
        <EmptyState icon="pi pi-lock" title={t('ballotCards.notAllowed')} />
      ) : versionId === null ? (
        <EmptyState icon="pi pi-qrcode" title={t('picker.versionPrompt')} />
      ) : running.isPending ? (
        <PageSpinner />
      ) : running.isError ? (
        <QueryError error={running.error} onRetry={() => void running.refetch()} />
      ) : hospitalId === null ? (
        <EmptyState icon="pi pi-building" title={t('ballotCards.noHospitals')} />
      ) : (
        <CardsOf key={`${versionId}:${hospitalId}:${kind}`} versionId={versionId} hospitalId={hospitalId} kind={kind} />
      )}
    </Page>
  );
}

function CardsOf({ versionId, hospitalId, kind }: { versionId: number; hospitalId: number; kind: TBatchKind }) {
  const { t, i18n } = useSurveyTranslation();
  const cards = useBallotCards(versionId, hospitalId, kind);
  const paper = kind === 'paper';
  const [ask, setAsk] = useState<PrintAsk | null>(null);
  const [count, setCount] = useState<number | null>(null);
  const print = usePrintCards((n) => {
    notify.success(t('ballotCards.printed', { count: n }));
    setAsk(null);
  });
  if (cards.isPending) return <PageSpinner />;
  if (cards.isError) return <QueryError error={cards.error} onRetry={() => void cards.refetch()} />;
  const data = cards.data;
  const language = i18n.language === 'en' ? 'en' : 'vi';

  const open = (dept: TBallotCardDepartment, reprint: boolean) => {
    setAsk({ dept, reprint });
    setCount(reprint ? Math.max(dept.da_phat - dept.da_dung, 1) : Math.max(dept.goi_y, 1));
  };
  const submit = () => {
    if (!ask || !count) return;
    const body = { phien_ban_id: versionId, hospital_id: hospitalId, phong_ban_id: ask.dept.phong_ban_id, so_the: count, ...(paper ? { loai: kind } : {}) };
    const fileName = `${paper ? 'phieu-giay' : 'the-binh-chon'}-${ask.dept.ten_phong_ban}-lan-${ask.dept.lan_in + 1}.pdf`;
    print.mutate({ body, reprint: ask.reprint, fileName, count });
  };

  return (
    <>
      <p className="hm-cards-intro">{t(paper ? 'ballotCards.paperIntro' : 'ballotCards.intro')}</p>
      <p className="hm-cards-deadline">{t('ballotCards.deadline', { deadline: formatDeadline(fromWireTime(data.time_end) ?? data.time_end, language) })}</p>
      {!data.mo && (
        <p className="hm-cards-closed" role="status">
          {t('ballotCards.closed')}
        </p>
      )}
      {data.departments.length === 0 ? (
        <EmptyState icon="pi pi-sitemap" title={t('ballotCards.empty')} />
      ) : (
        <ul className="hm-cards-list" aria-label={t('ballotCards.title')}>
          {data.departments.map((d) => (
            <li key={d.phong_ban_id} className="hm-cards-row">
              <div className="hm-cards-name">
                <strong>{d.ten_phong_ban}</strong>
                <span className="hm-cards-figures">
                  <span>{t('ballotCards.suggested', { count: d.goi_y })}</span>
                  <span>
                    {t('ballotCards.issued')}: <b>{d.da_phat}</b>
                  </span>
                  <span>
                    {t('ballotCards.used')}: <b>{d.da_dung}</b>
                  </span>
                  <span>
                    {t('ballotCards.void')}: <b>{d.da_huy}</b>
                  </span>
                  {d.lan_in > 0 && (
                    <span>
                      {t('ballotCards.prints')}: <b>{d.lan_in}</b>
                    </span>
                  )}
                </span>
              </div>
              {d.lo_id === null ? (
                <Button
                  type="button"
                  label={t(paper ? 'ballotCards.printPaper' : 'ballotCards.print')}
                  icon="pi pi-print"
                  disabled={!data.mo}
                  onClick={() => open(d, false)}
                  aria-label={`${t(paper ? 'ballotCards.printPaper' : 'ballotCards.print')}: ${d.ten_phong_ban}`}
                />
              ) : (
                <Button
                  type="button"
                  label={t('ballotCards.reprint')}
                  icon="pi pi-refresh"
                  severity="secondary"
                  disabled={!data.mo}
                  onClick={() => open(d, true)}
                  aria-label={`${t('ballotCards.reprint')}: ${d.ten_phong_ban}`}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog
        header={ask ? t(ask.reprint ? 'ballotCards.reprintTitle' : 'ballotCards.printTitle', { name: ask.dept.ten_phong_ban }) : ''}
        visible={ask !== null}
        onHide={() => !print.isPending && setAsk(null)}
        className="hm-cards-dialog"
        footer={
          <div>
            <Button type="button" label={t('ballotCards.cancel')} severity="secondary" text onClick={() => setAsk(null)} disabled={print.isPending} />
            <Button
              type="button"
              label={print.isPending ? t('ballotCards.printing') : ask?.reprint ? t('ballotCards.reprintConfirmButton') : t(paper ? 'ballotCards.printPaper' : 'ballotCards.print')}
              icon="pi pi-file-pdf"
              loading={print.isPending}
              disabled={!count || print.isPending}
              severity={ask?.reprint ? 'danger' : undefined}
              onClick={submit}
            />
          </div>
        }
      >
        {ask?.reprint && <p>{t('ballotCards.reprintConfirm', { unused: ask.dept.da_phat - ask.dept.da_dung })}</p>}
        <div className="hm-field">
          <label htmlFor="hm-ballot-cards-count">{t('ballotCards.count')}</label>
          <InputNumber inputId="hm-ballot-cards-count" value={count} onValueChange={(e) => setCount(e.value ?? null)} min={1} max={paper ? 200 : 500} showButtons />
        </div>
        <p className="hm-cards-note">{t('ballotCards.onlyOnce')}</p>
      </Dialog>
    </>
  );
}
