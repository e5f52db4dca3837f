/**
 * The Chakra system as the app's provider gets it (issue 49, docs/adr/0021): the same system (theme.ts), with its
 * global styles — reset, global CSS, token variables and the layer order — already in the static stylesheet
 * src/app/chakra-global.css (scripts/chakra-css.ts draws it at build time), so `<ChakraProvider>` inserts nothing
 * during the first render. The server's documents (src/public/render.tsx) keep `system`, whose styles go inline.
 */
import './chakra-global.css';
import { system } from './theme';

export const appSystem: typeof system = {
  ...system,
  _global: [],
  layers: { ...system.layers, atRule: '' },
};
