import type { Db } from '../db/client.ts';
import { etcCities, popItems } from '../db/schema/index.ts';

/** Where an ETC may go: state capitals and large Nigerian cities, then African capitals and hubs (PLATINUM). */
const ETC_CITIES: { name: string; country: string }[] = [
  ...[
    'Abeokuta',
    'Abuja',
    'Akure',
    'Asaba',
    'Benin City',
    'Calabar',
    'Enugu',
    'Ibadan',
    'Ilorin',
    'Jos',
    'Kaduna',
    'Kano',
    'Lagos',
    'Maiduguri',
    'Makurdi',
    'Onitsha',
    'Owerri',
    'Port Harcourt',
    'Sokoto',
    'Uyo',
    'Warri',
    'Yola',
  ].map((name) => ({ name, country: 'Nigeria' })),
  { name: 'Accra', country: 'Ghana' },
  { name: 'Kumasi', country: 'Ghana' },
  { name: 'Lomé', country: 'Togo' },
  { name: 'Cotonou', country: 'Benin' },
  { name: 'Douala', country: 'Cameroon' },
  { name: 'Dakar', country: 'Senegal' },
  { name: 'Abidjan', country: "Côte d'Ivoire" },
  { name: 'Nairobi', country: 'Kenya' },
  { name: 'Johannesburg', country: 'South Africa' },
  { name: 'Cairo', country: 'Egypt' },
  { name: 'Addis Ababa', country: 'Ethiopia' },
  { name: 'Kigali', country: 'Rwanda' },
];

/** The kinds of item a POP buys for a member's business. */
const POP_ITEMS = [
  'Business equipment',
  'Computer or laptop',
  'Farm inputs',
  'Generator',
  'Mobile phone',
  'Sewing machine',
  'Shop stock',
  'Solar power kit',
];

export async function seedEtcCities(db: Db): Promise<void> {
  await db.insert(etcCities).values(ETC_CITIES).onConflictDoNothing();
}

export async function seedPopItems(db: Db): Promise<void> {
  await db
    .insert(popItems)
    .values(POP_ITEMS.map((name) => ({ name })))
    .onConflictDoNothing();
}

/**
 * Both lists (rows already there are left as they are). At start each list is added once per
 * database (starters.ts), so a city an operator renamed never comes back under its old name.
 */
export async function seedPopEtc(db: Db): Promise<void> {
  await seedEtcCities(db);
  await seedPopItems(db);
}
