/** The SDK's auth state (spec §4: loading, not authenticated, authenticated) as React state. */
import { useEffect, useState } from 'react';
import type { AuthSnapshot } from '../../shared/api';
import { useApi } from '../../shared/api-context';

const LOADING: AuthSnapshot = { status: 'loading', user: null };

export function useAuth(): AuthSnapshot {
  const api = useApi();
  const [snapshot, setSnapshot] = useState<AuthSnapshot>(LOADING);
  useEffect(() => api.auth.subscribe(setSnapshot), [api]);
  return snapshot;
}
