/**
 * The Follow button of a team, club or competition page (issue 52): shown to a signed-in person; tapping it
 * follows and only THEN asks for the notification permission (turnOnPush). Tapping "Following" unfollows.
 * Loaded lazily (lazy.tsx), so the pages' first-route JS does not grow.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { followApi } from '../../../domain/follow/follow.contract';
import type { FollowKind } from '../../../domain/follow/follow';
import { call } from '../../api/call';
import { turnOnPush, type PushState } from './push';

export interface FollowButtonProps {
  kind: FollowKind;
  targetId: string;
  /** The team's, club's or competition's name, for the button's accessible label. */
  name: string;
}

export default function FollowButton({ kind, targetId, name }: FollowButtonProps) {
  const { t } = useLingui();
  const [followId, setFollowId] = useState<string | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [push, setPush] = useState<PushState | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    call(followApi.list)
      .then((list) => {
        if (!live) return;
        setFollowId(list.follows.find((f) => f.kind === kind && f.targetId === targetId)?.id ?? null);
      })
      .catch(() => live && setFollowId(null));
    return () => {
      live = false;
    };
  }, [kind, targetId]);

  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    try {
      if (followId) {
        await call(followApi.unfollow, { params: { id: followId } });
        setFollowId(null);
        setPush(null);
      } else {
        const created = await call(followApi.follow, { body: { kind, targetId } });
        setFollowId(created.id);
        setPush(await turnOnPush());
      }
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (followId === undefined) return null;
  return (
    <HStack gap="3" wrap="wrap" data-testid="follow">
      <Button
        size="sm"
        variant={followId ? 'solid' : 'outline'}
        loading={busy}
        aria-pressed={Boolean(followId)}
        aria-label={followId ? t`Following ${name}: tap to unfollow` : t`Follow ${name}`}
        onClick={() => void toggle()}
      >
        {followId ? <Trans>Following</Trans> : <Trans>Follow</Trans>}
      </Button>
      <Text fontSize="sm" color="fg.muted" role="status">
        {failed ? (
          <Trans>That did not work: try again.</Trans>
        ) : push === 'on' ? (
          <Trans>You will be told of throw-in, scores, half-time and full-time.</Trans>
        ) : push === 'denied' ? (
          <Trans>Notifications are blocked in this browser: allow them in its settings to be told.</Trans>
        ) : push === 'unsupported' || push === 'failed' ? (
          <Trans>Followed, but this browser cannot show notifications.</Trans>
        ) : null}
      </Text>
    </HStack>
  );
}
