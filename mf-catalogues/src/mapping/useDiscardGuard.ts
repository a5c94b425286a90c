import { useConfirm } from '@hm/ui/dialog';
import { type ReactElement, useEffect } from 'react';
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
 * Protects unsaved edits from what would replace the rows on screen (another page, hospital,
 * search or filter), and from closing or reloading the browser tab.
 * @example const { guard, dialog } = useDiscardGuard(draft.size, () => setDraft(EMPTY_DRAFT));
 *          guard(() => setKeyword(k), () => resetSearchBox());
 */
export function useDiscardGuard(unsaved: number, discard: () => void): DiscardGuard {
  const { t } = useCataloguesTranslation();
  const { confirm, dialog } = useConfirm();

  useEffect(() => {
    if (unsaved === 0) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const guard = (action: () => void, onStay?: () => void) => {
    if (unsaved === 0) {
      action();
      return;
    }
    confirm({
      message: t('mapping.discardConfirm', { count: unsaved }),
      acceptLabel: t('mapping.discardAccept'),
      danger: true,
      accept: () => {
        discard();
        action();
      },
      ...(onStay ? { reject: onStay } : {}),
    });
  };
  return { guard, dialog };
}
