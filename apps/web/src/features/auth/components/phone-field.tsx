import { Box, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { COUNTRY_CODES, withCountryCode } from '../phone-number.ts';

/**
 * Phone with country code: a country picker and the number. The form holds one value, the full
 * number (`+2348012345678`), which the shared schema checks.
 */
export function PhoneField({
  onChange,
  onBlur,
  error,
}: {
  onChange: (full: string) => void;
  onBlur: () => void;
  error?: React.ReactNode;
}) {
  const [code, setCode] = useState<string>(COUNTRY_CODES[0].code);
  const [local, setLocal] = useState('');
  return (
    <TextInput
      label="Phone number"
      withAsterisk
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="8012345678"
      description="Choose your country code, then your number"
      value={local}
      error={error}
      maxLength={18}
      // Mantine turns the placeholder red with the error, which reads like a typed number.
      styles={{
        input: { '--input-placeholder-color': 'var(--mantine-color-placeholder)' } as React.CSSProperties,
      }}
      leftSectionWidth={104}
      leftSectionPointerEvents="all"
      leftSection={
        <Box w={100}>
          <NativeSelect
            aria-label="Country code"
            variant="unstyled"
            data={COUNTRY_CODES.map((c) => ({ value: c.code, label: c.label }))}
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              onChange(withCountryCode(e.currentTarget.value, local));
            }}
            styles={{ input: { paddingLeft: 10, paddingRight: 22, fontSize: 14 } }}
          />
        </Box>
      }
      onChange={(e) => {
        setLocal(e.currentTarget.value);
        onChange(withCountryCode(code, e.currentTarget.value));
      }}
      onBlur={onBlur}
    />
  );
}
