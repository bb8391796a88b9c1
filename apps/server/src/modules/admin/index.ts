/** The operators' calls that command-line tools share: proposing a bank transfer confirmation. */
export { proposeTransfer } from './transfers/index.ts';
