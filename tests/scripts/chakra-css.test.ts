import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHAKRA_CSS_FILE, chakraGlobalCss } from '../../scripts/chakra-css';
import { appSystem } from '../../src/app/app-system';
import { system } from '../../src/app/theme';

describe('the Chakra system’s global styles at build time (docs/adr/0021)', () => {
  it('the committed stylesheet is what the system draws now (run scripts/chakra-css.ts after a theme change)', () => {
    expect(readFileSync(CHAKRA_CSS_FILE, 'utf8')).toBe(chakraGlobalCss());
  });

  it('holds the layer order, the reset and every token variable the provider would insert', () => {
    const css = chakraGlobalCss();
    expect(css).toMatch(/^@layer reset,base,tokens,recipes;$/m);
    expect(css).toContain('--chakra-colors-brand-500:#0b6e4f');
    expect(css).toContain('@layer tokens');
    expect(css).toContain('prefers-reduced-motion');
  });

  it('the app’s provider gets the same system with nothing global left to insert', () => {
    expect(appSystem._global).toEqual([]);
    expect(appSystem.layers.atRule).toBe('');
    expect(appSystem.token('colors.brand.500')).toBe(system.token('colors.brand.500'));
    expect(appSystem.getRecipe('button')).toBe(system.getRecipe('button'));
  });
});
