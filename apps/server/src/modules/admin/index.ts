/** The operators' calls that command-line tools share: proposing a bank transfer confirmation. */

export { audit } from './audit.ts';
export { proposeTransfer } from './transfers/index.ts';
