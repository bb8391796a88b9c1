import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES, PROFILE_MESSAGES } from '@trust/shared';
import { useState } from 'react';
import { useUploadImage } from '../api/upload-image.ts';

/** Profile photo: JPEG, PNG or WebP up to 2 MB (the server checks the content again). */
export function PhotoUpload(props: { image: string | null; name: string }) {
  const upload = useUploadImage();
  const [error, setError] = useState<string | null>(null);
  const choose = (file: File | null) => {
    if (!file) return;
    if (!(PROFILE_IMAGE_TYPES as readonly string[]).includes(file.type))
      return setError(PROFILE_MESSAGES.imageType);
    if (file.size > PROFILE_IMAGE_MAX_BYTES) return setError(PROFILE_MESSAGES.imageTooLarge);
    setError(null);
    upload.mutate(file);
  };
  return (
    <Group gap="md">
      <Avatar src={props.image || null} alt={`Photo of ${props.name}`} size={80} radius={80} color="teal">
        {props.name.slice(0, 1)}
      </Avatar>
      <Stack gap={4}>
        <FileButton onChange={choose} accept={PROFILE_IMAGE_TYPES.join(',')}>
          {(p) => (
            <Button {...p} variant="light" loading={upload.isPending}>
              Change photo
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          JPEG, PNG or WebP, at most 2 MB
        </Text>
        {error && (
          <Text size="sm" c="red.9" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
