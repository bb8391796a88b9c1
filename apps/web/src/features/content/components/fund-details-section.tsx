import { useFundDetails } from '../../../api/fund-details.ts';
import { displayPhone } from '../../../lib/phone.ts';

/** Learn More's anchor for who runs the fund (#whorunsthefund). */
export const FUND_DETAILS_ID = 'whorunsthefund';

/**
 * Learn More's "Who runs the fund": the registered name, registration, supervisor, address and
 * contact as the operators set them (GET /fund-details), so a visitor can check the fund before
 * paying. A detail left empty is not shown; with none set, the section says how to ask.
 */
export function FundDetailsSection() {
  const { data: fund } = useFundDetails();
  const about = [fund?.legal_name, fund?.registration, fund?.regulator].filter((l): l is string => !!l);
  return (
    <section id={FUND_DETAILS_ID} aria-labelledby={`${FUND_DETAILS_ID}-title`}>
      <h2 id={`${FUND_DETAILS_ID}-title`}>Who runs the fund</h2>
      {about.length > 0 ? (
        about.map((line) => <p key={line}>{line}</p>)
      ) : (
        <p>Ask us for the fund's registration details using the contact below.</p>
      )}
      {fund?.address && (
        <p>
          {fund.address.split('\n').map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </p>
      )}
      <ul>
        {fund?.email && (
          <li>
            Email: <a href={`mailto:${fund.email}`}>{fund.email}</a>
          </li>
        )}
        {fund?.phone && (
          <li>
            Phone: <a href={`tel:+${fund.phone}`}>{displayPhone(fund.phone)}</a>
          </li>
        )}
        {fund?.whatsapp && (
          <li>
            WhatsApp:{' '}
            <a href={`https://wa.me/${fund.whatsapp}`} target="_blank" rel="noopener noreferrer">
              {displayPhone(fund.whatsapp)}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}

/** The operators' claim about Trust Invest's returns, under its section, only when they set one. */
export function ReturnsClaim() {
  const { data: fund } = useFundDetails();
  return fund?.returns_claim ? <p>{fund.returns_claim}</p> : null;
}
