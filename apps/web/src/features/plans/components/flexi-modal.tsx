import { Button, Group, Modal, Stack } from '@mantine/core';
import { FLEXI_AMOUNTS, PLAN_MESSAGES } from '@trust/shared/contracts/plans';
import { KOBO_PER_NAIRA } from '@trust/shared/money';
import { koboFromNaira } from '@trust/shared/money-codec';
import { useState } from 'react';
import { payFlexi } from '../../../api/pay-flexi.ts';
import { FlexiTermsFields } from '../../../ui/flexi-terms-fields.tsx';
import { moneyText } from '../../../ui/money-text.ts';
import { NairaInput } from '../../../ui/naira-input.tsx';
import { useFlexiTerms } from '../../../ui/use-flexi-terms.ts';

/**
 * FLEXI's Get Started (part 1 sections 2, 4 and 9): amount, frequency and duration; the membership
 * fee is quoted (flexi_type 1) as they change when the amount is above 199, then Pay (flexi_type 2)
 * goes to the checkout. A refused quote above the frequency's cap brings the amount down (÷10).
 */
export function FlexiModal({
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
    pageResponse: 1,
    // Only a whole amount above N199 is quoted.
    quotable: (kobo) => kobo != null && kobo % KOBO_PER_NAIRA === 0n && kobo > koboFromNaira(199),
  });
  const { amount, fee, total } = flexi;
  // The plan takes whole naira: kobo typed in the field is refused beside it rather than rounded away.
  const whole = amount != null && amount % KOBO_PER_NAIRA === 0n;
  const [paying, setPaying] = useState(false);

  const pay = async () => {
    setPaying(true);
    try {
      const { data } = await payFlexi(flexi.terms);
      window.location.assign(data.authurl);
    } catch {
      setPaying(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Set up your FLEXI plan"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <NairaInput
          label="Contribution amount"
          value={amount}
          onChange={flexi.setAmount}
          error={amount != null && !whole ? PLAN_MESSAGES.mustBeNumber : undefined}
          description={`For example ${FLEXI_AMOUNTS.slice(0, 4)
            .map((n) => moneyText({ naira: n }))
            .join(', ')}`}
        />
        <FlexiTermsFields {...flexi.fields} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={pay} loading={paying} disabled={fee == null}>
            Pay {total == null ? '' : moneyText({ naira: total })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
