import { type DownloadedFile, downloadFile } from '../../../../lib/api-client.ts';
import { type MembersFilter, membersParams } from './members.ts';

/** GET /admin/members/export: every member the search and filters find, as a CSV file. */
export const fetchMembersCsv = (f: Omit<MembersFilter, 'page'>): Promise<DownloadedFile> =>
  downloadFile('GET /admin/members/export', { search: membersParams(f) });
