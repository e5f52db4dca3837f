import { Box, Button, HStack, Input } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { LanguageSwitch } from '../components/language-switch';
import { LogoLink } from './logo-link';

export const SEARCH_DEBOUNCE_MS = 1000;

/** The search box of the signed-out bar: after 1 s without typing it opens /search with the query. */
function BarSearch() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  useEffect(() => {
    const query = text.trim();
    if (!query) return;
    const id = setTimeout(() => void navigate({ to: '/search', search: { query } }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [text, navigate]);
  return (
    <Input
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
  );
}

/** Signed out: logo, a club search (hidden on /search, which has its own) and the way in. */
export function SignedOutBar() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <Box as="header" bg="brand.500" color="white" px={4} py={2}>
      <HStack justify="space-between" maxW="6xl" mx="auto" gap={3}>
        <LogoLink signedIn={false} />
        {pathname !== '/search' && <BarSearch />}
        <HStack gap={2}>
          <LanguageSwitch />
          <Button asChild size="sm" bg="white" color="brand.700">
            <Link to="/login">
              <Trans>Log in</Trans>
            </Link>
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
