import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import {
  createFundMessageBodySchema,
  FUND_MESSAGE_BODY_MAX,
  FUND_MESSAGE_SUBJECT_MAX,
  type SEGMENT_ARREARS,
  type SEGMENT_STATUSES,
  type SegmentInput,
} from '@trust/shared';
import { useState } from 'react';
import { formValidator } from '../../../../lib/form-validation.ts';
import { useCreateFundMessage } from '../api/create-fund-message.ts';
import { useMessageOptions } from '../api/message-options.ts';
import { useSegmentPreview } from '../api/segment-preview.ts';

const validate = formValidator(createFundMessageBodySchema.pick({ subject: true, body: true }));

interface Values {
  subject: string;
  body: string;
  plan_ids: string[];
  statuses: (typeof SEGMENT_STATUSES)[number][];
  arrears: (typeof SEGMENT_ARREARS)[number];
  states: string[];
  email: boolean;
  push: boolean;
  when: 'now' | 'later';
  send_at: string;
}

const INITIAL: Values = {
  subject: '',
  body: '',
  plan_ids: [],
  statuses: [],
  arrears: 'any',
  states: [],
  email: true,
  push: true,
  when: 'now',
  send_at: '',
};

const plural = (n: number, one: string) => `${n.toLocaleString('en-NG')} ${one}${n === 1 ? '' : 's'}`;

/** The segment the form describes, as the API takes it. */
const segmentOf = (v: Values): SegmentInput => ({
  plan_ids: v.plan_ids.map(Number),
  statuses: v.statuses,
  arrears: v.arrears,
  states: v.states as SegmentInput['states'],
});

/**
 * Write a message: its words, who gets it (plan, status, arrears, state: every condition narrows),
 * the channels beside the in-app notification, and when. The segment's size is shown as it changes;
 * sending asks once more, naming how many members it goes to.
 */
export function MessageForm() {
  const options = useMessageOptions();
  const create = useCreateFundMessage();
  const [confirming, setConfirming] = useState(false);
  const form = useForm<Values>({
    initialValues: INITIAL,
    validate: (values) => ({
      ...validate({ subject: values.subject, body: values.body }),
      ...(values.when === 'later' && !values.send_at
        ? { send_at: 'Choose the day and time to send it' }
        : {}),
    }),
  });
  const [segment] = useDebouncedValue(segmentOf(form.values), 300);
  const preview = useSegmentPreview(segment);
  const members = preview.data?.members ?? 0;

  const send = () => {
    const v = form.values;
    create.mutate(
      {
        subject: v.subject,
        body: v.body,
        email: v.email,
        push: v.push,
        send_at: v.when === 'later' ? new Date(v.send_at).toISOString() : null,
        segment: segmentOf(v),
      },
      {
        onSuccess: () => {
          setConfirming(false);
          form.setValues(INITIAL);
          form.resetDirty();
        },
      },
    );
  };

  return (
    <form onSubmit={form.onSubmit(() => setConfirming(true))} noValidate>
      <Stack gap="md">
        <Title order={2} size="h3">
          Write a message
        </Title>
        <TextInput
          label="Subject"
          withAsterisk
          maxLength={FUND_MESSAGE_SUBJECT_MAX}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label="Message"
          withAsterisk
          autosize
          minRows={4}
          maxLength={FUND_MESSAGE_BODY_MAX}
          description={`${form.values.body.length} of ${FUND_MESSAGE_BODY_MAX} characters`}
          {...form.getInputProps('body')}
        />
        <Title order={3} size="h4">
          Who gets it
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label="Plan"
            placeholder={form.values.plan_ids.length ? undefined : 'Any plan'}
            data={(options.data?.plans ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
            clearable
            {...form.getInputProps('plan_ids')}
          />
          <MultiSelect
            label="State"
            description="Read from the member's address"
            placeholder={form.values.states.length ? undefined : 'Any state'}
            data={options.data?.states ?? []}
            searchable
            clearable
            {...form.getInputProps('states')}
          />
        </SimpleGrid>
        <Checkbox.Group label="Status" description="None ticked: both" {...form.getInputProps('statuses')}>
          <Group mt={6}>
            <Checkbox value="active" label="Active" />
            <Checkbox value="locked" label="Locked" />
          </Group>
        </Checkbox.Group>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="arrears-label">
            Arrears
          </Text>
          <SegmentedControl
            aria-labelledby="arrears-label"
            fullWidth
            data={[
              { value: 'any', label: 'Any' },
              { value: 'in_arrears', label: 'In arrears' },
              { value: 'up_to_date', label: 'Up to date' },
            ]}
            {...form.getInputProps('arrears')}
          />
        </Stack>
        <Alert
          color={members === 0 && !preview.isPending ? 'orange' : 'teal'}
          variant="light"
          role="status"
          data-testid="segment-preview"
        >
          {preview.isPending
            ? 'Counting the members…'
            : preview.isError
              ? preview.error.message
              : `${plural(members, 'member')} in this segment: ${plural(preview.data?.email ?? 0, 'email')} and ${plural(preview.data?.push ?? 0, 'push notification')} by their choices.`}
        </Alert>
        <Title order={3} size="h4">
          How and when
        </Title>
        <Text size="sm" c="dimmed">
          Every member gets it in the app. Email and push follow each member’s own choices, and every email
          carries an unsubscribe link.
        </Text>
        <Group>
          <Checkbox label="Also by email" {...form.getInputProps('email', { type: 'checkbox' })} />
          <Checkbox
            label="Also as a push notification"
            {...form.getInputProps('push', { type: 'checkbox' })}
          />
        </Group>
        <Radio.Group label="Send" {...form.getInputProps('when')}>
          <Group mt={6}>
            <Radio value="now" label="Now" />
            <Radio value="later" label="At a set time" />
          </Group>
        </Radio.Group>
        {form.values.when === 'later' && (
          <TextInput
            type="datetime-local"
            label="Send at"
            description="Your computer's time"
            withAsterisk
            maw={280}
            {...form.getInputProps('send_at')}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={members === 0}>
            {form.values.when === 'now' ? 'Send' : 'Schedule'} to {plural(members, 'member')}
          </Button>
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={form.values.when === 'now' ? 'Send this message?' : 'Schedule this message?'}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">
            “{form.values.subject}” goes to {plural(members, 'member')}
            {form.values.when === 'now' ? ' within a minute' : ' at the time you chose'}. It cannot be taken
            back once sent.
          </Text>
          {create.isError && (
            <Alert color="red" role="alert">
              {create.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={create.isPending}>
              Cancel
            </Button>
            <Button onClick={send} loading={create.isPending}>
              {form.values.when === 'now' ? 'Send now' : 'Schedule'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
