import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const config = async (env: Record<string, string>) => {
  t = await createTestApp({ env });
  return (await t.app.inject({ method: 'GET', url: '/api/config' })).json().data;
};

describe('GET /api/config: the loan form address', () => {
  it('gives the configured loan form address', async () => {
    expect((await config({ LOANS_FORM_URL: 'https://loans.example.ng/apply' })).loans_form_url).toBe(
      'https://loans.example.ng/apply',
    );
  });

  it('gives null when no loan form is configured, so /loans explains instead of opening a broken site', async () => {
    expect((await config({})).loans_form_url).toBeNull();
    await t?.close();
    expect((await config({ LOANS_FORM_URL: '' })).loans_form_url).toBeNull();
  });
});
