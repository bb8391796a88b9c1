import {
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  Modal,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  JOB_MESSAGES,
  JOB_QUALIFICATIONS,
  JOB_ROLES,
  type JobApplicationInput,
  jobApplicationSchema,
  NIGERIAN_STATES,
} from '@trust/shared/contracts/jobs';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formValidator } from '../../../lib/form-validation.ts';
import { useSubmitJobApplication } from '../api/submit-job-application.ts';

/** The job success message shows for 3 seconds, then the visitor goes home (part 2 section 9). */
const SUCCESS_MS = 3000;

const EMPTY: JobApplicationInput = {
  firstName: '',
  surName: '',
  email: '',
  phone: '',
  gender: '' as JobApplicationInput['gender'],
  dob: '',
  role: '' as JobApplicationInput['role'],
  qualification: '' as JobApplicationInput['qualification'],
  state: '' as JobApplicationInput['state'],
  lga: '',
  address: '',
  resume: '',
};

/** /jobs: the public job application form with its twelve fields (part 2 sections 2.18 and 5). */
export default function JobsPage() {
  const navigate = useNavigate();
  const schema = useMemo(() => jobApplicationSchema(new Date()), []);
  const form = useForm<JobApplicationInput>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: formValidator(schema),
    validateInputOnBlur: true,
  });
  const submit = useSubmitJobApplication();
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate('/'), SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onSubmit = form.onSubmit((values) => {
    submit.mutate(values, { onSuccess: () => setDone(true) });
  });

  return (
    <Container size="md" py="xl" px="md" component="main">
      <Group justify="space-between" mb="md">
        <Anchor component={Link} to={paths.home} fw={700}>
          Trust Fund
        </Anchor>
        <Anchor component={Link} to={paths.home}>
          Return Home
        </Anchor>
      </Group>
      <Title order={1}>Work with the Trust Fund</Title>
      <Text c="dimmed" mt="xs" mb="lg">
        We are recruiting Representatives (N100,000 monthly) and Managers (N250,000 monthly) across Nigeria.
        Every field is required. Upload your resume to a file host such as Google Drive or Dropbox (at most
        2MB) and paste the shareable link below.
      </Text>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <form onSubmit={onSubmit} noValidate aria-label="Job application">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="First name"
                autoComplete="given-name"
                maxLength={100}
                withAsterisk
                {...form.getInputProps('firstName')}
              />
              <TextInput
                label="Surname"
                autoComplete="family-name"
                maxLength={100}
                withAsterisk
                {...form.getInputProps('surName')}
              />
              <TextInput
                label="Email address"
                type="email"
                autoComplete="email"
                maxLength={100}
                withAsterisk
                {...form.getInputProps('email')}
              />
              <TextInput
                label="Phone number"
                type="tel"
                autoComplete="tel"
                maxLength={100}
                placeholder="2348012345678"
                withAsterisk
                {...form.getInputProps('phone')}
              />
            </SimpleGrid>
            <Radio.Group label="Gender" withAsterisk {...form.getInputProps('gender')}>
              <Group mt="xs">
                <Radio value="Male" label="Male" />
                <Radio value="Female" label="Female" />
              </Group>
            </Radio.Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Date of birth" type="date" withAsterisk {...form.getInputProps('dob')} />
              <Select
                label="Role"
                placeholder="Choose a role"
                data={JOB_ROLES.map((r) => ({ value: r.value, label: r.label }))}
                withAsterisk
                allowDeselect={false}
                {...form.getInputProps('role')}
              />
              <Select
                label="Highest qualification"
                placeholder="Choose a qualification"
                data={[...JOB_QUALIFICATIONS]}
                withAsterisk
                allowDeselect={false}
                {...form.getInputProps('qualification')}
              />
              <Select
                label="State"
                placeholder="Choose your state"
                data={[...NIGERIAN_STATES]}
                searchable
                withAsterisk
                allowDeselect={false}
                {...form.getInputProps('state')}
              />
              <TextInput
                label="LGA"
                description="Your local government area"
                maxLength={100}
                withAsterisk
                {...form.getInputProps('lga')}
              />
              <TextInput
                label="Resume link"
                description="A shareable link to your resume"
                type="url"
                placeholder="https://drive.google.com/…"
                withAsterisk
                {...form.getInputProps('resume')}
              />
            </SimpleGrid>
            <Textarea
              label="Address"
              autosize
              minRows={2}
              maxLength={200}
              withAsterisk
              {...form.getInputProps('address')}
            />
            <Button type="submit" size="md" loading={submit.isPending} style={{ alignSelf: 'flex-start' }}>
              Submit Application
            </Button>
          </Stack>
        </form>
      </Paper>

      <Modal
        opened={submit.isPending || done}
        onClose={() => undefined}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        centered
        title={done ? JOB_MESSAGES.submitted : JOB_MESSAGES.submitting}
      >
        {done ? (
          <Text role="status">We will contact you by email. Taking you back to the home page…</Text>
        ) : (
          <Group role="status">
            <Loader size="sm" aria-hidden="true" />
            <Text>{JOB_MESSAGES.pleaseWait}</Text>
          </Group>
        )}
      </Modal>
    </Container>
  );
}
