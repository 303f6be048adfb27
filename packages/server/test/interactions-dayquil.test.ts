/**
 * Issue 9's case, through the API as the Substances tab calls it: an OTC cold product next to an MAOI and an
 * SSRI. Dextromethorphan must bring the MAOI and serotonin warnings, the decongestant its own, and an ingredient
 * the knowledge base cannot place ("Zorbexiline", made up) must be named as not checked.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HealthcareReport, InteractionReportResult, Substance } from '@wellness/contract';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type TestApp } from './support/test-app.js';

describeEachDatabase('interactions: the DayQuil case', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  it('flags dextromethorphan with phenelzine and with sertraline, the decongestant with phenelzine, and names the unknown ingredient', async () => {
    const me = await signedInUser(app);
    const add = async (path: string, body: object) => {
      const response = await me.call('POST', path, body);
      expect(response.statusCode).toBe(201);
      return response.json<Substance>();
    };
    const dayquil = await add('/api/otc-medications', {
      name: 'DayQuil Cold & Flu',
      ingredients: ['Acetaminophen', 'Dextromethorphan', 'Phenylephrine', 'Zorbexiline'].map((name) => ({ name, amount: 10, unit: 'mg' })),
    });
    const phenelzine = await add('/api/prescriptions', { name: 'Phenelzine' });
    const sertraline = await add('/api/prescriptions', { name: 'Sertraline' });

    const report = (
      await me.call('POST', '/api/interactions/bulk-check', { substanceIds: [dayquil.id, phenelzine.id, sertraline.id] })
    ).json<InteractionReportResult>();
    const pairWith = (id: string) =>
      report.interactions.find((pair) => pair.substances.some((s) => s.id === dayquil.id) && pair.substances.some((s) => s.id === id));
    const withMaoi = pairWith(phenelzine.id);
    expect(withMaoi?.riskLevel).toBe('CRITICAL');
    const maoiRules = withMaoi?.rules.map((rule) => rule.ruleId) ?? [];
    expect(maoiRules).toContain('maoi-serotonergic-medicines');
    expect(maoiRules.some((id) => id !== 'maoi-serotonergic-medicines')).toBe(true); // the decongestant's own rule
    const withSsri = pairWith(sertraline.id);
    expect(withSsri?.rules.map((rule) => rule.ruleId)).toContain('serotonergic-together');
    expect(['CRITICAL', 'HIGH']).toContain(withSsri?.riskLevel);
    expect(report.unchecked).toEqual([expect.objectContaining({ item: expect.objectContaining({ id: dayquil.id }), uncheckedIngredients: ['Zorbexiline'] })]);
    for (const pair of [withMaoi, withSsri]) {
      for (const rule of pair?.rules ?? []) expect(rule.sources.every((source) => /^https:\/\//.test(source.url) && !/search/i.test(source.url))).toBe(true);
    }

    const clinician = (await me.call('GET', '/api/interactions/healthcare-report')).json<HealthcareReport>();
    expect(clinician.report.interactions.map((pair) => pair.riskLevel)).toContain('CRITICAL');
    expect(clinician.report.unchecked[0]?.uncheckedIngredients).toEqual(['Zorbexiline']);
  });
});
