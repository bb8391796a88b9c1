import { Drawer } from '@mantine/core';
import type { NavEntry, NavGroup } from './nav.ts';
import { NavGroups } from './nav-groups.tsx';

const SHEET_STYLES = {
  // Rounded top corners; the sheet grows with its entries up to most of the screen, then scrolls.
  content: {
    borderRadius: 'var(--mantine-radius-xl) var(--mantine-radius-xl) 0 0',
    maxHeight: '92dvh',
  },
  header: { minHeight: 0, paddingBlock: 'var(--mantine-spacing-sm) 0' },
  title: { fontSize: 'var(--mantine-h4-font-size)', fontWeight: 700 },
};

/** The phone's More sheet: a drawer from the bottom with the entries no tab opens. Choosing one closes it. */
export function MoreSheet({
  opened,
  onClose,
  groups,
  pathname,
  onChoose,
}: {
  opened: boolean;
  onClose: () => void;
  groups: NavGroup[];
  pathname: string;
  onChoose: (entry: NavEntry) => void;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="auto"
      title="More"
      closeButtonProps={{ 'aria-label': 'Close' }}
      // Inline styles: Mantine's own drawer rules would otherwise win or lose by stylesheet load order.
      styles={SHEET_STYLES}
    >
      <nav aria-label="More menu">
        <NavGroups groups={groups} pathname={pathname} onChoose={onChoose} variant="tiles" />
      </nav>
    </Drawer>
  );
}
