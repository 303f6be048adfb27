/**
 * Issue 26 item 2 on both databases: the import holds an account to the same per-user caps as the API (existing
 * records plus the ones the file adds, minus those already present) and to the forms' field rules, refusing the
 * whole file with the cap or the field named and nothing written; reads that pair every substance stay bounded by
 * the cap even for rows written before it was enforced; a large file is parsed in a worker while the server answers.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  CONDITION_LIMITS,
  GENERIC_MESSAGES,
  GOAL_LIMITS,
  INPUT_MESSAGES,
  MAX_CUSTOM_FOCUS_AIDS,
  SUBSTANCE_LIMITS,
  importCapMessage,
  type BackupData,
  type BackupFile,
  type HealthcareReport,
} from '@wellness/contract';
import { ingredientRow, substanceRow } from '../src/features/substances/backup-section.js';
import { backupParsesInFlight } from '../src/features/account-data/backup-parsing.js';
import { largeBackup } from '../src/bench/large-backup.js';
import {
  aidRecord,
  backupFile,
  conditionRecord,
  doseRecord,
  entryRecord,
  goalRecord,
  ingredientRecord,
  sessionRecord,
  substanceRecord,
  supplementNameRecord,
} from './support/backup-records.js';
import { describeEachDatabase } from './support/databases.js';
import { createTestApp, signedInUser, type SignedIn, type TestApp } from './support/test-app.js';

const INTERACTING = ['warfarin', 'aspirin', 'ibuprofen', 'sertraline', 'fluoxetine', 'tramadol', 'simvastatin', 'clarithromycin', 'lithium', 'lisinopril'];
const file = (data: BackupData) => backupFile(data);
const substance = (id: string, name = `Item ${id}`) => substanceRecord(id, [], name);
const goal = (id: string) => goalRecord(id, null, null);
const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}-${crypto.randomUUID()}-${i}`);

describeEachDatabase('import limits', (database) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp(database);
  });
  afterAll(() => app.close());

  const userIdOf = async (me: SignedIn) =>
    (await app.db.selectFrom('users').select('id').where('email', '=', me.user.email.toLowerCase()).executeTakeFirstOrThrow()).id;
  const countOf = async (table: 'substances' | 'goals' | 'custom_conditions' | 'focus_aids' | 'custom_supplement_names', userId: string) =>
    Number(
      (
        await app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses, whole and naming the cap, a backup that would take the account past a per-user cap', async () => {
    const me = await signedInUser(app);
    const userId = await userIdOf(me);
    const cases: Array<[kind: keyof BackupData, count: number, cap: number, noun: string, data: BackupData]> = [
      ['substances', 2000, SUBSTANCE_LIMITS.items, 'substances', { substances: ids('s', 2000).map((id) => substance(id)) }],
      ['goals', 101, GOAL_LIMITS.perUser, 'goals', { goals: ids('g', 101).map(goal) }],
      ['customConditions', 101, CONDITION_LIMITS.customPerUser, 'custom conditions', { customConditions: ids('c', 101).map(conditionRecord) }],
      ['focusAids', 101, MAX_CUSTOM_FOCUS_AIDS, 'custom focus aids', { focusAids: ids('a', 101).map(aidRecord) }],
      [
        'supplementNames',
        SUBSTANCE_LIMITS.customNames + 1,
        SUBSTANCE_LIMITS.customNames,
        'custom supplement names',
        { supplementNames: ids('n', SUBSTANCE_LIMITS.customNames + 1).map(supplementNameRecord) },
      ],
    ];
    for (const [kind, count, cap, noun, data] of cases) {
      const response = await me.call('POST', '/api/settings/import', file(data));
      expect(response.statusCode, `${kind}: ${response.body}`).toBe(400);
      const sentence = importCapMessage(noun, count, cap);
      expect(response.json()).toEqual({ error: sentence, code: 'VALIDATION_FAILED', details: [{ path: `data.${kind}`, message: sentence }] });
    }
    expect(importCapMessage('substances', 2000, SUBSTANCE_LIMITS.items)).toBe('This backup would make 2,000 substances; an account holds at most 100.');
    for (const table of ['substances', 'goals', 'custom_conditions', 'focus_aids', 'custom_supplement_names'] as const)
      expect(await countOf(table, userId)).toBe(0);
  });

  it('counts what the account already holds and leaves out what the file would skip as already present', async () => {
    const me = await signedInUser(app);
    const userId = await userIdOf(me);
    const created: string[] = [];
    for (let i = 0; i < 60; i++) {
      const response = await me.call('POST', '/api/supplements', { name: `Own ${i}` });
      expect(response.statusCode).toBe(201);
      created.push(response.json<{ id: string }>().id);
    }
    const exported = (await me.call('POST', '/api/settings/export', { format: 'json', dateRange: 'all' })).json<BackupFile>();
    const present = exported.data.substances ?? [];
    expect(present).toHaveLength(60);

    const over = await me.call('POST', '/api/settings/import', file({ substances: [...present, ...ids('more', 41).map((id) => substance(id))] }));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ error: importCapMessage('substances', 101, SUBSTANCE_LIMITS.items) });
    expect(await countOf('substances', userId)).toBe(60);

    const fits = await me.call('POST', '/api/settings/import', file({ substances: [...present, ...ids('more', 40).map((id) => substance(id))] }));
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json()).toMatchObject({ counts: { substances: { added: 40, alreadyPresent: 60 } } });
    expect(await countOf('substances', userId)).toBe(SUBSTANCE_LIMITS.items);
    // Full: the same file again adds nothing and is accepted; one new record is refused.
    expect((await me.call('POST', '/api/settings/import', file({ substances: present }))).statusCode).toBe(200);
    expect((await me.call('POST', '/api/settings/import', file({ substances: [substance(`one-${crypto.randomUUID()}`)] }))).statusCode).toBe(400);
    expect(created).toHaveLength(60);
  });

  it('applies the forms’ field rules to every record and names the field', async () => {
    const me = await signedInUser(app);
    const userId = await userIdOf(me);
    const base = (): BackupData => ({
      substances: [substanceRecord('rules-s', [ingredientRecord('rules-i')], 'Zinc')],
      focusAids: [aidRecord('rules-a')],
      focusSessions: [sessionRecord('rules-f')],
      doses: [{ ...doseRecord('rules-d', 'rules-s'), dosage: 100 }],
      entries: [entryRecord('rules-e', { substanceId: 'rules-s', aidId: 'rules-a' })],
      customConditions: [conditionRecord('rules-c')],
      goals: [goal('rules-g')],
      supplementNames: [supplementNameRecord('rules-n')],
    });
    type Data = Record<string, Array<Record<string, unknown>>>;
    const first = (d: Data, kind: string) => d[kind]![0]!;
    const cases: Array<[path: string, change: (d: Data) => void]> = [
      ['data.substances.0.name', (d) => (first(d, 'substances')['name'] = '   ')],
      ['data.substances.0.refillsRemaining', (d) => (first(d, 'substances')['refillsRemaining'] = SUBSTANCE_LIMITS.maxRefills + 1)],
      ['data.substances.0.dosage', (d) => (first(d, 'substances')['dosage'] = -5)],
      ['data.substances.0.allergenInfo', (d) => (first(d, 'substances')['allergenInfo'] = 'x'.repeat(SUBSTANCE_LIMITS.text + 1))],
      ['data.substances.0.ingredients.0.name', (d) => ((first(d, 'substances')['ingredients'] as Array<Record<string, unknown>>)[0]!['name'] = '')],
      [
        'data.substances.0.ingredients',
        (d) =>
          (first(d, 'substances')['ingredients'] = Array.from({ length: SUBSTANCE_LIMITS.ingredients + 1 }, (_, i) => ({
            id: `many-${i}`,
            position: i,
            name: `I${i}`,
            amount: 1,
            unit: 'mg',
            form: null,
            percentage: null,
            standardized: false,
          }))),
      ],
      ['data.focusAids.0.icon', (d) => (first(d, 'focusAids')['icon'] = 'x'.repeat(200))],
      ['data.focusAids.0.name', (d) => (first(d, 'focusAids')['name'] = ' ')],
      ['data.focusSessions.0.plannedMinutes', (d) => (first(d, 'focusSessions')['plannedMinutes'] = 50_000)],
      ['data.doses.0.dosage', (d) => (first(d, 'doses')['dosage'] = 0)],
      ['data.entries.0.localTime', (d) => (first(d, 'entries')['localTime'] = '29:99')],
      ['data.entries.0.notes', (d) => (first(d, 'entries')['notes'] = 'x'.repeat(6000))],
      ['data.customConditions.0.name', (d) => (first(d, 'customConditions')['name'] = '')],
      ['data.customConditions.0.defaultTags.0', (d) => (first(d, 'customConditions')['defaultTags'] = ['x'.repeat(31)])],
      ['data.goals.0.name', (d) => (first(d, 'goals')['name'] = '\t')],
      ['data.goals.0.targetValue', (d) => Object.assign(first(d, 'goals'), { metric: 'mood', targetValue: 50 })],
      ['data.supplementNames.0.name', (d) => (first(d, 'supplementNames')['name'] = '  ')],
    ];
    for (const [path, change] of cases) {
      const data = base() as unknown as Data;
      change(data);
      const response = await me.call('POST', '/api/settings/import', file(data as BackupData));
      expect(response.statusCode, `${path}: ${response.body}`).toBe(400);
      expect(
        response.json<{ details: Array<{ path: string }> }>().details.map((d) => d.path),
        path,
      ).toContain(path);
      for (const table of ['substances', 'goals', 'custom_conditions', 'focus_aids', 'custom_supplement_names'] as const)
        expect(await countOf(table, userId)).toBe(0);
    }
    const valid = await me.call('POST', '/api/settings/import', file(base()));
    expect(valid.statusCode, valid.body).toBe(200);
  });

  it('bounds the reads that pair every substance by the cap, for rows written before the cap held', async () => {
    const me = await signedInUser(app);
    const userId = await userIdOf(me);
    const over = 3 * SUBSTANCE_LIMITS.items;
    const rows = Array.from({ length: over }, (_, i) => substance(`legacy-${userId}-${String(i).padStart(4, '0')}`, INTERACTING[i % INTERACTING.length]));
    await app.db
      .insertInto('substances')
      .values(rows.map((s) => substanceRow(userId, s, s.id)))
      .execute();
    await app.db
      .insertInto('substance_ingredients')
      .values(
        rows.map((s, i) =>
          ingredientRow(
            s.id,
            {
              id: `${s.id}-i`,
              position: 0,
              name: INTERACTING[(i + 1) % INTERACTING.length] ?? 'aspirin',
              amount: 1,
              unit: 'mg',
              form: null,
              percentage: null,
              standardized: false,
            },
            `${s.id}-i`,
          ),
        ),
      )
      .execute();

    const report = await me.call('GET', '/api/interactions/healthcare-report');
    expect(report.statusCode).toBe(200);
    const body = report.json<HealthcareReport>();
    expect(body.substances).toHaveLength(SUBSTANCE_LIMITS.items);
    const considered = new Set(body.substances.map((s) => s.id));
    for (const pair of body.report.interactions) {
      for (const item of pair.substances) expect(considered.has(item.id)).toBe(true);
    }
    expect(body.report.hasInteraction).toBe(true);

    const one = rows[0]?.id ?? '';
    const forOne = await me.call('GET', `/api/interactions/substance/${one}`);
    expect(forOne.statusCode).toBe(200);
    const named = await me.call('POST', '/api/interactions/check-name', { name: 'warfarin' });
    expect(named.statusCode).toBe(200);
    // The inventory list is not a pairing read: it shows every stored row (linear), so nothing is hidden from the owner.
    const list = await me.call('GET', '/api/supplements');
    expect(list.json<unknown[]>()).toHaveLength(over);
  });

  it('answers bodies the worker refuses as any other route would: malformed, too deep, NUL, not JSON, signed out', async () => {
    const me = await signedInUser(app);
    const send = (payload: string, contentType = 'application/json', authorization = `Bearer ${me.accessToken}`) =>
      me.client.request({ method: 'POST', url: '/api/settings/import', headers: { authorization, 'content-type': contentType }, payload });
    const malformed = await send('{"format": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'MALFORMED_JSON' });
    const deep = await send(`{"format":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: 'body', message: ACCOUNT_MESSAGES.importTooDeep }] });
    const nul = await send(JSON.stringify({ ...file({}), exportedAt: 'a\u0000b' }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ details: [{ path: 'body', message: INPUT_MESSAGES.nulCharacter }] });
    const notJson = await send(JSON.stringify(file({})), 'text/plain');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({
      error: GENERIC_MESSAGES.unsupportedMediaType,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      details: [{ path: 'content-type', message: GENERIC_MESSAGES.sendJson }],
    });
    expect((await send(JSON.stringify(file({})), 'application/json', 'Bearer nope')).statusCode).toBe(401);
    expect((await send(JSON.stringify(file({})))).statusCode).toBe(200);
  });

  it('still documents the import body at /api/docs, though the route reads it as bytes', async () => {
    const spec = (await app.server.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<
        string,
        { post?: { requestBody?: { content?: Record<string, { schema?: { required?: string[]; properties?: Record<string, unknown> } }> } } }
      >;
    }>();
    const body = spec.paths['/api/settings/import']?.post?.requestBody?.content?.['application/json']?.schema;
    expect(body?.required).toEqual(expect.arrayContaining(['format', 'version', 'data']));
    expect(Object.keys(body?.properties ?? {})).toEqual(expect.arrayContaining(['format', 'version', 'exportedAt', 'dateRange', 'includes', 'data']));
  });

  it('parses a large file in a worker: the server answers other requests while the file is being read', async () => {
    const me = await signedInUser(app);
    // About 20 MB of entries whose last one breaks a rule, so the whole file is read and then refused.
    const entries = 40_000;
    const payload = JSON.stringify(largeBackup(`big-${crypto.randomUUID()}`, { entries, brokenLast: true }));
    expect(payload.length).toBeGreaterThan(18_000_000);

    const importing = me.client.request({
      method: 'POST',
      url: '/api/settings/import',
      headers: { authorization: `Bearer ${me.accessToken}`, 'content-type': 'application/json' },
      payload,
    });
    let sawParse = false;
    for (let i = 0; i < 2000 && !sawParse; i++) {
      if (backupParsesInFlight() > 0) sawParse = true;
      else await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(sawParse).toBe(true);
    // The parse is running; the main thread is free to answer.
    const health = await app.server.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(backupParsesInFlight()).toBe(1);
    const refused = await importing;
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ details: Array<{ path: string }> }>().details.map((d) => d.path)).toEqual([`data.entries.${entries - 1}.localTime`]);
    expect(backupParsesInFlight()).toBe(0);
  });
});
