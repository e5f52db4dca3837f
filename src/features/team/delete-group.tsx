/**
 * Deleting a group (seed 2 §7 DELETE /group/{id}), by its managers, after a confirmation that names it and
 * says what goes with it. The group leaves the lists and the coaches' devices (a tombstone on their next pull).
 */
import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { groupDisplayName, type Group } from '../../../domain/team/group';
import { call } from '../../api/call';
import { teamListApi } from '../../../domain/team/team-list.contract';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useServerAction } from '../../components/use-server-action';

export function DeleteGroup({ group }: { group: Group }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const { run } = useServerAction();
  const name = groupDisplayName(group);
  const remove = async () => {
    const r = await run(
      () => call(teamListApi.deleteGroup, { params: { id: group.id } }),
      t`Unable to save, try again later`,
    );
    setOpen(false);
    if (r.ok) await navigate({ to: '/teams' });
  };
  return (
    <>
      <Button variant="outline" colorPalette="red" onClick={() => setOpen(true)}>
        <Trans>Delete group</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        title={t`Delete ${name}?`}
        body={t`The group, its member list and its positions will be deleted for everyone. This cannot be undone.`}
        confirmLabel={t`Delete`}
        onConfirm={remove}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
