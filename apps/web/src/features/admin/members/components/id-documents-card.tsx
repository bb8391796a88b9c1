import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ID_DOCUMENT_LABELS, type IdDocument, MEMBER_RECORDS_MESSAGES } from '@trust/shared';
import { useState } from 'react';
import { ActionDialog } from '../../../../ui/action-dialog.tsx';
import { DateText } from '../../../../ui/date-text.tsx';
import { ErrorState } from '../../../../ui/error-state.tsx';
import { moneyText } from '../../../../ui/money-text.ts';
import { popup } from '../../../../ui/popup.tsx';
import { StatusBadge } from '../../../../ui/status-badge.tsx';
import { fetchIdDocumentFile, useMemberIdDocuments } from '../api/member-id-documents.ts';
import { useReviewIdDocument } from '../api/review-id-document.ts';
import { useMemberDialog } from '../use-member-dialog.ts';
import { ReasonField } from './reason-field.tsx';
import { SectionCard } from './section-card.tsx';

/** Each review state as a status badge (colour and icon), in this screen's words. */
const STATUS: Record<IdDocument['status'], { status: 'pending' | 'approved' | 'failed'; label: string }> = {
  pending: { status: 'pending', label: 'Awaiting review' },
  approved: { status: 'approved', label: 'Approved' },
  rejected: { status: 'failed', label: 'Rejected' },
};

const TIER_TEXT = { none: 'No ID checked', id_checked: 'ID checked' } as const;

/**
 * Where Paystack's identification of a BVN stands, as a badge; the operator still decides. A status
 * the server adds later shows as its own word.
 */
const PROVIDER: Record<string, { status: 'pending' | 'in process' | 'approved' | 'failed'; label: string }> =
  {
    not_checked: { status: 'pending', label: 'Not checked' },
    pending: { status: 'in process', label: 'Checking' },
    verified: { status: 'approved', label: 'BVN matches the bank account' },
    failed: { status: 'failed', label: 'Not matched' },
  };

/** Paystack's identification of a BVN document: its status and, where there is one, its reason. */
function ProviderCheck({ document: d }: { document: IdDocument }) {
  if (d.type !== 'bvn') return null;
  const look = PROVIDER[d.provider_status] ?? { status: 'pending', label: d.provider_status };
  return (
    <Stack gap={2} data-testid={`id-document-${d.id}-provider`}>
      <Group gap="xs">
        <Text size="sm">Paystack identification:</Text>
        <StatusBadge status={look.status} label={look.label} />
      </Group>
      {d.provider_reason && (
        <Text size="sm" c="dimmed">
          {d.provider_status === 'failed' ? `Paystack: ${d.provider_reason}` : d.provider_reason}
        </Text>
      )}
    </Stack>
  );
}

/** Opens the document's image or PDF in a new tab (fetched with the operator's token). */
async function openFile(memberId: number, docId: number) {
  try {
    const file = await fetchIdDocumentFile(memberId, docId);
    const url = URL.createObjectURL(file.blob);
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (e) {
    popup.error((e as Error).message);
  }
}

/**
 * The member's ID documents: the tier they give (and its limits), each document with its number's
 * last four digits and status, Paystack's identification of a BVN beside it (its status and reason),
 * its file, and Approve or Reject (with a reason) while it awaits review: the operator decides.
 */
export function IdDocumentsCard({ memberId }: { memberId: number }) {
  const docs = useMemberIdDocuments(memberId);
  const review = useReviewIdDocument(memberId);
  const [rejecting, setRejecting] = useState<IdDocument | null>(null);
  return (
    <SectionCard title="ID documents" testId="member-id-documents">
      {docs.isError ? (
        <ErrorState message={docs.error.message} onRetry={() => docs.refetch()} retrying={docs.isFetching} />
      ) : !docs.data ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : (
        <Stack gap="sm">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              Tier:
            </Text>
            {docs.data.tier === 'id_checked' ? (
              <StatusBadge status="approved" label={TIER_TEXT.id_checked} />
            ) : (
              <Badge variant="outline" color="gray.8" tt="none">
                {TIER_TEXT.none}
              </Badge>
            )}
            {docs.data.loan_limit != null && (
              <Text size="xs" c="dimmed">
                Loans and payouts up to {moneyText({ naira: docs.data.loan_limit })}
              </Text>
            )}
          </Group>
          {docs.data.documents.length === 0 ? (
            <Text size="sm" c="dimmed">
              The member has not uploaded an ID document. They can from their profile page.
            </Text>
          ) : (
            docs.data.documents.map((d) => (
              <Stack key={d.id} gap={6} data-testid={`id-document-${d.id}`}>
                <Group gap="xs" justify="space-between">
                  <Text size="sm" fw={600}>
                    {ID_DOCUMENT_LABELS[d.type]} ending {d.number_last4}
                  </Text>
                  <StatusBadge status={STATUS[d.status].status} label={STATUS[d.status].label} />
                </Group>
                <Text size="xs" c="dimmed">
                  Uploaded <DateText value={d.submitted_at} time />,{' '}
                  {d.content_type === 'application/pdf' ? 'PDF' : 'photo'} of {Math.ceil(d.size_bytes / 1024)}{' '}
                  KB
                </Text>
                <ProviderCheck document={d} />
                {d.reason && <Text size="sm">Reason: {d.reason}</Text>}
                <Group gap="xs">
                  <Button variant="default" size="compact-sm" onClick={() => openFile(memberId, d.id)}>
                    Open the document
                  </Button>
                  {d.status === 'pending' && (
                    <>
                      <Button
                        size="compact-sm"
                        color="teal.9"
                        loading={review.isPending}
                        onClick={() => review.mutate({ docId: d.id, review: { decision: 'approve' } })}
                      >
                        Approve
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="outline"
                        color="red.9"
                        onClick={() => setRejecting(d)}
                      >
                        Reject
                      </Button>
                    </>
                  )}
                </Group>
              </Stack>
            ))
          )}
        </Stack>
      )}
      <RejectDocumentDialog
        document={rejecting}
        onClose={() => setRejecting(null)}
        onReject={(reason) =>
          review.mutateAsync({ docId: rejecting?.id ?? 0, review: { decision: 'reject', reason } })
        }
      />
    </SectionCard>
  );
}

function RejectDocumentDialog({
  document,
  onClose,
  onReject,
}: {
  document: IdDocument | null;
  onClose: () => void;
  onReject: (reason: string) => Promise<unknown>;
}) {
  const form = useForm({
    initialValues: { reason: '' },
    validate: { reason: (v) => (v.trim() ? null : MEMBER_RECORDS_MESSAGES.rejectReason) },
  });
  const dialog = useMemberDialog(form, onClose);
  const submit = form.onSubmit(({ reason }) => dialog.run(() => onReject(reason.trim())));
  return (
    <ActionDialog
      opened={document !== null}
      title="Reject this ID document?"
      {...dialog.props}
      onSubmit={submit}
      submitLabel="Reject document"
      submitColor="red.9"
    >
      <Text size="sm">The member is told the reason and can upload another document.</Text>
      <ReasonField
        description="Sent to the member and kept in the audit log"
        minRows={2}
        autofocus
        input={form.getInputProps('reason')}
      />
    </ActionDialog>
  );
}
