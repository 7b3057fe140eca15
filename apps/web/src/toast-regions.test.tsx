// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { App } from './App';
import { ApiProvider } from './shared/api-context';
import { createFakeApi } from './test/fake-api';

afterEach(cleanup);

it('has one named toast region: progress and status messages share one place', () => {
  const { container } = render(
    <ApiProvider api={createFakeApi().api}>
      <App />
    </ApiProvider>,
  );
  const labels = [...container.ownerDocument.querySelectorAll('section[aria-label]')].map((section) => section.getAttribute('aria-label'));
  expect(labels).toHaveLength(1);
  expect(labels[0]).toMatch(/^Notifications/);
});
