import { describe, expect, it } from 'vitest';
import type { DoseWithSupplement } from '@wellness/contract';
import { parseDoseEditorDraft } from './dose-editor-draft';
import { parsePastSessionDraft } from './past-session-draft';

const dose: DoseWithSupplement = {
  id: 'd1',
  supplementId: 's1',
  timestamp: '2026-11-30T12:45:00.000Z',
  date: '2026-11-30',
  dosage: 500,
  notes: null,
  supplement: { name: 'Omega-3', brand: null, unit: 'mg' },
};
const opened = { supplementId: 's1', date: '2026-11-30', time: '07:45', dosage: '500', notes: '' };
const values = { ...opened, notes: 'with porridge' };
const attempt = { sent: '{"supplementId":"s1"}', key: 'ab'.repeat(16) };
const stored = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

describe('History’s kept dose editor', () => {
  it('reads back the dose, where the editor started, what was typed and the last attempt', () => {
    expect(parseDoseEditorDraft(stored({ dose, day: '2026-11-30', opened, values, attempt }))).toEqual({ dose, day: '2026-11-30', opened, values, attempt });
    expect(parseDoseEditorDraft(stored({ dose: null, day: '2026-11-30', opened, values, attempt: null }))).toEqual({
      dose: null,
      day: '2026-11-30',
      opened,
      values,
      attempt: null,
    });
  });

  it('drops a draft it cannot trust, whole', () => {
    for (const broken of [
      null,
      [],
      { dose: { id: 'd1' }, day: '2026-11-30', opened, values, attempt: null },
      { dose: null, opened, values, attempt: null },
      { dose: null, day: '2026-11-30', opened: { ...opened, time: 745 }, values, attempt: null },
      { dose: null, day: '2026-11-30', opened, values: { ...values, notes: undefined }, attempt: null },
      { dose: null, day: '2026-11-30', opened, values, attempt: { sent: '{}', key: 'no spaces allowed' } },
      { dose: null, day: '2026-11-30', opened, values, attempt: 'key' },
    ]) {
      expect(parseDoseEditorDraft(stored(broken))).toBeNull();
    }
  });
});

describe('History’s kept past session', () => {
  const form = { date: '2026-11-29', time: '14:10', duration: '40', sessionType: 'READING', productivity: 7, notes: 'Tax forms' };

  it('reads back where the form started and what was typed', () => {
    expect(parsePastSessionDraft(stored({ opened: { ...form, notes: '' }, form }))).toEqual({ opened: { ...form, notes: '' }, form });
  });

  it('drops a draft it cannot trust, whole', () => {
    for (const broken of [
      null,
      { opened: form },
      { opened: form, form: { ...form, sessionType: 'NAPPING' } },
      { opened: form, form: { ...form, productivity: 11 } },
      { opened: form, form: { ...form, productivity: '7' } },
      { opened: { ...form, duration: 40 }, form },
    ]) {
      expect(parsePastSessionDraft(stored(broken))).toBeNull();
    }
  });
});
