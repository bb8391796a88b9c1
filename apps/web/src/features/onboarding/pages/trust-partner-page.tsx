import { Button, Container, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { normaliseTfp, ONBOARDING_MESSAGES, RELATIONSHIPS, TFP_RE } from '@trust/shared/contracts/onboarding';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { addTrustPartner } from '../../../api/add-trust-partner.ts';
import { paths } from '../../../config/paths.ts';
import { useBlockBack } from '../../../lib/use-block-back.ts';
import { JoiningStepper } from '../../../ui/stepper.tsx';
import { lookupTrustMember } from '../api/lookup-trust-member.ts';

/**
 * /trustpartner (part 1 sections 2, 4, 5): who brought you in. The TFP code is cleaned and
 * uppercased as typed; at 13 characters, on blur, the partner's name is looked up and Submit is
 * enabled. NOONE needs no code and moves on at once; a named partner after 3 seconds. Skip goes on.
 */
export default function TrustPartnerPage() {
  useBlockBack();
  const navigate = useNavigate();
  const [relationship, setRelationship] = useState<string>('NOONE');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [partner, setPartner] = useState('');
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const none = relationship === 'NOONE';
  const codeError =
    !touched || none
      ? null
      : !code
        ? ONBOARDING_MESSAGES.tfpRequired
        : !TFP_RE.test(code)
          ? ONBOARDING_MESSAGES.tfpInvalid
          : lookupError;

  const lookup = async () => {
    setTouched(true);
    setPartner('');
    setLookupError(null);
    if (code.length !== 13 || !TFP_RE.test(code)) return;
    try {
      const { data } = await lookupTrustMember(code);
      setPartner(data.t_mem_name);
    } catch (e) {
      setLookupError((e as Error).message || ONBOARDING_MESSAGES.partnerNotFound);
    }
  };

  const submit = async () => {
    setBusy(true);
    try {
      await addTrustPartner(relationship, none ? undefined : code);
      if (none) navigate(paths.trustnetwork, { replace: true });
      else timer.current = setTimeout(() => navigate(paths.trustnetwork, { replace: true }), 3000);
    } catch {
      setBusy(false);
    }
  };

  return (
    <Container component="main" size={480} py="xl" px="md">
      <Stack gap="md">
        <JoiningStepper step="partner" />
        <Title order={1} fz="h2">
          Your trust partner
        </Title>
        <Text c="dimmed">Did a member bring you to Trust Fund? Name them as your trust partner.</Text>
        <Select
          label="Relationship"
          data={RELATIONSHIPS.map((r) => ({ value: r.value, label: r.label }))}
          value={relationship}
          onChange={(v) => {
            setRelationship(v ?? 'NOONE');
            setPartner('');
          }}
          allowDeselect={false}
        />
        {!none && (
          <>
            <TextInput
              label="Partner's TFP code"
              withAsterisk
              placeholder="TFP0123456789"
              value={code}
              error={codeError}
              onChange={(e) => {
                setCode(normaliseTfp(e.currentTarget.value));
                setPartner('');
                setLookupError(null);
              }}
              onBlur={lookup}
            />
            <TextInput label="Partner's name" value={partner} readOnly />
          </>
        )}
        <Group grow>
          <Button variant="default" onClick={() => navigate(paths.trustnetwork, { replace: true })}>
            Skip
          </Button>
          <Button onClick={submit} loading={busy} disabled={!none && !partner}>
            Submit
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
