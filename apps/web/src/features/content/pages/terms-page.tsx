import { PublicPage } from '../components/public-page.tsx';
import TermsText from '../terms-text.tsx';

/** /terms: the terms and conditions, the same text as the register screen's terms modal. */
export default function TermsPage() {
  return (
    <PublicPage>
      <h1>Terms and Conditions</h1>
      <TermsText />
    </PublicPage>
  );
}
