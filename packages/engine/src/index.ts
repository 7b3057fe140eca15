/** @logo-dna/engine: the pure design engine (no IO; runs in Node and the browser). */
export * from './types';
