import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';

/** Member screens that are not open yet say so plainly instead of pretending to work. */
export default function ComingSoonPage() {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="xs">
        <Title order={1} fz="h3">
          This part of the fund is opening soon
        </Title>
        <Text c="dimmed" ta="center">
          We are getting it ready. Your savings and account are not affected.
        </Text>
        <Anchor component={Link} to={paths.dashboard}>
          Back to dashboard
        </Anchor>
      </Stack>
    </Center>
  );
}
