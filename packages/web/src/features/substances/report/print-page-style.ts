/**
 * The printed report's pages: margins that fit both A4 and US Letter, a header with the patient and the range on every
 * page (an @page margin box) and the page number below. Set through a constructed style sheet, since the app's CSP
 * allows no inline <style>, and removed when the dialog closes so nothing else prints with it.
 */
import { useEffect } from 'react';

/** A CSS string literal: quotes and backslashes escaped, line breaks as spaces. */
function cssString(text: string): string {
  return `"${text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/[\r\n]+/g, ' ')}"`;
}

export function pageStyle(header: string): string {
  const font = 'font-family: ui-sans-serif, system-ui, sans-serif; font-size: 8.5pt; color: #334155;';
  return [
    '@page {',
    '  margin: 16mm 13mm 14mm 13mm;',
    `  @top-left { content: ${cssString(header)}; ${font} vertical-align: bottom; padding-bottom: 3mm; }`,
    `  @bottom-right { content: "Page " counter(page) " of " counter(pages); ${font} }`,
    '}',
  ].join('\n');
}

export function usePrintPageStyle(header: string | null): void {
  useEffect(() => {
    if (header === null) return;
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(pageStyle(header));
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [header]);
}
