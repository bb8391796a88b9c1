import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { Logo } from '../../../ui/logo.tsx';
import { CONTACT, ORGANIZATION_LINKS, whatsappLink } from '../site-links.ts';
import s from './landing.module.css';

/** The footer of every public page (part 1 section 2): the logo, site links, the organization's links, contact block, copyright 2022. */
export function SiteFooter() {
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
          <div>
            <h2>Contact</h2>
            <address>
              Enquiries: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
              <br />
              WhatsApp:{' '}
              <a href={whatsappLink} target="_blank" rel="noopener noreferrer">
                {CONTACT.whatsappDisplay}
              </a>
              <br />
              Phone: <a href={`tel:${CONTACT.phone}`}>{CONTACT.phoneDisplay}</a>
              <br />
              {CONTACT.address.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </div>
        </div>
        <p className={s.copyright}>© 2022 Trust Fund. All rights reserved.</p>
      </div>
    </footer>
  );
}
