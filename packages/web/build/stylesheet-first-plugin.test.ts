import { describe, expect, it } from 'vitest';
import { stylesheetFirst } from './stylesheet-first-plugin';

/** The head as Vite writes it: the boot script, then the entry, its preloads and last the stylesheet. */
const VITE_PAGE = [
  '<html>',
  '  <head>',
  '    <title>x</title>',
  '    <script>boot()</script>',
  '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/b.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/index-c.css">',
  '  </head>',
  '  <body><div id="root"></div><script>outline()</script></body>',
  '</html>',
].join('\n');

describe('the stylesheet first plugin', () => {
  it('puts the stylesheet after the boot script and before the entry script and its preloads', () => {
    expect(stylesheetFirst(VITE_PAGE)).toBe(
      [
        '<html>',
        '  <head>',
        '    <title>x</title>',
        '    <script>boot()</script>',
        '    <link rel="stylesheet" crossorigin href="/assets/index-c.css">',
        '    <script type="module" crossorigin src="/assets/index-a.js"></script>',
        '    <link rel="modulepreload" crossorigin href="/assets/b.js">',
        '  </head>',
        '  <body><div id="root"></div><script>outline()</script></body>',
        '</html>',
      ].join('\n'),
    );
  });

  it('keeps several stylesheets in their order', () => {
    const page = VITE_PAGE.replace('</head>', '<link rel="stylesheet" href="/assets/d.css"></head>');
    const out = stylesheetFirst(page);
    expect(out.indexOf('index-c.css')).toBeLessThan(out.indexOf('d.css'));
    expect(out.indexOf('d.css')).toBeLessThan(out.indexOf('<script type="module"'));
    expect(out.match(/rel="stylesheet"/g)).toHaveLength(2);
  });

  it('leaves a page without a stylesheet as it is', () => {
    const page = VITE_PAGE.replace(/\n.*rel="stylesheet".*/, '');
    expect(stylesheetFirst(page)).toBe(page);
  });

  it('refuses a stylesheet it cannot place before an entry script', () => {
    expect(() => stylesheetFirst('<head><link rel="stylesheet" href="/a.css"></head>')).toThrow(/no module script/);
  });
});
