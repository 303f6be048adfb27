/** Interaction checks through the API: pairs, bulk, one item, a typed name, and the clinician report. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HealthcareReport, InteractionReportResult, PairCheckResult, Substance } from '@wellness/contract';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

describeEachDatabase('interactions', (database) => {
  let app: TestApp;
  let me: SignedIn;
  let zoloft: Substance;
  let stJohns: Substance;
  let adderall: Substance;
  let vitaminC: Substance;
  let mystery: Substance;

  beforeAll(async () => {
    app = await createTestApp(database);
    me = await signedInUser(app);
    const add = async (path: string, body: object) => (await me.call('POST', path, body)).json<Substance>();
    zoloft = await add('/api/prescriptions', { name: 'Zoloft', dosage: 50, unit: 'mg', prescribedBy: 'Dr. Rivera' });
    stJohns = await add('/api/supplements', { name: "St. John's Wort", substanceType: 'HERBAL' });
    adderall = await add('/api/prescriptions', { name: 'Adderall XR 20mg' });
    vitaminC = await add('/api/supplements', { name: 'Vitamin C' });
    mystery = await add('/api/supplements', { name: 'Grandma’s Tonic' });
  });
  afterAll(() => app.close());

  it('warns about Zoloft with St John’s Wort as HIGH, with the NCCIH source, both ways round', async () => {
    for (const [a, b] of [
      [zoloft, stJohns],
      [stJohns, zoloft],
    ] as const) {
      const response = await me.call('POST', '/api/interactions/check', { substance1Id: a.id, substance2Id: b.id });
      expect(response.statusCode).toBe(200);
      const result = response.json<PairCheckResult>();
      expect(result).toMatchObject({ hasInteraction: true, riskLevel: 'HIGH', urgency: 'soon' });
      expect(result.interaction?.interaction.effect).toMatch(/serotonin syndrome/i);
      expect(result.potentialInteractions.flatMap((r) => r.sources.map((s) => s.url))).toContain('https://www.nccih.nih.gov/health/st-johns-wort');
      expect(result.disclaimer).toMatch(/not medical advice/i);
    }
  });

  it('finds nothing between unrelated items and says so without calling it safe', async () => {
    const result = (await me.call('POST', '/api/interactions/check', { substance1Id: vitaminC.id, substance2Id: zoloft.id })).json<PairCheckResult>();
    expect(result).toMatchObject({ hasInteraction: false, riskLevel: null, interaction: null });
    expect(result.recommendation).toMatch(/not a guarantee/);
  });

  it('checks the whole list at once, most severe first, and lists items it could not check', async () => {
    const nardil = (await me.call('POST', '/api/prescriptions', { name: 'Nardil' })).json<Substance>();
    try {
      const response = await me.call('POST', '/api/interactions/bulk-check', {
        substanceIds: [zoloft.id, stJohns.id, adderall.id, vitaminC.id, mystery.id, nardil.id],
      });
      expect(response.statusCode).toBe(200);
      const report = response.json<InteractionReportResult>();
      expect(report.hasInteraction).toBe(true);
      expect(report.highestRisk).toBe('CRITICAL');
      expect(report.interactions[0]?.riskLevel).toBe('CRITICAL');
      const pairs = report.interactions.map((p) => new Set(p.substances.map((s) => s.name)));
      expect(pairs).toContainEqual(new Set(['Adderall XR 20mg', 'Nardil']));
      expect(pairs).toContainEqual(new Set(['Zoloft', "St. John's Wort"]));
      expect(report.unrecognized.map((u) => u.name)).toEqual(['Grandma’s Tonic']);
      for (const pair of report.interactions) expect(pair.rules.every((r) => r.sources.length > 0)).toBe(true);
    } finally {
      await me.call('DELETE', `/api/prescriptions/${nardil.id}`);
    }
  });

  it('checks one substance against the rest of the inventory', async () => {
    const report = (await me.call('GET', `/api/interactions/substance/${stJohns.id}`)).json<InteractionReportResult>();
    expect(report.interactions.map((p) => p.substance.name)).toContain('Zoloft');
    expect(report.interactions.every((p) => p.substances[0].id === stJohns.id)).toBe(true);
  });

  it('checks a name while it is typed, before it is saved', async () => {
    const typed = (await me.call('POST', '/api/interactions/check-name', { name: 'sertraline hcl 50 mg' })).json<
      InteractionReportResult & { recognized: boolean }
    >();
    expect(typed.recognized).toBe(true);
    expect(typed.interactions.map((p) => p.substance.name)).toContain("St. John's Wort");
    const unknown = (await me.call('POST', '/api/interactions/check-name', { name: 'Zzyzx' })).json<{ recognized: boolean; hasInteraction: boolean }>();
    expect(unknown).toMatchObject({ recognized: false });
    // Editing Zoloft itself must not warn about Zoloft.
    const editing = (await me.call('POST', '/api/interactions/check-name', { name: 'Zoloft', excludeId: zoloft.id })).json<InteractionReportResult>();
    expect(editing.interactions.map((p) => p.substance.name)).not.toContain('Zoloft');
  });

  it('builds a clinician report with every substance, dose and prescriber, and every interaction with its source', async () => {
    const report = (await me.call('GET', '/api/interactions/healthcare-report')).json<HealthcareReport>();
    expect(report.patient.email).toBe(me.user.email);
    expect(report.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(report.substances.find((s) => s.name === 'Zoloft')).toMatchObject({
      dosage: 50,
      unit: 'mg',
      prescribedBy: 'Dr. Rivera',
      substanceType: 'PRESCRIPTION',
    });
    expect(report.substances).toHaveLength(5);
    const pair = report.report.interactions.find((p) => p.substances.some((s) => s.name === 'Zoloft'));
    expect(pair?.rules[0]?.sources[0]?.url).toMatch(/^https:\/\//);
  });

  it("answers 404 when any id is another user's, and 400 for fewer than two", async () => {
    const other = await signedInUser(app);
    const theirs = (await other.call('POST', '/api/supplements', { name: 'Ginkgo' })).json<Substance>();
    expect((await me.call('POST', '/api/interactions/check', { substance1Id: zoloft.id, substance2Id: theirs.id })).statusCode).toBe(404);
    expect((await me.call('POST', '/api/interactions/bulk-check', { substanceIds: [zoloft.id, theirs.id] })).statusCode).toBe(404);
    expect((await me.call('GET', `/api/interactions/substance/${theirs.id}`)).statusCode).toBe(404);
    expect((await me.call('POST', '/api/interactions/bulk-check', { substanceIds: [zoloft.id] })).statusCode).toBe(400);
    expect((await other.call('GET', '/api/interactions/healthcare-report')).json<HealthcareReport>().substances.map((s) => s.name)).toEqual(['Ginkgo']);
  });
});
