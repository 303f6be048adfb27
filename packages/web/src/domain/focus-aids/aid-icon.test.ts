import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FOCUS_AID_IDS } from '@wellness/contract';
import { AidIcon, BUILT_IN_AID_ICONS, builtInAidIcon } from './aid-icon';

const EMOJI = /[\p{Extended_Pictographic}\u{2600}-\u{27BF}]/u;
const render = (aid: { id: string; icon: string; isDefault?: boolean }) => renderToStaticMarkup(createElement(AidIcon, { aid }));

describe('built-in focus aid icons', () => {
  it('maps every built-in aid id to one of the app’s SVG drawings, and nothing else', () => {
    expect(Object.keys(BUILT_IN_AID_ICONS).sort()).toEqual([...DEFAULT_FOCUS_AID_IDS].sort());
    for (const id of DEFAULT_FOCUS_AID_IDS) {
      const html = render({ id, icon: '🎯', isDefault: true });
      expect(html, id).toMatch(/<svg [^>]*aria-hidden="true"[^>]*><path d="M[^"]+"/);
      expect(html, id).not.toMatch(EMOJI);
    }
  });

  it('draws each built-in aid differently enough to tell apart: no two share a drawing but the reused ones', () => {
    const names = Object.values(BUILT_IN_AID_ICONS);
    expect(new Set(names).size).toBe(names.length);
  });

  it('recognises a built-in aid by its id where the answer has no flag (entries, analytics)', () => {
    expect(builtInAidIcon({ id: 'default-caffeine' })).toBe('coffee');
    expect(render({ id: 'default-caffeine', icon: '☕' })).toContain('<svg');
  });

  it('keeps the emoji a user chose for their own aid, even one that looks like a built-in’s', () => {
    const html = render({ id: '0b7c6c1e-5d7f-4c52-9d1e-2f9f3f0a1b2c', icon: '☕', isDefault: false });
    expect(html).toContain('☕');
    expect(html).not.toContain('<svg');
    expect(render({ id: 'custom-1', icon: '🎧' })).toContain('🎧');
    // A custom aid is never drawn as a built-in, whatever its id.
    expect(builtInAidIcon({ id: 'default-caffeine', isDefault: false })).toBeNull();
  });

  it('draws the target for a built-in aid this build does not know yet, never its emoji', () => {
    expect(builtInAidIcon({ id: 'default-something-new', isDefault: true })).toBe('target');
    expect(render({ id: 'default-something-new', icon: '🦄', isDefault: true })).not.toMatch(EMOJI);
  });
});
