import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Páirc green and sliotar gold, with contrast checked against white text (WCAG AA). */
export const system = createSystem(
  defaultConfig,
  defineConfig({
    theme: {
      tokens: {
        colors: {
          brand: {
            50: { value: '#e6f4ef' },
            100: { value: '#c2e4d7' },
            500: { value: '#0b6e4f' },
            600: { value: '#095c42' },
            700: { value: '#074a35' },
          },
          gold: { 500: { value: '#f2b705' } },
        },
      },
      semanticTokens: {
        colors: {
          brand: {
            solid: { value: '{colors.brand.500}' },
            contrast: { value: 'white' },
            fg: { value: '{colors.brand.700}' },
            muted: { value: '{colors.brand.100}' },
            subtle: { value: '{colors.brand.50}' },
            emphasized: { value: '{colors.brand.600}' },
            focusRing: { value: '{colors.gold.500}' },
          },
          // Chakra's default green.solid (green.600) under white text is 3.3:1 (success alerts, green buttons);
          // green.700 (#116932) is 6.8:1.
          green: { solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.600}' } } },
          // Chakra's default red.500 error text is 3.8:1 on white (axe color-contrast); red.700 is 6.5:1.
          fg: { error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
        },
      },
    },
  }),
);
