import type { MoneyOutCodeBody, MoneyOutPurpose } from '@trust/shared';
import { lazy, type ReactNode, useCallback, useRef, useState } from 'react';
import { request } from '../lib/api-client.ts';
import { OnceShown } from './once-shown.tsx';

// The dialog (Mantine's modal and text input, the focus trap, the scroll lock, the code's format
// message with the bank contracts and zod) is fetched when a code is first asked for, beside the call
// that sends it: a screen offering a money-out action (the dashboard) does not download it on its
// first load.
const loadDialog = () => import('./money-out-code-dialog.tsx');
const MoneyOutCodeDialog = lazy(loadDialog);

/**
 * The second factor on money out (docs/domain-rules.md "Money rails"): `ask(purpose)` sends a 6-digit
 * code to the member (POST /moneyoutcode) and opens a dialog for it; it resolves with the code typed,
 * or null when the member closes the dialog. The caller renders `dialog` and sends the code with its
 * call. A refusal to send (a limit reached) is thrown as the API's error.
 */
export function useMoneyOutCode(): {
  ask: (purpose: MoneyOutPurpose) => Promise<string | null>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState<{ purpose: MoneyOutPurpose; message: string } | null>(null);
  const resolver = useRef<((code: string | null) => void) | null>(null);

  const ask = useCallback(async (purpose: MoneyOutPurpose) => {
    // Should the dialog's code fail to arrive, the lazy component asks again when it is drawn.
    loadDialog().catch(() => {});
    const sent = await request('POST /moneyoutcode', { body: { purpose } satisfies MoneyOutCodeBody });
    setOpen({ purpose, message: sent.message });
    return new Promise<string | null>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const finish = (value: string | null) => {
    resolver.current?.(value);
    resolver.current = null;
    setOpen(null);
  };
  const dialog = (
    <OnceShown when={open !== null}>
      <MoneyOutCodeDialog open={open} onConfirm={finish} onCancel={() => finish(null)} />
    </OnceShown>
  );
  return { ask, dialog };
}
