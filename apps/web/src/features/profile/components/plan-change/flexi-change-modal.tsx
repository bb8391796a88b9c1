import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { payFlexi } from '../../../../api/pay-flexi.ts';
import { ConfirmMoneyDialog } from '../../../../ui/confirm-money-dialog.tsx';
import { FlexiTermsFields } from '../../../../ui/flexi-terms-fields.tsx';
import { Money } from '../../../../ui/money.tsx';
import { NairaInput } from '../../../../ui/naira-input.tsx';
import { useFlexiTerms } from '../../../../ui/use-flexi-terms.ts';

/**
 * The flexi modal of the plan change (part 2 sections 2.13, 4.7 and 4.9): amount, frequency and
 * duration; the membership fee is quoted (flexi_type 1) on every change; Pay confirms the amount and
 * goes to the provider's page (flexi_type 2), which returns to the profile.
 */
export function FlexiChangeModal({
  planId,
  opened,
  onClose,
}: {
  planId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const flexi = useFlexiTerms({
    planId,
    opened,
    pageResponse: 3,
    quotable: (kobo) => kobo !== null && kobo > 0n,
  });
  const { total, quoteError } = flexi;
  const [confirming, setConfirming] = useState(false);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);

  const pay = async () => {
    setPaying(true);
    setPayError(null);
    try {
      const { data } = await payFlexi(flexi.terms, 3);
      window.location.assign(data.authurl);
    } catch (e) {
      setPayError((e as Error).message);
      setPaying(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Modal
        opened={opened && !confirming}
        onClose={onClose}
        title="Change to the FLEXI plan"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="sm">
          <NairaInput
            label="Contribution amount"
            value={flexi.amount}
            onChange={flexi.setAmount}
            data-testid="flexi-amount"
          />
          <FlexiTermsFields {...flexi.fields} />
          {total != null && (
            <Text data-testid="flexi-total">
              You will have to pay <Money naira={total} fw={700} />
            </Text>
          )}
          {quoteError && (
            <Alert color="red" role="alert">
              {quoteError}
            </Alert>
          )}
          {payError && (
            <Alert color="red" role="alert">
              {payError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => setConfirming(true)} disabled={total == null}>
              Pay
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmMoneyDialog
        opened={opened && confirming}
        title="Confirm your change to FLEXI"
        amount={{ naira: total ?? 0 }}
        from="Your card, on the secure payment page"
        to="Your FLEXI membership fee and first contribution"
        next="You pay on the secure payment page, then come back to your profile with your receipt."
        confirmLabel="Pay"
        busy={paying}
        onConfirm={pay}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
