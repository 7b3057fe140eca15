/** Entry: mounts the page with the SDK-backed API, or the public poll page for a shared shortlist's link. */
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { pollTokenOf } from './features/sharing/share-store';
import { ApiProvider } from './shared/api-context';
import { createSdkApi } from './shared/client';
import './styles.css';

const PollPage = lazy(() => import('./features/sharing/PollPage'));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const api = createSdkApi();
const pollToken = pollTokenOf(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <ApiProvider api={api}>
      {pollToken && api.sharing ? (
        <Suspense fallback={null}>
          <PollPage sharing={api.sharing} token={pollToken} />
        </Suspense>
      ) : (
        <App />
      )}
    </ApiProvider>
  </StrictMode>,
);
