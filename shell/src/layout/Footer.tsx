import { CONSTANTS } from '@hm/contract/constants';

/** Spec §2: a copyright line and 'Version: 1.2'. */
export function Footer() {
  return (
    <footer className="hm-footer">
      <span>© {new Date().getFullYear()} Vote for Patient Safety</span>
      <span>Version: {CONSTANTS.footerVersion}</span>
    </footer>
  );
}
