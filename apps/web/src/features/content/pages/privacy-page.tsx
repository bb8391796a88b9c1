import { Link } from 'react-router';
import { useFundDetails } from '../../../api/fund-details.ts';
import { paths } from '../../../config/paths.ts';
import { PublicPage } from '../components/public-page.tsx';

/** /privacy: the privacy policy, last updated 30 Sep 2019, with a link to /terms (part 2 section 2.18). */
export default function PrivacyPage() {
  const { data: fund } = useFundDetails();
  return (
    <PublicPage>
      <h1>Privacy Policy</h1>
      <p>
        <em>Last updated 30 Sep 2019</em>
      </p>
      <p>
        This policy explains what the Trust Fund collects about you, why, and what you can ask of us. It forms
        part of our <Link to={paths.terms}>Terms and Conditions</Link>.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          Your registration details: name, email address, phone number and password (stored only as a secure
          hash).
        </li>
        <li>
          Your profile: sex, date of birth, address, business sector, next of kin and the bank account for
          your payouts.
        </li>
        <li>
          Your membership: plan, Trust Fund Pin, contributions, earnings, loans, POP and ETC, trust network
          and notifications.
        </li>
        <li>
          Payment data: for cards we keep only the last four digits, the card brand, expiry and our payment
          provider's token. Your card number, CVV and PIN go straight to the provider and are never stored by
          us.
        </li>
        <li>Messages you send us through the contact form, the support chat and the job application form.</li>
      </ul>

      <h2>How we use it</h2>
      <ul>
        <li>To run your membership: collect contributions, pay earnings, process loans and cash-outs.</li>
        <li>To let members you trust see your name when they add your TFP or ask you to stand for a loan.</li>
        <li>To send you notifications and answer your questions.</li>
        <li>To prevent fraud and meet our legal obligations.</li>
      </ul>

      <h2>Cookies and storage</h2>
      <p>
        We use your browser's storage to keep you signed in and remember choices such as accepting this
        notice. We do not use advertising cookies. Videos on our site are loaded from youtube-nocookie.com
        only when you press play.
      </p>

      <h2>Sharing</h2>
      <p>
        We share data only with our payment provider, banks that make your payouts, and authorities where the
        law requires it. We do not sell your data.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep your account data while you are a member and for as long as the law requires after your
        account is closed, then delete or anonymise it.
      </p>

      <h2>Your rights</h2>
      <p>
        You can see and correct your profile at any time, and ask us for a copy of your data or to delete it,
        by writing to{' '}
        {fund?.email ? <a href={`mailto:${fund.email}`}>{fund.email}</a> : 'the fund at the address below'}.
      </p>
    </PublicPage>
  );
}
