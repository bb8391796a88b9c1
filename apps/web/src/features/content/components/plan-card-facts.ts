import type { PlanView } from '@trust/shared/contracts/plans';
import { otherBenefits, PLAN_FACTS, planFacts } from '../../../lib/plan-facts.ts';

/** ORDINARY is shown as BASIC on the public pages (part 1 section 1). */
export const planDisplayName = (name: string) =>
  name.toUpperCase() === 'ORDINARY' ? 'BASIC' : name.toUpperCase();

/**
 * The front of a landing plan card: the facts every plan card compares, from the plan's figures,
 * except the membership fee (the landing page advertises no fee, part 1 section 1).
 */
export function frontFacts(plan: PlanView) {
  const facts = planFacts(plan);
  return PLAN_FACTS.filter((f) => f.key !== 'fee').map((f) => ({ label: f.label, value: facts[f.key] }));
}

/** The flip side: at most 5 benefits the front does not already show, never a fee. */
export const moreBenefits = (plan: PlanView) =>
  otherBenefits(plan)
    .filter((b) => !/fee/i.test(b.pb_text))
    .slice(0, 5);
