import { Button } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { activateLocale } from '../i18n/i18n';

/** Switches between English and Irish; the choice is kept on the device. */
export function LanguageSwitch() {
  const { i18n, t } = useLingui();
  const next = i18n.locale === 'ga' ? 'en' : 'ga';
  return (
    <Button
      size="sm"
      variant="ghost"
      color="inherit"
      _hover={{ bg: 'blackAlpha.200' }}
      lang={next}
      aria-label={t`Change language`}
      onClick={() => void activateLocale(next)}
      // The server's document has no React to run onClick: its script reads this (src/public/enhance.ts).
      data-switch-locale={next}
    >
      {next === 'ga' ? 'Gaeilge' : 'English'}
    </Button>
  );
}
