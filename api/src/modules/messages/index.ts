/**
 * The messages module's public surface: the unread count the live stream sends (live/notices.ts,
 * live/repository.ts). MessagesService stays inside: it notifies the live stream, which imports
 * this file.
 */
export { unreadCountOf } from './unread';
