import { type ConfirmRequest, useConfirm as useSharedConfirm } from '@hm/ui/dialog';
import type { ReactElement } from 'react';
import { useCataloguesTranslation } from '../i18n';

export type { ConfirmRequest };

/** @hm/ui's confirmation dialog with the catalogue module's texts. */
export function useConfirm(): { confirm: (r: ConfirmRequest) => void; dialog: ReactElement } {
  const { t } = useCataloguesTranslation();
  return useSharedConfirm({ header: t('common.confirmTitle'), accept: t('common.confirmAccept'), reject: t('common.cancel') });
}
