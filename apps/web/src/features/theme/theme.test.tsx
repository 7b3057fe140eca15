// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from './ThemeToggle';
import { nextChoice, readThemeChoice, THEME_KEY } from './theme';
import { useTheme } from './use-theme';

/** A controllable prefers-color-scheme. */
function fakeSystemScheme(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => media),
  );
  return {
    set(next: boolean) {
      media.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

function Harness() {
  const { theme, toggle } = useTheme();
  return <ThemeToggle theme={theme} onToggle={toggle} />;
}

const toggle = () => screen.getByRole('button', { name: 'Night mode' });
const root = document.documentElement;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the colour theme', () => {
  it('follows the system setting, live, while no choice is kept', () => {
    const scheme = fakeSystemScheme(true);
    render(<Harness />);
    expect(root.dataset.theme).toBe('dark');
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    act(() => scheme.set(false));
    expect(root.dataset.theme).toBe('light');
    expect(root.style.colorScheme).toBe('light');
  });

  it("keeps the visitor's choice across a reload, and following the system again when they toggle back", async () => {
    const user = userEvent.setup();
    fakeSystemScheme(false);
    const { unmount } = render(<Harness />);
    await user.click(toggle());
    expect(root.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    unmount();

    render(<Harness />);
    expect(root.dataset.theme).toBe('dark');
    await user.click(toggle());
    expect(root.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_KEY)).toBeNull();
  });

  it('reads only the two themes from storage', () => {
    localStorage.setItem(THEME_KEY, 'sepia');
    expect(readThemeChoice()).toBeNull();
    expect(nextChoice('light', 'light')).toBe('dark');
    expect(nextChoice('dark', 'light')).toBeNull();
    expect(nextChoice('dark', 'dark')).toBe('light');
  });
});
