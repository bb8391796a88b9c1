import { NavLink } from '@mantine/core';
import { Link } from 'react-router';
import { type ConsoleSection, sectionOf } from '../../config/console-sections.ts';
import s from './console.module.css';
import { sectionIcon } from './section-icons.ts';

/**
 * The console's menu: the operator's sections, the one on screen marked aria-current="page".
 */
export function ConsoleNav({
  sections,
  pathname,
  onChoose,
}: {
  sections: ConsoleSection[];
  pathname: string;
  onChoose: () => void;
}) {
  const current = sectionOf(pathname)?.id;
  return sections.map((section) => {
    const Icon = sectionIcon(section.id);
    return (
      <NavLink
        key={section.id}
        component={Link}
        to={section.path}
        className={s.entry}
        label={section.label}
        leftSection={<Icon size={20} stroke={1.75} aria-hidden />}
        aria-current={current === section.id ? 'page' : undefined}
        onClick={onChoose}
      />
    );
  });
}
