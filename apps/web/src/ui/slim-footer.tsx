import { Link } from 'react-router';
import { useFundDetails } from '../api/fund-details.ts';
import { paths } from '../config/paths.ts';
import { displayPhone } from '../lib/phone.ts';
import { Copyright } from './copyright.tsx';
import { LogoMark } from './logo.tsx';
import s from './slim-footer.module.css';

/**
 * The footer of the joining steps and the member area: the mark, who runs the fund and how to reach
 * it (the operators' details, GET /fund-details), the copyright of the site footer (part 1 section 2)
 * and the policy pages. The public pages carry the full site footer instead.
 */
export function SlimFooter() {
  const { data: fund } = useFundDetails();
  const about = [fund?.legal_name, fund?.registration].filter((l): l is string => !!l).join(' · ');
  return (
    <footer className={s.footer}>
      <LogoMark size={20} />
      <Copyright className={s.copyright} />
      {about && <p className={s.about}>{about}</p>}
      {(fund?.email || fund?.phone) && (
        <p className={s.about}>
          {fund.email && <a href={`mailto:${fund.email}`}>{fund.email}</a>}
          {fund.email && fund.phone && ' · '}
          {fund.phone && <a href={`tel:+${fund.phone}`}>{displayPhone(fund.phone)}</a>}
        </p>
      )}
      <nav aria-label="Policies" className={s.links}>
        <Link to={paths.privacy}>Privacy Policy</Link>
        <Link to={paths.terms}>Terms and Conditions</Link>
        <Link to={`${paths.learnMore}#whorunsthefund`}>Who runs the fund</Link>
      </nav>
    </footer>
  );
}
