import type { ChatKind, OperatorRole, StaffRole } from '@trust/shared';

/**
 * A staff role as the admin picks it, and as it is stored: an operator role on the account, and for
 * an expert the kind of chat they answer (expert_profiles). Support operators are customer care.
 */
export function storedRole(role: StaffRole): { role: OperatorRole; kind: ChatKind | null } {
  if (role === 'business_expert' || role === 'legal_adviser' || role === 'medical_adviser')
    return { role: 'expert', kind: role };
  return { role, kind: null };
}

/** The staff role an account shows: its operator role, or its chat kind for an expert. */
export function staffRoleOf(role: string, kind: string | null): StaffRole | 'customer_care' {
  if (role === 'expert') return (kind ?? 'business_expert') as StaffRole | 'customer_care';
  return role as StaffRole;
}
