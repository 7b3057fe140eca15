/** Makes the page's API port available to every feature without threading it through props. */
import { createContext, type ReactNode, useContext } from 'react';
import type { LogoDnaApi } from './api';

const ApiContext = createContext<LogoDnaApi | null>(null);

export function ApiProvider({ api, children }: { api: LogoDnaApi; children: ReactNode }) {
  return <ApiContext value={api}>{children}</ApiContext>;
}

export function useApi(): LogoDnaApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside <ApiProvider>');
  return api;
}
