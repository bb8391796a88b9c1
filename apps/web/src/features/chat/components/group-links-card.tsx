import { Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type GroupLinksBody, groupLinksBodySchema } from '@trust/shared';
import { useEffect } from 'react';
import { formValidator } from '../../../lib/form-validation.ts';
import { useGroupLinks } from '../api/group-links.ts';
import { useSaveGroupLinks } from '../api/save-group-links.ts';

/**
 * The console's setting for the members' sidebar entries Business Expert, Legal Advice and Medical
 * Advice: an external group chat's https link each, or empty for the in-app chat with the experts.
 */
export function GroupLinksCard() {
  const links = useGroupLinks();
  const save = useSaveGroupLinks();
  const form = useForm<GroupLinksBody>({
    mode: 'controlled',
    initialValues: { business_expert: '', legal_adviser: '', medical_adviser: '' },
    validate: formValidator(groupLinksBodySchema),
  });
  const { setValues } = form;
  useEffect(() => {
    if (links.data) {
      setValues({
        business_expert: links.data.business_expert ?? '',
        legal_adviser: links.data.legal_adviser ?? '',
        medical_adviser: links.data.medical_adviser ?? '',
      });
    }
    // The form takes the stored links once they arrive.
  }, [links.data, setValues]);

  return (
    <Card withBorder radius="lg" p="md">
      <form onSubmit={form.onSubmit((v) => save.mutate(v))} noValidate aria-label="Group chat links">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Group chat links
          </Title>
          <Text size="sm" c="dark.5">
            Where a link is set, the members’ sidebar entry opens that group chat; where it is empty, the
            in-app chat with the experts.
          </Text>
          <TextInput
            label="Business Expert"
            placeholder="https://"
            {...form.getInputProps('business_expert')}
          />
          <TextInput label="Legal Advice" placeholder="https://" {...form.getInputProps('legal_adviser')} />
          <TextInput
            label="Medical Advice"
            placeholder="https://"
            {...form.getInputProps('medical_adviser')}
          />
          <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
            Save links
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
