import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_MESSAGES, type UpdateProfileBody } from '@trust/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { ApiError, badRequest, notFound } from '../../http/envelope.ts';
import { claimPhone } from '../auth/index.ts';
import { type Actor, recordBankChange } from './bank-change.ts';
import { CONTENT_TYPE_BY_EXT, sniffImage } from './image-check.ts';
import { FORM_TO_COLUMN } from './profile-view.ts';

type UserRow = typeof users.$inferSelect;
type Changes = Partial<Pick<UserRow, (typeof FORM_TO_COLUMN)[keyof typeof FORM_TO_COLUMN]>>;

/** Public path of an uploaded photo; the name is ours (32 hex digits), never the member's file name. */
const UPLOAD_ROUTE = '/api/uploads/';
const UPLOAD_NAME = /^[a-f0-9]{32}\.(jpg|png|webp)$/;

export async function loadUser(db: Db, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('Member not found');
  return user;
}

function ageOn(dob: string, now: Date): number {
  const [y, m, d] = dob.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

/**
 * Writes the allow-listed fields that were sent (already validated by the route's schema).
 * A change of the bank details is audited and told to the member in the app and by a queued email
 * (bank-change.ts). Throws 400 when the date of birth makes the member
 * younger than 18 (part 2 section 9).
 */
export async function updateProfile(
  db: Db,
  now: Date,
  userId: number,
  body: UpdateProfileBody,
  actor: Actor = { userId, kind: 'member' },
): Promise<{ user: UserRow; bankChanged: boolean }> {
  const changes: Changes = {};
  for (const [field, column] of Object.entries(FORM_TO_COLUMN)) {
    const value = body[field as keyof UpdateProfileBody];
    if (value !== undefined) changes[column] = value;
  }
  if (changes.dob && ageOn(changes.dob, now) < 18)
    throw badRequest(PROFILE_MESSAGES.underAge, { field: 'dob' });
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw notFound('Member not found');
    // The accounts-per-phone rule of registration holds when a member moves to another number too.
    if (changes.phone && changes.phone !== before.phone) {
      await claimPhone(tx, changes.phone, 'phonenumber', userId);
    }
    const [user] = await tx
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw notFound('Member not found');
    const bankChanged = await recordBankChange(tx, before, user, actor, now);
    return { user, bankChanged };
  });
}

/**
 * Stores a profile photo under a server-made name in DATA_DIR/uploads and points the member at it.
 * Refuses (400) anything whose bytes are not JPEG, PNG or WebP, and (413) anything above 2 MB.
 */
export async function saveProfileImage(
  db: Db,
  dataDir: string,
  now: Date,
  userId: number,
  bytes: Buffer,
): Promise<string> {
  if (bytes.length > PROFILE_IMAGE_MAX_BYTES) throw new ApiError(413, PROFILE_MESSAGES.imageTooLarge);
  const kind = sniffImage(bytes);
  if (!kind) throw badRequest(PROFILE_MESSAGES.imageType);
  const dir = join(dataDir, 'uploads');
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${kind.ext}`;
  await writeFile(join(dir, name), bytes, { mode: 0o640 });
  const previous = await loadUser(db, userId);
  const filepath = `${UPLOAD_ROUTE}${name}`;
  await db.update(users).set({ imagePath: filepath, updatedAt: now }).where(eq(users.id, userId));
  // The old photo is no longer linked from anywhere; removing it keeps the folder to one per member.
  if (previous.imagePath?.startsWith(UPLOAD_ROUTE)) {
    const old = basename(previous.imagePath);
    if (UPLOAD_NAME.test(old)) await rm(join(dir, old), { force: true });
  }
  return filepath;
}

/** An uploaded photo by its server-made name, or null (unknown or malformed names never touch the disk). */
export async function readUpload(
  dataDir: string,
  name: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const m = UPLOAD_NAME.exec(name);
  if (!m) return null;
  try {
    const bytes = await readFile(join(dataDir, 'uploads', name));
    return { bytes, contentType: CONTENT_TYPE_BY_EXT[m[1] as 'jpg' | 'png' | 'webp'] };
  } catch {
    return null;
  }
}
