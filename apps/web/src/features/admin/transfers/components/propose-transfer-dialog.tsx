import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { AWAITED_KIND_LABELS, type QueuedTransfer } from '@trust/shared';
import type { Kobo } from '@trust/shared/money';
import { koboFromNaira, nairaFromKobo } from '@trust/shared/money-codec';
import { useState } from 'react';
import { NairaInput } from '../../../../ui/naira-input.tsx';
import { useProposeTransfer } from '../api/propose-transfer.ts';

/**
 * Proposing that a member's transfer arrived: the amount as the bank statement shows it and the
 * statement's reference. Nothing is posted: a different operator approves it under Approvals.
 */
export function ProposeTransferDialog({
  transfer,
  onClose,
}: {
  transfer: QueuedTransfer | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={transfer !== null}
      onClose={onClose}
      title="Propose a transfer confirmation"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {transfer && (
        <ProposeForm key={`${transfer.tfp}-${transfer.kind}`} transfer={transfer} onClose={onClose} />
      )}
    </Modal>
  );
}

function ProposeForm({ transfer, onClose }: { transfer: QueuedTransfer; onClose: () => void }) {
  const [amount, setAmount] = useState<Kobo | null>(koboFromNaira(transfer.amount));
  const [reference, setReference] = useState('');
  const propose = useProposeTransfer();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        propose.mutate(
          {
            tfp: transfer.tfp,
            amount: amount === null ? '' : String(nairaFromKobo(amount)),
            reference: reference.trim(),
            ...(transfer.payment_reference ? { payment_reference: transfer.payment_reference } : {}),
          },
          { onSuccess: onClose },
        );
      }}
    >
      <Stack gap="md">
        <Text>
          {transfer.member.name} ({transfer.tfp}) · {AWAITED_KIND_LABELS[transfer.kind]}
        </Text>
        <NairaInput label="Amount received" value={amount} onChange={setAmount} required />
        <TextInput
          label="Bank reference"
          description="As the fund's bank statement shows it"
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          maxLength={64}
          required
        />
        {propose.isError && (
          <Alert color="red" role="alert">
            {propose.error.message}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          Nothing is posted yet: a different operator approves it under Approvals.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={propose.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={propose.isPending}>
            Propose
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
