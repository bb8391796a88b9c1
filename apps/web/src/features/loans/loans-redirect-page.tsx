import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';

/** /loans leaves at once for the external loan form (its address comes from the server's config). */
export default function LoansRedirectPage() {
  useEffect(() => {
    fetch('/api/config')
      .then((r) => r.json())
      .then((e: { data?: { loans_form_url?: string } }) => {
        if (e.data?.loans_form_url) window.location.replace(e.data.loans_form_url);
      })
      .catch(() => {});
  }, []);
  return (
    <Center mih="100vh">
      <Stack align="center">
        <Loader />
        <Text>A moment please...</Text>
      </Stack>
    </Center>
  );
}
