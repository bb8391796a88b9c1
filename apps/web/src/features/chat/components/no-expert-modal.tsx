import { Anchor, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/**
 * The info modal shown when no expert of the kind is online (part 2 sections 2.16 and 4.14): titled
 * 'Chat With Customer Care' or 'Chat with {expert title}', the server's message, and Cancel back to
 * /dashboard. It cannot be dismissed otherwise: nobody would answer the chat behind it.
 */
export function NoExpertModal({
  opened,
  title,
  message,
}: {
  opened: boolean;
  title: string;
  message: string;
}) {
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title={title}
      centered
    >
      <Stack gap="md">
        <Text>{message}</Text>
        <Anchor component={Link} to={paths.dashboard} fw={600}>
          Cancel
        </Anchor>
      </Stack>
    </Modal>
  );
}
