import { Alert, Button, Group, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { TRUST_MEMBERS_PER_PAGE, type TrustMemberData } from '@trust/shared/contracts/trust-network';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiCallError } from '../../../lib/api-client.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { CardGridSkeleton } from '../../../ui/page-skeleton.tsx';
import { toast } from '../../../ui/toast.ts';
import { useAnswerTrustRequest } from '../api/answer-trust-request.ts';
import { useTrustMembers } from '../api/trust-members.ts';
import { AddByTfpForm } from '../components/add-by-tfp-form.tsx';
import { TrustMemberCard } from '../components/trust-member-card.tsx';

const isTrustMemberData = (v: unknown): v is TrustMemberData =>
  typeof v === 'object' &&
  v != null &&
  typeof (v as TrustMemberData).byuserid === 'number' &&
  typeof (v as TrustMemberData).touserid === 'number';

/**
 * /trustmembers (part 2 sections 2.9, 4.12 and 4.13): add a member by TFP code, and my network as a
 * grid of cards, 10 a page. A notification may open it with router state trustMemberData
 * {byuserid, touserid, name}: that request is answered at the top.
 */
export default function TrustMembersPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const members = useTrustMembers(page);
  const answer = useAnswerTrustRequest();
  const [answering, setAnswering] = useState<number | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const state = (location.state ?? {}) as { trustMemberData?: unknown };
  const fromNotification = isTrustMemberData(state.trustMemberData) ? state.trustMemberData : null;

  const respond = async (req: { byuserid: number; touserid: number }, accept: boolean, name: string) => {
    setRefused(null);
    setAnswering(req.byuserid);
    try {
      await answer.mutateAsync({ ...req, accept });
      toast.success(accept ? `${name} is now in your trust network` : `You rejected ${name}'s request`);
      // The request is answered: the notification's state must not offer it again.
      if (fromNotification) navigate(paths.trustmembers, { replace: true, state: null });
    } catch (e) {
      setRefused(e instanceof ApiCallError ? e.message : 'Your answer could not be sent. Please try again.');
    } finally {
      setAnswering(null);
    }
  };

  const data = members.data;
  const pages = data ? Math.max(1, Math.ceil(data.total_records / TRUST_MEMBERS_PER_PAGE)) : 1;
  const notifiedRow = fromNotification
    ? data?.list.find((m) => m.byuserid === fromNotification.byuserid && m.t_mem_direction === 'received')
    : undefined;
  const notifiedName = notifiedRow?.u_first_name ?? fromNotification?.name ?? 'This member';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1} fz="h3">
          My Trust Network
        </Title>
        <Button component={Link} to={paths.buildnetwork} variant="light">
          Invite people
        </Button>
      </Group>
      {fromNotification && (notifiedRow?.t_mem_status ?? 0) === 0 && (
        <Alert color="blue" variant="light" title="Trust network request" data-testid="notified-request">
          <Stack gap="xs">
            <Text size="sm" c="dark.8">
              {notifiedName} asks you to join their trust network. Members of a trust network can stand as
              trusters for each other's loans.
            </Text>
            <Group gap="xs">
              <Button
                variant="default"
                onClick={() => respond(fromNotification, false, notifiedName)}
                disabled={answering != null}
              >
                Reject
              </Button>
              <Button
                onClick={() => respond(fromNotification, true, notifiedName)}
                loading={answering === fromNotification.byuserid}
              >
                Accept
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {refused && (
        <Alert color="red" variant="light" title="Your answer was not recorded" role="alert">
          {refused}
        </Alert>
      )}
      <AddByTfpForm />
      <Title order={2} fz="h4">
        Trust members
      </Title>
      {!data ? (
        members.isError ? (
          <ErrorState
            message={members.error.message}
            onRetry={members.refetch}
            retrying={members.isFetching}
          />
        ) : (
          <CardGridSkeleton label="Loading your trust network" cards={3} />
        )
      ) : data.list.length === 0 ? (
        <EmptyState title="No trust members yet" icon={IconUsersGroup}>
          Add members you trust by their TFP code. They appear here, marked Request Pending until they accept.
        </EmptyState>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {data.list.map((m) => (
              <TrustMemberCard
                key={m.u_id}
                member={m}
                highlighted={m === notifiedRow}
                answering={answering === m.byuserid}
                onAnswer={(accept) =>
                  respond({ byuserid: m.byuserid, touserid: m.touserid }, accept, m.u_first_name)
                }
              />
            ))}
          </SimpleGrid>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              siblings={2}
              boundaries={2}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
