// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { App } from './App';
import { ApiProvider } from './shared/api-context';
import { createFakeApi } from './test/fake-api';

afterEach(cleanup);

it('names the two toast regions differently (axe: landmarks need unique names)', () => {
  const { container } = render(
    <ApiProvider api={createFakeApi().api}>
      <App />
    </ApiProvider>,
  );
  const labels = [...container.ownerDocument.querySelectorAll('section[aria-label]')].map((section) => section.getAttribute('aria-label'));
  expect(labels).toHaveLength(2);
  expect(labels[0]).toMatch(/^Generation progress/);
  expect(labels[1]).toMatch(/^Status messages/);
});
