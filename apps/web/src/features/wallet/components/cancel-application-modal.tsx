import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { LENDING_LABELS } from '@trust/shared';
import { toast } from '../../../ui/toast.ts';
import { useCancelApplication } from '../api/cancel-application.ts';

/** Cancel of a POP or ETC in process, with a confirm (part 2 section 4.4, status 1). */
export function CancelApplicationModal(props: { what: 'pop' | 'etc' | null; onClose: () => void }) {
  const cancel = useCancelApplication();
  const label = props.what ? LENDING_LABELS[props.what] : '';
  return (
    <Modal
      opened={props.what !== null}
      onClose={props.onClose}
      title={`Cancel your ${label} application?`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text>
          Your {label} application is waiting for an operator's approval. If you cancel it, nothing is lent
          and you may apply again later.
        </Text>
        {cancel.isError && <Alert color="red">{cancel.error.message}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            Keep it
          </Button>
          <Button
            color="red"
            loading={cancel.isPending}
            onClick={() =>
              props.what &&
              cancel.mutate(props.what, {
                onSuccess: (res) => {
                  toast.success((res as { message: string }).message);
                  props.onClose();
                },
              })
            }
          >
            Cancel application
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
