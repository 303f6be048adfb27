/** Entry point: mounts the app with its query client and session. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from './app';
import { SessionProvider } from './features/auth/session-context';
import { createQueryClient } from './lib/query-client';
import './styles.css';

const container = document.getElementById('root');
if (container === null) throw new Error('The page has no #root element');

const queryClient = createQueryClient();

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <App />
      </SessionProvider>
    </QueryClientProvider>
  </StrictMode>,
);
