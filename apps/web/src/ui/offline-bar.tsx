import { useNetwork } from '@mantine/hooks';

/** The red bar shown on every screen while the browser is offline (part 1 section 2). */
export function OfflineBar() {
  const { online } = useNetwork();
  if (online) return null;
  return (
    <div
      role="alert"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        zIndex: 1000,
        background: 'var(--mantine-color-red-9)',
        color: 'var(--mantine-color-white)',
        textAlign: 'center',
        padding: 'var(--mantine-spacing-xs) var(--mantine-spacing-sm)',
        fontWeight: 600,
      }}
    >
      You are Offline! Check Your Internet Connection
    </div>
  );
}
