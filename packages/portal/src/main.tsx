// The portal's entry: the stylesheet (extracted to a .css file by vite, so `style-src 'self'`
// holds) and the start-up. Everything else is in app/ (shell) and features/ (pages).
import './app/styles/portal.css';
import { startPortal } from './app/startPortal';

void startPortal();
