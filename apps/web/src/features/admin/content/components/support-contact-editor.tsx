import { Button, Card, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type SupportContactBody, supportContactBodySchema } from '@trust/shared';
import { useEffect } from 'react';
import { useSupportContact } from '../../../../api/support-contact.ts';
import { formValidator } from '../../../../lib/form-validation.ts';
import { useSaveSupportContact } from '../api/save-support-contact.ts';

/**
 * The support contact every chat shows when nobody of its kind is online: the opening hours and when
 * to expect an answer. The WhatsApp and phone numbers shown with them are the fund's, set once in
 * Fund details (the footer shows the same).
 */
export function SupportContactEditor() {
  const contact = useSupportContact();
  const save = useSaveSupportContact();
  const form = useForm<SupportContactBody>({
    mode: 'controlled',
    initialValues: { hours: '', reply_time: '' },
    validate: formValidator(supportContactBodySchema),
  });
  const { setValues } = form;
  useEffect(() => {
    // The form takes the stored contact once it arrives.
    if (contact.data) setValues({ hours: contact.data.hours, reply_time: contact.data.reply_time });
  }, [contact.data, setValues]);

  return (
    <Card withBorder radius="lg" p="md" maw={640}>
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate aria-label="Support contact">
        <Stack gap="sm">
          <Text size="sm" c="dark.5">
            Shown beside the members’ and visitors’ chats when nobody is online, with the WhatsApp and phone
            numbers of the fund’s details.
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
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            Save support contact
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
