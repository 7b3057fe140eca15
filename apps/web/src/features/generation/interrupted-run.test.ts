// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createEmptyBrief } from '../brief-form/brief-input';
import { forgetRun, readInterruptedRun, rememberRun } from './interrupted-run';

const BRIEF = { ...createEmptyBrief('saul-bass'), brandName: 'Halcyon Ferry', industry: 'Ferries', oneLiner: 'Electric ferries' };

afterEach(() => sessionStorage.clear());

describe('an interrupted run', () => {
  it('is remembered with its brief while it runs, and forgotten when it ends', () => {
    expect(readInterruptedRun()).toBeNull();
    rememberRun(BRIEF);
    expect(readInterruptedRun()).toEqual(BRIEF);
    forgetRun();
    expect(readInterruptedRun()).toBeNull();
  });

  it('stays remembered when the run ends because the page is going away', () => {
    rememberRun(BRIEF);
    window.dispatchEvent(new Event('pagehide'));
    forgetRun();
    expect(readInterruptedRun()).toEqual(BRIEF);
    window.dispatchEvent(new Event('pageshow'));
    forgetRun();
    expect(readInterruptedRun()).toBeNull();
  });

  it('ignores what it cannot read', () => {
    sessionStorage.setItem('logo-dna:running', '{not json');
    expect(readInterruptedRun()).toBeNull();
    sessionStorage.setItem('logo-dna:running', JSON.stringify({ values: { brandName: 3 } }));
    expect(readInterruptedRun()).toBeNull();
  });
});
