/** The decision record: built beside each design, written as system.json. */
export { buildDecisions } from './decisions';
export { SYSTEM_RECORD_SCHEMA, type SystemRecord, toSystemJson, toSystemRecord } from './system-record';
