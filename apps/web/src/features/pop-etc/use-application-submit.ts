import type { UseFormReturnType } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { showServerError } from './server-errors.ts';

/**
 * Sends an application when its form is valid. A refusal naming one of the form's fields shows under
 * that field; any other is returned as `failure`, for the alert over the form (cleared on the next
 * try). What it returns is what ApplicationForm takes.
 */
export function useApplicationSubmit<Values extends object, Body>(options: {
  form: UseFormReturnType<Values>;
  apply: UseMutationResult<unknown, Error, Body>;
  /** The call's body from the form's values. */
  body: (values: Values) => Body;
  onSent: () => void;
}) {
  const { form, apply, body, onSent } = options;
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.onSubmit((values) => {
    setFailure(null);
    apply.mutate(body(values), {
      onSuccess: onSent,
      onError: (e) => setFailure(showServerError(form, e, Object.keys(form.getInitialValues()))),
    });
  });
  return { onSubmit, failure, sending: apply.isPending };
}
