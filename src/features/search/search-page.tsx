import { Box, Button, Heading, HStack, Image, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { SearchForm } from '../../public/search-form';
import { AppLink, useGo } from '../../public/app-link';
import { publicGet } from '../../api/client';
import { AssociationBadges } from '../../components/association-badges';
import { addressLine, searchPath, type OrganizationPage } from '../../../domain/organization/public-page';
import { countryName } from '../../../domain/reference/countries';
import { isAbsentRegion } from '../../../domain/organization/enums';
import type { Organization } from '../../../domain/organization/organization';

const route = getRouteApi('/search');

export const PAGE_SIZE = 25;

export interface SearchAnswer {
  query: string;
  page: number;
  items: Organization[];
  total: number;
}

async function searchClubs(query: string, page: number) {
  const r = await publicGet<OrganizationPage>(searchPath(query, page, PAGE_SIZE));
  return { items: r._embedded.organizations, total: r.page.totalElements };
}

/** The club page's address, from a result (its id is the last segment of the row's self link, seed 1 §2). */
const clubHref = (club: Organization) =>
  `/organization/${encodeURIComponent(club.links?.self.href.split('/').pop() ?? club.id)}`;

/** A result row: crest, name, associations, region (or country); the address under the name on phones. */
function ClubRow({ club }: { club: Organization }) {
  const go = useGo();
  const { i18n } = useLingui();
  const href = clubHref(club);
  const address = club.address ?? {};
  const region = isAbsentRegion(address.addressRegion) ? undefined : address.addressRegion;
  // The units it is under (its county), where the address names another or none: a club moved by a super
  // admin shows its new county at once.
  const under = [...new Set((club.parents ?? []).map((p) => p.name))].filter((n) => n !== region);
  // The whole row opens the club; in the server's document `data-href` does it (src/public/enhance.ts).
  const open = () => go(href);
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="md"
      p={3}
      cursor="pointer"
      _hover={{ bg: 'bg.subtle' }}
      onClick={open}
      data-href={href}
      data-testid="club-row"
    >
      <HStack justify="space-between" gap={3}>
        <HStack gap={3} minW={0}>
          <Crest club={club} />
          <Box minW={0}>
            <Text fontWeight="semibold">{club.name}</Text>
            <Text fontSize="sm" color="fg.muted" display={{ base: 'block', md: 'none' }}>
              {addressLine(club.address, i18n.locale)}
            </Text>
            <HStack gap={2} wrap="wrap">
              <AssociationBadges associations={club.associations} />
              <Text fontSize="sm" color="fg.muted" data-testid="club-region">
                {[region, ...under, countryName(address.addressCountry, i18n.locale)]
                  .filter(Boolean)
                  .join(', ')}
              </Text>
            </HStack>
          </Box>
        </HStack>
        <Button asChild size="sm" variant="outline" flexShrink={0} onClick={(e) => e.stopPropagation()}>
          <AppLink href={href}>
            <Trans>Club details</Trans>
          </AppLink>
        </Button>
      </HStack>
    </Box>
  );
}

/** The club's logo, or its initials ringed in its first colour. */
function Crest({ club }: { club: Organization }) {
  if (club.logo)
    return (
      <Image
        src={club.logo}
        alt=""
        width={40}
        height={40}
        boxSize="40px"
        objectFit="contain"
        loading="lazy"
      />
    );
  const initials = club.name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0))
    .join('');
  const colour = club.clubColors?.[0];
  return (
    <Box
      aria-hidden
      boxSize="40px"
      flexShrink={0}
      borderRadius="full"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="bold"
      fontSize="sm"
      bg="bg.muted"
      color="fg"
      borderWidth="3px"
      borderColor={colour ?? 'border'}
    >
      {initials}
    </Box>
  );
}

/**
 * The search page's body, drawn by the app and by the server: the box (a GET form, so it also works as a
 * plain document) and the results. `onText`/`onMore` are the app's; without them the box is a form field
 * and "Show more" a link to a longer list.
 */
export function SearchView(props: {
  text: string;
  onText?: (text: string) => void;
  answer: SearchAnswer | null;
  loadingMore?: boolean;
  onMore?: () => void;
  moreHref?: string;
}) {
  const { text, onText, answer, loadingMore, onMore, moreHref } = props;
  const { t } = useLingui();
  const results = answer?.items ?? null;
  const hasMore = answer !== null && answer.items.length < answer.total;
  return (
    <Stack gap={4}>
      <Heading as="h1" size="2xl">
        <Trans>Find a club</Trans>
      </Heading>
      <SearchForm>
        <Input
          name="query"
          maxLength={100}
          aria-label={t`Search clubs`}
          placeholder={t`Club name`}
          value={text}
          onChange={(e) => onText?.(e.target.value)}
        />
      </SearchForm>
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
            <Plural value={answer?.total ?? 0} one="# result" other="# results" />
          </Heading>
          {results.length === 0 && (
            <Text>
              <Trans>no results</Trans>
            </Text>
          )}
          <Stack as="ul" listStyleType="none" gap={2}>
            {results.map((club) => (
              <ClubRow key={club.id} club={club} />
            ))}
          </Stack>
          {hasMore &&
            (onMore ? (
              <Button variant="outline" alignSelf="center" loading={loadingMore} onClick={onMore}>
                <Trans>Show more</Trans>
              </Button>
            ) : (
              moreHref && (
                <Button asChild variant="outline" alignSelf="center">
                  <a href={moreHref}>
                    <Trans>Show more</Trans>
                  </a>
                </Button>
              )
            ))}
        </>
      )}
    </Stack>
  );
}

/** /search: club search by name (Irish or English); the query updates the URL after 1 s. */
export function SearchPage() {
  const { query = '' } = route.useSearch();
  const navigate = useNavigate();
  const [text, setText] = useState(query);
  // Results are kept with the query they answer, so a new query shows "loading" without resetting state.
  const [answer, setAnswer] = useState<SearchAnswer | null>(null);
  const [more, setMore] = useState(false);

  useEffect(() => {
    const id = setTimeout(() => {
      if (text !== query)
        void navigate({ to: '/search', search: { query: text || undefined }, replace: true });
    }, 1000);
    return () => clearTimeout(id);
  }, [text, query, navigate]);

  useEffect(() => {
    let live = true;
    searchClubs(query, 0)
      .then((r) => live && setAnswer({ query, page: 0, ...r }))
      .catch(() => live && setAnswer({ query, page: 0, items: [], total: 0 }));
    return () => {
      live = false;
    };
  }, [query]);

  const loadMore = async () => {
    if (!answer) return;
    setMore(true);
    try {
      const next = await searchClubs(answer.query, answer.page + 1);
      setAnswer((a) =>
        a?.query === answer.query
          ? { ...a, page: a.page + 1, items: [...a.items, ...next.items], total: next.total }
          : a,
      );
    } finally {
      setMore(false);
    }
  };

  return (
    <SearchView
      text={text}
      onText={setText}
      answer={answer?.query === query ? answer : null}
      loadingMore={more}
      onMore={() => void loadMore()}
    />
  );
}
