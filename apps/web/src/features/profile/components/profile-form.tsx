import { Button, Card, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type ProfileForm as ProfileValues, profileFormSchema, SEX_OPTIONS } from '@trust/shared';
import { formValidator } from '../../../lib/form-validation.ts';
import type { ProfileView } from '../api/profile.ts';

/** The profile form (part 2 section 5); email and TFP are read-only and never sent. */
export function ProfileForm(props: {
  profile: ProfileView;
  saving: boolean;
  onSave: (v: ProfileValues) => void;
}) {
  const p = props.profile;
  const form = useForm<ProfileValues>({
    mode: 'uncontrolled',
    initialValues: {
      firstname: p.u_first_name ?? '',
      phonenumber: p.u_phone ?? '',
      sex: (p.gender as ProfileValues['sex']) || (undefined as unknown as ProfileValues['sex']),
      dob: p.dob ?? '',
      business: p.u_business_sector ?? '',
      hearaboutus: p.u_hear_about_us ?? '',
      address: p.u_address ?? '',
      nxtkinname: p.u_kin_name ?? '',
      nxtkinemail: p.u_kin_email ?? '',
      nxtkinphonenumber: p.u_kin_contact ?? '',
    },
    validate: formValidator(profileFormSchema),
  });
  return (
    <Card withBorder radius="md" p="md">
      <form onSubmit={form.onSubmit((v) => props.onSave(profileFormSchema.parse(v)))} noValidate>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Profile
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Full name"
              name="firstname"
              maxLength={50}
              withAsterisk
              key={form.key('firstname')}
              {...form.getInputProps('firstname')}
            />
            <TextInput label="Email" name="email" value={p.u_email} readOnly variant="filled" />
            <TextInput
              label="Trust Fund Pin (TFP)"
              name="tfppin"
              value={p.u_tfp_pin ?? ''}
              readOnly
              variant="filled"
            />
            <TextInput
              label="Phone number"
              name="phonenumber"
              inputMode="numeric"
              maxLength={18}
              withAsterisk
              placeholder="2348012345678"
              key={form.key('phonenumber')}
              {...form.getInputProps('phonenumber')}
            />
            <Select
              label="Sex"
              name="sex"
              data={[...SEX_OPTIONS]}
              withAsterisk
              key={form.key('sex')}
              {...form.getInputProps('sex')}
            />
            <TextInput
              label="Date of birth"
              name="dob"
              type="date"
              withAsterisk
              key={form.key('dob')}
              {...form.getInputProps('dob')}
            />
            <TextInput
              label="Business sector"
              name="business"
              maxLength={100}
              withAsterisk
              key={form.key('business')}
              {...form.getInputProps('business')}
            />
            <TextInput
              label="How did you hear about us?"
              name="hearaboutus"
              maxLength={100}
              key={form.key('hearaboutus')}
              {...form.getInputProps('hearaboutus')}
            />
            <TextInput
              label="Address"
              name="address"
              maxLength={100}
              withAsterisk
              key={form.key('address')}
              {...form.getInputProps('address')}
            />
            <TextInput
              label="Next of kin name"
              name="nxtkinname"
              maxLength={50}
              withAsterisk
              key={form.key('nxtkinname')}
              {...form.getInputProps('nxtkinname')}
            />
            <TextInput
              label="Next of kin email"
              name="nxtkinemail"
              type="email"
              withAsterisk
              key={form.key('nxtkinemail')}
              {...form.getInputProps('nxtkinemail')}
            />
            <TextInput
              label="Next of kin phone number"
              name="nxtkinphonenumber"
              inputMode="numeric"
              maxLength={18}
              withAsterisk
              key={form.key('nxtkinphonenumber')}
              {...form.getInputProps('nxtkinphonenumber')}
            />
          </SimpleGrid>
          <Button type="submit" loading={props.saving} w="fit-content">
            Save profile
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
