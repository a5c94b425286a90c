import { createRoot } from 'react-dom/client';
import { startApp } from './app/start-app';

// Every page but a directly opened login page (see index.ts): the shell needs only /config.json
// to start; no remote is fetched before its first visit. A reload or a new tab restores its
// session from the HttpOnly refresh cookie before the routes render.
void startApp(createRoot(document.getElementById('root')!));
