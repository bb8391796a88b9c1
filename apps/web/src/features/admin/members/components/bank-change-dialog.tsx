import { Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { memberBankChangeBodySchema } from '@trust/shared';
import { useBanks } from '../../../../api/banks.ts';
import { formValidator } from '../../../../lib/form-validation.ts';
import { ActionDialog } from '../../../../ui/action-dialog.tsx';
import { useProposeBankChange } from '../api/propose-bank-change.ts';
import { useMemberDialog } from '../use-member-dialog.ts';
import { ReasonField } from './reason-field.tsx';

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
  const form = useForm({
    initialValues: { bankcode: '', accountnumber: '', reason: '' },
    validate: formValidator(memberBankChangeBodySchema),
  });
  const dialog = useMemberDialog(form, onClose);
  const submit = form.onSubmit((values) => dialog.run(() => propose.mutateAsync(values)));
  return (
    <ActionDialog
      opened={opened}
      title={`Change ${name}'s bank details`}
      {...dialog.props}
      onSubmit={submit}
      submitLabel="Send for approval"
    >
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
      <ReasonField
        description="Seen by the approving operator and kept in the audit log"
        minRows={2}
        input={form.getInputProps('reason')}
      />
    </ActionDialog>
  );
}
