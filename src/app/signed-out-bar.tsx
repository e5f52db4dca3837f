import { Box, Button, HStack, Input } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { LanguageSwitch } from '../components/language-switch';
import { SearchForm } from '../public/search-form';
import { AppLink, useGo } from '../public/app-link';
import { LogoLink } from './logo-link';

export const SEARCH_DEBOUNCE_MS = 1000;

/**
 * The search box of the signed-out bar: after 1 s without typing it opens /search with the query. A GET
 * form, so the server's document (whose script does the same pause, src/public/enhance.ts) can draw it too.
 */
export function BarSearch() {
  const { t } = useLingui();
  const go = useGo();
  const [text, setText] = useState('');
  useEffect(() => {
    const query = text.trim();
    if (!query) return;
    const id = setTimeout(() => go(`/search?query=${encodeURIComponent(query)}`), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [text, go]);
  return (
    <SearchForm>
      <Input
        name="query"
        type="search"
        size="sm"
        maxW="280px"
        bg="white"
        color="black"
        aria-label={t`Search clubs`}
        placeholder={t`Search clubs`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        data-testid="bar-search"
      />
    </SearchForm>
  );
}

/** Signed out: logo, a club search (hidden on /search, which has its own) and the way in. */
export function SignedOutBar() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return <SignedOutBarView pathname={pathname} languageSwitch={<LanguageSwitch />} />;
}

/** The bar for a path, drawn by the app and by the server's document. */
export function SignedOutBarView({
  pathname,
  languageSwitch,
}: {
  pathname: string;
  languageSwitch: ReactNode;
}) {
  return (
    <Box as="header" bg="brand.500" color="white" px={4} py={2}>
      <HStack justify="space-between" maxW="6xl" mx="auto" gap={3}>
        <LogoLink signedIn={false} />
        {pathname !== '/search' && <BarSearch />}
        <HStack gap={2}>
          {languageSwitch}
          <Button asChild size="sm" bg="white" color="brand.700">
            <AppLink href="/login">
              <Trans>Log in</Trans>
            </AppLink>
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
