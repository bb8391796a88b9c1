import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { LogoMark } from './logo.tsx';
import s from './slim-footer.module.css';

/**
 * The footer of the joining steps and the member area: the mark, the copyright of the site footer
 * (part 1 section 2) and the policy pages. The public pages carry the full site footer instead.
 */
export function SlimFooter() {
  return (
    <footer className={s.footer}>
      <LogoMark size={20} />
      <p className={s.copyright}>© 2022 Trust Fund. All rights reserved.</p>
      <nav aria-label="Policies" className={s.links}>
        <Link to={paths.privacy}>Privacy Policy</Link>
        <Link to={paths.terms}>Terms and Conditions</Link>
      </nav>
    </footer>
  );
}
