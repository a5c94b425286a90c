import type { TScoreScope } from '@hm/contract';
import { Dropdown } from 'primereact/dropdown';
import type { ReactNode } from 'react';
import { useDashboardTranslation } from '../i18n';
import { SnapshotNotice } from './SnapshotNotice';
import type { DashboardFilterState } from './useDashboardFilters';
import { VersionOption } from './VersionOption';

const ALL = 'all';
type Choice = number | typeof ALL;
const toChoice = (v: number | null): Choice => v ?? ALL;
const fromChoice = (v: unknown): number | null => (typeof v === 'number' ? v : null);

export interface DashboardFilterBarProps {
  state: DashboardFilterState;
  /** The scope of a score answer on screen: its snapshot is shown under the filters. */
  scope?: Pick<TScoreScope, 'snapshot'> | null;
  /** Prefix of the fields' ids (several bars never share a page, but tests may). */
  idPrefix?: string;
  /** More fields of the page (e.g. a search box). */
  children?: ReactNode;
}

/**
 * The filters every dashboard shares, configured by `state.config`: survey version, hospital
 * (one, all-or-one, or none), the respondent's unit and position; then when and from how many
 * responses the score figures were computed.
 * @example const state = useDashboardFilters({ hospital: 'single', groups: true });
 *          <DashboardFilterBar state={state} scope={average.data?.scope} />
 */
export function DashboardFilterBar({ state, scope, idPrefix = 'hm-dash-filter', children }: DashboardFilterBarProps) {
  const { t } = useDashboardTranslation();
  const { config, choices, filters, set } = state;
  const all = { value: ALL, label: t('filters.all') };
  const id = (name: string) => `${idPrefix}-${name}`;

  const hospitals = (choices?.hospitals ?? []).map((h) => ({ value: h.hospital_id, label: h.name }));
  const units = (choices?.units ?? []).map((u) => ({ value: u.gia_tri, label: u.label, group: u.group }));
  const positions = (choices?.positions ?? []).map((p) => ({ value: p.gia_tri, label: p.label, group: p.group }));
  const groupItem = (o: { label: string; group?: string | null }) => (
    <div className="hm-dash-option">
      <span className="hm-dash-option__title">{o.label}</span>
      {o.group && <span className="hm-dash-option__meta">{o.group}</span>}
    </div>
  );

  return (
    <div className="hm-dash-filters">
      <div className="hm-dash-filters__fields" role="search" aria-label={t('filters.label')}>
        <div className="hm-dash-field hm-dash-field--version">
          <label htmlFor={id('version')}>{t('filters.version')}</label>
          <Dropdown
            inputId={id('version')}
            value={filters.versionId}
            options={state.versions}
            optionValue="phien_ban_id"
            optionLabel="tieu_de_khao_sat"
            itemTemplate={(v) => <VersionOption version={v} />}
            onChange={(e) => set({ versionId: fromChoice(e.value) })}
            placeholder={t('filters.versionPlaceholder')}
            emptyMessage={t('filters.noVersions')}
            emptyFilterMessage={t('filters.noMatch')}
            filter={state.versions.length > 6}
            loading={state.versionsLoading}
          />
        </div>
        {config.hospital !== 'none' && hospitals.length > 0 && (
          <div className="hm-dash-field">
            <label htmlFor={id('hospital')}>{t('filters.hospital')}</label>
            <Dropdown
              inputId={id('hospital')}
              placeholder={t('filters.hospitalPlaceholder')}
              value={config.hospital === 'single' ? filters.hospitalId : toChoice(filters.hospitalId)}
              options={config.hospital === 'single' ? hospitals : [{ ...all, label: t('filters.allHospitals') }, ...hospitals]}
              onChange={(e) => set({ hospitalId: fromChoice(e.value) })}
              filter={hospitals.length > 6}
              emptyFilterMessage={t('filters.noMatch')}
            />
          </div>
        )}
        {config.groups && units.length > 0 && (
          <div className="hm-dash-field">
            <label htmlFor={id('unit')}>{t('filters.unit')}</label>
            <Dropdown
              inputId={id('unit')}
              placeholder={t('filters.unitPlaceholder')}
              value={toChoice(filters.unit)}
              options={[all, ...units]}
              itemTemplate={groupItem}
              onChange={(e) => set({ unit: fromChoice(e.value) })}
              filter={units.length > 8}
              emptyFilterMessage={t('filters.noMatch')}
            />
          </div>
        )}
        {config.groups && positions.length > 0 && (
          <div className="hm-dash-field">
            <label htmlFor={id('position')}>{t('filters.position')}</label>
            <Dropdown
              inputId={id('position')}
              placeholder={t('filters.positionPlaceholder')}
              value={toChoice(filters.position)}
              options={[all, ...positions]}
              itemTemplate={groupItem}
              onChange={(e) => set({ position: fromChoice(e.value) })}
              filter={positions.length > 8}
              emptyFilterMessage={t('filters.noMatch')}
            />
          </div>
        )}
        {children}
      </div>
      {scope?.snapshot && <SnapshotNotice snapshot={scope.snapshot} />}
    </div>
  );
}
