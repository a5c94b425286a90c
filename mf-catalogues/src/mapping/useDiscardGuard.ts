import { useUnsavedChanges } from '@hm/ui/dialog';
import type { ReactElement } from 'react';
import { useCataloguesTranslation } from '../i18n';

export interface DiscardGuard {
  /**
   * Runs `action` at once when nothing is unsaved; else asks first, and on yes drops the unsaved
   * edits and runs it; `onStay` runs when the user keeps them.
   */
  guard: (action: () => void, onStay?: () => void) => void;
  /** The confirmation dialog, rendered once by the page. */
  dialog: ReactElement;
}

/**
 * Protects unsaved edits from what would replace the rows on screen (another hospital, search or
 * filter: 'Các thay đổi chưa lưu (3 dòng) sẽ bị bỏ'), and, through the shared guard of @hm/ui,
 * from leaving the page (the drawer, a link) and from closing or reloading the browser tab.
 * @example const { guard, dialog } = useDiscardGuard(draft.size, () => setDraft(EMPTY_DRAFT));
 *          guard(() => setKeyword(k), () => resetSearchBox());
 */
export function useDiscardGuard(unsaved: number, discard: () => void): DiscardGuard {
  const { t } = useCataloguesTranslation();
  const { confirmDiscard, dialog } = useUnsavedChanges(unsaved > 0);
  const guard = (action: () => void, onStay?: () => void) =>
    confirmDiscard(
      () => {
        if (unsaved > 0) discard();
        action();
      },
      { message: t('mapping.discardConfirm', { count: unsaved }), acceptLabel: t('mapping.discardAccept'), ...(onStay ? { onStay } : {}) },
    );
  return { guard, dialog };
}
