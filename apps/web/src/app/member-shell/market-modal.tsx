import { Button, Modal, Stack, Text, Title } from '@mantine/core';

/** Trust Market is not open yet: the menu entry says so in a modal. Loaded when the entry is chosen. */
export default function MarketModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Trust Market"
      centered
    >
      <Stack>
        <Title order={2} fz="h4">
          Coming soon
        </Title>
        <Text>Trust Market, where members post and back business deals, is opening soon.</Text>
        <Button onClick={onClose}>OK</Button>
      </Stack>
    </Modal>
  );
}
