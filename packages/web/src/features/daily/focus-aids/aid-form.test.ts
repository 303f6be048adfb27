import { describe, expect, it } from 'vitest';
import { DEFAULT_FOCUS_AID_ICON, FOCUS_AID_MESSAGES } from '@wellness/contract';
import { buildCreateRequest, chosenIcon, emptyAidForm, hasAidFormChanges, isNameBlank, placeServerDetails, requestBody } from './aid-form';

describe('custom focus aid form', () => {
  it('starts with the target emoji and the other category', () => {
    const values = emptyAidForm();
    expect(chosenIcon(values)).toBe(DEFAULT_FOCUS_AID_ICON);
    expect(values.category).toBe('other');
    expect(isNameBlank(values)).toBe(true);
  });

  it('treats a name of spaces as blank and refuses it with the spec’s message', () => {
    const values = { ...emptyAidForm(), name: '   ' };
    expect(isNameBlank(values)).toBe(true);
    expect(buildCreateRequest(values)).toEqual({ ok: false, errors: { name: FOCUS_AID_MESSAGES.nameRequired } });
  });

  it('trims and leaves out a blank description', () => {
    expect(requestBody({ ...emptyAidForm(), name: '  Lo-fi beats ', description: '   ' })).toEqual({ name: 'Lo-fi beats', icon: '🎯', category: 'other' });
  });

  it('sends a description that has text, trimmed', () => {
    const result = buildCreateRequest({ ...emptyAidForm(), name: 'Walk', category: 'physical', paletteIcon: '🚶', description: ' Around the block ' });
    expect(result).toEqual({ ok: true, body: { name: 'Walk', icon: '🚶', category: 'physical', description: 'Around the block' } });
  });

  it('prefers a typed icon over the palette and falls back to the palette when it is cleared', () => {
    expect(chosenIcon({ paletteIcon: '🎧', customIcon: ' 🦄 ' })).toBe('🦄');
    expect(chosenIcon({ paletteIcon: '🎧', customIcon: '  ' })).toBe('🎧');
  });

  it('refuses a typed icon longer than a couple of characters', () => {
    const result = buildCreateRequest({ ...emptyAidForm(), name: 'Tea', customIcon: 'teacup' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.icon).toBe('The icon must be a single emoji or a few characters');
  });

  it('places server details next to known fields and lists the rest', () => {
    expect(
      placeServerDetails([
        { path: 'name', message: 'Name must be at most 80 characters' },
        { path: 'name', message: 'second' },
        { path: 'userId', message: 'Unexpected' },
        { path: '', message: 'Body too large' },
      ]),
    ).toEqual({ fields: { name: 'Name must be at most 80 characters' }, other: ['userId: Unexpected', 'Body too large'] });
  });
});

describe('hasAidFormChanges (whether closing loses anything)', () => {
  it('is false for the untouched form and for spaces only', () => {
    expect(hasAidFormChanges(emptyAidForm())).toBe(false);
    expect(hasAidFormChanges({ ...emptyAidForm(), name: '  ', description: ' ' })).toBe(false);
  });

  it('is true once a name, an icon, a category or a description is chosen', () => {
    expect(hasAidFormChanges({ ...emptyAidForm(), name: 'Lo-fi' })).toBe(true);
    expect(hasAidFormChanges({ ...emptyAidForm(), paletteIcon: '🎧' })).toBe(true);
    expect(hasAidFormChanges({ ...emptyAidForm(), customIcon: '🌿' })).toBe(true);
    expect(hasAidFormChanges({ ...emptyAidForm(), category: 'environment' })).toBe(true);
    expect(hasAidFormChanges({ ...emptyAidForm(), description: 'Rain sounds' })).toBe(true);
  });
});
