/**
 * The WCAG contrast ratio of an element's text against what is really behind it: its own background and its
 * ancestors' painted on top of one another (so a half-transparent badge counts with the chip under it). Colours
 * are resolved by painting them on a canvas, which reads any CSS colour the browser knows (Tailwind 4 writes
 * oklch()).
 */
import type { Locator } from 'playwright-core';

export async function textContrast(locator: Locator): Promise<number> {
  return paintedContrast(locator, 'color');
}

/** The same for an SVG line's stroke against what is behind it (WCAG 1.4.11 asks 3:1 of graphics). */
export async function strokeContrast(locator: Locator): Promise<number> {
  return paintedContrast(locator, 'stroke');
}

async function paintedContrast(locator: Locator, property: 'color' | 'stroke'): Promise<number> {
  return locator.evaluate((element, property) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (context === null) throw new Error('No 2D canvas');
    const layers: string[] = [];
    for (let node: Element | null = element; node !== null; node = node.parentElement) layers.unshift(getComputedStyle(node).backgroundColor);
    const paint = (colours: string[]) => {
      context.globalCompositeOperation = 'source-over';
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, 1, 1);
      for (const colour of colours) {
        context.fillStyle = colour;
        context.fillRect(0, 0, 1, 1);
      }
      const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
      return [r, g, b];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (value: number) => {
        const s = value / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
    };
    const background = luminance(paint(layers));
    const text = luminance(paint([...layers, getComputedStyle(element)[property]]));
    const [light, dark] = background > text ? [background, text] : [text, background];
    return (light + 0.05) / (dark + 0.05);
  }, property);
}
