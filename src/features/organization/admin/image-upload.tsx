/**
 * The crest and banner of the details tab (seed 3 §3, §5: crest at least 800×800, banner at least 1024×768
 * pixels; §9 one file, 10 MB). The browser reads the chosen file's header (domain/organization/image.ts) and
 * refuses a small or foreign image before sending anything; the server checks the same bytes again.
 */
import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { M } from '../../../../domain/messages';
import {
  imageSize,
  imageTooSmall,
  ORG_IMAGE_MAX_BYTES,
  ORG_IMAGE_MIN,
  type OrgImageKind,
} from '../../../../domain/organization/image';
import { api } from '../../../api/client';
import { showAlert } from '../../../components/alerts';
import { useServerAction } from '../../../components/use-server-action';

export function OrgImageField({
  orgId,
  kind,
  url,
  disabled,
  onUploaded,
}: {
  orgId: string;
  kind: OrgImageKind;
  url: string;
  disabled?: boolean;
  onUploaded: (url: string) => void;
}) {
  const { t, i18n } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const { busy, run } = useServerAction();
  const min = ORG_IMAGE_MIN[kind];
  const label = kind === 'crest' ? t`Crest` : t`Banner`;
  const errorId = `org-${kind}-error`;

  async function choose(file: File) {
    setError(null);
    if (file.size > ORG_IMAGE_MAX_BYTES) return setError(M.orgImageSize.id);
    // The header is in the first few kilobytes (a JPEG's frame may follow its EXIF block: read 256 KiB).
    const head = new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer());
    const size = imageSize(head);
    if (!size || size.type !== file.type) return setError(M.orgImageType.id);
    const small = imageTooSmall(kind, size);
    if (small) return setError(small);
    const body = new FormData();
    body.append('file', file);
    const key = crypto.randomUUID();
    const done = await run(
      () =>
        api<{ url: string }>(`/organization/${encodeURIComponent(orgId)}/${kind}`, {
          method: 'POST',
          body,
          headers: { 'Idempotency-Key': key },
        }),
      kind === 'crest' ? t`The crest could not be uploaded` : t`The banner could not be uploaded`,
    );
    if (!done.ok) return;
    showAlert('success', kind === 'crest' ? t`Crest uploaded` : t`Banner uploaded`);
    onUploaded(done.value.url);
  }

  return (
    <Stack gap={2} data-testid={`org-${kind}`}>
      <Text fontWeight="medium">{label}</Text>
      <Box
        borderWidth="1px"
        borderRadius="md"
        bg="bg.muted"
        w={kind === 'crest' ? '96px' : '256px'}
        h="96px"
        overflow="hidden"
      >
        {url && (
          <Image
            src={url}
            alt={kind === 'crest' ? t`The club's crest` : t`The club's banner`}
            w="full"
            h="full"
            objectFit={kind === 'crest' ? 'contain' : 'cover'}
          />
        )}
      </Box>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        hidden
        aria-label={kind === 'crest' ? t`Choose a crest image` : t`Choose a banner image`}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void choose(file);
        }}
      />
      <HStack>
        <Button
          size="sm"
          variant="outline"
          loading={busy}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {kind === 'crest' ? <Trans>Upload crest</Trans> : <Trans>Upload banner</Trans>}
        </Button>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        <Trans>
          PNG or JPEG, at least {min.width}×{min.height} pixels, at most 10 MB.
        </Trans>
      </Text>
      {error && (
        <Text id={errorId} role="alert" color="fg.error" fontSize="sm">
          {i18n._(error)}
        </Text>
      )}
    </Stack>
  );
}
