import {
  Button,
  Card,
  Group,
  PasswordInput,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { CHAT_KIND_TITLES, CHAT_KINDS, type CreateExpertBody, createExpertBodySchema } from '@trust/shared';
import { ApiCallError } from '../../../lib/api-client.ts';
import { formValidator } from '../../../lib/form-validation.ts';
import { useCreateExpert, useExperts } from '../api/expert-console.ts';

const PRESENCE_LABELS = { online: 'Online', away: 'Away', offline: 'Offline' } as const;

/** The admin's view of the experts: who answers which kind, their presence, and a new expert account. */
export function ExpertsCard() {
  const experts = useExperts();
  const create = useCreateExpert();
  const form = useForm<CreateExpertBody>({
    mode: 'controlled',
    initialValues: { full_name: '', email: '', phone: '', password: '', kind: 'customer_care' },
    validate: formValidator(createExpertBodySchema),
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      form.reset();
    } catch (e) {
      if (e instanceof ApiCallError) form.setFieldError('email', e.message);
    }
  });

  return (
    <Card withBorder radius="lg" p="md">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Experts
        </Title>
        {experts.data && experts.data.length > 0 ? (
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Answers</Table.Th>
                  <Table.Th>Presence</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {experts.data.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>
                      {e.name}
                      <Text size="xs" c="dark.5">
                        {e.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{CHAT_KIND_TITLES[e.kind]}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={e.presence === 'online' ? 700 : 400}>
                        {PRESENCE_LABELS[e.presence]}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text c="dark.5">No expert accounts yet.</Text>
        )}
        <form onSubmit={submit} noValidate aria-label="New expert">
          <Stack gap="sm">
            <Text fw={600}>New expert</Text>
            <Group grow align="flex-start" wrap="wrap">
              <TextInput label="Full name" withAsterisk {...form.getInputProps('full_name')} />
              <TextInput label="Email address" type="email" withAsterisk {...form.getInputProps('email')} />
            </Group>
            <Group grow align="flex-start" wrap="wrap">
              <TextInput label="Phone number" type="tel" withAsterisk {...form.getInputProps('phone')} />
              <PasswordInput label="Password" withAsterisk {...form.getInputProps('password')} />
            </Group>
            <Select
              label="Answers"
              withAsterisk
              data={CHAT_KINDS.map((k) => ({ value: k, label: CHAT_KIND_TITLES[k] }))}
              allowDeselect={false}
              {...form.getInputProps('kind')}
            />
            <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
              Create expert
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
