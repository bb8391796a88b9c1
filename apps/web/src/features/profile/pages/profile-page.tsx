import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { FormSkeleton } from '../../../ui/page-skeleton.tsx';
import { useProfile } from '../api/profile.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { BankForm } from '../components/bank-form.tsx';
import { IdDocumentsSection } from '../components/id-documents-section.tsx';
import { PhotoUpload } from '../components/photo-upload.tsx';
import { PlanChangeSection } from '../components/plan-change/plan-change-section.tsx';
import { PlanPaymentReturn } from '../components/plan-change/plan-payment-return.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { MandateReturn } from '../components/weekly-debit/mandate-return.tsx';
import { WeeklyDebitSection } from '../components/weekly-debit/weekly-debit-section.tsx';

const planText = (name: string | null | undefined) =>
  !name ? 'No plan yet' : name.toUpperCase() === 'ORDINARY' ? 'BASIC' : name.toUpperCase();

/**
 * /profile (part 2 sections 2.13 and 5): profile and bank forms, photo, plan, the weekly debit (card or
 * bank account), links, and the ID check.
 */
export default function ProfilePage() {
  const user = useSessionUser();
  const { data, isError, error, refetch, isFetching } = useProfile();
  const update = useUpdateProfile();
  // After "Profile updated" the member stays where they were on this page: the spec's redirect to the
  // dashboard after 2 to 3 seconds took them away mid-edit (docs/domain-rules.md, "Profile stays put").
  const save = (body: Parameters<typeof update.mutate>[0]) => update.mutate(body);
  // ?reference=&trxref=: back from paying for a plan change; ?debit=mandate&reference=: back from the
  // bank page of a direct-debit mandate; ?change=<plan id>: the dashboard's upgrade choice.
  const [params, setParams] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref');
  const mandateReturn = params.get('debit') === 'mandate';
  const changeParam = params.get('change');
  const preselect = Number(changeParam) || null;
  const [changing, setChanging] = useState(changeParam !== null);
  const closeChange = () => {
    setChanging(false);
    if (changeParam !== null) setParams({}, { replace: true });
  };

  const title = (
    <Title order={1} fz="h3">
      My Profile
    </Title>
  );
  if (reference && mandateReturn) {
    return (
      <Stack gap="md">
        {title}
        <MandateReturn reference={reference} onDone={() => setParams({}, { replace: true })} />
      </Stack>
    );
  }
  if (reference) {
    return (
      <Stack gap="md">
        {title}
        <PlanPaymentReturn reference={reference} onDone={() => setParams({}, { replace: true })} />
      </Stack>
    );
  }
  if (!data) {
    return (
      <Stack gap="md">
        {title}
        {isError ? (
          <ErrorState message={(error as Error).message} onRetry={refetch} retrying={isFetching} />
        ) : (
          <FormSkeleton label="Loading your profile" fields={6} />
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {title}
      <Card withBorder radius="md" p="md">
        <Group justify="space-between" align="flex-start">
          <PhotoUpload image={data.u_image} name={data.u_first_name} />
          <Stack gap={4}>
            <Group gap="xs">
              <Text fw={600}>Current plan</Text>
              <Badge color="teal" data-testid="current-plan">
                {planText(user?.u_plan_name)}
              </Badge>
            </Group>
            <Text size="sm">
              Profile completeness: <b data-testid="profile-percentage">{data.profile_percentage}%</b>
            </Text>
            <Button
              variant="light"
              size="compact-sm"
              onClick={() => setChanging(true)}
              aria-expanded={changing}
              style={{ alignSelf: 'flex-start' }}
            >
              Change plan
            </Button>
            <Anchor component={Link} to={`${paths.learnMore}#plandownup`} size="sm">
              How plan upgrade and downgrade work
            </Anchor>
            <Anchor component={Link} to={paths.changepassword} size="sm">
              Change password
            </Anchor>
            <Anchor component={Link} to={paths.dashboard} size="sm">
              Back to dashboard
            </Anchor>
          </Stack>
        </Group>
      </Card>
      {changing && <PlanChangeSection preselect={preselect} onClose={closeChange} />}
      <ProfileForm profile={data} saving={update.isPending} onSave={save} />
      <BankForm profile={data} saving={update.isPending} onSave={save} />
      <WeeklyDebitSection />
      <IdDocumentsSection />
    </Stack>
  );
}
