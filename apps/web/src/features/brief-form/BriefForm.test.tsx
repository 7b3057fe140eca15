// @vitest-environment jsdom

import { BRIEF_LIMITS } from '@logo-dna/protocol';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BriefForm } from './BriefForm';
import { type BriefValues, createEmptyBrief } from './brief-input';

const DESIGNERS = [
  {
    id: 'paul-rand',
    name: 'Paul Rand',
    description: 'Playful modernism.',
    principles: ['Wit', 'Geometry', 'Black', 'Timeless'] as [string, string, string, string],
  },
  {
    id: 'saul-bass',
    name: 'Saul Bass',
    description: 'Cut-paper graphics.',
    principles: ['Symbol', 'Paper', 'Ground', 'Stripes'] as [string, string, string, string],
  },
  {
    id: 'sagi-haviv',
    name: 'Sagi Haviv',
    description: 'Reductive symbols.',
    principles: ['Simple', 'Dual', 'Scale', 'Name'] as [string, string, string, string],
  },
];

function Harness({ generating = false, onSubmit }: { generating?: boolean; onSubmit: (values: BriefValues) => void }) {
  const [values, setValues] = useState(() => createEmptyBrief('paul-rand'));
  return <BriefForm values={values} onChange={setValues} onSubmit={onSubmit} designers={DESIGNERS} generating={generating} />;
}

afterEach(cleanup);

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Brand name/), 'Northwind');
  await user.type(screen.getByLabelText(/Industry/), 'Coffee');
  await user.type(screen.getByLabelText(/One-liner/), 'Small-batch coffee');
}

describe('BriefForm (spec §2, §3, §5)', () => {
  it('shows both cards, marks the required fields and gives the desiredColors hint', () => {
    render(<Harness onSubmit={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Brand Information' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Designer DNA Preset' })).toBeTruthy();
    for (const label of [/Brand name/, /Industry/, /One-liner/])
      expect((screen.getByLabelText(label) as HTMLInputElement).required).toBe(true);
    for (const label of [/Tagline/, /Desired colours/, /Competitors/])
      expect((screen.getByLabelText(label) as HTMLInputElement).required).toBe(false);
    expect(screen.getByLabelText(/Desired colours/).getAttribute('aria-describedby')).toBe('desiredColors-hint desiredColors-count');
    expect(screen.getByLabelText(/Brand name/).getAttribute('dir')).toBe('auto');
    expect(screen.getByText(/a list of colours.*or the word "auto"/i)).toBeTruthy();
  });

  it('defaults to paul-rand and names the selection below the list', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={vi.fn()} />);
    expect((screen.getByRole('radio', { name: /Paul Rand/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Selected:').textContent).toBe('Selected: Paul Rand');
    await user.click(screen.getByRole('radio', { name: /Saul Bass/ }));
    expect(screen.getByText('Selected:').textContent).toBe('Selected: Saul Bass');
  });

  it('keeps submit disabled and ignores Enter until the required fields are filled', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Generate My Logo System' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByLabelText(/Brand name/), 'Northwind{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Industry/), 'Coffee');
    await user.type(screen.getByLabelText(/One-liner/), '   ');
    expect(submit.disabled).toBe(true);
  });

  it('submits the values with the chosen designer', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: /Saul Bass/ }));
    await user.click(screen.getByRole('button', { name: 'Generate My Logo System' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      brandName: 'Northwind',
      industry: 'Coffee',
      oneLiner: 'Small-batch coffee',
      designerDna: 'saul-bass',
    });
  });

  it('while generating: shows the busy label, disables the button and ignores submits', async () => {
    const onSubmit = vi.fn();
    const { container } = render(<Harness generating onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Generating Your Logo System...' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    container.querySelector('form')!.requestSubmit();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('selects a designer by typing its name (type-ahead)', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={vi.fn()} />);
    screen.getByRole('radio', { name: /Paul Rand/ }).focus();
    await user.keyboard('sag');
    expect((screen.getByRole('radio', { name: /Sagi Haviv/ }) as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Sagi Haviv/ }));
  });

  it('shows every text field’s count against the protocol’s limit', () => {
    render(<Harness onSubmit={vi.fn()} />);
    for (const [field, limit] of Object.entries(BRIEF_LIMITS)) {
      expect(document.getElementById(`${field}-count`)?.querySelector('[aria-hidden]')?.textContent, field).toBe(`0/${limit}`);
    }
  });

  it('counts the brand name against the 60 characters a logo is drawn for and says so inline before submit', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await fillRequired(user);
    const name = screen.getByLabelText(/Brand name/) as HTMLInputElement;
    expect(screen.getByText('9/60')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'N'.repeat(61));
    expect(screen.getByText('61/60')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText(/Brand name is 61 characters; logos are drawn for names of up to 60/);
    expect(name.getAttribute('aria-describedby')).toContain(error.id);
    // Submit is not sent: focus goes to the field to fix.
    await user.click(screen.getByRole('button', { name: 'Generate My Logo System' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(name);
    await user.type(name, '{Backspace}{Enter}');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says at the field, as it is typed, that a brand name of emoji alone cannot be drawn', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await fillRequired(user);
    const name = screen.getByLabelText(/Brand name/) as HTMLInputElement;
    await user.clear(name);
    await user.type(name, '🚀🚀');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText(/Brand name needs at least one letter or digit/);
    expect(name.getAttribute('aria-describedby')).toContain(error.id);
    await user.click(screen.getByLabelText(/Tagline/));
    await user.click(screen.getByRole('button', { name: 'Generate My Logo System' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(name);
  });

  it('says a required field is required once the visitor leaves it empty, and the disabled button says why', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={vi.fn()} />);
    const industry = screen.getByLabelText(/Industry/) as HTMLInputElement;
    expect(screen.queryByText('Industry is required.')).toBeNull();
    await user.click(industry);
    await user.tab();
    expect(screen.getByText('Industry is required.')).toBeTruthy();
    expect(industry.getAttribute('aria-invalid')).toBe('true');
    const submit = screen.getByRole('button', { name: 'Generate My Logo System' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const why = document.getElementById(submit.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe('Fill in brand name, industry and one-liner to continue.');
  });
});
