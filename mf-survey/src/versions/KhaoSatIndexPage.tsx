import PendingPage from '../pending/PendingPage';
import { isAuthor, useSurveyPermissions } from '../shared/permissions';
import VersionListPage from './VersionListPage';

/**
 * /KhaoSat: authors (KHAO_SAT_SUA or KHAO_SAT_XEM) get the version list; plain staff keep the
 * honest 'in development' notice until the vote list (another issue) is built.
 */
export default function KhaoSatIndexPage() {
  return isAuthor(useSurveyPermissions()) ? <VersionListPage /> : <PendingPage page="KhaoSat" />;
}
