import { answer, bodyOf, type Routes, refused } from './fake-paystack-shared.ts';

/**
 * The fake Paystack's direct-debit mandates: Initialize Authorization, Verify Authorization and
 * Deactivate Authorization. An active mandate's authorization may be charged (fake-paystack-charges.ts).
 */

/** A direct-debit authorization request at the fake. */
export interface FakeMandate {
  email: string;
  status: 'started' | 'created' | 'active' | 'inactive';
  authorizationCode: string;
}

export interface FakeMandates {
  /**
   * Direct-debit authorization requests by Paystack's reference: started (no consent yet), then
   * created (consent given at the bank, not active) and active, or inactive once deactivated.
   */
  mandates: Map<string, FakeMandate>;
  /** The member gives consent at the bank: the authorization is created, active or not yet. */
  approveMandate(reference: string, active: boolean): FakeMandate;
}

export function startingMandates(): FakeMandates {
  const mandates = new Map<string, FakeMandate>();
  return {
    mandates,
    approveMandate(reference, active) {
      const m = mandates.get(reference);
      if (!m) throw new Error(`no mandate ${reference} at the fake`);
      m.status = active ? 'active' : 'created';
      return m;
    },
  };
}

export function mandateRoutes(fake: FakeMandates): Routes {
  const { mandates } = fake;
  return {
    customer_initializeAuthorization(c) {
      const body = bodyOf(c);
      const reference = `dd${(mandates.size + 1).toString().padStart(8, '0')}fake`;
      mandates.set(reference, {
        email: String(body.email),
        status: 'started',
        authorizationCode: `AUTH_dd${mandates.size + 1}`,
      });
      return answer(200, {
        status: true,
        message: 'Authorization initialized',
        data: { redirect_url: `https://link.paystack.co/${reference}`, access_code: reference, reference },
      });
    },

    customer_verifyAuthorization(c) {
      const reference = decodeURIComponent(String(c.request.params.reference));
      const m = mandates.get(reference);
      if (!m || m.status === 'started')
        return answer(404, { status: false, message: 'Authorization not found' });
      return answer(200, {
        status: true,
        message: 'Authorization retrieved successfully',
        data: {
          authorization_code: m.authorizationCode,
          channel: 'direct_debit',
          bank: 'Guaranty Trust Bank',
          active: m.status === 'active',
          last4: '6789',
          account_name: 'Ngozi Ama Eze',
          customer: { code: 'CUS_fake', email: m.email },
        },
      });
    },

    customer_deactivateAuthorization(c) {
      const code = bodyOf(c).authorization_code;
      const m = [...mandates.values()].find((x) => x.authorizationCode === code);
      if (!m) return refused('Authorization code not found');
      m.status = 'inactive';
      return answer(200, { status: true, message: 'Authorization has been deactivated' });
    },
  };
}
