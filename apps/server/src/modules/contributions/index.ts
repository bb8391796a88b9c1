/** What the contributions module offers the rest of the server; everything else in it is its own. */
export { applySaveMorePayment, SAVE_MORE_PURPOSE } from './save-more.ts';
