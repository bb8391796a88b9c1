/** What the notifications module offers the rest of the server; everything else in it is its own. */

export { onCommittedNotification } from './live-count.ts';
export { notifyMember } from './notify-member.ts';
export { type LoginLinkPurpose, notifyMembers } from './notify-members.ts';
export { setPreference } from './preferences.ts';
export { notify, unreadCount } from './service.ts';
