import { endpoints, formatWire, type TLanguage, type TOpenVersion, type TSurveyVersionRow, versionPhase } from '@hm/contract';
import { canCall, pickText, useApi, useAppLink, useCurrentUser, useUiLanguage } from '@hm/platform';
import { EmptyState, LoadingBlock, QueryError } from '@hm/ui';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { licensedModules } from '../routing/module-access';
import { HOME_NS } from './home-texts';
import './start-page.css';

const DAY = 86_400_000;
const title = (v: { tieu_de_khao_sat: string; tieu_de_khao_sat_en: string }, lang: TLanguage) => pickText(v.tieu_de_khao_sat, v.tieu_de_khao_sat_en, lang);
/** Whole days until a wire time (Asia/Ho_Chi_Minh, +07:00), at least 0. */
const daysLeft = (wire: string, now = Date.now()) => Math.max(0, Math.ceil((Date.parse(`${wire.replace(' ', 'T')}+07:00`) - now) / DAY));

/**
 * The page after sign-in: for staff, the surveys that invite them with a vote button; for
 * managers, the running surveys of their hospitals with the response rate and the days left, and
 * shortcuts to the pages they use. Each section shows only what the user's functions and the
 * hospital's licences allow (the server checks every call again).
 */
export default function StartPage() {
  const { t } = useTranslation(HOME_NS);
  const lang = useUiLanguage();
  const api = useApi();
  const user = useCurrentUser()!;
  const link = useAppLink();
  const navigate = useNavigate();
  const survey = licensedModules(user).has('survey');
  const mayVote = survey && canCall(user, endpoints.versionNew);
  const mayManage = survey && canCall(user, endpoints.versionList);
  const mine = useQuery({ queryKey: ['home', 'mine'], queryFn: ({ signal }) => api.call(endpoints.versionNew, { query: {} }, { silent: true, signal }), enabled: mayVote });
  const running = useQuery({
    queryKey: ['home', 'running'],
    queryFn: ({ signal }) => api.call(endpoints.versionList, { query: { status_khao_sat: 1, size: 20, page: 1, tam_ngung: false, la_mau: false } }, { silent: true, signal }),
    enabled: mayManage,
  });
  const campaigns = (running.data?.data ?? []).filter((v) => v.started_at !== null);
  const shortcuts = [
    { key: 'versions', path: 'KhaoSat/FormPhienBan', endpoint: endpoints.versionList, module: 'survey' },
    { key: 'dashboard', path: 'Dashboard/Hospital', endpoint: endpoints.dashboardVersions, module: 'dashboard' },
    { key: 'accounts', path: 'HeThong/TaiKhoanBenhVien', endpoint: endpoints.accountList, module: 'system' },
    { key: 'staff', path: 'HeThongDanhMuc/NhanVien', endpoint: endpoints.staffCreate, module: 'catalogues' },
    { key: 'myInfo', path: 'ThongTinNhanVien', endpoint: endpoints.myStaffInfo, module: 'survey' },
  ].filter((s) => licensedModules(user).has(s.module as never) && canCall(user, s.endpoint));

  const myRow = (v: TOpenVersion) => {
    const phase = versionPhase(v);
    return (
      <li key={v.phien_ban_id} className="hm-start__item">
        <div>
          <strong>{title(v, lang)}</strong>
          <small>{phase === 'scheduled' ? t('opensAt', { at: formatWire(v.time_start) }) : t('daysLeft', { count: daysLeft(v.time_end) })}</small>
        </div>
        {v.trang_thai_cua_toi === 2 ? (
          <span className="hm-start__done">
            <i className="pi pi-check-circle" aria-hidden="true" /> {t('voted')}
          </span>
        ) : phase === 'open' ? (
          <Button
            type="button"
            label={t('vote')}
            aria-label={t('voteAria', { title: title(v, lang) })}
            icon="pi pi-check-square"
            onClick={() => void navigate(link('KhaoSat/StepForm', { phien_ban_id: v.phien_ban_id }))}
          />
        ) : null}
      </li>
    );
  };
  const campaignRow = (v: TSurveyVersionRow) => {
    const phase = versionPhase(v);
    const rate = v.tong_so_nhan_vien ? Math.round((v.so_da_binh_chon / v.tong_so_nhan_vien) * 100) : 0;
    const when = phase === 'scheduled' ? t('scheduled', { at: formatWire(v.time_start) }) : phase === 'ended' ? t('ended') : t('daysLeft', { count: daysLeft(v.time_end) });
    return (
      <li key={v.phien_ban_id} className="hm-start__item hm-start__item--campaign">
        <div>
          <strong>{title(v, lang)}</strong>
          <small>
            {v.hospital_name ? `${v.hospital_name} · ` : ''}
            {when}
          </small>
          <ProgressBar
            value={rate}
            showValue={false}
            aria-label={t('responses', { voted: v.so_da_binh_chon, total: v.tong_so_nhan_vien, rate: `${rate}%` })}
            style={{ height: 8 }}
          />
          <small>{t('responses', { voted: v.so_da_binh_chon, total: v.tong_so_nhan_vien, rate: `${rate}%` })}</small>
        </div>
        <Link to={link('KhaoSat/TableUser', { phien_ban_id: v.phien_ban_id })} aria-label={t('participationAria', { title: title(v, lang) })}>
          {t('participation')}
        </Link>
      </li>
    );
  };

  return (
    <section className="hm-page hm-start" aria-labelledby="hm-start-title">
      <h1 id="hm-start-title">{t('hello', { name: user.display_name })}</h1>
      {user.hospital && <p>{user.hospital.name}</p>}
      {mayVote && (
        <section aria-labelledby="hm-start-mine" className="hm-start__card">
          <h2 id="hm-start-mine">{t('mine')}</h2>
          {mine.isPending ? (
            <LoadingBlock />
          ) : mine.isError ? (
            <QueryError error={mine.error} onRetry={() => void mine.refetch()} />
          ) : mine.data.length === 0 ? (
            <EmptyState icon="pi pi-inbox" title={t('mineEmpty')} />
          ) : (
            <ul>{mine.data.map(myRow)}</ul>
          )}
        </section>
      )}
      {mayManage && (
        <section aria-labelledby="hm-start-campaigns" className="hm-start__card">
          <h2 id="hm-start-campaigns">{t('campaigns')}</h2>
          {running.isPending ? (
            <LoadingBlock />
          ) : running.isError ? (
            <QueryError error={running.error} onRetry={() => void running.refetch()} />
          ) : campaigns.length === 0 ? (
            <EmptyState icon="pi pi-calendar" title={t('campaignsEmpty')} />
          ) : (
            <ul>{campaigns.map(campaignRow)}</ul>
          )}
        </section>
      )}
      {shortcuts.length > 0 && (
        <nav aria-labelledby="hm-start-shortcuts" className="hm-start__card">
          <h2 id="hm-start-shortcuts">{t('shortcuts')}</h2>
          <ul className="hm-start__shortcuts">
            {shortcuts.map((s) => (
              <li key={s.key}>
                <Link to={link(s.path)}>{t(`go.${s.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
