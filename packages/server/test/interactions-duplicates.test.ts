/**
 * Duplicates through the API: Tylenol and NyQuil both hold acetaminophen. The list's report, the
 * one-item report, the pair check and the clinician report carry the duplicate with its amounts; the total is what
 * the doses logged today come to, and passing the 4,000 mg label limit makes the finding CRITICAL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HealthcareReport, InteractionReportResult, PairCheckResult, Substance } from '@wellness/contract';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type TestApp } from './support/test-app.js';

describeEachDatabase('interactions: duplicates', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  it('reports Tylenol + NyQuil as acetaminophen twice, with the total of today’s logged doses against the daily limit', async () => {
    const me = await signedInUser(app);
    const add = async (body: object) => {
      const response = await me.call('POST', '/api/otc-medications', body);
      expect(response.statusCode).toBe(201);
      return response.json<Substance>();
    };
    const tylenol = await add({ name: 'Tylenol Extra Strength', dosage: 1000, unit: 'mg' });
    const nyquil = await add({
      name: 'NyQuil',
      dosage: 30,
      unit: 'ml',
      ingredients: [
        { name: 'Acetaminophen', amount: 650, unit: 'mg' },
        { name: 'Dextromethorphan', amount: 30, unit: 'mg' },
        { name: 'Doxylamine', amount: 12.5, unit: 'mg' },
      ],
    });
    const acetaminophenOf = (report: InteractionReportResult) =>
      report.interactions
        .find((pair) => pair.substances.some((s) => s.id === tylenol.id) && pair.substances.some((s) => s.id === nyquil.id))
        ?.rules.find((rule) => rule.ruleId === 'duplicate-ingredient-acetaminophen');

    const before = (await me.call('GET', `/api/interactions/substance/${tylenol.id}`)).json<InteractionReportResult>();
    const first = acetaminophenOf(before);
    expect(first?.severity).toBe('HIGH');
    expect(first?.duplicate).toMatchObject({ kind: 'ingredient', id: 'acetaminophen', unit: 'mg', perDoseTotal: 1650, todayTotal: null, overMaximum: false });
    expect(first?.duplicate?.amounts).toEqual([
      { perDose: 1000, dosesToday: 0, today: 0 },
      { perDose: 650, dosesToday: 0, today: 0 },
    ]);
    expect(first?.duplicate?.dailyMaximum?.amount).toBe(4000);
    expect(first?.effect).toContain('One dose of each: 1,000 mg + 650 mg = 1,650 mg.');

    for (let i = 0; i < 4; i += 1) expect((await me.call('POST', '/api/supplement-doses', { supplementId: tylenol.id })).statusCode).toBe(201);
    for (let i = 0; i < 2; i += 1) expect((await me.call('POST', '/api/supplement-doses', { supplementId: nyquil.id })).statusCode).toBe(201);

    const bulk = (await me.call('POST', '/api/interactions/bulk-check', { substanceIds: [tylenol.id, nyquil.id] })).json<InteractionReportResult>();
    const over = acetaminophenOf(bulk);
    expect(bulk.highestRisk).toBe('CRITICAL');
    expect(over?.severity).toBe('CRITICAL');
    expect(over?.duplicate).toMatchObject({ todayTotal: 5300, overMaximum: true });
    expect(over?.duplicate?.amounts?.map((a) => a.dosesToday)).toEqual([4, 2]);
    expect(over?.effect).toContain('come to 5,300 mg, over the 4,000 mg daily limit');
    expect(bulk.interactions[0]?.interaction.effect).toBe(over?.effect);

    const pair = (await me.call('POST', '/api/interactions/check', { substance1Id: nyquil.id, substance2Id: tylenol.id })).json<PairCheckResult>();
    expect(pair.riskLevel).toBe('CRITICAL');
    const fromPair = pair.potentialInteractions.find((rule) => rule.ruleId === 'duplicate-ingredient-acetaminophen');
    expect(fromPair?.duplicate?.amounts?.map((a) => a.perDose)).toEqual([650, 1000]);

    const clinician = (await me.call('GET', '/api/interactions/healthcare-report')).json<HealthcareReport>();
    expect(acetaminophenOf(clinician.report)?.duplicate?.todayTotal).toBe(5300);

    // The form's check adds the typed amounts to what is kept: a second Tylenol typed as 500 mg.
    const typed = (
      await me.call('POST', '/api/interactions/check-name', {
        name: 'Panadol',
        substanceType: 'OTC_MEDICATION',
        amounts: { dose: { amount: 500, unit: 'mg' }, ingredients: [] },
      })
    ).json<InteractionReportResult>();
    const withTylenol = typed.interactions.find((p) => p.substances.some((s) => s.id === tylenol.id));
    const draft = withTylenol?.rules.find((rule) => rule.ruleId === 'duplicate-ingredient-acetaminophen')?.duplicate;
    expect(draft?.amounts).toEqual([
      { perDose: 500, dosesToday: null, today: null },
      { perDose: 1000, dosesToday: 4, today: 4000 },
    ]);
    expect(draft?.perDoseTotal).toBe(1500);
  });

  it('reports two ADHD stimulants as a class duplicate, and no duplicate for a name typed against itself', async () => {
    const me = await signedInUser(app);
    const adderall = (await me.call('POST', '/api/prescriptions', { name: 'Adderall XR' })).json<Substance>();
    const vyvanse = (await me.call('POST', '/api/prescriptions', { name: 'Vyvanse' })).json<Substance>();
    const report = (await me.call('POST', '/api/interactions/bulk-check', { substanceIds: [adderall.id, vyvanse.id] })).json<InteractionReportResult>();
    const rule = report.interactions[0]?.rules.find((r) => r.ruleId === 'duplicate-class-adhd_stimulant');
    expect(rule?.severity).toBe('HIGH');
    expect(rule?.duplicate).toMatchObject({ kind: 'class', amounts: null, ingredients: [['amphetamine', 'dextroamphetamine'], ['lisdexamfetamine']] });

    const typed = (
      await me.call('POST', '/api/interactions/check-name', { name: 'Vyvanse', substanceType: 'PRESCRIPTION', excludeId: vyvanse.id })
    ).json<InteractionReportResult>();
    expect(typed.interactions.flatMap((p) => p.rules.map((r) => r.ruleId))).toContain('duplicate-class-adhd_stimulant');
    const ritalin = (
      await me.call('POST', '/api/interactions/check-name', { name: 'Concerta', substanceType: 'PRESCRIPTION' })
    ).json<InteractionReportResult>();
    // Each pair is a class duplicate; the stimulants' added effect on heart rate and blood pressure is its own rule.
    expect(ritalin.interactions.map((p) => p.rules.filter((r) => r.ruleId.startsWith('duplicate-')).map((r) => r.ruleId))).toEqual([
      ['duplicate-class-adhd_stimulant'],
      ['duplicate-class-adhd_stimulant'],
    ]);
  });
});
