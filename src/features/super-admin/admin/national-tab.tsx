/**
 * National administration (issue 54 item 5; seed 3 §2 "Super admin", §7 "Organisation service"): create an
 * organisation under a county, move an organisation to another county (public search shows the new parent at
 * once), and the two utilities — check the parent graph and republish every public answer. Calls through
 * domain/super-admin/national.contract.ts; the rules are the domain's (national.ts).
 */
import { Alert, Button, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { Id } from '../../../../domain/lib/schema-helpers';
import { OrgName } from '../../../../domain/organization/details';
import {
  CLUB_ASSOCIATIONS,
  ClubAssociation,
  ORGANIZATION_TYPES,
  OrganizationType,
} from '../../../../domain/organization/enums';
import { nationalApi } from '../../../../domain/super-admin/national.contract';
import type { AncestorsReport, NationalOrganization } from '../../../../domain/super-admin/national';
import { call } from '../../../api/call';
import { showAlert } from '../../../components/alerts';
import { ChoiceField } from '../../../components/choice-field';
import { ORGANIZATION_TYPE_LABELS } from '../../../components/organization-type-labels';
import { TextField } from '../../../components/text-field';
import { useServerAction } from '../../../components/use-server-action';
import { useApiGet } from '../../../lib/use-api-get';

/** The create form: one association and its parent (the API takes several; this screen makes the usual case). */
const CreateForm = v.object({
  name: OrgName,
  additionalType: OrganizationType,
  association: ClubAssociation,
  parentId: Id,
});
type CreateForm = v.InferOutput<typeof CreateForm>;
const MoveForm = v.object({ id: Id, association: ClubAssociation, parentId: Id });
type MoveForm = v.InferOutput<typeof MoveForm>;

const COUNTIES_MAX = 1000;

interface Counties {
  _embedded: { organizations: { id: string; name: string }[] };
}

function OrganizationSummary({ org }: { org: NationalOrganization }) {
  return (
    <Alert.Root status="success" data-testid="national-result">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{org.name}</Alert.Title>
        <Alert.Description>
          <Trans>Id</Trans> <Code>{org.id}</Code>
          {' · '}
          {org.parents.map((p) => `${p.association}: ${p.name}`).join(', ')}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function NationalTab() {
  const { t, i18n } = useLingui();
  const action = useServerAction();
  const [last, setLast] = useState<NationalOrganization | null>(null);
  const [report, setReport] = useState<AncestorsReport | null>(null);
  const counties = useApiGet<Counties>(
    `/organization?filter=additionalType:County&size=${COUNTIES_MAX}&format=KEYDATA`,
  );
  const countyOptions =
    counties.status === 'ok'
      ? [...counties.data._embedded.organizations]
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((c) => [c.id, c.name] as const)
      : [];
  const typeOptions = ORGANIZATION_TYPES.map((k) => [k, i18n._(ORGANIZATION_TYPE_LABELS[k])] as const);
  const associationOptions = CLUB_ASSOCIATIONS.map((a) => [a, a] as const);

  const create = useForm<v.InferInput<typeof CreateForm>, unknown, CreateForm>({
    resolver: valibotResolver(CreateForm),
    defaultValues: {
      name: '',
      additionalType: ORGANIZATION_TYPES[1],
      association: CLUB_ASSOCIATIONS[0],
      parentId: '',
    },
  });
  const move = useForm<v.InferInput<typeof MoveForm>, unknown, MoveForm>({
    resolver: valibotResolver(MoveForm),
    defaultValues: { id: '', association: CLUB_ASSOCIATIONS[0], parentId: '' },
  });

  const onCreate = async (f: CreateForm) => {
    const done = await action.run(
      () =>
        call(nationalApi.createOrganization, {
          body: {
            name: f.name,
            additionalType: f.additionalType,
            associations: [f.association],
            parentId: f.parentId,
          },
        }),
      t`Unable to create the organisation`,
    );
    if (!done.ok) return;
    setLast(done.value);
    move.setValue('id', done.value.id);
    create.reset();
    showAlert('success', t`Organisation created`);
  };
  const onMove = async (f: MoveForm) => {
    const done = await action.run(
      () =>
        call(nationalApi.relation, {
          params: { id: f.id },
          body: { parents: [{ association: f.association, parentId: f.parentId }] },
        }),
      t`Unable to move the organisation`,
    );
    if (!done.ok) return;
    setLast(done.value);
    showAlert('success', t`Organisation moved`);
  };
  const checkParents = async () => {
    const done = await action.run(() => call(nationalApi.updateAncestors), t`Unable to check the parents`);
    if (done.ok) setReport(done.value);
  };
  const publish = async () => {
    const done = await action.run(() => call(nationalApi.publishAll), t`Unable to republish`);
    if (done.ok) showAlert('success', t`Every public page is republished`);
  };

  const ce = create.formState.errors;
  const me = move.formState.errors;
  return (
    <Stack gap={6}>
      {last && <OrganizationSummary org={last} />}
      <Stack
        as="form"
        gap={3}
        aria-labelledby="national-create"
        onSubmit={(e) => void create.handleSubmit(onCreate)(e)}
      >
        <Heading as="h2" size="md" id="national-create">
          <Trans>Create an organisation</Trans>
        </Heading>
        <TextField label={t`Name`} register={create.register('name')} error={ce.name?.message} required />
        <ChoiceField
          label={t`Type`}
          options={typeOptions}
          register={create.register('additionalType')}
          error={ce.additionalType?.message}
          required
        />
        <ChoiceField
          label={t`Association`}
          options={associationOptions}
          register={create.register('association')}
          error={ce.association?.message}
          required
        />
        <ChoiceField
          label={t`Parent county`}
          options={countyOptions}
          register={create.register('parentId')}
          error={ce.parentId?.message}
          required
        />
        <HStack>
          <Button type="submit" loading={action.busy}>
            <Trans>Create</Trans>
          </Button>
        </HStack>
      </Stack>
      <Stack
        as="form"
        gap={3}
        aria-labelledby="national-move"
        onSubmit={(e) => void move.handleSubmit(onMove)(e)}
      >
        <Heading as="h2" size="md" id="national-move">
          <Trans>Move an organisation to another parent</Trans>
        </Heading>
        <TextField
          label={t`Organisation id`}
          register={move.register('id')}
          error={me.id?.message}
          required
          maxLength={64}
        />
        <ChoiceField
          label={t`Association`}
          options={associationOptions}
          register={move.register('association')}
          error={me.association?.message}
          required
        />
        <ChoiceField
          label={t`New parent county`}
          options={countyOptions}
          register={move.register('parentId')}
          error={me.parentId?.message}
          required
        />
        <HStack>
          <Button type="submit" loading={action.busy}>
            <Trans>Move</Trans>
          </Button>
        </HStack>
      </Stack>
      <Stack gap={3} as="section" aria-labelledby="national-utilities">
        <Heading as="h2" size="md" id="national-utilities">
          <Trans>Utilities</Trans>
        </Heading>
        <HStack wrap="wrap">
          <Button variant="outline" loading={action.busy} onClick={() => void checkParents()}>
            <Trans>Check organisation parents</Trans>
          </Button>
          <Button variant="outline" loading={action.busy} onClick={() => void publish()}>
            <Trans>Republish every public page</Trans>
          </Button>
        </HStack>
        {report && (
          <Text data-testid="ancestors-report">
            <Trans>
              {report.organizations} organisations, {report.relations} parent links;{' '}
              {report.removedLinksToDeleted} links to deleted parents removed; {report.cycles.length} cycles.
            </Trans>
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
