import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { normaliseTfp, ONBOARDING_MESSAGES, TFP_RE } from '@trust/shared/contracts/onboarding';
import { useState } from 'react';
import { ApiCallError } from '../../../lib/api-client.ts';
import { toast } from '../../../ui/toast.ts';
import { useAddTrustMember } from '../api/add-trust-member.ts';
import { lookupNetworkMember } from '../api/lookup-network-member.ts';

/**
 * Add Trust Member (part 2 sections 2.9 and 5): the code is cleaned and uppercased as typed; at 13
 * characters (on blur, or as the 13th is typed) the member's name is looked up, and Add is enabled
 * only after a lookup that found someone. A refused add is said under the field.
 */
export function AddByTfpForm() {
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [found, setFound] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const add = useAddTrustMember();

  const lookup = async (value: string) => {
    setTouched(true);
    setFound('');
    setError(null);
    if (value.length !== 13 || !TFP_RE.test(value)) return;
    setLooking(true);
    try {
      const { data } = await lookupNetworkMember(value);
      setFound(data.t_mem_name);
    } catch (e) {
      setError(e instanceof ApiCallError ? e.message : ONBOARDING_MESSAGES.partnerNotFound);
    } finally {
      setLooking(false);
    }
  };

  const formatError =
    !touched || error
      ? error
      : !code
        ? ONBOARDING_MESSAGES.tfpRequired
        : !TFP_RE.test(code)
          ? ONBOARDING_MESSAGES.tfpInvalid
          : null;

  const submit = async () => {
    try {
      const { data, message } = await add.mutateAsync(code);
      toast.success(
        data.t_mem_status === 1 ? `${data.t_mem_name}: ${message}` : `${message} to ${data.t_mem_name}`,
      );
      setCode('');
      setFound('');
      setTouched(false);
    } catch (e) {
      setError(e instanceof ApiCallError ? e.message : 'The request could not be sent. Please try again.');
      setFound('');
    }
  };

  return (
    <Card withBorder radius="md" p="md" component="section" aria-labelledby="add-trust-member">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="add-trust-member">
          Add Trust Member
        </Title>
        <Text size="sm" c="dark.6">
          Type the member's Trust Fund Pin (TFP). They get your request by notification and email, and join
          your network when they accept.
        </Text>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            style={{ flex: '1 1 14rem' }}
            label="Member's TFP code"
            placeholder="TFP0123456789"
            autoComplete="off"
            maxLength={20}
            value={code}
            error={formatError}
            description={looking ? 'Looking up…' : undefined}
            onChange={(e) => {
              const next = normaliseTfp(e.currentTarget.value);
              setCode(next);
              setFound('');
              setError(null);
              if (next.length === 13) void lookup(next);
            }}
            onBlur={() => {
              if (!found) void lookup(code);
            }}
          />
          <TextInput
            style={{ flex: '1 1 12rem' }}
            label="Member's name"
            value={found}
            readOnly
            data-testid="trust-member-name"
          />
        </Group>
        <Group justify="flex-end">
          <Button onClick={submit} disabled={!found} loading={add.isPending}>
            Add
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
