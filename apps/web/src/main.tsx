/** Entry: mounts the page with the SDK-backed API and the tooltip delays of spec §9. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { ApiProvider } from './shared/api-context';
import { createSdkApi } from './shared/client';
import { TooltipProvider } from './shared/Tooltip';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <ApiProvider api={createSdkApi()}>
      <TooltipProvider>
        <App />
      </TooltipProvider>
    </ApiProvider>
  </StrictMode>,
);
