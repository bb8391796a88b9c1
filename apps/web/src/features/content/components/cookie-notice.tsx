import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import s from './landing.module.css';

/** Kept apart from the session keys: logging out must not bring the notice back. */
const ACCEPTED_KEY = 'tf.cookiesAccepted';

const accepted = () => {
  try {
    return localStorage.getItem(ACCEPTED_KEY) === '1';
  } catch {
    return false;
  }
};

/** The cookie notice (part 1 section 2); Accept is remembered in this browser. */
export function CookieNotice() {
  // Decided after the first paint: the prerendered page cannot know this browser's choice.
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(!accepted()), []);
  if (!open) return null;
  return (
    <section className={s.cookie} aria-label="Cookie notice">
      <p>
        We use cookies and your browser's storage to keep you signed in and remember your choices. Read our{' '}
        <Link to={paths.privacy}>privacy policy</Link>.
      </p>
      <button
        type="button"
        className={s.buttonLight}
        onClick={() => {
          try {
            localStorage.setItem(ACCEPTED_KEY, '1');
          } catch {
            // Private mode without storage: the notice closes for this visit only.
          }
          setOpen(false);
        }}
      >
        Accept
      </button>
    </section>
  );
}
