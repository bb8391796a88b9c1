import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

/**
 * The Learn More topics (part 2 section 2.18), in the spec's order. Each id is a working anchor
 * (/learn-more#cashout, #trustwallet, #plandownup, …). Figures come from the spec's limits.
 */
export const LEARN_MORE_SECTIONS: { id: string; title: string; body: ReactNode }[] = [
  {
    id: 'registration',
    title: 'Registration',
    body: (
      <>
        <p>
          Register with your full name, email address, phone number (with your country code) and a password of
          at least 8 characters with a letter and a number. You must be 18 or older. We send you an email to
          verify your address; please verify it within 24 hours.
        </p>
        <p>
          After registering you choose a plan and pay, name a trust partner and invite friends. If someone
          invited you, open their referral link before you register so they are credited.
        </p>
      </>
    ),
  },
  {
    id: 'trustplans',
    title: 'Trust Plans',
    body: (
      <>
        <p>There are five plans:</p>
        <ul>
          <li>
            Basic (free): build your trust network and stand as a truster; no weekly savings and no loans.
          </li>
          <li>Silver Trust Member (STM): N1,000 a week, loans up to N1,000,000, trust bonus 0.5%.</li>
          <li>Gold Trust Member (GTM): N5,000 a week, loans up to N5,000,000, trust bonus 1%.</li>
          <li>Platinum Trust Member (PTM): N10,000 a week, loans up to N10,000,000, trust bonus 1.5%.</li>
          <li>
            Flexi: choose your own amount (from N500), frequency (daily, weekly or monthly) and duration (3,
            6, 12 or 24 months); trust bonus 0.5% to 1.5%.
          </li>
        </ul>
        <p>Each paid plan has a membership fee for the cycle, shown before you pay.</p>
      </>
    ),
  },
  {
    id: 'tfp',
    title: 'Trust Fund Pin (TFP)',
    body: (
      <p>
        Your TFP is your member code: the letters TFP and ten digits, 13 characters in all. You receive it
        when your plan starts. Other members use it to add you to their trust network or to ask you to stand
        for their loan, and you write it as the narration when you pay by bank transfer. While your TFP stands
        for another member's loan it shows as in use.
      </p>
    ),
  },
  {
    id: 'contributions',
    title: 'Weekly Contributions',
    body: (
      <>
        <p>
          Your plan's weekly saving is debited from your card every 7 days for the 52 weeks of your cycle, or
          you pay it by bank transfer to the fund's account with your TFP as narration (transfers can take up
          to 24 hours to reflect). When you add a card we debit N100 to check it.
        </p>
        <p>
          You can pay ahead or add more at any time with Save More. Missing a week is not the end: you have a
          grace period of 4 weeks to catch up, but 4 missed weekly payments make your account dormant.
        </p>
      </>
    ),
  },
  {
    id: 'earnings',
    title: 'Trust Earnings',
    body: (
      <>
        <p>
          You earn each time someone joins through your referral link, and when the people they invite join,
          up to three levels: N1,500 / N600 / N200 on Platinum, N750 / N300 / N100 on Gold and N150 / N60 /
          N20 on Silver.
        </p>
        <p>
          You can redeem earnings to your bank account once they reach N5,000, or use them to pay for a plan
          (N3,000 for Silver, N15,000 for Gold, N30,000 for Platinum).
        </p>
      </>
    ),
  },
  {
    id: 'bonus',
    title: 'Trust Bonus',
    body: (
      <p>
        At the end of your cycle the fund pays a trust bonus on your total savings: 0.5% on Silver, 1% on Gold
        and 1.5% on Platinum. Flexi members receive 0.5% to 1.5% depending on their contributions.
      </p>
    ),
  },
  {
    id: 'loans',
    title: 'Interest-free Loans',
    body: (
      <>
        <p>
          Qualified members can borrow from N10,000 up to their plan's limit (at most N10,000,000) with no
          interest, no collateral and no paperwork. Instead of collateral, other members stand for you as
          trusters by staking their TFPs: a Platinum truster counts as 10 Silver trusters and a Gold truster
          as 5.
        </p>
        <p>
          Loan requests are accepted Monday to Friday, 8am to 5pm. A truster has 48 hours to answer your
          request. Your loan is approved within 59 seconds of the last truster's consent; the fund's operators
          then release it, and you withdraw it to your bank from your trust wallet. You repay exactly what you
          borrowed, by the repayment date you chose.
        </p>
      </>
    ),
  },
  {
    id: 'trustnetwork',
    title: 'Trust Network',
    body: (
      <p>
        Your trust network is the members you add by their TFP and the friends you invite. A member you add
        receives a trust request to accept. Your network stands for your loans, and you can join its network
        meetings from your dashboard.
      </p>
    ),
  },
  {
    id: 'etc',
    title: 'Emergency Travel Cover (ETC)',
    body: (
      <p>
        ETC pays for an urgent trip between two different cities, one way or round trip, up to your plan's ETC
        limit (N20,000 Silver, N100,000 Gold, N200,000 Platinum). Give the reason and your travel and
        repayment dates, which cannot be in the past. You repay it without interest.
      </p>
    ),
  },
  {
    id: 'pop',
    title: 'Purchase Order Power (POP)',
    body: (
      <p>
        Bonafide members can ask the fund to buy an item they need, up to their plan's POP limit, delivered to
        the location they give. You repay it by your chosen date, without interest.
      </p>
    ),
  },
  {
    id: 'advisory',
    title: 'Advisory Services',
    body: (
      <p>
        Members can chat with our business experts, legal advisers and medical advisers, and with customer
        care, from the dashboard. Visitors can reach our support team from the{' '}
        <Link to={paths.chatSupport}>chat page</Link>.
      </p>
    ),
  },
  {
    id: 'trustwallet',
    title: 'Trust Wallet',
    body: (
      <p>
        Your trust wallet shows your contributions, earnings, trust bonus, and any loan, POP or ETC with its
        status and what is left to repay. From the wallet you redeem earnings, repay a loan, POP or ETC, and
        request your cash-out when your window is open.
      </p>
    ),
  },
  {
    id: 'plandownup',
    title: 'Plan Upgrade and Downgrade',
    body: (
      <p>
        You can move to a higher plan (upgrade) or a lower one (downgrade) from your profile page. The page
        lists the plans you can change to and what the change costs before you confirm. You can pay for a new
        plan by card, bank transfer or from your earnings.
      </p>
    ),
  },
  {
    id: 'transactions',
    title: 'Transactions',
    body: (
      <p>
        Every naira that moves on your account, contributions, fees, earnings, loans and repayments, is listed
        under Transactions, 10 to a page, and can be filtered by type and date range.
      </p>
    ),
  },
  {
    id: 'notifications',
    title: 'Notifications',
    body: (
      <p>
        We notify you of trust requests, loan responses, payments and meetings in the app and by email. The
        bell in the top bar shows how many you have not read.
      </p>
    ),
  },
  {
    id: 'membershiplevels',
    title: 'Membership Levels',
    body: (
      <ul>
        <li>Ordinary member: from the start of your plan.</li>
        <li>Qualified member: after 12 weeks of regular contributions; you can apply for loans.</li>
        <li>Bonafide member: after 6 months of regular contributions; POP opens to you.</li>
      </ul>
    ),
  },
  {
    id: 'cashout',
    title: 'Cashout',
    body: (
      <>
        <p>
          Your cycle lasts 12 months from the start of your plan. Your cash-out window opens in the last 7
          days of the cycle; request your cash-out from your trust wallet and your savings, earnings and
          bonus, less anything you still owe, are paid to your bank account. Flexi members who joined from 1
          June 2022 pick their own cash-out time with their duration.
        </p>
        <p>
          Payments to wrong bank details are re-processed within 7 working days once corrected; delays caused
          by bank networks usually clear within 24 hours; reversals can take up to 21 working days.
        </p>
      </>
    ),
  },
  {
    id: 'trustinvest',
    title: 'Trust Invest',
    body: (
      <p>
        Trust Invest lets members put money into vetted member businesses for a share of their profit. Each
        opportunity states its target, expected return and timeline before you commit.
      </p>
    ),
  },
  {
    id: 'trustinvesttermination',
    title: 'Trust Invest Termination',
    body: (
      <p>
        You may end an investment early. After 30 days your principal is paid back to you; returns are paid
        only on investments held to the end of their term.
      </p>
    ),
  },
  {
    id: 'accounttermination',
    title: 'Account Termination',
    body: (
      <p>
        You can close your account by giving 72 hours' notice to our support team. Your savings, less any
        outstanding loan, POP or ETC, are then paid to your bank account. The fund may also end a membership
        with the same notice, as the <Link to={paths.terms}>Terms and Conditions</Link> explain.
      </p>
    ),
  },
];
