import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconPhone } from '@tabler/icons-react';
import { useSupportContact } from '../../../api/support-contact.ts';
import { displayPhone } from '../../../lib/phone.ts';

/**
 * Beside a chat nobody of its kind is online for: the server's message (the chat stays open and the
 * message waits), the opening hours and when to expect an answer, and WhatsApp and phone as other
 * ways in (each when the fund's details have it), all from the support contact the operators set. Not
 * a dialog: nothing blocks the chat.
 */
export function LeaveAMessage({ title, message }: { title: string; message: string }) {
  const contact = useSupportContact().data;
  return (
    <Alert color="blue" title={title} data-testid="leave-a-message">
      <Stack gap={6}>
        <Text size="sm">{message}</Text>
        {contact && (
          <>
            <Text size="sm">
              <Text span fw={600} size="sm">
                Opening hours:
              </Text>{' '}
              {contact.hours}
            </Text>
            <Text size="sm">
              <Text span fw={600} size="sm">
                When to expect an answer:
              </Text>{' '}
              {contact.reply_time}
            </Text>
            <Group gap="md" wrap="wrap">
              {contact.whatsapp && (
                <Anchor
                  href={`https://wa.me/${contact.whatsapp}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  fw={600}
                >
                  <Group gap={4} wrap="nowrap" component="span">
                    <IconBrandWhatsapp size={18} aria-hidden />
                    WhatsApp {displayPhone(contact.whatsapp)}
                  </Group>
                </Anchor>
              )}
              {contact.phone && (
                <Anchor href={`tel:+${contact.phone}`} size="sm" fw={600}>
                  <Group gap={4} wrap="nowrap" component="span">
                    <IconPhone size={18} aria-hidden />
                    Call {displayPhone(contact.phone)}
                  </Group>
                </Anchor>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Alert>
  );
}
