import { Modal } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { MantineScope } from '../../../ui/mantine-scope.tsx';
import s from './landing.module.css';

/**
 * The South Africa expansion announcement (part 1 section 2). It exists on the page but is not
 * opened on load; the promo banner's Read more opens it.
 */
export function ExpansionModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <MantineScope>
      <Modal
        opened={opened}
        onClose={onClose}
        title="The Trust Fund is coming to South Africa"
        centered
        closeButtonProps={{ 'aria-label': 'Close announcement' }}
      >
        <p>
          After growing with entrepreneurs across Nigeria, the Trust Fund is preparing to welcome members in
          South Africa, with the same weekly savings, trust network and interest-free loans, in rand.
        </p>
        <p>
          Register now to be told when membership opens there. Members in Nigeria are not affected: your plan,
          savings and cycle stay as they are.
        </p>
        <div className={s.faceActions}>
          <Link to={paths.register} className={s.button} onClick={onClose}>
            Register
          </Link>
          <button type="button" className={s.buttonOutline} onClick={onClose}>
            Close
          </button>
        </div>
      </Modal>
    </MantineScope>
  );
}
