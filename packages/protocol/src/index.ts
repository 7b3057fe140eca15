/** @logo-dna/protocol: the wire contract shared by the server and the SDK. */
export * from './ai';
export * from './brief-limits';
export * from './design';
export * from './errors';
export * from './logo-system';
export * from './realtime';
export * from './sharing';
