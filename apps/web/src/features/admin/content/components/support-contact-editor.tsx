import { Button, Card, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type SupportContactBody, supportContactBodySchema } from '@trust/shared';
import { useEffect } from 'react';
import { useSupportContact } from '../../../../api/support-contact.ts';
import { formValidator } from '../../../../lib/form-validation.ts';
import { useSaveSupportContact } from '../api/save-support-contact.ts';

/**
 * The support contact every chat shows when nobody of its kind is online: the opening hours, when to
 * expect an answer, and the WhatsApp and phone numbers (international digits, 234…).
 */
export function SupportContactEditor() {
  const contact = useSupportContact();
  const save = useSaveSupportContact();
  const form = useForm<SupportContactBody>({
    mode: 'controlled',
    initialValues: { hours: '', reply_time: '', whatsapp: '', phone: '' },
    validate: formValidator(supportContactBodySchema),
  });
  const { setValues } = form;
  useEffect(() => {
    // The form takes the stored contact once it arrives.
    if (contact.data) setValues(contact.data);
  }, [contact.data, setValues]);

  return (
    <Card withBorder radius="lg" p="md" maw={640}>
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate aria-label="Support contact">
        <Stack gap="sm">
          <Text size="sm" c="dark.5">
            Shown beside the members’ and visitors’ chats when nobody is online, with WhatsApp and phone
            links.
          </Text>
          <TextInput
            label="Opening hours"
            placeholder="Monday to Friday, 8:00 to 18:00"
            withAsterisk
            {...form.getInputProps('hours')}
          />
          <TextInput
            label="When to expect an answer"
            placeholder="within 2 working hours"
            withAsterisk
            {...form.getInputProps('reply_time')}
          />
          <TextInput
            label="WhatsApp number"
            placeholder="2348012345678"
            type="tel"
            withAsterisk
            {...form.getInputProps('whatsapp')}
          />
          <TextInput
            label="Phone number"
            placeholder="2348012345678"
            type="tel"
            withAsterisk
            {...form.getInputProps('phone')}
          />
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            Save support contact
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
