import { resourceQueries, useApi } from '@hm/platform';
import { useQuery } from '@tanstack/react-query';
import { compositeResource } from './resources';
import { ALL_ROWS } from './structure';

/** Every composite of a version (ModalComposite finds the one it edits among them). */
export const useAllComposites = (versionId: number | null, enabled = true) =>
  useQuery({
    ...resourceQueries(compositeResource).list(useApi(), { phien_ban_id: versionId ?? 0, status_composite: -1, page: 1, size: ALL_ROWS }),
    enabled: enabled && versionId !== null,
  });
