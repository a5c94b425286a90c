import { Page } from '@hm/ui/page';
import { useReportsTranslation } from '../i18n';
import { ChoicePanel } from './ChoicePanel';
import { DebriefPackSection, usePackFlow } from './DebriefPackSection';
import { ReportForm } from './ReportForm';
import './feedback.css';

/**
 * /HeThongBaoCao/TaiLieuKhoa: a department head's debrief packs (issue 27 item 2). The same packs
 * as the feedback report page's, for the units of the head's departments only (the server
 * decides which: docs/decisions/debrief-packs.md); no hospital-wide report here.
 */
export default function DebriefPacksPage() {
  const { t } = useReportsTranslation();
  const packs = usePackFlow();
  return (
    <Page title={t('feedback.pack.pageTitle')} subtitle={t('feedback.pack.pageSubtitle')}>
      <div className="hm-rep">
        <ChoicePanel icon="pi pi-folder">{(versions) => <ReportForm versions={versions} packBusy={packs.asking} onCreatePack={packs.ask} />}</ChoicePanel>
        <DebriefPackSection flow={packs} />
      </div>
    </Page>
  );
}
