/** The reality check for anyone signed in (rendered lazily by the shell; never in the first load). */
export { default } from '../components/reality-check-gate';
