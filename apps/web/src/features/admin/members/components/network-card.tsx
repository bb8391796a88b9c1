import { Anchor, List, Text } from '@mantine/core';
import type { AdminMemberDetail } from '@trust/shared';
import { Link } from 'react-router';
import { adminMemberPath } from '../../../../config/paths.ts';
import { DateText } from '../../../../ui/date-text.tsx';
import s from './member-page.module.css';
import { Fact, SectionCard } from './section-card.tsx';

type Person = { id: number; name: string; tfp: string | null };

const PersonLink = ({ p }: { p: Person }) => (
  <>
    <Anchor component={Link} to={adminMemberPath(p.id)} size="sm">
      {p.name}
    </Anchor>{' '}
    {p.tfp && (
      <Text span size="xs" c="dimmed" className={s.mono}>
        {p.tfp}
      </Text>
    )}
  </>
);

/** Who brought the member in, their trust partner, and the members they brought in. */
export function NetworkCard({ detail }: { detail: AdminMemberDetail }) {
  const { referred_by: by } = detail.member;
  const partner = detail.trust_partner;
  return (
    <SectionCard title="Trust network and referrals" testId="network-card">
      <dl className={s.facts}>
        <Fact label="Referred by">{by ? <PersonLink p={by} /> : 'Nobody'}</Fact>
        <Fact label="Trust partner">
          {!partner ? (
            'Not named yet'
          ) : partner.partner ? (
            <>
              <PersonLink p={partner.partner} /> ({partner.relationship.toLowerCase()})
            </>
          ) : (
            'No one'
          )}
        </Fact>
        <Fact label="Brought in">
          {detail.referrals.length === 0 ? 'Nobody yet' : `${detail.referrals.length}`}
        </Fact>
      </dl>
      {detail.referrals.length > 0 && (
        <List size="sm" spacing={4} aria-label="Members they brought in">
          {detail.referrals.map((r) => (
            <List.Item key={r.id}>
              <PersonLink p={r} /> joined <DateText value={r.joined_at} size="sm" />
            </List.Item>
          ))}
        </List>
      )}
    </SectionCard>
  );
}

/**
 * The member's own account number for transfers, or why the provider would not open it (the member
 * sees only that it could not be opened), or that it is opened on the member's first visit.
 */
function DedicatedAccountText({ member: m }: { member: AdminMemberDetail['member'] }) {
  if (m.dedicated_account) {
    const a = m.dedicated_account;
    return <>{`${a.bank_name}, ${a.account_number} (${a.account_name})`}</>;
  }
  if (m.dedicated_account_failure) {
    return (
      <>
        Could not be opened: {m.dedicated_account_failure.reason} (
        <DateText value={m.dedicated_account_failure.failed_at} />)
      </>
    );
  }
  return <>Not opened yet</>;
}

/** How to reach the member, their bank details for payouts, their own account number, and their sign-ins. */
export function AccountCard({ detail }: { detail: AdminMemberDetail }) {
  const m = detail.member;
  return (
    <SectionCard title="Account and sign-in" testId="account-card">
      <dl className={s.facts}>
        <Fact label="Email">
          {m.email} {m.email_verified ? '(verified)' : '(not verified)'}
        </Fact>
        <Fact label="Phone">{m.phone}</Fact>
        <Fact label="Registered">
          <DateText value={m.registered_at} />
        </Fact>
        <Fact label="Bank">
          {m.bank
            ? `${m.bank.bank_name}, ${m.bank.account_number} (${m.bank.account_holder_name})`
            : 'None on file'}
        </Fact>
        <Fact label="Own account number">
          <DedicatedAccountText member={m} />
        </Fact>
        <Fact label="Signed in">
          {detail.active_sessions === 0
            ? 'No active session'
            : `${detail.active_sessions} active ${detail.active_sessions === 1 ? 'session' : 'sessions'}`}
        </Fact>
      </dl>
    </SectionCard>
  );
}
