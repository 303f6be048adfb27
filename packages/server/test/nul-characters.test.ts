/** U+0000 in any request string is refused with 400 on both engines (PostgreSQL text cannot hold it; found by the fuzz suite). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { INPUT_MESSAGES } from '@wellness/contract';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

describeEachDatabase('NUL characters in requests', (database) => {
  let app: TestApp;
  let me: SignedIn;
  beforeAll(async () => {
    app = await createTestApp(database);
    me = await signedInUser(app);
  });
  afterAll(() => app.close());

  it('refuses a NUL in a path parameter, a query value or a body string (however deep) with 400 naming where it is', async () => {
    const cases = [
      { response: await me.call('GET', '/api/supplements/%00'), path: 'id' },
      { response: await me.call('GET', '/api/entries?search=a%00b'), path: 'search' },
      { response: await me.call('POST', '/api/supplements', { name: 'Mag\u0000nesium' }), path: 'name' },
      {
        response: await me.call('POST', '/api/entries', {
          type: 'REGULAR',
          overallRating: 5,
          focusLevel: 5,
          taskInitiation: 5,
          restlessness: 5,
          productivity: 5,
          supplements: [{ supplementId: '\u0000' }],
        }),
        path: 'supplements.0.supplementId',
      },
    ];
    for (const { response, path } of cases) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({
        error: INPUT_MESSAGES.nulCharacter,
        code: 'VALIDATION_FAILED',
        details: [{ path, message: INPUT_MESSAGES.nulCharacter }],
      });
    }
    expect((await me.call('GET', '/api/supplements')).json()).toEqual([]);
  });

  it('still accepts other control-free unicode, and a NUL-free request is untouched', async () => {
    const created = await me.call('POST', '/api/supplements', { name: 'Magnésium 🌿', notes: 'line one\nline two' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Magnésium 🌿', notes: 'line one\nline two' });
  });
});
