import { CONTRACT_MAJOR, screenRoutes } from '@hm/contract';
import type { TRemoteModule } from '@hm/platform';
import type { RouteObject } from 'react-router-dom';
import { MODULE_ID } from './module';
import { PAGES } from './pages';

/** The routes of this remote, relative to the locale base: its screens of the screen table. */
export const routes: RouteObject[] = screenRoutes('survey', (page) => PAGES[page]);

export const moduleId = MODULE_ID;
export const version = __APP_VERSION__;
export const contractMajor = CONTRACT_MAJOR;

/** The `./routes` expose as one value, for the standalone bootstrap. */
export const remote: TRemoteModule = { moduleId, version, contractMajor, routes };
