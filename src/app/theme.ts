import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme (tokens, text and layer styles, global CSS) with only the recipes of the components
 * the app uses (issue 20, item 2; docs/adr/0008): Chakra's `defaultConfig` carries all 19 recipes and 61 slot
 * recipes, and `createSystem` turns every one of them into functions at start-up. A component whose recipe is
 * missing renders unstyled without an error, so tests/scripts/chakra-recipes.test.ts checks this list against
 * the components `src/` imports (scripts/chakra-recipes.ts): a new Chakra component fails it until its recipe
 * is added here.
 */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  link: linkRecipe,
  radiomark: radiomarkRecipe,
  separator: separatorRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const slotRecipes = {
  alert: alertSlotRecipe,
  avatar: avatarSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  fieldset: fieldsetSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  stat: statSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
};

const trimmedTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

// prefers-reduced-motion: every animation and transition over at once, played once, no smooth scrolling.
const INSTANT = '0.01ms !important';
const ONCE = '1 !important';
const AUTO = 'auto !important';

/** Páirc green and sliotar gold, with contrast checked against white text (WCAG AA). */
export const system = createSystem(
  defaultBaseConfig,
  trimmedTheme,
  defineConfig({
    // A member who asks for less motion (the system setting) gets none: dialogs, toasts and menus appear at
    // once and spinners stand still (WCAG 2.3.3). The end-to-end browsers ask for it too (playwright.config.ts).
    globalCss: {
      '*, *::before, *::after': {
        _motionReduce: {
          animationDuration: INSTANT,
          animationIterationCount: ONCE,
          transitionDuration: INSTANT,
          scrollBehavior: AUTO,
        },
      },
    },
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
