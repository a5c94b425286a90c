import type { TLanguage } from '@hm/contract';
import { navTexts } from '@hm/platform/light';
import type { ReactNode } from 'react';
import { Footer } from '../layout/Footer';
import '../layout/layout.css';

export interface LoginFrameProps {
  language: TLanguage;
  /** The top bar's title. */
  title: string;
  /** The menu button: the whole application takes over and opens its drawer. */
  onMenu: () => void;
  /** The home button. */
  onHome: () => void;
  children: ReactNode;
}

const iconButton = 'hm-topbar__icon p-button p-component p-button-icon-only p-button-text p-button-rounded';

/**
 * The default layout's frame as the light login page draws it before the application is loaded
 * (issue 15): the same top bar and footer, as plain elements with the theme's classes.
 * @example <LoginFrame language="vi" title="Đăng nhập hệ thống" onMenu={…} onHome={…}><LoginForm /></LoginFrame>
 */
export function LoginFrame({ language, title, onMenu, onHome, children }: LoginFrameProps) {
  const t = navTexts[language];
  return (
    <div className="hm-layout">
      <header className="hm-topbar">
        <button type="button" className={iconButton} aria-label={t.toggleMenu} onClick={onMenu}>
          <span className="p-button-icon p-c pi pi-bars" aria-hidden="true" />
        </button>
        <button type="button" className={iconButton} aria-label={t.home} onClick={onHome}>
          <span className="p-button-icon p-c pi pi-home" aria-hidden="true" />
        </button>
        <p className="hm-topbar__title">{title}</p>
        <div className="hm-topbar__end" />
      </header>
      <main className="hm-layout__main" id="main">
        {children}
      </main>
      <Footer />
    </div>
  );
}
