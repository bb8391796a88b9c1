import type { LendingListDef } from './lending-list-editor.tsx';

/** The Content tabs of the lists behind the member forms (?tab=etc-cities, ?tab=pop-items). */
export const LENDING_LIST_DEFS: (LendingListDef & { tab: string })[] = [
  {
    tab: 'etc-cities',
    path: '/admin/etc-cities',
    one: 'city',
    label: 'ETC cities',
    fields: [
      { key: 'name', label: 'City', max: 60 },
      { key: 'country', label: 'Country', max: 60 },
    ],
    usedBy: 'The Emergency Travel Cover form',
  },
  {
    tab: 'pop-items',
    path: '/admin/pop-items',
    one: 'item',
    label: 'POP items',
    fields: [{ key: 'name', label: 'Item', max: 50 }],
    usedBy: 'The Purchase Order Power form',
  },
];
