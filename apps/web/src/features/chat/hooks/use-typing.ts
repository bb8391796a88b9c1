import { useCallback, useEffect, useRef, useState } from 'react';

/** How long "… is typing" stays after the last typing event (part 2 section 4.14). */
const TYPING_CLEAR_MS = 2000;

/** The other side's typing indicator: shown on each typing event, cleared 2 seconds after the last. */
export function useTypingIndicator() {
  const [text, setText] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback((message: string) => {
    setText(message);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setText(null), TYPING_CLEAR_MS);
  }, []);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setText(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { text, show, clear };
}
