import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePopEtcTerms } from '../../../api/pop-etc-terms.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { FormSkeleton } from '../../../ui/page-skeleton.tsx';
import { ApplyGateNotice } from './apply-gate-notice.tsx';

type Terms = NonNullable<ReturnType<typeof usePopEtcTerms>['data']>;

/**
 * The page around the POP and ETC forms: the title and what the product is, then a skeleton while the
 * member's terms load, the notice when they may not apply, else the form.
 */
export function FormFrame(props: {
  title: string;
  intro: ReactNode;
  kind: 'pop' | 'etc';
  done: boolean;
  children: (terms: Terms) => ReactNode;
}) {
  const terms = usePopEtcTerms();
  const mine = terms.data?.[props.kind];
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
      ) : mine.refusal && !props.done ? (
        <ApplyGateNotice gate={mine.gate} message={mine.refusal} />
      ) : (
        props.children(terms.data)
      )}
    </Stack>
  );
}
