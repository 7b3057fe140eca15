/** Entry: mounts the page with the SDK-backed API. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { ApiProvider } from './shared/api-context';
import { createSdkApi } from './shared/client';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ApiProvider api={createSdkApi()}>
      <App />
    </ApiProvider>
  </StrictMode>,
);
