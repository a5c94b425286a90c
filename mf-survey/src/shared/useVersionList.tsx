import { type LinkQuery, useAppLink } from '@hm/platform';
import type { FilterDef } from '@hm/ui/crud';
import { useNavigate } from 'react-router-dom';
import { useSurveyTranslation } from '../i18n';
import { useCanEditVersion } from './useCanEditVersion';
import { useIdParams } from './useIdParams';
import { VersionPicker } from './VersionPicker';
import { VersionSubtitle } from './VersionSubtitle';

/**
 * What every list of a version's structure (parts, questions, answers, composites) shares: the
 * ids of the query string, the version picker, the version under the title, the prompt while no
 * version is chosen, writes only while the version may be edited, no export, and a way to open
 * another survey page with ids.
 * @example const v = useVersionList('hm-survey-parts');
 *          <ResourcePage config={{ ...v.config, resource: partResource, query: { phien_ban_id: v.versionId ?? 0 }, … }} />
 */
export function useVersionList(idPrefix: string) {
  const { t } = useSurveyTranslation();
  const navigate = useNavigate();
  const link = useAppLink();
  const [ids, setIds] = useIdParams();
  const versionId = ids.phien_ban_id;
  const { canEdit, hasResponses } = useCanEditVersion(versionId);
  const picker = <VersionPicker id={`${idPrefix}-version`} value={versionId} onChange={(v) => setIds({ phien_ban_id: v })} />;
  return {
    ids,
    setIds,
    versionId,
    canEdit,
    hasResponses,
    picker,
    go: (page: string, query: LinkQuery) => void navigate(link(page, query)),
    config: {
      idPrefix,
      subtitle: <VersionSubtitle versionId={versionId} />,
      filterSlots: { before: picker },
      prompt: versionId === null ? t('picker.versionPrompt') : null,
      canWrite: canEdit,
      exportFile: false as const,
    },
  };
}

/**
 * The status filter of a structure list: 'all' (-1, sent as such) and the kind's two states.
 * @example statusFilter(t, 'status', t('parts.statusFilter'), 'part', [1, 2])
 */
export function statusFilter(t: (key: string) => string, name: string, label: string, kind: 'part' | 'composite', values: readonly [number, number]): FilterDef {
  return {
    kind: 'select',
    name,
    label,
    default: -1,
    options: [{ value: -1, label: t('crud.all') }, ...values.map((v) => ({ value: v, label: t(`status.${kind}.${v}`) }))],
  };
}
