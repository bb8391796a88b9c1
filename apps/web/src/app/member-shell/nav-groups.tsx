import { NavLink } from '@mantine/core';
import { useId } from 'react';
import { isCurrent, type NavEntry, type NavGroup } from './nav.ts';
import { NAV_ICONS } from './nav-icons.ts';
import s from './shell.module.css';

/**
 * The menu's groups, each a labelled group of entries with their icons: a list in the sidebar, a grid
 * of tiles in the phone's More sheet (three to a row, so the whole sheet fits on a phone's screen
 * without scrolling). The page on screen is marked aria-current="page", which also draws it highlighted.
 */
export function NavGroups({
  groups,
  pathname,
  onChoose,
  variant = 'list',
}: {
  groups: NavGroup[];
  pathname: string;
  onChoose: (entry: NavEntry) => void;
  variant?: 'list' | 'tiles';
}) {
  const id = useId();
  return groups.map((group) => {
    const labelId = `${id}-${group.name}`;
    return (
      // biome-ignore lint/a11y/useSemanticElements: a group of menu entries, not of form fields (fieldset).
      <div key={group.name} role="group" aria-labelledby={labelId} className={s.group}>
        <p id={labelId} className={s.groupLabel}>
          {group.name}
        </p>
        <div className={variant === 'tiles' ? s.tiles : undefined}>
          {group.entries.map((entry) => {
            const Icon = NAV_ICONS[entry.label];
            const props = {
              'aria-current': isCurrent(entry, pathname) ? ('page' as const) : undefined,
              'data-danger': ('action' in entry && entry.action === 'logout') || undefined,
              onClick: () => onChoose(entry),
            };
            return variant === 'tiles' ? (
              <button key={entry.label} type="button" className={s.tile} {...props}>
                {Icon && <Icon size={24} stroke={1.75} aria-hidden />}
                <span>{entry.label}</span>
              </button>
            ) : (
              <NavLink
                key={entry.label}
                component="button"
                type="button"
                className={s.entry}
                label={entry.label}
                leftSection={Icon ? <Icon size={20} stroke={1.75} aria-hidden /> : null}
                {...props}
              />
            );
          })}
        </div>
      </div>
    );
  });
}
