/**
 * The profile's "Follows and notifications" (issue 52): what the person follows, what each tells them of
 * (throw-in, scores, half-time, full-time), one-tap unfollow, and turning this browser's notifications on or
 * off. Loaded lazily (lazy.tsx).
 */
import { Button, Checkbox, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { followApi } from '../../../domain/follow/follow.contract';
import type { FollowSettings, FollowView } from '../../../domain/follow/follow';
import { call } from '../../api/call';
import { pushSupported, turnOffPush, turnOnPush, type PushState } from './push';

type Loaded = { follows: FollowView[]; subscriptions: number };

export default function FollowsSection() {
  const { t } = useLingui();
  const [data, setData] = useState<Loaded | null>(null);
  const [error, setError] = useState(false);
  const [push, setPush] = useState<PushState | 'off' | null>(null);

  useEffect(() => {
    let live = true;
    call(followApi.list)
      .then((d) => live && setData(d))
      .catch(() => live && setError(true));
    return () => {
      live = false;
    };
  }, []);

  const labels: Record<keyof FollowSettings, string> = {
    throwIn: t`Throw-in`,
    scores: t`Score changes`,
    halfTime: t`Half-time`,
    fullTime: t`Full-time`,
  };
  const kinds = { TEAM: t`Team`, CLUB: t`Club`, COMPETITION: t`Competition` } as const;

  const change = async (f: FollowView, key: keyof FollowSettings, on: boolean) => {
    try {
      const updated = await call(followApi.update, { params: { id: f.id }, body: { [key]: on } });
      setData((d) => d && { ...d, follows: d.follows.map((x) => (x.id === f.id ? updated : x)) });
    } catch {
      setError(true);
    }
  };
  const unfollow = async (f: FollowView) => {
    try {
      await call(followApi.unfollow, { params: { id: f.id } });
      setData((d) => d && { ...d, follows: d.follows.filter((x) => x.id !== f.id) });
    } catch {
      setError(true);
    }
  };

  return (
    <Stack as="section" aria-labelledby="follows-heading" gap="3" data-testid="follows-section">
      <Heading as="h2" size="md" id="follows-heading">
        <Trans>Follows and notifications</Trans>
      </Heading>
      {error ? (
        <Text role="alert">
          <Trans>That did not work: try again.</Trans>
        </Text>
      ) : null}
      {data === null ? null : data.follows.length === 0 ? (
        <Text color="fg.muted">
          <Trans>You follow nothing yet: tap Follow on a team, club or competition page.</Trans>
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" ps="0">
          {data.follows.map((f) => (
            <Stack as="li" key={f.id} gap="2" borderWidth="1px" borderRadius="md" p="3">
              <HStack justify="space-between" wrap="wrap">
                <Text fontWeight="semibold">
                  {f.name}{' '}
                  <Text as="span" color="fg.muted">
                    ({kinds[f.kind]})
                  </Text>
                </Text>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => void unfollow(f)}
                  aria-label={t`Unfollow ${f.name}`}
                >
                  <Trans>Unfollow</Trans>
                </Button>
              </HStack>
              <HStack gap="4" wrap="wrap">
                {(Object.keys(labels) as (keyof FollowSettings)[]).map((key) => (
                  <Checkbox.Root
                    key={key}
                    size="sm"
                    checked={f.settings[key]}
                    onCheckedChange={(e) => void change(f, key, e.checked === true)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{labels[key]}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </HStack>
            </Stack>
          ))}
        </Stack>
      )}
      {pushSupported() ? (
        <HStack gap="3" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => void turnOnPush().then(setPush)}>
            <Trans>Turn on notifications in this browser</Trans>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() =>
              void turnOffPush()
                .then(() => setPush('off'))
                .catch(() => setError(true))
            }
          >
            <Trans>Turn off notifications in this browser</Trans>
          </Button>
          <Text fontSize="sm" color="fg.muted" role="status">
            {push === 'on' ? (
              <Trans>Notifications are on in this browser.</Trans>
            ) : push === 'off' ? (
              <Trans>Notifications are off in this browser.</Trans>
            ) : push === 'denied' ? (
              <Trans>Notifications are blocked in this browser: allow them in its settings to be told.</Trans>
            ) : push === 'failed' || push === 'unsupported' ? (
              <Trans>Followed, but this browser cannot show notifications.</Trans>
            ) : null}
          </Text>
        </HStack>
      ) : null}
    </Stack>
  );
}
