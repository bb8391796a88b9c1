// The alias set in vite.config.ts: Mantine's toast store module, typed from the package's own types.
declare module '~mantine-notifications-store' {
  export { notifications, notificationsStore } from '@mantine/notifications';
}
