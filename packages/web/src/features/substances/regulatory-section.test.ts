import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Market } from '@wellness/contract';
import { RegulatorySection } from './regulatory-section';
import { emptyFormValues } from './substance-form-values';

/** The section as the browser would receive it, rendered without a DOM. */
const render = (market: Market) =>
  renderToStaticMarkup(createElement(RegulatorySection, { market, values: emptyFormValues(), onChange: () => undefined, errors: {} }));

const labels = (html: string) => [...html.matchAll(/<label[^>]*>([^<]*)/g)].map((match) => (match[1] ?? '').trim());

describe('regulatory section by market', () => {
  it('renders nothing for the US', () => {
    expect(render('US')).toBe('');
  });

  it('renders the NPN/DIN number (with its placeholder), license holder and a numeric crude equivalent for Canada', () => {
    const html = render('CA');
    expect(labels(html)).toEqual(['NPN/DIN number', 'License holder', 'Crude equivalent']);
    expect(html).toContain('placeholder="NPN 80012345 or DIN 02123456"');
    expect(html).toMatch(/type="number"[^>]*step="0.001"/);
    expect(html).toContain('Regulatory information (Canada)');
  });

  it('renders the health claim choices and allergen information for the EU', () => {
    const html = render('EU');
    expect(labels(html)).toEqual(['Health claim', 'Allergen information']);
    const options = [...html.matchAll(/<option value="([^"]*)"/g)].map((match) => match[1]);
    expect(options).toEqual(['', 'immune', 'energy', 'bones', 'heart', 'cognitive']);
  });

  it('renders a registration number for Australia (AUSTL placeholder) and Japan', () => {
    expect(labels(render('AU'))).toEqual(['Registration number']);
    expect(render('AU')).toContain('placeholder="AUSTL 123456"');
    expect(labels(render('JP'))).toEqual(['Registration number']);
    expect(render('JP')).not.toContain('placeholder=');
  });
});
