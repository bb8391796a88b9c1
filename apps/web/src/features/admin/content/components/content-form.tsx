import { Alert, Button, Group, NumberInput, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ApiCallError } from '../../../../lib/api-client.ts';
import { toast } from '../../../../ui/toast.ts';
import { useCreateContent } from '../api/create-content.ts';
import { useUpdateContent } from '../api/update-content.ts';
import { fromLagosLocal, type KindDef, toLagosLocal } from './fields.ts';

/**
 * The form of one content item (new, or an existing one to change). The server checks every field
 * and its refusal is shown above the buttons, naming the field.
 */
export function ContentForm({
  def,
  item,
  onDone,
}: {
  def: KindDef;
  item: Record<string, unknown> | null;
  onDone: () => void;
}) {
  const create = useCreateContent(def.kind);
  const update = useUpdateContent(def.kind);
  const save = item ? update : create;
  const form = useForm<Record<string, string | number>>({
    initialValues: Object.fromEntries(
      def.fields.map((f) => [
        f.name,
        f.kind === 'datetime'
          ? toLagosLocal(item?.[f.name])
          : ((item?.[f.name] as string | number | undefined) ?? (f.kind === 'number' ? 0 : '')),
      ]),
    ),
  });

  const submit = form.onSubmit(async (values) => {
    const body = Object.fromEntries(
      def.fields.map((f) => [
        f.name,
        f.kind === 'datetime' ? fromLagosLocal(String(values[f.name])) : values[f.name],
      ]),
    );
    try {
      const res = item
        ? await update.mutateAsync({ id: Number(item.id), body })
        : await create.mutateAsync(body);
      toast.success(res.message);
      onDone();
    } catch {
      // The refusal is shown from save.error.
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {def.fields.map((f) =>
          f.kind === 'textarea' ? (
            <Textarea
              key={f.name}
              label={f.label}
              description={f.description}
              autosize
              minRows={3}
              maxLength={f.max}
              required
              {...form.getInputProps(f.name)}
            />
          ) : f.kind === 'number' ? (
            <NumberInput
              key={f.name}
              label={f.label}
              description={f.description}
              allowDecimal={false}
              min={0}
              {...form.getInputProps(f.name)}
            />
          ) : (
            <TextInput
              key={f.name}
              type={f.kind === 'datetime' ? 'datetime-local' : 'text'}
              label={f.label}
              description={f.description}
              maxLength={f.max}
              required
              {...form.getInputProps(f.name)}
            />
          ),
        )}
        {save.error && (
          <Alert color="red" role="alert" title="Not saved">
            {save.error instanceof ApiCallError
              ? save.error.message
              : 'Something went wrong. Please try again.'}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {item ? 'Save changes' : `Add ${def.one}`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
