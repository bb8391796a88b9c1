/** Bank transfers in the console: the awaited queue, confirmations under maker-checker, statement import. */
import './kind.ts';

export { TRANSFER_CONFIRM } from './awaited.ts';
export { proposeTransfer } from './propose.ts';
export { adminTransferRoutes } from './routes.ts';
