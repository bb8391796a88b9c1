import { Anchor, Center, List, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';
import { paths } from '../../../config/paths.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';

/**
 * The fund's full terms live with the site content (features/content/terms-text.tsx, shared with
 * /terms). They load only when the modal opens; until that file exists the modal shows the summary
 * below, so the register screen never depends on it being there.
 */
const termsModules = import.meta.glob<{ default: ComponentType }>('../../content/terms-text.tsx');
const loadTerms = Object.values(termsModules)[0];
const FullTerms = loadTerms ? lazy(loadTerms) : null;

/** The rules both parts of the spec state, for when the full text is not there. */
function TermsSummary() {
  return (
    <Stack gap="sm">
      <Text>By creating an account you agree to the rules of the Trust Fund:</Text>
      <List spacing="xs" size="sm">
        <List.Item>You must be at least 18 years old to become a member.</List.Item>
        <List.Item>
          You save every week (daily, weekly or monthly on the Flexi plan) by card auto-debit or bank
          transfer, in a 12-month cycle that ends with a cash-out in its last 7 days. The membership fee is
          deducted at cash-out and the next cycle starts.
        </List.Item>
        <List.Item>
          Please verify your email address within 24 hours of registering; an unverified account cannot log in
          after that until it is verified.
        </List.Item>
        <List.Item>
          You become a Qualified member after 12 weeks of contributions and a Bonafide member after 6 months
          of consistent weekly contributions.
        </List.Item>
        <List.Item>
          Loans are interest-free, from N10,000 up to your plan's limit (N1,000,000 Silver, N5,000,000 Gold,
          N10,000,000 Platinum), backed by other members (trusters) who stake their Trust Fund Pins. Loan
          requests are taken Monday to Friday, 8am to 5pm.
        </List.Item>
        <List.Item>
          Missing 4 weekly payments makes an account dormant and locks it until support unlocks it; there is a
          4-week grace period.
        </List.Item>
        <List.Item>Either side may end membership with 72 hours' notice.</List.Item>
        <List.Item>
          Disputes go to arbitration; a third arbitrator is nominated within 14 days if the two cannot agree.
        </List.Item>
      </List>
      <Text size="sm">
        The full terms are on the{' '}
        <Anchor href={paths.terms} target="_blank" rel="noopener">
          Terms and Conditions page
        </Anchor>
        .
      </Text>
    </Stack>
  );
}

/** The terms-and-conditions modal of the register screen (part 1 section 2), closed with its Close link. */
export function TermsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Title order={2} fz="h3">
          Terms and Conditions
        </Title>
      }
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
      withCloseButton={false}
    >
      {FullTerms ? (
        <Suspense
          fallback={
            <PageLoader label="Loading the terms" minHeight={0} paddingBlock="var(--mantine-spacing-xl)" />
          }
        >
          <FullTerms />
        </Suspense>
      ) : (
        <TermsSummary />
      )}
      <Center mt="lg">
        <Anchor component="button" type="button" onClick={onClose} fw={600}>
          Close
        </Anchor>
      </Center>
    </Modal>
  );
}
