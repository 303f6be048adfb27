/**
 * Interaction checks name what they could not check: every call that shows results lists each item with a name or an
 * ingredient that matched nothing, down to the one unknown ingredient of a product whose other ingredients are known.
 * "Zorbexiline" and "Quintrazole" are made up, so no knowledge-base growth can place them.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { HealthcareReport, InteractionReportResult, PairCheckResult, Substance, UncheckedItemResult } from '@wellness/contract';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

describeEachDatabase('interactions: what was not checked', (database) => {
  let app: TestApp;
  let me: SignedIn;
  let coldRelief: Substance;
  let nardil: Substance;
  let tonic: Substance;
  let zoloft: Substance;

  const coldReliefUnchecked = (): UncheckedItemResult => ({
    item: { id: coldRelief.id, name: 'Zorbex Cold Relief', substanceType: 'OTC_MEDICATION' },
    wholeItem: false,
    nameRecognized: false,
    uncheckedIngredients: ['Zorbexiline'],
  });
  const tonicUnchecked = (): UncheckedItemResult => ({
    item: { id: tonic.id, name: 'Grandma’s Tonic', substanceType: 'SUPPLEMENT' },
    wholeItem: true,
    nameRecognized: false,
    uncheckedIngredients: [],
  });

  beforeAll(async () => {
    app = await createTestApp(database);
    me = await signedInUser(app);
    const add = async (path: string, body: object) => (await me.call('POST', path, body)).json<Substance>();
    coldRelief = await add('/api/otc-medications', {
      name: 'Zorbex Cold Relief',
      ingredients: [
        { name: 'Acetaminophen', amount: 325, unit: 'mg' },
        { name: 'Zorbexiline', amount: 10, unit: 'mg' },
        { name: 'Phenylephrine', amount: 5, unit: 'mg' },
      ],
    });
    nardil = await add('/api/prescriptions', { name: 'Nardil' });
    tonic = await add('/api/supplements', { name: 'Grandma’s Tonic' });
    zoloft = await add('/api/prescriptions', { name: 'Zoloft' });
  });
  afterAll(() => app.close());

  it('bulk check: flags what it knows in the product and names its unknown ingredient and the unknown item', async () => {
    const response = await me.call('POST', '/api/interactions/bulk-check', { substanceIds: [coldRelief.id, nardil.id, tonic.id, zoloft.id] });
    expect(response.statusCode).toBe(200);
    const report = response.json<InteractionReportResult>();
    expect(report.interactions.map((p) => p.substances.map((s) => s.name).sort())).toContainEqual(['Nardil', 'Zorbex Cold Relief']);
    expect(report.unrecognized.map((u) => u.name)).toEqual(['Grandma’s Tonic']);
    expect(report.unchecked).toEqual([coldReliefUnchecked(), tonicUnchecked()]);
  });

  it('pair check: lists the unknown ingredient whether or not the pair interacts', async () => {
    const withNardil = (await me.call('POST', '/api/interactions/check', { substance1Id: nardil.id, substance2Id: coldRelief.id })).json<PairCheckResult>();
    expect(withNardil.hasInteraction).toBe(true);
    expect(withNardil.unchecked).toEqual([coldReliefUnchecked()]);
    const withTonic = (await me.call('POST', '/api/interactions/check', { substance1Id: coldRelief.id, substance2Id: tonic.id })).json<PairCheckResult>();
    expect(withTonic.hasInteraction).toBe(false);
    expect(withTonic.unrecognized.map((u) => u.name)).toEqual(['Grandma’s Tonic']);
    expect(withTonic.unchecked).toEqual([coldReliefUnchecked(), tonicUnchecked()]);
  });

  it('one substance against the rest: names what was not checked in it and in the rest', async () => {
    const report = (await me.call('GET', `/api/interactions/substance/${zoloft.id}`)).json<InteractionReportResult>();
    expect(report.unchecked.map((u) => u.item.name).sort()).toEqual(['Grandma’s Tonic', 'Zorbex Cold Relief']);
  });

  it('typed name: says which typed ingredient was not checked, though the name itself was', async () => {
    const response = await me.call('POST', '/api/interactions/check-name', { name: 'Sertraline', ingredients: ['Sertraline', 'Quintrazole'] });
    expect(response.statusCode).toBe(200);
    const typed = response.json<InteractionReportResult & { recognized: boolean }>();
    expect(typed.recognized).toBe(true);
    expect(typed.interactions.map((p) => p.substance.name)).toContain('Nardil');
    expect(typed.unchecked.find((u) => u.item.id === 'draft')).toEqual({
      item: { id: 'draft', name: 'Sertraline', substanceType: null },
      wholeItem: false,
      nameRecognized: true,
      uncheckedIngredients: ['Quintrazole'],
    });
  });

  it('clinician report: lists the product’s unknown ingredient and the unknown item', async () => {
    const report = (await me.call('GET', '/api/interactions/healthcare-report')).json<HealthcareReport>();
    // The report lists the inventory by name.
    expect(report.report.unchecked).toEqual([tonicUnchecked(), coldReliefUnchecked()]);
  });
});
