import { Stack, Text, Title } from '@mantine/core';
import { POP_ETC_MESSAGES } from '@trust/shared';
import { type ReactNode, useState } from 'react';
import { usePopEtcTerms } from '../../../api/pop-etc-terms.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { FormSkeleton } from '../../../ui/page-skeleton.tsx';
import { ApplyGateNotice } from './apply-gate-notice.tsx';
import { SuccessCountdown } from './success-countdown.tsx';

type Terms = NonNullable<ReturnType<typeof usePopEtcTerms>['data']>;

/**
 * The page around the POP and ETC forms: the title and what the product is, then a skeleton while the
 * member's terms load, the notice when they may not apply, else the form; once the form is sent, the
 * confirmation and its countdown to the dashboard.
 */
export function FormFrame(props: {
  title: string;
  intro: ReactNode;
  kind: 'pop' | 'etc';
  children: (terms: Terms, onSent: () => void) => ReactNode;
}) {
  const terms = usePopEtcTerms();
  // Once sent, the refreshed terms refuse a second application: the confirmation stays regardless.
  const [sent, setSent] = useState(false);
  const mine = terms.data?.[props.kind];
  const label = props.kind.toUpperCase();
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} fz="h3">
        {props.title}
      </Title>
      <Text>{props.intro}</Text>
      {terms.isError ? (
        <ErrorState
          message={(terms.error as Error).message}
          onRetry={terms.refetch}
          retrying={terms.isFetching}
        />
      ) : !terms.data || !mine ? (
        <FormSkeleton label="Loading your plan’s terms" fields={5} />
      ) : sent ? (
        <SuccessCountdown title={`${label} application sent`} message={POP_ETC_MESSAGES.applied(label)} />
      ) : mine.refusal ? (
        <ApplyGateNotice gate={mine.gate} message={mine.refusal} />
      ) : (
        props.children(terms.data, () => setSent(true))
      )}
    </Stack>
  );
}
