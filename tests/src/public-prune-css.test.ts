import { describe, expect, it } from 'vitest';
import { pruneCss } from '../../src/public/prune-css';

describe('pruneCss: only what the page can use', () => {
  const css = [
    ':root{--chakra-colors-green-500:#0b6e4f;--chakra-colors-red-500:#e00;--chakra-colors-brand-solid:var(--chakra-colors-green-500);--chakra-spacing-1\\.5:0.375rem}',
    '.css-a{background:var(--chakra-colors-brand-solid);padding:var(--chakra-spacing-1\\.5)}',
    '@keyframes spin{0%{transform:rotate(0deg)}100%{transform:rotate(360deg)}}',
    '@keyframes fade-in{from{opacity:0}to{opacity:1}}',
    '.css-b{animation:spin 1s linear infinite}',
  ].join('');

  it('keeps a property a rule uses, and what its value points at; drops the rest', () => {
    const out = pruneCss(css, '<div class="css-a"></div>');
    expect(out).toContain('--chakra-colors-brand-solid:var(--chakra-colors-green-500)');
    expect(out).toContain('--chakra-colors-green-500:#0b6e4f');
    expect(out).toContain('--chakra-spacing-1\\.5:0.375rem');
    expect(out).not.toContain('--chakra-colors-red-500');
  });

  it('keeps a property an inline style of the page uses', () => {
    expect(pruneCss(css, '<p style="color:var(--chakra-colors-red-500)"></p>')).toContain(
      '--chakra-colors-red-500:#e00',
    );
  });

  it('keeps keyframes that are named by an animation, drops the others', () => {
    const out = pruneCss(css, '');
    expect(out).toContain('@keyframes spin{');
    expect(out).not.toContain('fade-in');
    expect(out).toContain('.css-b{animation:spin 1s linear infinite}');
  });
});
