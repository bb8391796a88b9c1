import {
  ActionIcon,
  Button,
  Card,
  Collapse,
  Group,
  Progress,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconHeart, IconMessageCircle, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { Money } from '../../../ui/money.tsx';
import type { SampleDeal } from './sample-deals.ts';

/** A sample deal card (part 2 section 2.17): poster, return, like and reshare, raised, target, deadline, comments. */
export function DealCard(props: { deal: SampleDeal; onTrust: () => void }) {
  const d = props.deal;
  const [comments, setComments] = useState(false);
  const raised = Math.round((d.raisedNaira / d.targetNaira) * 100);
  return (
    <Card withBorder radius="md" p="md" component="article" aria-labelledby={`deal-${d.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="sm" c="dark.6">
              {d.poster}
            </Text>
            <Title order={2} fz="h5" id={`deal-${d.id}`}>
              {d.title}
            </Title>
          </Stack>
          <Text fw={700} c="teal.9" style={{ whiteSpace: 'nowrap' }}>
            {d.returnPercent}% return
          </Text>
        </Group>
        <Text size="sm">{d.about}</Text>
        <Progress value={raised} aria-label={`${raised}% of the target raised`} />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="sm">
            Current status <Money naira={d.raisedNaira} fw={600} span />
          </Text>
          <Text size="sm">
            Deal target <Money naira={d.targetNaira} fw={600} span />
          </Text>
          <Text size="sm">{d.deadlineDays} days to deadline</Text>
        </Group>
        <Group justify="space-between" gap="xs">
          <Group gap={4}>
            <ActionIcon variant="subtle" color="gray" aria-label={`Like (${d.likes})`}>
              <IconHeart size={18} aria-hidden />
            </ActionIcon>
            <Text size="sm">{d.likes}</Text>
            <ActionIcon variant="subtle" color="gray" aria-label={`Reshare (${d.reshares})`}>
              <IconRepeat size={18} aria-hidden />
            </ActionIcon>
            <Text size="sm">{d.reshares}</Text>
            <Button
              variant="subtle"
              size="compact-sm"
              color="gray"
              leftSection={<IconMessageCircle size={16} aria-hidden />}
              onClick={() => setComments((o) => !o)}
              aria-expanded={comments}
            >
              Comments ({d.comments.length})
            </Button>
          </Group>
          <Button size="xs" onClick={props.onTrust}>
            Trust Deal
          </Button>
        </Group>
        <Collapse expanded={comments}>
          <Stack gap="xs" pt="xs">
            {d.comments.map((c) => (
              <Text size="sm" key={c.text}>
                <Text span fw={600}>
                  {c.by}:
                </Text>{' '}
                {c.text}
              </Text>
            ))}
            <Textarea label="Your comment" placeholder="Write a comment" rows={2} disabled />
            <Group justify="flex-end">
              <Button size="xs" variant="default" disabled>
                Add Comment
              </Button>
            </Group>
          </Stack>
        </Collapse>
      </Stack>
    </Card>
  );
}
