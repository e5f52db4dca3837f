import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { sourceTree } from './source-tree';
import { recipes, slotRecipes, system } from '../../src/app/theme';
import { chakraImports, recipeKeysUsed } from '../../scripts/chakra-recipes';

const tree = (files: Record<string, string>) => sourceTree(files, 'chakra-');

describe('the trimmed Chakra system (issue 20, item 2)', () => {
  it('reads value imports from Chakra, not type-only ones or other packages', () => {
    const root = tree({
      'a.tsx': `import { Button, type ButtonProps, Dialog as D } from '@chakra-ui/react';
                import type { CardRootProps } from '@chakra-ui/react';
                import { Tabs } from '@ark-ui/react';`,
      'deep/b.ts': `import { tokens } from '@chakra-ui/react/theme';`,
    });
    expect(chakraImports([root]).map((i) => `${i.from} ${i.name}`)).toEqual([
      '@chakra-ui/react Button',
      '@chakra-ui/react Dialog',
      '@chakra-ui/react/theme tokens',
    ]);
  });

  it("follows a component into the components it draws (a CloseButton is a Button, a Checkbox's mark)", () => {
    expect(recipeKeysUsed([tree({ 'a.tsx': `import { CloseButton } from '@chakra-ui/react';` })])).toContain(
      'button',
    );
    expect(recipeKeysUsed([tree({ 'a.tsx': `import { Checkbox } from '@chakra-ui/react';` })])).toEqual(
      expect.arrayContaining(['checkbox', 'checkmark']),
    );
    expect(recipeKeysUsed([tree({ 'a.tsx': `import { Box, Stack } from '@chakra-ui/react';` })])).toEqual([]);
  });

  it('has the recipe of every component the app imports, and no other', () => {
    // Keys Chakra's own default theme has no recipe for (Text looks one up, none exists) need none here either.
    const needed = recipeKeysUsed().filter((k) => defaultSystem.isRecipe(k) || defaultSystem.isSlotRecipe(k));
    const shipped = [...Object.keys(recipes), ...Object.keys(slotRecipes)].sort();
    expect(shipped).toEqual(needed);
    for (const key of needed) expect(system.isRecipe(key) || system.isSlotRecipe(key)).toBe(true);
    // It reads every source file of the app: 5 s was too short on a busy 2-core machine (a CI rehearsal).
  }, 60_000);

  it("keeps the default theme's tokens, text styles and the app's brand colours", () => {
    expect(system.token('colors.brand.500')).toBe('#0b6e4f');
    expect(system.token('colors.red.700')).toBe(defaultSystem.token('colors.red.700'));
    expect(system.token('spacing.4')).toBe(defaultSystem.token('spacing.4'));
    expect(Object.keys(system._config.theme?.textStyles ?? {})).toEqual(
      Object.keys(defaultSystem._config.theme?.textStyles ?? {}),
    );
    expect(system.isSlotRecipe('datePicker')).toBe(false);
  });
});
