import { endpoints, MODULE_IDS, moduleName, PROJECT_CODE } from '@hm/contract';
import { comboQuery, useApi } from '@hm/platform';
import { useQuery } from '@tanstack/react-query';
import { useCataloguesTranslation } from '../i18n';

/** The modules a menu entry or a function may belong to ('core': always on). */
export function useModuleOptions(): { value: string; label: string }[] {
  const { i18n } = useCataloguesTranslation();
  return ['core', ...MODULE_IDS].map((m) => ({ value: m, label: moduleName(m, i18n.language) }));
}

/** This product's project (`hm-vote-for-safety`), the default of new menus and functions. */
export function useProjectId(): number | null {
  const projects = useQuery(comboQuery(useApi(), endpoints.projectCombo));
  const list = projects.data ?? [];
  return (list.find((p) => p.name === PROJECT_CODE || p.name === 'Vote for Patient Safety') ?? list[0])?.id ?? null;
}
