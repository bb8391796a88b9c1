/** Bank transfers in the console: the awaited queue, confirmations under maker-checker, statement import. */

export { transferConfirmationKind } from './kind.ts';
export { proposeTransfer } from './propose.ts';
export { adminTransferRoutes } from './routes.ts';
