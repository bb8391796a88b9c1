import { StatusBadge } from '../../../ui/status-badge.tsx';

/** A truster's TFP status (part 2 section 4.12): 0 AVAILABLE (the only selectable), 1 IN USE, 2 NOT AVAILABLE, 3 IN PROCESS. */
export function PinStatus({ status }: { status: number }) {
  if (status === 0) return <StatusBadge status="approved" label="AVAILABLE" />;
  if (status === 1) return <StatusBadge status="locked" label="IN USE" />;
  if (status === 3) return <StatusBadge status="in process" label="IN PROCESS" />;
  return <StatusBadge status="missed" label="NOT AVAILABLE" />;
}
