/**
 * Conformance of the table API with PostgREST 12, driven by `@supabase/postgrest-js` (and raw HTTP for
 * what it does not show) against a live server on each database. One server per database; the table is
 * reset before each group of reads and before every write.
 */
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { TEST_DIALECTS } from '../test/harness';
import { type ConformanceServer, startConformanceServer } from './test-support/conformance/conformance-server';
import {
  type ConformanceCase,
  FILTER_CASES,
  ORDER_AND_RANGE_CASES,
  READ_ERROR_CASES,
  SHAPE_CASES,
  TEXT_SEARCH_CASES,
} from './test-support/conformance/read-cases';
import { HEADER_CASES, ORIGINAL_CLIENT_CASES } from './test-support/conformance/wire-cases';
import { DELETE_CASES, INSERT_CASES, UPDATE_CASES, UPSERT_CASES } from './test-support/conformance/write-cases';

const READ_GROUPS: [string, ConformanceCase[]][] = [
  ['filters', FILTER_CASES],
  ['full-text search', TEXT_SEARCH_CASES],
  ['order, limit, ranges and counts', ORDER_AND_RANGE_CASES],
  ['media types and schemas', SHAPE_CASES],
  ['read errors', READ_ERROR_CASES],
];

const WRITE_GROUPS: [string, ConformanceCase[]][] = [
  ['insert', INSERT_CASES],
  ['upsert', UPSERT_CASES],
  ['update', UPDATE_CASES],
  ['delete', DELETE_CASES],
  ['headers and raw requests', HEADER_CASES],
  ['the original client beside PostgREST clients', ORIGINAL_CLIENT_CASES],
];

describe.each(TEST_DIALECTS)('PostgREST conformance (postgrest-js) on %s', (dialect) => {
  let server: ConformanceServer;
  beforeAll(async () => {
    server = await startConformanceServer(dialect);
  });
  afterAll(async () => server.close());

  for (const [group, cases] of READ_GROUPS) {
    describe(group, () => {
      beforeAll(async () => server.reset());
      it.each(cases)('$name', async ({ run }) => run(server));
    });
  }

  for (const [group, cases] of WRITE_GROUPS) {
    describe(group, () => {
      beforeEach(async () => server.reset());
      it.each(cases)('$name', async ({ run }) => run(server));
    });
  }
});
