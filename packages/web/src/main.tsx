/** Entry point: mounts the app with its query client and session. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from './app';
import { SessionProvider } from './features/auth/session-context';
import { createQueryClient } from './lib/query-client';
import { followSystemColorScheme } from './lib/appearance';
import { registerServiceWorker } from './lib/app-update';
import { UpdatePrompt } from './components/update-prompt';
import './styles.css';

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element');

const queryClient = createQueryClient();
// public/theme-boot.js applied the remembered theme before this ran; AUTO keeps following the system from here.
followSystemColorScheme();
registerServiceWorker();

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <App />
        <UpdatePrompt />
      </SessionProvider>
    </QueryClientProvider>
  </StrictMode>,
);
