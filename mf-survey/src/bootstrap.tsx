// Standalone: this remote alone, with its own frame and login (QA).
import '@hm/ui/theme';
import { renderStandalone } from '@hm/ui';
import { MODULE_NAME } from './module';
import { remote } from './routes';

const container = document.getElementById('root');
if (container) void renderStandalone(container, { remote, moduleName: `${MODULE_NAME} (mf-survey)`, publicSegments: ['ChungThuc', 'TheBinhChon'] });
