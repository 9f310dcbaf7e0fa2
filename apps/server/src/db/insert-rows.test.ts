import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { MAX_BOUND_PARAMETERS, insertRows, rowsPerStatement } from './insert-rows.js';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('insertRows', () => {
  it('keeps every statement under the parameter limit of both databases', () => {
    expect(rowsPerStatement(4) * 4).toBeLessThanOrEqual(MAX_BOUND_PARAMETERS);
    expect(MAX_BOUND_PARAMETERS).toBeLessThanOrEqual(32_766);
  });

  it('writes more rows than one statement may bind, all of them', async () => {
    // 18,000 rows of 4 columns: 72,000 parameters, over both limits in one statement.
    const createdAt = new Date().toISOString();
    const rows = Array.from({ length: 18_000 }, (_, index) => ({
      id: `batch-${index}`,
      email: `batch${index}@campus.test`,
      ip: '10.9.9.9',
      created_at: createdAt,
    }));
    await test.app.db.transaction().execute((transaction) => insertRows(transaction, 'login_failures', rows));
    const { count } = await test.app.db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('ip', '=', '10.9.9.9')
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(rows.length);
  });

  it('writes nothing for no rows', async () => {
    await expect(insertRows(test.app.db, 'login_failures', [])).resolves.toBeUndefined();
  });
});
