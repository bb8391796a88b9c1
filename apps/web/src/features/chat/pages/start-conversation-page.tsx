import { Anchor, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type SupportRequestBody, supportRequestBodySchema } from '@trust/shared/contracts/content';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { request } from '../../../lib/api-client.ts';
import { formValidator } from '../../../lib/form-validation.ts';
import { startVisitorChat } from '../api/start-visitor-chat.ts';

/**
 * What /support reads from navigation state (part 2 section 2.16): the name, the random 4-digit id
 * (1000 to 9999, chosen by the server) and the visitor token that opens the chat.
 */
export interface SupportVisitor {
  name: string;
  id: number;
  token: string;
}

const formSchema = supportRequestBodySchema.pick({ name: true, email: true });

/**
 * Start Conversation (/chat-support): asks a visitor's name and email, opens a chat with customer
 * care (POST /chat/visitors) and passes the name, the 4-digit id and the visitor token to /support.
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
    setSending(true);
    try {
      const started = await startVisitorChat({ name: values.name, email: values.email });
      // Also in the console's Inbox, so the team can answer by email if nobody is online.
      await request('POST /support-requests', { body: { ...values, visitor_id: started.visitor_id } });
      const visitor: SupportVisitor = { name: started.name, id: started.visitor_id, token: started.token };
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
                Tell us who you are to chat live with our members support team. We email you a copy when you
                finish.
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
