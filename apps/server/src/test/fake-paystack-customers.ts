import { customerData } from './fake-paystack-answers.ts';
import { answer, bodyOf, type Routes } from './fake-paystack-shared.ts';

/**
 * The fake Paystack's customers: Create Customer, and Validate Customer (their identification, whose
 * outcome is a webhook the test sends). Dedicated accounts are assigned to these customers
 * (fake-paystack-dedicated-accounts.ts).
 */

/** A customer the fake created, by its code in `FakeCustomerBook`. */
export interface FakeCustomer {
  id: number;
  code: string;
  email: string;
  body: Record<string, unknown>;
}

export type FakeCustomerBook = Map<string, FakeCustomer>;

export interface FakeCustomers {
  /** Customers whose identification succeeded (a test adds one before it sends the success webhook). */
  validatedCustomers: Set<string>;
}

export const startingCustomers = (): FakeCustomers => ({ validatedCustomers: new Set<string>() });

export function customerRoutes(customers: FakeCustomerBook): Routes {
  return {
    customer_create(c) {
      const body = bodyOf(c);
      const email = String(body.email);
      // Like Paystack, the same email gives back the customer it already has.
      const known = [...customers.values()].find((x) => x.email === email);
      const id = known?.id ?? customers.size + 1;
      const code = known?.code ?? `CUS_fake${String(id).padStart(6, '0')}`;
      customers.set(code, { id, code, email, body });
      return answer(200, { status: true, message: 'Customer created', data: customerData(id, body, code) });
    },

    // Validate Customer: taken in for a customer it knows; the outcome is a webhook the test sends.
    customer_validate(c) {
      const code = decodeURIComponent(String(c.request.params.code));
      if (!customers.has(code)) return answer(404, { status: false, message: 'Customer not found' });
      return answer(202, { status: true, message: 'Customer Identification in progress' });
    },
  };
}
