import type { ContentKind } from '@trust/shared';

interface FieldDef {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'number' | 'datetime';
  description?: string;
  max?: number;
}

export interface KindDef {
  kind: ContentKind;
  /** The tab's label and the word for one item. */
  tab: string;
  one: string;
  fields: FieldDef[];
  /** The item's title and text in the list (its preview as the public site shows it). */
  title: (item: Record<string, unknown>) => string;
  text: (item: Record<string, unknown>) => string;
}

const position: FieldDef = {
  name: 'position',
  label: 'Position',
  kind: 'number',
  description: 'Lower numbers show first on the public site',
};

/** The content kinds the Content section edits, with their form fields (the server checks each). */
export const CONTENT_KIND_DEFS: KindDef[] = [
  {
    kind: 'faq',
    tab: 'FAQ',
    one: 'question',
    fields: [
      { name: 'question', label: 'Question', kind: 'text', max: 300 },
      { name: 'answer', label: 'Answer', kind: 'textarea', max: 2000 },
      position,
    ],
    title: (i) => String(i.question),
    text: (i) => String(i.answer),
  },
  {
    kind: 'how-it-works',
    tab: 'How it works',
    one: 'step',
    fields: [
      { name: 'step', label: 'Step number', kind: 'number' },
      { name: 'title', label: 'Title', kind: 'text', max: 60 },
      { name: 'description', label: 'Description', kind: 'textarea', max: 500 },
    ],
    title: (i) => `${i.step}. ${i.title}`,
    text: (i) => String(i.description),
  },
  {
    kind: 'endorsements',
    tab: 'Videos',
    one: 'video',
    fields: [
      { name: 'name', label: 'Name', kind: 'text', max: 100 },
      { name: 'business_name', label: 'Business name', kind: 'text', max: 100 },
      {
        name: 'video_url',
        label: 'Video link',
        kind: 'text',
        max: 300,
        description: 'A youtube-nocookie.com embed link: https://www.youtube-nocookie.com/embed/…',
      },
      {
        name: 'thumbnail',
        label: 'Thumbnail',
        kind: 'text',
        max: 500,
        description: 'An https link to the image, or a path on this site such as /endorsements/ada.jpg',
      },
      position,
    ],
    title: (i) => `${i.name}, ${i.business_name}`,
    text: (i) => String(i.video_url),
  },
  {
    kind: 'testimonials',
    tab: 'Testimonials',
    one: 'testimonial',
    fields: [
      { name: 'name', label: 'Name', kind: 'text', max: 100 },
      { name: 'business', label: 'Business', kind: 'text', max: 100 },
      { name: 'location', label: 'Location', kind: 'text', max: 100 },
      { name: 'text', label: 'Testimonial', kind: 'textarea', max: 1000 },
      position,
    ],
    title: (i) => `${i.name}, ${i.business} (${i.location})`,
    text: (i) => `“${i.text}”`,
  },
  {
    kind: 'meetings',
    tab: 'Meetings',
    one: 'meeting',
    fields: [
      { name: 'name', label: 'Meeting name', kind: 'text', max: 100 },
      { name: 'starts_at', label: 'Date and time (Lagos)', kind: 'datetime' },
      { name: 'address', label: 'Address', kind: 'text', max: 300 },
      { name: 'about', label: 'Description', kind: 'textarea', max: 1000 },
    ],
    title: (i) => String(i.name),
    text: (i) => `${i.address}. ${i.about}`,
  },
];

const LAGOS_OFFSET_MS = 3_600_000;

/** An ISO instant as the value of a datetime-local input in Lagos time (UTC+1, no summer time). */
export const toLagosLocal = (iso: unknown) =>
  typeof iso === 'string' && iso
    ? new Date(new Date(iso).getTime() + LAGOS_OFFSET_MS).toISOString().slice(0, 16)
    : '';

/** A datetime-local value read as Lagos time, for the server. */
export const fromLagosLocal = (local: string) => (local ? `${local}:00+01:00` : '');
