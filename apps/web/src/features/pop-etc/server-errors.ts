import type { UseFormReturnType } from '@mantine/form';
import { ApiCallError } from '../../lib/api-client.ts';

/**
 * A refusal naming a field ({ field }) shows under that field; any other is returned for the alert
 * over the form. The server's message is the one the form would show (same contract).
 */
export function showServerError<T>(
  form: UseFormReturnType<T>,
  error: unknown,
  fields: string[],
): string | null {
  const message = (error as Error).message;
  const field = error instanceof ApiCallError ? (error.data as { field?: string } | null)?.field : undefined;
  if (field && fields.includes(field)) {
    form.setFieldError(field, message);
    return null;
  }
  return message;
}
