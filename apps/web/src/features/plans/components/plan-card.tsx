import { Card, Group, Image, Stack, Title } from '@mantine/core';
import type { PlanView } from '@trust/shared/contracts/plans';
import type { ReactNode } from 'react';
import { planLabel } from '../../../lib/plan-facts.ts';
import { PlanFactsList } from '../../../ui/plan-facts-list.tsx';

/** A plan as a comparable card: tag image, name and the five facts every plan card shows. */
export function PlanCard({ plan, children }: { plan: PlanView; children?: ReactNode }) {
  return (
    <Card withBorder radius="md" p="lg" h="100%" component="article" aria-label={planLabel(plan)}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <Image src={plan.pl_image} alt="" w={48} h={48} fit="contain" fallbackSrc="/favicon.svg" />
          <Title order={2} fz="h3">
            {planLabel(plan)}
          </Title>
        </Group>
        <PlanFactsList plan={plan} />
        {children}
      </Stack>
    </Card>
  );
}
