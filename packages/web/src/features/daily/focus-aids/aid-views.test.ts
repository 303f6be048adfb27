import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FocusAid } from '@wellness/contract';
import { AidPicker } from './aid-picker';
import { AidEditor } from './aid-editor';

const aid = (id: string, extra: Partial<FocusAid> = {}): FocusAid => ({
  id,
  name: `Aid ${id}`,
  icon: '🎧',
  category: 'audio',
  description: `About ${id}`,
  isActive: true,
  isDefault: true,
  ...extra,
});

describe('aid picker', () => {
  it('marks a picked aid with aria-pressed and a check mark, and keeps the emoji out of its name', () => {
    const html = renderToStaticMarkup(
      createElement(AidPicker, {
        aids: [aid('a', { isDefault: false }), aid('b', { isDefault: false })],
        selectedIds: new Set(['b']),
        onToggle: () => undefined,
      }),
    );
    const buttons = html.match(/<button[^>]*>.*?<\/button>/g) ?? [];
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toContain('aria-pressed="false"');
    expect(buttons[0]).not.toContain('<svg');
    expect(buttons[1]).toContain('aria-pressed="true"');
    expect(buttons[1]).toContain('<svg');
    expect(buttons[0]).toMatch(/<span aria-hidden="true" data-icon-kind="emoji" class="[^"]*text-lg[^"]*">🎧<\/span>/);
    expect(buttons[0]).toContain('title="About a"');
    expect(html).toContain('>Audio</h4>');
  });

  it('draws a built-in aid with the app’s SVG, not its emoji, with the name beside it', () => {
    const html = renderToStaticMarkup(
      createElement(AidPicker, {
        aids: [aid('default-noise-cancelling', { name: 'Noise-cancelling headphones' })],
        selectedIds: new Set<string>(),
        onToggle: () => undefined,
      }),
    );
    expect(html).toMatch(/data-aid-icon=""[^>]*><span aria-hidden="true" data-icon-kind="svg"[^>]*><svg/);
    expect(html).not.toContain('🎧');
    expect(html).toContain('>Noise-cancelling headphones</span>');
  });
});

describe('aid editor', () => {
  it('labels hidden aids, fades their icon and offers delete only for the user’s own', () => {
    const html = renderToStaticMarkup(
      createElement(AidEditor, {
        aids: [aid('shown'), aid('mine', { isActive: false, isDefault: false })],
        pendingIds: new Set(['mine']),
        onSetActive: () => undefined,
        onDelete: () => undefined,
      }),
    );
    expect(html).toContain('role="switch" aria-checked="true" aria-label="Show Aid shown"');
    expect(html).toContain('role="switch" aria-checked="false" aria-label="Show Aid mine" aria-busy="true"');
    expect(html.match(/>Hidden</g)).toHaveLength(1);
    expect(html).toMatch(/data-aid-icon="" class="[^"]*opacity-50/);
    expect(html).not.toContain('aria-label="Delete Aid shown"');
    expect(html).toContain('aria-label="Delete Aid mine"');
  });
});
