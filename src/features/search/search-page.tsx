import { Box, Button, Heading, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { apiGet } from '../../api/client';
import { isAbsentRegion } from '../../../domain/organization/enums';
import type { Organization } from '../../../domain/organization/organization';

const route = getRouteApi('/search');

/** /search: club search by name (Irish or English); the query updates the URL after 1 s. */
export function SearchPage() {
  const { query = '' } = route.useSearch();
  const navigate = useNavigate();
  const { t } = useLingui();
  const [text, setText] = useState(query);
  // Results are kept with the query they answer, so a new query shows "loading" without resetting state.
  const [answer, setAnswer] = useState<{ query: string; items: Organization[] } | null>(null);
  const results = answer?.query === query ? answer.items : null;

  useEffect(() => {
    const id = setTimeout(() => {
      if (text !== query)
        void navigate({ to: '/search', search: { query: text || undefined }, replace: true });
    }, 1000);
    return () => clearTimeout(id);
  }, [text, query, navigate]);

  useEffect(() => {
    let live = true;
    apiGet<{ _embedded: { organizations: Organization[] } }>(
      `/v1/organization?size=50&search=${encodeURIComponent(query)}`,
    )
      .then((r) => live && setAnswer({ query, items: r._embedded.organizations }))
      .catch(() => live && setAnswer({ query, items: [] }));
    return () => {
      live = false;
    };
  }, [query]);

  return (
    <Stack gap={4}>
      <Heading as="h1" size="2xl">
        <Trans>Find a club</Trans>
      </Heading>
      <Input
        aria-label={t`Search clubs`}
        placeholder={t`Club name`}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {results === null ? (
        <HStack>
          <Spinner aria-hidden />
          <Text>
            <Trans>loading</Trans>
          </Text>
        </HStack>
      ) : (
        <>
          <Heading as="h2" size="md" aria-live="polite">
            <Plural value={results.length} one="# result" other="# results" />
          </Heading>
          {results.length === 0 && (
            <Text>
              <Trans>no results</Trans>
            </Text>
          )}
          <Stack as="ul" listStyleType="none" gap={2}>
            {results.map((club) => {
              const id = club.links?.self.href.split('/').pop() ?? club.id;
              const address = club.address ?? {};
              const region =
                address.addressRegion && !isAbsentRegion(address.addressRegion)
                  ? address.addressRegion
                  : undefined;
              return (
                <Box as="li" key={club.id} borderWidth="1px" borderRadius="md" p={3}>
                  <HStack justify="space-between" wrap="wrap">
                    <Box>
                      <Text fontWeight="semibold">{club.name}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {[region ?? address.addressCountry, (club.associations ?? []).join(' · ')]
                          .filter(Boolean)
                          .join(' — ')}
                      </Text>
                    </Box>
                    <Button asChild size="sm" variant="outline">
                      <Link to="/organization/$identifier" params={{ identifier: id }}>
                        <Trans>Club details</Trans>
                      </Link>
                    </Button>
                  </HStack>
                </Box>
              );
            })}
          </Stack>
        </>
      )}
    </Stack>
  );
}
