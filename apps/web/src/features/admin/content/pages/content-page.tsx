import { Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ContentList } from '../components/content-list.tsx';
import { CONTENT_KIND_DEFS } from '../components/fields.ts';
import { FundDetailsEditor } from '../components/fund-details-editor.tsx';
import { LendingListEditor } from '../components/lending-list-editor.tsx';
import { LENDING_LIST_DEFS } from '../components/lending-lists.ts';
import { PlansEditor } from '../components/plans-editor.tsx';
import { SupportContactEditor } from '../components/support-contact-editor.tsx';

/**
 * The console's Content section (/admin/content): a tab per kind of public content (plans, FAQ, how
 * it works, videos, testimonials, meetings, the fund's details) and the lists the ETC and POP forms offer. The open tab lives in the address (?tab=), so a reload
 * or Back keeps it.
 */
export default function ContentPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'faq';
  return (
    <Stack gap="lg" maw={1100}>
      <Title order={1}>Content</Title>
      <Tabs
        value={tab}
        onChange={(v) => setParams(v ? { tab: v } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {CONTENT_KIND_DEFS.map((d) => (
            <Tabs.Tab key={d.kind} value={d.kind}>
              {d.tab}
            </Tabs.Tab>
          ))}
          <Tabs.Tab value="plans">Plans</Tabs.Tab>
          <Tabs.Tab value="support">Support contact</Tabs.Tab>
          <Tabs.Tab value="fund-details">Fund details</Tabs.Tab>
          {LENDING_LIST_DEFS.map((d) => (
            <Tabs.Tab key={d.tab} value={d.tab}>
              {d.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CONTENT_KIND_DEFS.map((d) => (
          <Tabs.Panel key={d.kind} value={d.kind} pt="md">
            <ContentList def={d} />
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="plans" pt="md">
          <PlansEditor />
        </Tabs.Panel>
        <Tabs.Panel value="support" pt="md">
          <SupportContactEditor />
        </Tabs.Panel>
        <Tabs.Panel value="fund-details" pt="md">
          <FundDetailsEditor />
        </Tabs.Panel>
        {LENDING_LIST_DEFS.map((d) => (
          <Tabs.Panel key={d.tab} value={d.tab} pt="md">
            <LendingListEditor def={d} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
