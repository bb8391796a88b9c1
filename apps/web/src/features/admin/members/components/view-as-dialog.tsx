import { Alert, Anchor, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';

/**
 * The single-use view-as link (15 minutes, read-only). The browser keeps one sign-in per site, so the
 * link opened in this browser signs the console out there: copying it into a private window keeps
 * both.
 */
export function ViewAsDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  return (
    <Modal
      opened={url != null}
      onClose={onClose}
      title="View the member’s dashboard"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text size="sm">
          This link opens the member’s dashboard as they see it, read-only. It works once, within 15 minutes.
        </Text>
        <TextInput
          label="View-as link"
          value={url ?? ''}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
        <Alert color="yellow" variant="light">
          Open it in a private (incognito) window to stay signed in to the console here. Opening it in this
          browser signs this console out.
        </Alert>
        <Group justify="flex-end">
          <Anchor
            href={url ?? undefined}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            onClick={onClose}
          >
            Open in a new tab
          </Anchor>
          <CopyButton value={url ?? ''}>
            {({ copied, copy }) => <Button onClick={copy}>{copied ? 'Link copied' : 'Copy link'}</Button>}
          </CopyButton>
        </Group>
      </Stack>
    </Modal>
  );
}
