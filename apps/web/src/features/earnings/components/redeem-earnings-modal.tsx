import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface RedeemEarningsModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called after a redemption went through, so the screen reloads its figures. */
  onDone: () => void;
}

/** 'Redeem Earnings' (part 2 sections 2.6 and 5): the redemption form belongs to the earnings screen. */
export function RedeemEarningsModal({ opened, onClose }: RedeemEarningsModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Redeem Earnings"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text>Redeeming earnings to your bank account opens here soon.</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
