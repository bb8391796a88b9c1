/** What the profile module offers the rest of the server; everything else in it is its own. */
export {
  type ProfileCompleteness,
  type ProfileFields,
  profileCompleteness,
  profileItems,
} from './completeness.ts';
export { loadUser } from './service.ts';
