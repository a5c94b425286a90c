import { useCurrentUser } from '@hm/platform';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountActions } from './useAccountActions';

interface Props {
  id: string;
  className?: string;
  /** Icon only, the name left to the accessible label (the top bar on a mobile viewport). */
  compact?: boolean;
}

/** The logged-in user's name opening the account menu. */
export function UserMenuButton({ id, className, compact = false }: Props) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const menu = useRef<Menu>(null);
  const items = useAccountActions();
  if (!user) return null;
  return (
    <>
      <Menu model={items} popup ref={menu} id={`${id}-menu`} />
      <Button
        type="button"
        className={className}
        label={compact ? undefined : user.display_name}
        icon="pi pi-user"
        iconPos="left"
        text
        rounded={compact}
        aria-haspopup="menu"
        aria-controls={`${id}-menu`}
        aria-label={`${t('user.accountMenu')}: ${user.display_name}`}
        onClick={(e) => menu.current?.toggle(e)}
      />
    </>
  );
}
