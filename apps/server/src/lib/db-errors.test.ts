import { describe, expect, it } from 'vitest';
import { clientDbError, isDatabaseUnavailable } from './db-errors.js';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1\nparams: '), { cause });

describe('the database is unavailable (503) versus a request error or a bug', () => {
  it.each([
    [
      'connection refused (wrapped by the driver)',
      wrapped(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ],
    [
      'refused on every address',
      new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]),
    ],
    [
      'the server shutting down',
      wrapped(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
    ],
    [
      'the server starting',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['a connection exception', Object.assign(new Error('connection failure'), { code: '08006' })],
    [
      'statement_timeout',
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    ],
    ['a lost connection', wrapped(new Error('Connection terminated unexpectedly'))],
    ['the pool wait timing out', new Error('timeout exceeded when trying to connect')],
    ['the client-side query timeout', wrapped(new Error('Query read timeout'))],
  ])('%s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(clientDbError(error)).toBeUndefined();
  });

  it.each([
    ['a duplicate', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a syntax error (a bug)', wrapped(Object.assign(new Error('syntax error'), { code: '42601' }))],
    ['a plain error', new Error('something else')],
  ])('not for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
