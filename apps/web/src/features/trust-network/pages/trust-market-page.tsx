import {
  Alert,
  Badge,
  Button,
  Card,
  FileInput,
  Grid,
  Group,
  Modal,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { Money } from '../../../ui/money.tsx';
import { DealCard } from '../components/deal-card.tsx';
import { SAMPLE_DEALS, type SampleDeal, TRENDING_DEAL } from '../components/sample-deals.ts';

const PREVIEW_NOTE =
  'Preview only: the Trust Market is not open yet. Nothing here is saved, sent or charged.';

/**
 * /trustmarket (part 2 section 2.17): static sample content only, not wired to any call, marked as a
 * preview so no member takes a sample deal for a real offer. Every action that would commit is disabled.
 */
export default function TrustMarketPage() {
  const [trusting, setTrusting] = useState<SampleDeal | null>(null);
  const [posting, setPosting] = useState(false);
  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={1} fz="h3">
          Trust Market
        </Title>
        <Badge color="dark.6" variant="filled" size="lg">
          Preview
        </Badge>
      </Group>
      <Alert color="blue" variant="light" icon={<IconEye aria-hidden />} title="A look at what is coming">
        {PREVIEW_NOTE} The deals below are samples showing how members will back each other's businesses.
      </Alert>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            {SAMPLE_DEALS.map((d) => (
              <DealCard key={d.id} deal={d} onTrust={() => setTrusting(d)} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Card withBorder radius="md" p="md" component="aside" aria-labelledby="trending-deals">
            <Stack gap="sm">
              <Title order={2} fz="h4" id="trending-deals">
                Trending deals
              </Title>
              <Button onClick={() => setPosting(true)}>Post a Deal</Button>
              <Stack gap={2}>
                <Text size="sm" c="dark.6">
                  {TRENDING_DEAL.poster}
                </Text>
                <Text fw={600}>{TRENDING_DEAL.title}</Text>
                <Text size="sm">
                  {TRENDING_DEAL.returnPercent}% return · target{' '}
                  <Money naira={TRENDING_DEAL.targetNaira} span />
                </Text>
              </Stack>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>

      <Modal
        opened={trusting != null}
        onClose={() => setTrusting(null)}
        title="Trust Deal"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="sm">
          <Text size="sm">{trusting?.title}</Text>
          <NumberInput label="Stake (₦)" placeholder="50,000" thousandSeparator="," min={0} disabled />
          <NumberInput label="Percentage (%)" placeholder="10" min={0} max={100} disabled />
          <Text size="sm" c="dark.6">
            {PREVIEW_NOTE}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setTrusting(null)}>
              Close
            </Button>
            <Button disabled>Trust Deal</Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={posting}
        onClose={() => setPosting(false)}
        title="Post a Deal"
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dark.6">
            {PREVIEW_NOTE}
          </Text>
          <TextInput label="Deal title" disabled />
          <NumberInput label="Deal target (₦)" thousandSeparator="," disabled />
          <NumberInput label="Return (%)" disabled />
          <Textarea label="About deal" rows={3} disabled />
          <FileInput label="Verification document" withAsterisk placeholder="Choose a file" disabled />
          <TextInput label="Deal timeline" placeholder="e.g. 6 months" disabled />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPosting(false)}>
              Close
            </Button>
            <Button disabled>Post Deal</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
