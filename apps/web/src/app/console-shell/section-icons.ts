import {
  type Icon,
  IconArrowsExchange,
  IconChartBar,
  IconChecklist,
  IconCoin,
  IconFileText,
  IconHistory,
  IconInbox,
  IconLayoutList,
  IconMailOff,
  IconMessages,
  IconPlaneDeparture,
  IconReceiptRefund,
  IconSend,
  IconShieldLock,
  IconUsers,
} from '@tabler/icons-react';

/** Each console section's icon in the menu, by section id; a section without one gets a list icon. */
const SECTION_ICONS: Record<string, Icon> = {
  members: IconUsers,
  transfers: IconArrowsExchange,
  approvals: IconChecklist,
  payouts: IconSend,
  refunds: IconReceiptRefund,
  'dead-mail': IconMailOff,
  'pop-etc': IconPlaneDeparture,
  loans: IconCoin,
  reports: IconChartBar,
  content: IconFileText,
  inbox: IconInbox,
  chat: IconMessages,
  audit: IconHistory,
  security: IconShieldLock,
};

export const sectionIcon = (id: string): Icon => SECTION_ICONS[id] ?? IconLayoutList;
