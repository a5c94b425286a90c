import { InDevelopment } from '@hm/ui';
import { MODULE_NAME } from '../module';

/** A route of this module whose page is not built yet. */
export default function PendingPage({ page }: { page: string }) {
  return <InDevelopment moduleName={MODULE_NAME} page={page} />;
}
