import {
  type Icon,
  IconArrowsExchange,
  IconChartBar,
  IconCoin,
  IconFileText,
  IconHistory,
  IconInbox,
  IconLayoutList,
  IconSend,
  IconUsers,
} from '@tabler/icons-react';

/** Each console section's icon in the menu, by section id; a section without one gets a list icon. */
const SECTION_ICONS: Record<string, Icon> = {
  members: IconUsers,
  transfers: IconArrowsExchange,
  payouts: IconSend,
  loans: IconCoin,
  reports: IconChartBar,
  content: IconFileText,
  inbox: IconInbox,
  audit: IconHistory,
};

export const sectionIcon = (id: string): Icon => SECTION_ICONS[id] ?? IconLayoutList;
