/** The maker-checker kind of a loan's disbursal (role loans). */
export const LOAN_DISBURSAL = 'loan-disbursal';
