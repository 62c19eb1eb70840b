import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BadgeTone } from './VehicleCardView';

// Every tone a Badge (and so a StatusBadge) can take; a Record so a new tone fails the typecheck here.
const TONES = Object.keys({
  success: true,
  warning: true,
  disabled: true,
  error: true,
  neutral: true,
  info: true,
} satisfies Record<BadgeTone, true>) as BadgeTone[];

/** WCAG AA for normal-size text; the badges' 12px text is not "large". */
const AA_NORMAL_TEXT = 4.5;

// The themes and the badge rules both live in the package's stylesheet.
const themeCss = readFileSync(join(import.meta.dirname, 'style.css'), 'utf8');
const badgeCss = themeCss;

/** The declarations of the first rule whose selector list starts with `selector`. */
function ruleBody(css: string, selector: string): string {
  const start = css.indexOf(`${selector}`);
  if (start < 0) throw new Error(`No rule ${selector}`);
  const open = css.indexOf('{', start);
  return css.slice(open + 1, css.indexOf('}', open));
}

function declaration(body: string, name: string): string {
  const match = new RegExp(`${name}\\s*:\\s*([^;]+);`).exec(body);
  if (!match?.[1]) throw new Error(`No ${name}`);
  return match[1].trim();
}

function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const c = Number.parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const themes = {
  light: ruleBody(themeCss, '.fleet-root {'),
  dark: ruleBody(themeCss, '.fleet-root[data-theme="dark"]'),
};

describe('badge colours', () => {
  it('draws every badge with its tone’s text and background pair', () => {
    const badge = ruleBody(badgeCss, '.fleet-badge {');
    expect(declaration(badge, 'color')).toBe('var(--fleet-badge-text)');
    expect(declaration(badge, 'background')).toBe('var(--fleet-badge-bg)');
    for (const tone of TONES) {
      const rule = ruleBody(badgeCss, `.fleet-badge--${tone} {`);
      expect(declaration(rule, '--fleet-badge-text')).toMatch(
        new RegExp(`^var\\(--fleet-badge-${tone}-text, #[0-9a-f]{6}\\)$`),
      );
      expect(declaration(rule, '--fleet-badge-bg')).toMatch(
        new RegExp(`^var\\(--fleet-badge-${tone}-bg, #[0-9a-f]{6}\\)$`),
      );
    }
  });

  for (const [theme, body] of Object.entries(themes)) {
    it.each(TONES)(`meets WCAG AA (4.5:1) for the %s tone in the ${theme} theme`, (tone) => {
      const text = declaration(body, `--fleet-badge-${tone}-text`);
      const background = declaration(body, `--fleet-badge-${tone}-bg`);
      expect(contrast(text, background)).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
    });
  }

  it.each(TONES)('falls back to the light theme’s %s pair outside a .fleet-root', (tone) => {
    const rule = ruleBody(badgeCss, `.fleet-badge--${tone} {`);
    const fallback = (name: string) => /, (#[0-9a-f]{6})\)$/.exec(declaration(rule, name))?.[1];
    expect(fallback('--fleet-badge-text')).toBe(declaration(themes.light, `--fleet-badge-${tone}-text`));
    expect(fallback('--fleet-badge-bg')).toBe(declaration(themes.light, `--fleet-badge-${tone}-bg`));
  });
});
