import { Group, Pagination } from '@mantine/core';
import { pagerItems } from '../pager-items.ts';

/** The tab's pager: previous, the pages of pagerItems (5 pages, 2 margin pages), next. */
export function Pager(props: { page: number; pages: number; onChange: (page: number) => void }) {
  return (
    <Pagination.Root total={props.pages} value={props.page} onChange={props.onChange}>
      <nav aria-label="Pages">
        <Group gap={8}>
          <Pagination.Previous aria-label="previous page" />
          {pagerItems(props.page, props.pages).map((item, i) =>
            item === 'gap' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap is known only by its place.
              <Pagination.Dots key={`gap-${i}`} />
            ) : (
              <Pagination.Control
                key={item}
                active={item === props.page}
                aria-current={item === props.page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => props.onChange(item)}
              >
                {item}
              </Pagination.Control>
            ),
          )}
          <Pagination.Next aria-label="next page" />
        </Group>
      </nav>
    </Pagination.Root>
  );
}
