/** What the notifications module offers the rest of the server; everything else in it is its own. */

export { onCommittedNotification } from './live-count.ts';
export { type MemberNotice, notifyMember } from './notify-member.ts';
export { notifyMembers } from './notify-members.ts';
export { notify, unreadCount } from './service.ts';
