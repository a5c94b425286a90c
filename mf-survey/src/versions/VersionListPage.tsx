import { endpoints, type TSurveyVersionRow } from '@hm/contract';
import { useAppLink, useCanCall, useUiLanguage } from '@hm/platform';
import { EmptyState } from '@hm/ui';
import '@hm/ui/form.css';
import { Page, PAGE_TITLE_ID, SearchBox } from '@hm/ui/page';
import { PagedTable, usePaging } from '@hm/ui/table';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dropdown } from 'primereact/dropdown';
import { InputSwitch } from 'primereact/inputswitch';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHospitals } from '../api/participation';
import { useVersionList } from '../api/versions';
import { useSurveyTranslation } from '../i18n';
import { useSurveyPermissions } from '../shared/permissions';
import { VersionStatusTag } from '../shared/StatusTags';
import { pickText } from '../shared/text';
import { formatWire } from '../shared/time';
import '../shared/survey.css';
import { CopyTemplateDialog } from './CopyTemplateDialog';
import { isVersionLink, VERSION_LINKS, type VersionAction, versionActions } from './version-actions';
import { ACTION_ICONS, actionLabelKey, MoreButton, useVersionRowMenu } from './VersionRowMenu';
import { useVersionCommands } from './useVersionCommands';

// System administrators only, rarely: its own chunk.
const PushCampaignDialog = lazy(() => import('./PushCampaignDialog'));

/** `FormPhienBan?moi=1`: the form of a new version (without it, FormPhienBan is this list). */
export const NEW_VERSION = { key: 'moi', value: '1' } as const;

/** Actions shown as buttons on the row; the rest are in its menu. */
const INLINE: ReadonlySet<VersionAction> = new Set(['detail', 'edit', 'restore']);

/**
 * /KhaoSat for authors: the survey versions (tam_ngung=false, or the hidden ones to restore)
 * with their voted/total counts, filtered by participating hospital and keyword, and every
 * action on a version. The list reloads after each call. `showVotes`: the author's own vote list.
 */
export default function VersionListPage({ showVotes }: { showVotes?: () => void }) {
  const { t } = useSurveyTranslation();
  const lang = useUiLanguage();
  const perms = useSurveyPermissions();
  const navigate = useNavigate();
  const link = useAppLink();
  const paging = usePaging();
  const [hospitalId, setHospitalId] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');
  const [hidden, setHidden] = useState(false);
  const [copying, setCopying] = useState(false);
  const [pushing, setPushing] = useState(false);
  const canPush = useCanCall(endpoints.versionPush);
  const mayPush = perms.systemAdmin && canPush;
  const hospitals = useHospitals();
  const versions = useVersionList({
    page: paging.page,
    size: paging.size,
    tam_ngung: hidden,
    la_mau: false,
    ...(hospitalId ? { hospitalId } : {}),
    ...(keyword ? { keyword } : {}),
  });
  const { run, dialog } = useVersionCommands();
  const act = (a: VersionAction, v: TSurveyVersionRow) => {
    if (isVersionLink(a)) void navigate(link(VERSION_LINKS[a], { phien_ban_id: v.phien_ban_id }));
    else run(a, v, hospitalId);
  };
  const menu = useVersionRowMenu({ onAction: act });
  const title = (v: TSurveyVersionRow) => pickText(v.tieu_de_khao_sat, v.tieu_de_khao_sat_en, lang);

  const hospitalOptions = [{ id: null, name: t('versionList.hospitalAll') }, ...(hospitals.data ?? [])];
  const actionsBody = (v: TSurveyVersionRow) => {
    const all = versionActions(v, perms);
    const rest = all.filter((a) => !INLINE.has(a));
    return (
      <div className="hm-row-actions">
        {all
          .filter((a) => INLINE.has(a))
          .map((a) => (
            <Button
              key={a}
              type="button"
              icon={ACTION_ICONS[a]}
              // Editing is what a manager looks for first: a word, not only a pencil.
              label={a === 'edit' ? t('versionList.editShort') : undefined}
              size={a === 'edit' ? 'small' : undefined}
              rounded
              text
              aria-label={`${t(actionLabelKey(a, v))}: ${title(v)}`}
              title={t(actionLabelKey(a, v))}
              onClick={() => act(a, v)}
            />
          ))}
        {rest.length > 0 && <MoreButton rowLabel={title(v)} onClick={(e) => menu.open(e, v, rest)} />}
      </div>
    );
  };

  return (
    <Page
      title={t('versionList.title')}
      actions={
        <>
          {perms.write && (
            <>
              <Button
                type="button"
                label={t('versionList.add')}
                icon="pi pi-plus"
                onClick={() => void navigate(link('KhaoSat/FormPhienBan', { [NEW_VERSION.key]: NEW_VERSION.value }))}
              />
              <Button type="button" label={t('versionList.fromTemplate')} icon="pi pi-copy" severity="secondary" onClick={() => setCopying(true)} />
            </>
          )}
          {mayPush && <Button type="button" label={t('push.open')} icon="pi pi-send" severity="secondary" onClick={() => setPushing(true)} />}
          {perms.outbox && <Button type="button" label={t('versionList.outbox')} icon="pi pi-envelope" outlined onClick={() => void navigate(link('KhaoSat/HopThu'))} />}
          {showVotes && <Button type="button" label={t('vote.list.tabs.vote')} icon="pi pi-check-square" severity="secondary" onClick={showVotes} />}
        </>
      }
    >
      <div className="hm-toolbar" role="search">
        <div className="hm-field">
          <label htmlFor="hm-survey-version-hospital">{t('versionList.hospitalFilter')}</label>
          <Dropdown
            inputId="hm-survey-version-hospital"
            value={hospitalId}
            options={hospitalOptions}
            optionLabel="name"
            optionValue="id"
            placeholder={t('versionList.hospitalAll')}
            filter
            onChange={(e) => {
              setHospitalId((e.value as number | null) ?? null);
              paging.reset();
            }}
          />
        </div>
        <SearchBox
          labelHidden
          id="hm-survey-version-search"
          onSearch={(k) => {
            setKeyword(k);
            paging.reset();
          }}
        />
        <div className="hm-check">
          <InputSwitch
            inputId="hm-survey-version-hidden"
            checked={hidden}
            onChange={(e) => {
              setHidden(e.value);
              paging.reset();
            }}
          />
          <label htmlFor="hm-survey-version-hidden">{t('versionList.showHidden')}</label>
        </div>
      </div>
      <PagedTable
        query={versions}
        paging={paging}
        dataKey="phien_ban_id"
        empty={<EmptyState title={hidden ? t('versionList.emptyHidden') : t('versionList.empty')} detail={hidden ? undefined : t('versionList.emptyDetail')} />}
        labelledBy={PAGE_TITLE_ID}
      >
        <Column header={t('versionList.colTitle')} body={(v: TSurveyVersionRow) => <strong>{title(v)}</strong>} />
        <Column header={t('versionList.colHospital')} body={(v: TSurveyVersionRow) => v.hospital_name ?? t('versionList.campaign')} />
        <Column
          header={t('versionList.colWindow')}
          body={(v: TSurveyVersionRow) => (
            <span className="hm-survey-nowrap">
              {formatWire(v.time_start)} {t('versionList.windowTo')} {formatWire(v.time_end)}
            </span>
          )}
        />
        <Column header={t('versionList.colStatus')} body={(v: TSurveyVersionRow) => <VersionStatusTag version={v} />} />
        <Column
          header={t('versionList.colVoted')}
          body={(v: TSurveyVersionRow) => (
            <span className="hm-survey-nowrap">
              {v.so_da_binh_chon} / {v.tong_so_nhan_vien}
              <br />
              <small className="hm-survey-muted">{t('versionList.complete', { count: v.so_hoan_chinh })}</small>
            </span>
          )}
        />
        <Column header={t('crud.actions')} body={actionsBody} />
      </PagedTable>
      {menu.element}
      {dialog}
      {copying && <CopyTemplateDialog onClose={() => setCopying(false)} />}
      {pushing && (
        <Suspense fallback={null}>
          <PushCampaignDialog onClose={() => setPushing(false)} />
        </Suspense>
      )}
    </Page>
  );
}
