import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

/**
 * The fund's terms and conditions, written from the rules and limits of the spec (part 1 section 9,
 * part 2 section 9). Shown on /terms and, lazily, in the register screen's terms modal, so both read
 * the same. Plain elements only: it must render inside a Mantine modal and on a text page.
 */
export default function TermsText() {
  return (
    <div>
      <p>
        These terms govern your membership of the Trust Fund (the "Fund"), a savings, membership and
        interest-free loan fund run by a youth entrepreneurs organization in Nigeria. By registering you agree
        to them.
      </p>

      <h2>1. Eligibility and registration</h2>
      <ol>
        <li>You must be at least 18 years old to become a member.</li>
        <li>
          You must give your true name, a working email address and phone number, and keep them up to date.
        </li>
        <li>
          You must verify your email address within 24 hours of registering. An account whose email is not
          verified in that time cannot sign in until it is verified.
        </li>
        <li>
          Each person may hold one account. Your Trust Fund Pin (TFP) is personal and may not be sold or lent.
        </li>
      </ol>

      <h2>2. Plans, fees and contributions</h2>
      <ol>
        <li>
          You choose a plan: Basic (free), Silver, Gold, Platinum or Flexi. Each paid plan has a membership
          fee for each cycle and a contribution (weekly for Silver, Gold and Platinum; daily, weekly or
          monthly on Flexi), shown before you pay.
        </li>
        <li>
          Contributions are collected by automatic card debit every period for 52 weeks, or by bank transfer
          to the Fund's account with your TFP as narration. Bank transfers may take up to 24 hours to be
          confirmed and may require proof of payment. A N100 verification charge is made when you add a card.
        </li>
        <li>
          Card numbers, CVV and PIN are passed to our licensed payment provider and are never stored by the
          Fund.
        </li>
      </ol>

      <h2>3. The trust cycle and cash-out</h2>
      <ol>
        <li>
          A cycle lasts 12 months from the start of your plan (Flexi members choose 3, 6, 12 or 24 months).
          Your cash-out window is the last 7 days of the cycle.
        </li>
        <li>
          At cash-out the Fund pays your contributions, redeemed earnings and trust bonus, less any
          outstanding loan, POP or ETC and the next cycle's membership fee when you renew. If your total
          contributions are less than your plan's membership fee, the Fund cannot renew your membership or
          process the cash-out, and you should contact support.
        </li>
        <li>
          The trust bonus is 0.5% (Silver), 1% (Gold) and 1.5% (Platinum) of total savings, and 0.5% to 1.5%
          on Flexi.
        </li>
      </ol>

      <h2>4. Missed payments, dormancy and lock</h2>
      <ol>
        <li>
          If a contribution is missed you have a grace period of 4 weeks to pay it. After 4 missed weekly
          payments your account becomes dormant and is temporarily locked for default until you pay what is
          outstanding and support unlocks it.
        </li>
        <li>A dormant or locked account cannot request loans, POP or ETC or stand as a truster.</li>
      </ol>

      <h2>5. Membership levels</h2>
      <ol>
        <li>
          You become a Qualified member after 12 weeks of regular contributions, and may then apply for loans.
        </li>
        <li>
          You become a Bonafide member after 6 months of regular contributions, and may then apply for
          Purchase Order Power (POP).
        </li>
      </ol>

      <h2>6. Loans, trusters, POP and ETC</h2>
      <ol>
        <li>
          Loans are interest-free, from N10,000 up to your plan's limit: N1,000,000 (Silver), N5,000,000
          (Gold) and N10,000,000 (Platinum). No loan exceeds N10,000,000.
        </li>
        <li>Loan requests are accepted Monday to Friday between 8am and 5pm.</li>
        <li>
          A loan is backed by trust partners (trusters), members who stake their TFPs for you. A truster has
          48 hours to answer a request. By accepting, a truster agrees that the Fund may recover an unpaid
          loan from the truster's contributions after the borrower has defaulted.
        </li>
        <li>
          You must repay a loan, POP or ETC in full by the repayment date you chose. The Fund may recover an
          overdue amount from your contributions and earnings.
        </li>
        <li>ETC and POP are limited to your plan's ETC and POP limit and are repaid without interest.</li>
      </ol>

      <h2>7. Earnings</h2>
      <ol>
        <li>
          Referral earnings are credited on three levels according to your plan, and can be redeemed from
          N5,000 or used to pay for a plan.
        </li>
        <li>Earnings obtained by fraud, fake accounts or self-referral are cancelled.</li>
      </ol>

      <h2>8. Trust Invest</h2>
      <ol>
        <li>Trust Invest opportunities state their expected return, target and timeline.</li>
        <li>
          Returns are not guaranteed. If you end an investment early, only your principal is paid back, after
          30 days.
        </li>
      </ol>

      <h2>9. Termination</h2>
      <ol>
        <li>
          You or the Fund may end your membership by giving 72 hours' notice. The Fund may end it at once for
          fraud or a breach of these terms.
        </li>
        <li>
          On termination your balance, less any outstanding loan, POP or ETC, is paid to your bank account.
          Payments to wrong bank details are re-processed within 7 working days after correction; reversals
          can take up to 21 working days.
        </li>
      </ol>

      <h2>10. Disputes and arbitration</h2>
      <ol>
        <li>Any dispute is first raised with customer care, who will try to resolve it within 14 days.</li>
        <li>
          A dispute that is not resolved goes to arbitration in Nigeria. Each side appoints one arbitrator,
          and the two arbitrators nominate a third within 14 days of their appointment. The award is final.
        </li>
      </ol>

      <h2>11. Privacy and changes</h2>
      <ol>
        <li>
          How we use your data is described in our <Link to={paths.privacy}>Privacy Policy</Link>.
        </li>
        <li>
          We may change these terms. We will notify members by email at least 14 days before a change takes
          effect.
        </li>
      </ol>
    </div>
  );
}
