import {
  endpoints,
  GROUP_LEVELS,
  permissionGroup,
  SYSTEM_ADMIN_GROUP,
  type TComboItem,
  type TGroupFunctions,
  type TGroupMenus,
  type TPermissionGroup,
  type TPermissionGroupInput,
  ZPermissionGroupInput,
} from '@hm/contract';
import { errorMessage, notify, schemaKeys, useApi, useAppLink, useCanCall, useCurrentUser } from '@hm/platform';
import { FieldControl, type FieldDef } from '@hm/ui/crud';
import { useUnsavedChanges } from '@hm/ui/dialog';
import { applyServerErrors } from '@hm/ui/form';
import '@hm/ui/form.css';
import { Page } from '@hm/ui/page';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSystemTranslation } from '../i18n';
import { FunctionChecklist } from './FunctionChecklist';
import { GROUPS_PATH, groupPath } from './group-queries';
import './groups.css';
import { MenuTreeField } from './MenuTreeField';
import { useGroupDraft } from './useGroupDraft';

export interface GroupEditorProps {
  /** The group edited; undefined: a new one (its menus and functions come after the first save). */
  group?: TPermissionGroup;
  menus?: TGroupMenus;
  functions?: TGroupFunctions;
  projects: readonly TComboItem[];
  onProject: (id: number) => void;
}

const ID = 'hm-group-edit';
const FIELDS = schemaKeys(ZPermissionGroupInput);

/**
 * A group's page: its name, code, level and description, the project's menus as a checkbox tree
 * and its functions by module; one Save writes what changed (the group, then its menus, then its
 * functions) and says so; the server's refusals land on their fields or in a toast. Back asks
 * before dropping unsaved edits.
 */
export function GroupEditor({ group, menus, functions, projects, onProject }: GroupEditorProps) {
  const { t, i18n } = useSystemTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const link = useAppLink();
  const user = useCurrentUser();
  const en = i18n.language === 'en';

  const mayWrite = useCanCall(group ? permissionGroup.endpoints.update : permissionGroup.endpoints.create);
  const locked = !mayWrite || !!menus?.locked;
  const draft = useGroupDraft(menus, functions, locked);
  const form = useForm<TPermissionGroupInput>({
    resolver: zodResolver(ZPermissionGroupInput) as unknown as Resolver<TPermissionGroupInput>,
    defaultValues: group ? { ma_phan_quyen: group.ma_phan_quyen, ten_phan_quyen: group.ten_phan_quyen, cap: group.cap, mo_ta: group.mo_ta ?? '' } : { cap: 3, mo_ta: '' },
  });
  const [saving, setSaving] = useState(false);
  const dirty = form.formState.isDirty || draft.menusDirty || draft.functionsDirty;
  // Back, the drawer, a link, closing the tab: each asks before dropping unsaved edits.
  const { confirmDiscard, proceed, dialog } = useUnsavedChanges(dirty && !saving);
  /** Replaces what is on screen (another project), asking first when something is unsaved. */
  const guard = (action: () => void) => confirmDiscard(action, { message: t('groups.discardConfirm'), acceptLabel: t('groups.discardAccept') });
  const back = () => confirmDiscard(() => void (location.key !== 'default' ? navigate(-1) : navigate(link(GROUPS_PATH))));

  const protectedGroup = group?.ma_phan_quyen === SYSTEM_ADMIN_GROUP;
  const ownGroup = group !== undefined && group.phan_quyen_id === user?.phan_quyen_id;
  const userLevel = user?.phan_quyen_cap ?? 3;
  const levels = GROUP_LEVELS.filter((l) => l.cap >= userLevel || l.cap === group?.cap).map((l) => ({ value: l.cap, label: `${l.cap} — ${en ? l.en : l.vi}` }));
  const fields: [FieldDef<TPermissionGroupInput>, boolean][] = [
    [{ name: 'ma_phan_quyen', label: t('groups.code'), kind: 'text' }, protectedGroup],
    [{ name: 'ten_phan_quyen', label: t('groups.name'), kind: 'text' }, false],
    [{ name: 'cap', label: t('groups.level'), kind: 'select', options: levels }, protectedGroup || ownGroup],
    [{ name: 'mo_ta', label: t('groups.description'), kind: 'textarea' }, false],
  ];

  const save = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      if (!group) {
        const created = await api.call(endpoints.groupCreate, { body: values });
        notify.success(t('groups.saved'));
        form.reset(values);
        proceed(() => void navigate(link(groupPath(created.phan_quyen_id)), { replace: true }));
        return;
      }
      const id = group.phan_quyen_id;
      if (form.formState.isDirty) {
        await api.call(endpoints.groupUpdate, { body: { ...values, phan_quyen_id: id } });
        form.reset({ ...values, mo_ta: values.mo_ta ?? '' });
      }
      if (menus && draft.menusDirty) {
        await api.call(endpoints.groupMenuSet, { body: { phan_quyen_id: id, du_an_id: menus.du_an_id, menu_ids: draft.menuIds } });
        draft.menusSaved();
      }
      if (functions && draft.functionsDirty) {
        await api.call(endpoints.groupFunctionSet, { body: { phan_quyen_id: id, du_an_id: functions.du_an_id, chuc_nang_ids: [...draft.fnIds] } });
        draft.functionsSaved();
      }
      notify.success(t('groups.saved'));
    } catch (err) {
      applyServerErrors(err, form.setError, FIELDS);
      notify.error(errorMessage(err));
    } finally {
      setSaving(false);
      void queryClient.invalidateQueries({ queryKey: [permissionGroup.name] });
    }
  });

  return (
    <Page
      title={group ? t('groups.editTitle', { name: group.ten_phan_quyen }) : t('groups.newTitle')}
      actions={
        <>
          <Button type="button" label={t('groups.back')} icon="pi pi-arrow-left" severity="secondary" outlined onClick={back} />
          {mayWrite && <Button type="submit" form={ID} label={t('groups.save')} icon="pi pi-save" loading={saving} disabled={!dirty} />}
        </>
      }
    >
      <form id={ID} className="hm-form hm-group-edit" onSubmit={(e) => void save(e)} noValidate>
        <section className="hm-group-section" aria-labelledby={`${ID}-info`}>
          <h2 id={`${ID}-info`}>{t('groups.info')}</h2>
          <div className="hm-form-grid">
            {fields.map(([def, readOnly]) => (
              <FieldControl key={def.name} def={def} form={form} id={`${ID}-${def.name}`} ctx={{ hospitalId: null }} disabled={!mayWrite || readOnly} />
            ))}
          </div>
        </section>
        {!mayWrite && <Message severity="info" text={t('groups.readOnly')} />}
        {!group && <Message severity="info" text={t('groups.afterCreate')} />}
        {menus?.locked && <Message severity="warn" text={menus.locked} />}
        {menus?.kept && <Message severity="info" text={t('groups.kept')} />}
        {menus && projects.length > 1 && (
          <div className="hm-form-field hm-group-project">
            <label htmlFor={`${ID}-project`}>{t('groups.project')}</label>
            <Dropdown
              inputId={`${ID}-project`}
              value={menus.du_an_id}
              options={projects.map((p) => ({ value: p.id, label: p.name }))}
              onChange={(e) => guard(() => onProject(e.value as number))}
            />
          </div>
        )}
        {menus && (
          <section className="hm-group-section" aria-labelledby={`${ID}-menus`}>
            <h2 id={`${ID}-menus`}>{t('groups.menus')}</h2>
            <p className="hm-group-hint">{t('groups.menusHint')}</p>
            <MenuTreeField menus={menus.menus} value={draft.menuKeys} onChange={draft.setMenuKeys} fixed={draft.menuFixed} disabled={locked} labelledBy={`${ID}-menus`} />
          </section>
        )}
        {functions && (
          <section className="hm-group-section" aria-labelledby={`${ID}-functions`}>
            <h2 id={`${ID}-functions`}>{t('groups.functions')}</h2>
            <FunctionChecklist functions={functions.functions} value={draft.fnIds} onChange={draft.setFnIds} fixed={draft.fnFixed} idPrefix={`${ID}-fn`} />
          </section>
        )}
      </form>
      {dialog}
    </Page>
  );
}
