export { default } from '../../../ui/coming-soon-page.tsx';
