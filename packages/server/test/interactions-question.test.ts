/**
 * The help assistant's interaction question: the names in a question are checked against each other by
 * the same engine as the Substances tab, with the rule's warning and its source; a name the engine cannot place is
 * said to be not checked. Bounded input, 400 with the error body on bad input, signed-in users only.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { INTERACTION_QUESTION_MAX_CHARS, type InteractionQuestionResult } from '@wellness/contract';
import { describeEachDatabase } from './support/databases.js';
import { Client, createTestApp, signedInUser, type TestApp } from './support/test-app.js';

describeEachDatabase('interactions: a question in words', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const ask = async (call: Awaited<ReturnType<typeof signedInUser>>['call'], text: string) =>
    (await call('POST', '/api/interactions/question', { text })).json<InteractionQuestionResult>();

  it('answers "Can I take DayQuil with my sertraline?" with the serotonin warning and its source', async () => {
    const me = await signedInUser(app);
    const answer = await ask(me.call, 'Can I take DayQuil with my sertraline?');
    expect(answer.names.map((n) => [n.substanceType, n.checked])).toEqual([
      ['OTC_MEDICATION', true],
      ['PRESCRIPTION', true],
    ]);
    expect(answer.names[1]?.name).toBe('Sertraline');
    const [pair] = answer.report.interactions;
    expect(pair?.riskLevel).toMatch(/^(CRITICAL|HIGH)$/);
    const rule = pair?.rules.find((r) => /serotonin/i.test(r.effect));
    expect(rule).toBeDefined();
    expect(rule?.sources.length).toBeGreaterThan(0);
    expect(rule?.sources[0]?.url).toMatch(/^https:\/\//);
    expect(answer.report.disclaimer).toMatch(/not medical advice/);
  });

  it('reports a catalog name without rules as not checked, never as safe', async () => {
    const me = await signedInUser(app);
    const answer = await ask(me.call, 'is maca ok with sertraline');
    expect(answer.names).toEqual([
      { name: 'Maca', substanceType: 'HERBAL', checked: false },
      { name: 'Sertraline', substanceType: 'PRESCRIPTION', checked: true },
    ]);
    expect(answer.report.unrecognized.map((item) => item.name)).toEqual(['Maca']);
    expect(answer.report.hasInteraction).toBe(false);
  });

  it('finds no names in a question that names nothing it knows', async () => {
    const me = await signedInUser(app);
    const answer = await ask(me.call, 'Can I take zorbexiline with glimmerwort?');
    expect(answer.names).toEqual([]);
    expect(answer.report.interactions).toEqual([]);
  });

  it('refuses an empty or overlong question with the error body, and anyone signed out', async () => {
    const me = await signedInUser(app);
    const empty = await me.call('POST', '/api/interactions/question', { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: expect.any(String), code: expect.any(String), details: expect.anything() });
    const long = await me.call('POST', '/api/interactions/question', { text: 'x'.repeat(INTERACTION_QUESTION_MAX_CHARS + 1) });
    expect(long.statusCode).toBe(400);
    expect((await new Client(app).post('/api/interactions/question', { text: 'DayQuil and sertraline' })).statusCode).toBe(401);
  });
});
