import { useCurrentUser } from '@hm/platform';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountActions } from './useAccountActions';

/** The logged-in user's name opening the account menu. */
export function UserMenuButton({ id, className }: { id: string; className?: string }) {
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
        label={user.display_name}
        icon="pi pi-user"
        iconPos="left"
        text
        aria-haspopup="menu"
        aria-controls={`${id}-menu`}
        aria-label={`${t('user.accountMenu')}: ${user.display_name}`}
        onClick={(e) => menu.current?.toggle(e)}
      />
    </>
  );
}
