/** Entry point: mounts the app with its session (the signed-in shell brings its query client). */
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { SessionProvider } from './features/auth/session-context';
import { followSystemColorScheme } from './lib/appearance';
import { registerServiceWorker } from './lib/app-update';
import { linkWebAppManifest } from './lib/web-app-manifest';
import { afterNetworkQuiet } from './lib/after-network-quiet';
import { markAppCommitted } from './lib/after-first-paint';
import { UpdatePrompt } from './components/update-prompt';
import './styles.css';

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element');

// The page's boot script (src/boot/page-boot.ts) applied the remembered theme before this ran; AUTO keeps following the system from here.
followSystemColorScheme();
// Once the first screen has loaded, with one watch for both: the browser's install check (the manifest, its icon, the
// install button's animation) and the worker's install would otherwise compete with it (docs/performance.md).
afterNetworkQuiet(() => {
  linkWebAppManifest(document);
  registerServiceWorker();
});

/** Tells the waits for the app's first paint (lib/after-first-paint.ts) that its first screen has been committed. */
function FirstCommit() {
  useEffect(markAppCommitted, []);
  return null;
}

// The first screen rendered as a transition: React builds it in slices of a few milliseconds and lets the browser run
// between them, not in one long task (docs/performance.md). Only its commit is one piece.
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <SessionProvider>
        <App />
        <UpdatePrompt />
        <FirstCommit />
      </SessionProvider>
    </StrictMode>,
  ),
);
