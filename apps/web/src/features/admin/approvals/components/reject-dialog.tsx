import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { Proposal } from '@trust/shared';
import { useState } from 'react';
import { useRejectProposal } from '../../shared/api/reject-proposal.ts';

/** Rejecting a proposal with the reason (the member concerned is told it). */
export function RejectDialog({ proposal, onClose }: { proposal: Proposal | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const reject = useRejectProposal({ showSuccess: true });
  const close = () => {
    setReason('');
    reject.reset();
    onClose();
  };
  return (
    <Modal
      opened={proposal !== null}
      onClose={close}
      title="Reject this proposal"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {proposal && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            reject.mutate({ id: proposal.id, reason }, { onSuccess: close });
          }}
        >
          <Stack gap="md">
            <Text size="sm">{proposal.summary}</Text>
            <Textarea
              label="Reason"
              description="The member concerned is told it"
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              maxLength={300}
              autosize
              minRows={2}
              required
            />
            {reject.isError && (
              <Alert color="red" role="alert">
                {reject.error.message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={reject.isPending}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={reject.isPending}>
                Reject
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
