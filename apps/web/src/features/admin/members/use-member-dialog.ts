import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';

/**
 * What a dialog that changes a member holds besides its fields: the refusal to show, whether the
 * action is on its way, closing (which forgets what was typed) and running the action, which closes
 * the dialog when it succeeds and shows the refusal when it does not.
 */
export function useMemberDialog<Values>(form: UseFormReturnType<Values>, onClose: () => void) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      close();
    } catch (e) {
      setFailure((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  /** What ActionDialog takes from it; the dialog's fields are checked by the form's rules. */
  const props = { onClose: close, noValidate: true, failure, busy };
  return { setFailure, run, props };
}
