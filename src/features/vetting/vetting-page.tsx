import { Button, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { CLOSED_STATUSES } from '../../../domain/vetting/enums';
import { useSession } from '../../auth/session';
import { useCall } from '../../api/use-call';
import { vettingApi } from '../../../domain/vetting/vetting.contract';
import { ApplicationDocuments } from './application-documents';
import { ApplicationForm } from './application-form';
import { ApplicationStatus } from './application-status';
import { Loading } from '../../components/loading';
import { LoadFailureText } from '../../components/load-failure';

/**
 * `/vetting` (seed 3 §2 Vetting screens): the member's own vetting. Their latest application, if any, with
 * where it stands; while it awaits documents the tabs Application (its details, editable) and Upload
 * Documents; once closed (completed, rejected or cancelled) — or when there is none — a new application.
 * Vetting is special-category data, so nothing here is kept on the device: it is read from the server.
 */
export function VettingPage() {
  const personId = useSession().person?.id;
  const list = useCall(
    vettingApi.list,
    personId ? { query: { filter: `person.id:${personId}`, size: 20 } } : null,
  );
  const latest = list.status === 'ok' ? list.data._embedded.vettings[0] : undefined;
  const detail = useCall(vettingApi.get, latest ? { params: { id: latest.id } } : null);
  const [starting, setStarting] = useState(false);
  const reload = () => {
    setStarting(false);
    list.reload();
    detail.reload();
  };

  let body;
  if (list.status === 'error' || detail.status === 'error') {
    body = (
      <Text role="alert">
        <LoadFailureText
          error={list.status === 'error' ? list.error : detail.status === 'error' ? detail.error : null}
        />
      </Text>
    );
  } else if (list.status === 'loading' || (latest && detail.status === 'loading')) {
    body = <Loading />;
  } else {
    const app = detail.status === 'ok' ? detail.data : undefined;
    const closed = !app || CLOSED_STATUSES.includes(app.status);
    body = (
      <Stack gap={6}>
        {app && <ApplicationStatus app={app} onChanged={reload} />}
        {app?.status === 'PENDING_DOCUMENTATION' && (
          <Tabs.Root defaultValue="documents" variant="line">
            <Tabs.List>
              <Tabs.Trigger value="application">
                <Trans>Application</Trans>
              </Tabs.Trigger>
              <Tabs.Trigger value="documents">
                <Trans>Upload Documents</Trans>
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="application">
              <ApplicationForm draft={app} onSaved={reload} />
            </Tabs.Content>
            <Tabs.Content value="documents">
              <ApplicationDocuments app={app} onChanged={reload} />
            </Tabs.Content>
          </Tabs.Root>
        )}
        {app && app.status !== 'PENDING_DOCUMENTATION' && !closed && (
          <ApplicationDocuments app={app} onChanged={reload} />
        )}
        {closed &&
          (app && !starting ? (
            <Button alignSelf="start" colorPalette="brand" onClick={() => setStarting(true)}>
              <Trans>Start a new application</Trans>
            </Button>
          ) : (
            <ApplicationForm onSaved={reload} />
          ))}
      </Stack>
    );
  }

  return (
    <Stack gap={4}>
      <Heading as="h1" size="xl">
        <Trans>Vetting</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>
          Anyone who works with children in the club — coaches, managers, chaperones, first aiders, match
          officials — must be vetted: Garda vetting in the Republic, Access NI vetting in Northern Ireland.
          Fill in the application, upload your documents, and your club's children's officer checks your ID in
          person.
        </Trans>
      </Text>
      {body}
    </Stack>
  );
}
