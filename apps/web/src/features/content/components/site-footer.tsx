import { Link } from 'react-router';
import { useFundDetails } from '../../../api/fund-details.ts';
import { paths } from '../../../config/paths.ts';
import { displayPhone } from '../../../lib/phone.ts';
import { Copyright } from '../../../ui/copyright.tsx';
import { Logo } from '../../../ui/logo.tsx';
import { ORGANIZATION_LINKS } from '../site-links.ts';
import s from './landing.module.css';

/**
 * The footer of every public page (part 1 section 2): the logo, site links, the organization's links,
 * who runs the fund (its registration, so a visitor can check it), the contact block and the
 * copyright. The fund's details are the operators' (GET /fund-details); one left empty is not shown.
 */
export function SiteFooter() {
  const { data: fund } = useFundDetails();
  const about = [fund?.legal_name, fund?.registration, fund?.regulator].filter((l): l is string => !!l);
  return (
    <footer className={s.footer}>
      <div className={s.container}>
        <p className={s.footerLogo}>
          <Logo onDark />
        </p>
        <div className={s.footerGrid}>
          <nav aria-labelledby="footer-fund">
            <h2 id="footer-fund">The Fund</h2>
            <ul>
              <li>
                <Link to={paths.register}>Register</Link>
              </li>
              <li>
                <Link to={paths.login}>Login</Link>
              </li>
              <li>
                <Link to={paths.learnMore}>Learn More</Link>
              </li>
              <li>
                <Link to={paths.jobs}>Jobs</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-legal">
            <h2 id="footer-legal">Legal</h2>
            <ul>
              <li>
                <Link to={paths.privacy}>Privacy Policy</Link>
              </li>
              <li>
                <Link to={paths.terms}>Terms and Conditions</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-org">
            <h2 id="footer-org">Our organization</h2>
            <ul>
              {ORGANIZATION_LINKS.map((l) => (
                <li key={l.href}>
                  <a href={l.href} target="_blank" rel="noopener noreferrer">
                    {l.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {about.length > 0 && (
            <div>
              <h2>Who runs the fund</h2>
              {about.map((line) => (
                <p key={line} className={s.footerLine}>
                  {line}
                </p>
              ))}
            </div>
          )}
          {fund && (fund.email || fund.phone || fund.whatsapp || fund.address) && (
            <div>
              <h2>Contact</h2>
              <address>
                {fund.email && (
                  <>
                    Enquiries: <a href={`mailto:${fund.email}`}>{fund.email}</a>
                    <br />
                  </>
                )}
                {fund.whatsapp && (
                  <>
                    WhatsApp:{' '}
                    <a href={`https://wa.me/${fund.whatsapp}`} target="_blank" rel="noopener noreferrer">
                      {displayPhone(fund.whatsapp)}
                    </a>
                    <br />
                  </>
                )}
                {fund.phone && (
                  <>
                    Phone: <a href={`tel:+${fund.phone}`}>{displayPhone(fund.phone)}</a>
                    <br />
                  </>
                )}
                {fund.address?.split('\n').map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
            </div>
          )}
        </div>
        <Copyright className={s.copyright} />
      </div>
    </footer>
  );
}
