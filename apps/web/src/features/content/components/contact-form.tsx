import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CONTENT_MESSAGES, type ContactBody, contactBodySchema } from '@trust/shared/contracts/content';
import { useState } from 'react';
import { request } from '../../../lib/api-client.ts';
import { formValidator } from '../../../lib/form-validation.ts';
import { MantineScope } from '../../../ui/mantine-scope.tsx';

const EMPTY: ContactBody = { c_name: '', c_number: '', c_email: '', c_message: '' };

/**
 * The contact form (POST /ayecontactus). Messages under the fields are the API's own; on success the
 * form clears and a thank-you line shows (part 1 section 8).
 */
export default function ContactForm() {
  const form = useForm<ContactBody>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: formValidator(contactBodySchema),
    validateInputOnBlur: true,
  });
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = form.onSubmit(async (values) => {
    setSending(true);
    setSent(false);
    try {
      await request('POST /ayecontactus', { body: values, showError: true });
      form.reset();
      setSent(true);
    } catch {
      // The error pop-up already shows the server's message.
    } finally {
      setSending(false);
    }
  });

  return (
    <MantineScope>
      <form onSubmit={submit} noValidate aria-label="Send us a message">
        <Stack gap="sm">
          <TextInput
            label="Your name"
            autoComplete="name"
            maxLength={50}
            withAsterisk
            {...form.getInputProps('c_name')}
          />
          <TextInput
            label="Phone number"
            description="With your country code, for example 2348012345678"
            type="tel"
            autoComplete="tel"
            maxLength={18}
            withAsterisk
            {...form.getInputProps('c_number')}
          />
          <TextInput
            label="Email address"
            type="email"
            autoComplete="email"
            withAsterisk
            {...form.getInputProps('c_email')}
          />
          <Textarea
            label="Message"
            minRows={4}
            autosize
            maxLength={1000}
            withAsterisk
            {...form.getInputProps('c_message')}
          />
          <Button type="submit" loading={sending} style={{ alignSelf: 'flex-start' }}>
            Send message
          </Button>
          {sent ? (
            <p role="status" style={{ margin: 0, color: 'var(--tf-green-dark)', fontWeight: 600 }}>
              {CONTENT_MESSAGES.contactSent}
            </p>
          ) : null}
        </Stack>
      </form>
    </MantineScope>
  );
}
