/** What the operator reads after confirming. */
export function confirmationMessage(r: {
  kind: string;
  member: string;
  plan: string;
  weeks?: { paidLate: number[]; paid: number[] };
}) {
  if (r.kind === 'plan') return `Transfer confirmed: ${r.member}'s ${r.plan} plan is active`;
  const weeks = r.weeks ? r.weeks.paidLate.length + r.weeks.paid.length : 0;
  return `Transfer confirmed: ${r.member}'s contribution is posted (${weeks} week${weeks === 1 ? '' : 's'} paid)`;
}
