import type { TSurveyVersionRow } from '@hm/contract';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { type MouseEvent, useRef, useState } from 'react';
import { useSurveyTranslation } from '../i18n';
import type { VersionAction } from './version-actions';

export const ACTION_ICONS: Record<VersionAction, string> = {
  duplicate: 'pi pi-copy',
  copyLink: 'pi pi-link',
  detail: 'pi pi-eye',
  campaign: 'pi pi-flag',
  edit: 'pi pi-pencil',
  parts: 'pi pi-list',
  questions: 'pi pi-question-circle',
  composites: 'pi pi-sitemap',
  hospitals: 'pi pi-building',
  staff: 'pi pi-user-plus',
  participation: 'pi pi-table',
  groups: 'pi pi-th-large',
  start: 'pi pi-play',
  invite: 'pi pi-send',
  remind: 'pi pi-bell',
  pause: 'pi pi-pause',
  close: 'pi pi-lock',
  hide: 'pi pi-eye-slash',
  restore: 'pi pi-replay',
  delete: 'pi pi-trash',
};

/** The action's label: 'start' reads 'Mở lại khảo sát' on a paused version. */
export const actionLabelKey = (a: VersionAction, v: TSurveyVersionRow) => `versionList.actions.${a === 'start' && v.status_khao_sat === 3 ? 'reopen' : a}`;

/** Where a menu item group ends: links, then calls, then the destructive ones. */
const SEPARATE_BEFORE: ReadonlySet<VersionAction> = new Set(['start', 'invite', 'hide']);

export interface VersionRowMenuProps {
  /** The one popup menu of the table, opened for a row by `open`. */
  onAction: (a: VersionAction, v: TSurveyVersionRow) => void;
}

/**
 * One popup menu for every row of the table (not one per row): `open(event, row, actions)`
 * fills it with the row's actions and shows it under the button. Keyboard: arrows, Enter, Escape.
 * @example const menu = useVersionRowMenu(onAction); <Button onClick={(e) => menu.open(e, row, actions)} />; {menu.element}
 */
export function useVersionRowMenu({ onAction }: VersionRowMenuProps) {
  const { t } = useSurveyTranslation();
  const ref = useRef<Menu>(null);
  const [model, setModel] = useState<MenuItem[]>([]);
  // DataTable may keep rows (and the handlers they closed over) from an earlier render: the
  // items always call the latest handler, e.g. with the hospital filter chosen since.
  const latest = useRef(onAction);
  latest.current = onAction;
  function open(event: MouseEvent<HTMLButtonElement>, v: TSurveyVersionRow, actions: VersionAction[]) {
    const items: MenuItem[] = [];
    actions.forEach((a, i) => {
      if (i > 0 && SEPARATE_BEFORE.has(a)) items.push({ separator: true });
      items.push({
        label: t(actionLabelKey(a, v)),
        icon: ACTION_ICONS[a],
        className: a === 'delete' ? 'hm-survey-menu-danger' : undefined,
        command: () => latest.current(a, v),
      });
    });
    setModel(items);
    ref.current?.toggle(event);
  }
  const element = <Menu ref={ref} model={model} popup id="hm-survey-version-menu" popupAlignment="right" />;
  return { open, element };
}

/** The row's trigger button for the popup menu. */
export function MoreButton({ onClick, rowLabel }: { onClick: (e: MouseEvent<HTMLButtonElement>) => void; rowLabel: string }) {
  const { t } = useSurveyTranslation();
  return (
    <Button
      type="button"
      icon="pi pi-ellipsis-v"
      rounded
      text
      aria-label={`${t('common.moreActions')}: ${rowLabel}`}
      aria-haspopup="menu"
      aria-controls="hm-survey-version-menu"
      title={t('common.moreActions')}
      onClick={onClick}
    />
  );
}
