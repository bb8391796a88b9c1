import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { memberBankChangeBodySchema } from '@trust/shared';
import { useState } from 'react';
import { useBanks } from '../../../../api/banks.ts';
import { formValidator } from '../../../../lib/form-validation.ts';
import { useProposeBankChange } from '../api/propose-bank-change.ts';

/**
 * Proposing new bank details for a member, with the reason: the bank from the provider's list and the
 * account number; the name on the account is the bank's, read when it is proposed, so the approver
 * sees whose account it is. Nothing changes until another operator approves it in Approvals; then the
 * member is told by email and in the app.
 */
export function BankChangeDialog({
  opened,
  memberId,
  name,
  onClose,
}: {
  opened: boolean;
  memberId: number;
  name: string;
  onClose: () => void;
}) {
  const propose = useProposeBankChange(memberId);
  const banks = useBanks();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { bankcode: '', accountnumber: '', reason: '' },
    validate: formValidator(memberBankChangeBodySchema),
  });
  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await propose.mutateAsync(values);
      close();
    } catch (e) {
      setFailure((e as Error).message);
    }
  });
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Change ${name}'s bank details`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            Payouts go to this account, so another operator approves the change in Approvals before it takes
            effect. The member is then told by email and in the app.
          </Text>
          <Select
            label="Bank"
            required
            searchable
            nothingFoundMessage="No bank of that name"
            data={(banks.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
            {...form.getInputProps('bankcode')}
          />
          <TextInput
            label="Account number"
            required
            inputMode="numeric"
            maxLength={16}
            {...form.getInputProps('accountnumber')}
          />
          <Textarea
            label="Reason"
            description="Seen by the approving operator and kept in the audit log"
            required
            autosize
            minRows={2}
            maxLength={300}
            {...form.getInputProps('reason')}
          />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={propose.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={propose.isPending}>
              Send for approval
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
