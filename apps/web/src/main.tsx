// First of all: in production, silences the console before any other module can log (spec §9).
import './lib/silence-console';
import './lib/autofocus';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './features/i18n/i18n';
import { checkSessionAtStartUp } from './lib/auth-session';
import { storage } from './lib/storage';
import './index.css';

// First, since an undecodable token clears local storage (spec §4), the saved direction with it.
checkSessionAtStartUp();
// Set direction before the first paint so a right-to-left page never flashes left-to-right.
const direction = storage.get('direction');
document.documentElement.dir = direction === 'rtl' ? 'rtl' : 'ltr';
initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
