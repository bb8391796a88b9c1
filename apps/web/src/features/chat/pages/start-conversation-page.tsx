import { Anchor, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type SupportRequestBody, supportRequestBodySchema } from '@trust/shared/contracts/content';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { api } from '../../../lib/api-client.ts';
import { formValidator } from '../../../lib/form-validation.ts';

/** What /support reads from navigation state (part 2 section 2.16). */
export interface SupportVisitor {
  name: string;
  id: number;
}

/** A random visitor id of 4 digits, 1000 to 9999 (part 2 section 2.16). */
export const randomVisitorId = () => 1000 + Math.floor(Math.random() * 9000);

const formSchema = supportRequestBodySchema.pick({ name: true, email: true });

/**
 * Start Conversation (/chat-support): asks a visitor's name and email, records the request so an
 * agent can answer by email, and passes the name and a random 4-digit id to /support.
 */
export default function StartConversationPage() {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const form = useForm<Pick<SupportRequestBody, 'name' | 'email'>>({
    mode: 'controlled',
    initialValues: { name: '', email: '' },
    validate: formValidator(formSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    const id = randomVisitorId();
    setSending(true);
    try {
      await api.post('/support-requests', { ...values, visitor_id: id }, { showError: true });
      const visitor: SupportVisitor = { name: values.name.trim(), id };
      navigate(paths.support, { state: visitor });
    } catch {
      // The error pop-up shows the server's message; the visitor can try again.
    } finally {
      setSending(false);
    }
  });

  return (
    <Center component="main" py="xl" px="md" bg="gray.0">
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
        <form onSubmit={submit} noValidate aria-label="Start Conversation">
          <Stack gap="md">
            <div>
              <Title order={1} fz="h2">
                Start Conversation
              </Title>
              <Text c="dimmed" mt={4}>
                Tell us who you are and our members support team will get back to you.
              </Text>
            </div>
            <TextInput
              label="Your name"
              autoComplete="name"
              maxLength={50}
              withAsterisk
              {...form.getInputProps('name')}
            />
            <TextInput
              label="Email address"
              type="email"
              autoComplete="email"
              withAsterisk
              {...form.getInputProps('email')}
            />
            <Button type="submit" loading={sending} fullWidth>
              Start Conversation
            </Button>
            <Anchor component={Link} to={paths.home} ta="center">
              Return Home
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
