/** @logo-dna/protocol: the wire contract shared by the server and the SDK. */
export * from './ai';
export * from './auth';
export * from './brief-limits';
export * from './contact';
export * from './data';
export * from './design';
export * from './email';
export * from './error-codes';
export * from './errors';
export * from './filter';
export * from './logo-system';
export * from './realtime';
export * from './sharing';
export * from './storage';
