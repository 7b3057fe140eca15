// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Toaster, toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../shared/api-context';
import { MESSAGES, TOASTER } from '../../shared/notify';
import { createFakeApi } from '../../test/fake-api';
import { type BriefValues, createEmptyBrief } from '../brief-form/brief-input';
import { useGeneration } from './use-generation';

const DESIGNERS = [{ id: 'paul-rand', name: 'Paul Rand', description: 'Modernist minimalism.', principles: ['a', 'b', 'c', 'd'] }] as const;

/** Shaped like the SDK's ValidationError for an HTTP 400 envelope. */
class ValidationLikeError extends Error {
  readonly isLogoDnaError = true;
  readonly kind = 'validation';
  readonly code = 'VALIDATION_ERROR';
  readonly status = 400;
}

function Harness({ values, onGenerated }: { values: BriefValues; onGenerated: () => void }) {
  const { generate } = useGeneration({ designers: DESIGNERS as never, user: null, onGenerated });
  return (
    <>
      <button type="button" onClick={() => void generate(values)}>
        go
      </button>
      <Toaster id={TOASTER} />
    </>
  );
}

function brief(brandName: string): BriefValues {
  return { ...createEmptyBrief('paul-rand'), brandName, industry: 'Coffee', oneLiner: 'Small-batch coffee' };
}

async function runGeneration(failWith: unknown, brandName: string) {
  const { api } = createFakeApi({ failOn: 'generateObject', failWith });
  const onGenerated = vi.fn();
  render(
    <ApiProvider api={api}>
      <Harness values={brief(brandName)} onGenerated={onGenerated} />
    </ApiProvider>,
  );
  await act(async () => screen.getByRole('button', { name: 'go' }).click());
  await screen.findByText(MESSAGES.generateFailed);
  return onGenerated;
}

afterEach(() => {
  // Each step has its own toast: the last test's are dismissed, not reused.
  toast.dismiss();
  cleanup();
});

describe('useGeneration failure toast (spec §4, §8)', () => {
  it('adds the server validation message, in the form’s words, under the spec’s failure text', async () => {
    const onGenerated = await runGeneration(new ValidationLikeError('brandName is longer than 60 characters'), 'W'.repeat(61));
    expect(await screen.findByText('Brand name is longer than 60 characters.')).toBeTruthy();
    expect(onGenerated).not.toHaveBeenCalled();
  });

  it('shows only the spec’s text for a failure that is not the user’s input', async () => {
    await runGeneration(Object.assign(new Error('Internal error'), { kind: 'network', status: 500 }), 'Northwind');
    expect(screen.queryByText(/Internal error/)).toBeNull();
    expect(document.querySelector('[data-description]')).toBeNull();
  });
});
